import { DomainError, DomainErrorKind } from '../common/errors/domain.error';

/** What seating a bot refuses (docs/tables.md "Practice tables and bots"). */
export enum BotsErrorCode {
  /** The table plays for money (a currency, a cash game's table, a tournament's) and the room has not turned bots on there. */
  BOTS_NOT_ALLOWED = 'BOTS_NOT_ALLOWED',
}

const KINDS: Record<BotsErrorCode, DomainErrorKind> = {
  BOTS_NOT_ALLOWED: 'conflict',
};

export class BotsError extends DomainError {
  readonly kind: DomainErrorKind;

  constructor(code: BotsErrorCode, message: string) {
    super(code, message);
    this.kind = KINDS[code];
  }
}
