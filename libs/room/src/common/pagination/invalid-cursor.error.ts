import { DomainError } from '../errors/domain.error';

export class InvalidCursorError extends DomainError {
  readonly kind = 'bad-request';

  constructor() {
    super('INVALID_CURSOR', 'cursor is not valid here: pass the nextCursor of the previous page unchanged, or omit it for the first page');
  }
}
