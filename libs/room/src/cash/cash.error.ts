import { DomainError, DomainErrorKind } from '../common/errors/domain.error';

export enum CashErrorCode {
  CASH_GAME_NOT_FOUND = 'CASH_GAME_NOT_FOUND',
  SESSION_NOT_FOUND = 'SESSION_NOT_FOUND',
  NOT_ON_WAITLIST = 'NOT_ON_WAITLIST',
  INVALID_CASH_GAME = 'INVALID_CASH_GAME',
  INVALID_REPORT_RANGE = 'INVALID_REPORT_RANGE',
  CASH_OUT_AMOUNT_REQUIRED = 'CASH_OUT_AMOUNT_REQUIRED',
  TOP_UP_OUT_OF_RANGE = 'TOP_UP_OUT_OF_RANGE',
  SAME_TABLE = 'SAME_TABLE',
  FLOOR_ONLY = 'FLOOR_ONLY',
  CASH_GAME_CLOSED = 'CASH_GAME_CLOSED',
  CASH_GAME_HAS_OPEN_TABLES = 'CASH_GAME_HAS_OPEN_TABLES',
  TABLE_NOT_IN_CASH_GAME = 'TABLE_NOT_IN_CASH_GAME',
  SESSION_ALREADY_OPEN = 'SESSION_ALREADY_OPEN',
  SESSION_CLOSED = 'SESSION_CLOSED',
  SESSION_MOVED = 'SESSION_MOVED',
  SEAT_HELD = 'SEAT_HELD',
  NO_OPEN_SEAT = 'NO_OPEN_SEAT',
  ALREADY_ON_WAITLIST = 'ALREADY_ON_WAITLIST',
  ALREADY_CALLED = 'ALREADY_CALLED',
  NOT_CALLED = 'NOT_CALLED',
  WAITLIST_EMPTY = 'WAITLIST_EMPTY',
  IN_HAND = 'IN_HAND',
  CASH_OUT_EXCEEDS_STACK = 'CASH_OUT_EXCEEDS_STACK',
  CASH_OUT_MISMATCH = 'CASH_OUT_MISMATCH',
}

const KINDS: Record<CashErrorCode, DomainErrorKind> = {
  CASH_GAME_NOT_FOUND: 'not-found',
  SESSION_NOT_FOUND: 'not-found',
  NOT_ON_WAITLIST: 'not-found',
  INVALID_CASH_GAME: 'invalid',
  INVALID_REPORT_RANGE: 'invalid',
  CASH_OUT_AMOUNT_REQUIRED: 'invalid',
  TOP_UP_OUT_OF_RANGE: 'invalid',
  SAME_TABLE: 'invalid',
  FLOOR_ONLY: 'forbidden',
  CASH_GAME_CLOSED: 'conflict',
  CASH_GAME_HAS_OPEN_TABLES: 'conflict',
  TABLE_NOT_IN_CASH_GAME: 'conflict',
  SESSION_ALREADY_OPEN: 'conflict',
  SESSION_CLOSED: 'conflict',
  SESSION_MOVED: 'conflict',
  SEAT_HELD: 'conflict',
  NO_OPEN_SEAT: 'conflict',
  ALREADY_ON_WAITLIST: 'conflict',
  ALREADY_CALLED: 'conflict',
  NOT_CALLED: 'conflict',
  WAITLIST_EMPTY: 'conflict',
  IN_HAND: 'conflict',
  CASH_OUT_EXCEEDS_STACK: 'conflict',
  CASH_OUT_MISMATCH: 'conflict',
};

/** Cash games' refusals (docs/api.md lists them with their statuses). */
export class CashError extends DomainError {
  readonly kind: DomainErrorKind;

  constructor(code: CashErrorCode, message: string) {
    super(code, message);
    this.kind = KINDS[code];
  }

  static gameNotFound(id: string): CashError {
    return new CashError(CashErrorCode.CASH_GAME_NOT_FOUND, `no cash game with id ${id}`);
  }

  static sessionNotFound(id: string): CashError {
    return new CashError(CashErrorCode.SESSION_NOT_FOUND, `no cash session with id ${id}`);
  }
}
