import type { EngineErrorCode } from '@app/razz-engine';
import { DomainError, DomainErrorKind } from '../common/errors/domain.error';

export enum TableErrorCode {
  TABLE_NOT_FOUND = 'TABLE_NOT_FOUND',
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
  NO_HAND_IN_PROGRESS = 'NO_HAND_IN_PROGRESS',
  SEAT_REQUIRED = 'SEAT_REQUIRED',
  NOT_IN_HAND = 'NOT_IN_HAND',
  INVALID_DECK = 'INVALID_DECK',
  TABLE_OF_CASH_GAME = 'TABLE_OF_CASH_GAME',
  TABLE_IS_LIVE = 'TABLE_IS_LIVE',
}

const KINDS: Record<TableErrorCode, DomainErrorKind> = {
  TABLE_NOT_FOUND: 'not-found',
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
  NO_HAND_IN_PROGRESS: 'conflict',
  SEAT_REQUIRED: 'invalid',
  NOT_IN_HAND: 'conflict',
  INVALID_DECK: 'invalid',
  TABLE_OF_CASH_GAME: 'conflict',
  TABLE_IS_LIVE: 'conflict',
};

/**
 * The engine's refusals, by code: 409 when the hand's current state refuses an action that could be
 * right at another moment (not your turn, a stale version, the cap reached), 422 when the action
 * cannot mean anything here (an amount outside the range, a seat that is not in the hand).
 */
const ENGINE_KINDS: Partial<Record<EngineErrorCode, DomainErrorKind>> = {
  HAND_OVER: 'conflict',
  STALE_VERSION: 'conflict',
  NOT_YOUR_TURN: 'conflict',
  ILLEGAL_ACTION: 'conflict',
  CANNOT_CHECK: 'conflict',
  CANNOT_CALL: 'conflict',
  CANNOT_FOLD: 'conflict',
  BETTING_CAPPED: 'conflict',
  BETTING_NOT_REOPENED: 'conflict',
  AMOUNT_REQUIRED: 'invalid',
  AMOUNT_OUT_OF_RANGE: 'invalid',
  UNKNOWN_SEAT: 'invalid',
  UNKNOWN_ACTION: 'invalid',
};

export class TableError extends DomainError {
  readonly kind: DomainErrorKind;

  constructor(code: TableErrorCode, message: string) {
    super(code, message);
    this.kind = KINDS[code];
  }

  static notFound(id: string): TableError {
    return new TableError(TableErrorCode.TABLE_NOT_FOUND, `no table with id ${id}`);
  }
}

/** An action the engine refused: its code and message go to the client unchanged. */
export class HandActionError extends DomainError {
  readonly kind: DomainErrorKind;

  constructor(code: EngineErrorCode, message: string) {
    super(code, message);
    this.kind = ENGINE_KINDS[code] ?? 'conflict';
  }
}

/** The engine codes an action can come back with, and their statuses (docs/api.md). */
export const ACTION_ERROR_KINDS = ENGINE_KINDS;
