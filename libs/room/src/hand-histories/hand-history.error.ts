import { DomainError, DomainErrorKind } from '../common/errors/domain.error';

export enum HandHistoryErrorCode {
  HAND_NOT_FOUND = 'HAND_NOT_FOUND',
  INVALID_DATE_RANGE = 'INVALID_DATE_RANGE',
}

const KINDS: Record<HandHistoryErrorCode, DomainErrorKind> = {
  HAND_NOT_FOUND: 'not-found',
  INVALID_DATE_RANGE: 'invalid',
};

export class HandHistoryError extends DomainError {
  readonly kind: DomainErrorKind;

  constructor(code: HandHistoryErrorCode, message: string) {
    super(code, message);
    this.kind = KINDS[code];
  }

  /**
   * Also what a player gets for a hand they were not dealt into: a 403 would tell them the hand
   * exists (docs/api.md "Hand histories").
   */
  static notFound(id: string): HandHistoryError {
    return new HandHistoryError(HandHistoryErrorCode.HAND_NOT_FOUND, `no finished hand ${id} that you may see`);
  }
}
