import { DomainError, DomainErrorKind } from '../common/errors/domain.error';

/**
 * What the tables module refuses: tables, their settings and seating. A table that does not exist
 * is the hands module's HandError (TABLE_NOT_FOUND): the lowest folder that looks tables up owns it.
 */
export enum TableErrorCode {
  TABLE_CLOSED = 'TABLE_CLOSED',
  TABLE_ALREADY_CLOSED = 'TABLE_ALREADY_CLOSED',
  TABLE_IS_TOURNAMENT = 'TABLE_IS_TOURNAMENT',
  INVALID_TABLE_SETTINGS = 'INVALID_TABLE_SETTINGS',
  SEAT_OUT_OF_RANGE = 'SEAT_OUT_OF_RANGE',
  SEAT_TAKEN = 'SEAT_TAKEN',
  ALREADY_SEATED = 'ALREADY_SEATED',
  NOT_SEATED = 'NOT_SEATED',
  PLAYER_ID_REQUIRED = 'PLAYER_ID_REQUIRED',
  BUY_IN_OUT_OF_RANGE = 'BUY_IN_OUT_OF_RANGE',
  TABLE_OF_CASH_GAME = 'TABLE_OF_CASH_GAME',
  TABLE_IS_LIVE = 'TABLE_IS_LIVE',
}

const KINDS: Record<TableErrorCode, DomainErrorKind> = {
  TABLE_CLOSED: 'conflict',
  TABLE_ALREADY_CLOSED: 'conflict',
  TABLE_IS_TOURNAMENT: 'conflict',
  INVALID_TABLE_SETTINGS: 'invalid',
  SEAT_OUT_OF_RANGE: 'invalid',
  SEAT_TAKEN: 'conflict',
  ALREADY_SEATED: 'conflict',
  NOT_SEATED: 'conflict',
  PLAYER_ID_REQUIRED: 'invalid',
  BUY_IN_OUT_OF_RANGE: 'invalid',
  TABLE_OF_CASH_GAME: 'conflict',
  TABLE_IS_LIVE: 'conflict',
};

export class TableError extends DomainError {
  readonly kind: DomainErrorKind;

  constructor(code: TableErrorCode, message: string) {
    super(code, message);
    this.kind = KINDS[code];
  }
}
