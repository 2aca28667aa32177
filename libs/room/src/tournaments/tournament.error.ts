import type { TournamentError as CoreError } from '@app/tournament-core';
import { DomainError, DomainErrorKind } from '../common/errors/domain.error';

export enum TournamentErrorCode {
  TOURNAMENT_NOT_FOUND = 'TOURNAMENT_NOT_FOUND',
  STRUCTURE_NOT_FOUND = 'STRUCTURE_NOT_FOUND',
  DEAL_NOT_FOUND = 'DEAL_NOT_FOUND',
  STRUCTURE_INVALID = 'STRUCTURE_INVALID',
  STRUCTURE_NAME_TAKEN = 'STRUCTURE_NAME_TAKEN',
  PAYOUT_TABLE_INVALID = 'PAYOUT_TABLE_INVALID',
  TOURNAMENT_SETTINGS_INVALID = 'TOURNAMENT_SETTINGS_INVALID',
  LEVEL_OUT_OF_RANGE = 'LEVEL_OUT_OF_RANGE',
  TOURNAMENT_STATUS_CONFLICT = 'TOURNAMENT_STATUS_CONFLICT',
  REGISTRATION_CLOSED = 'REGISTRATION_CLOSED',
  TOURNAMENT_FULL = 'TOURNAMENT_FULL',
  ALREADY_REGISTERED = 'ALREADY_REGISTERED',
  REENTRY_LIMIT = 'REENTRY_LIMIT',
  NOT_REGISTERED = 'NOT_REGISTERED',
  UNREGISTER_AFTER_START = 'UNREGISTER_AFTER_START',
  REBUY_NOT_ALLOWED = 'REBUY_NOT_ALLOWED',
  REBUY_NUMBER_MISMATCH = 'REBUY_NUMBER_MISMATCH',
  ADD_ON_NOT_ALLOWED = 'ADD_ON_NOT_ALLOWED',
  NOT_ENOUGH_PLAYERS = 'NOT_ENOUGH_PLAYERS',
  CLOCK_ALREADY_PAUSED = 'CLOCK_ALREADY_PAUSED',
  CLOCK_NOT_PAUSED = 'CLOCK_NOT_PAUSED',
  CLOCK_STOPPED_FOR_HAND_FOR_HAND = 'CLOCK_STOPPED_FOR_HAND_FOR_HAND',
  TABLE_NOT_IN_TOURNAMENT = 'TABLE_NOT_IN_TOURNAMENT',
  PLAYER_NOT_SEATED = 'PLAYER_NOT_SEATED',
  SEAT_TAKEN = 'SEAT_TAKEN',
  SEAT_OUT_OF_RANGE = 'SEAT_OUT_OF_RANGE',
  TABLE_FULL = 'TABLE_FULL',
  TABLE_LOCKED = 'TABLE_LOCKED',
  TABLE_CANNOT_BREAK = 'TABLE_CANNOT_BREAK',
  MOVE_TO_SAME_TABLE = 'MOVE_TO_SAME_TABLE',
  DEAL_NOT_ALLOWED = 'DEAL_NOT_ALLOWED',
  DEAL_STALE = 'DEAL_STALE',
  HAND_IN_PROGRESS = 'HAND_IN_PROGRESS',
  NOT_A_LIVE_TOURNAMENT = 'NOT_A_LIVE_TOURNAMENT',
  PLAYER_NOT_IN_TOURNAMENT = 'PLAYER_NOT_IN_TOURNAMENT',
  PLAYER_ALREADY_OUT = 'PLAYER_ALREADY_OUT',
  BUSTS_AT_DIFFERENT_TABLES = 'BUSTS_AT_DIFFERENT_TABLES',
  STARTING_STACK_REQUIRED = 'STARTING_STACK_REQUIRED',
  NO_PLAYER_LEFT = 'NO_PLAYER_LEFT',
  TABLE_HAND_DONE = 'TABLE_HAND_DONE',
  NOT_HAND_FOR_HAND = 'NOT_HAND_FOR_HAND',
  NOT_ON_BREAK = 'NOT_ON_BREAK',
  COLOUR_UP_INCOMPLETE = 'COLOUR_UP_INCOMPLETE',
  FLOOR_INPUT_NOT_FOUND = 'FLOOR_INPUT_NOT_FOUND',
  FLOOR_INPUT_ALREADY_UNDONE = 'FLOOR_INPUT_ALREADY_UNDONE',
  FLOOR_INPUT_SUPERSEDED = 'FLOOR_INPUT_SUPERSEDED',
  BUST_UNDO_REENTERED = 'BUST_UNDO_REENTERED',
  BUST_UNDO_PRIZES_PAID = 'BUST_UNDO_PRIZES_PAID',
  MOVE_NOT_FOUND = 'MOVE_NOT_FOUND',
  MOVE_NOT_PENDING = 'MOVE_NOT_PENDING',
}

const KINDS: Record<TournamentErrorCode, DomainErrorKind> = {
  TOURNAMENT_NOT_FOUND: 'not-found',
  STRUCTURE_NOT_FOUND: 'not-found',
  DEAL_NOT_FOUND: 'not-found',
  STRUCTURE_INVALID: 'invalid',
  STRUCTURE_NAME_TAKEN: 'conflict',
  PAYOUT_TABLE_INVALID: 'invalid',
  TOURNAMENT_SETTINGS_INVALID: 'invalid',
  LEVEL_OUT_OF_RANGE: 'invalid',
  TOURNAMENT_STATUS_CONFLICT: 'conflict',
  REGISTRATION_CLOSED: 'conflict',
  TOURNAMENT_FULL: 'conflict',
  ALREADY_REGISTERED: 'conflict',
  REENTRY_LIMIT: 'conflict',
  NOT_REGISTERED: 'conflict',
  UNREGISTER_AFTER_START: 'conflict',
  REBUY_NOT_ALLOWED: 'conflict',
  REBUY_NUMBER_MISMATCH: 'conflict',
  ADD_ON_NOT_ALLOWED: 'conflict',
  NOT_ENOUGH_PLAYERS: 'conflict',
  CLOCK_ALREADY_PAUSED: 'conflict',
  CLOCK_NOT_PAUSED: 'conflict',
  CLOCK_STOPPED_FOR_HAND_FOR_HAND: 'conflict',
  TABLE_NOT_IN_TOURNAMENT: 'not-found',
  PLAYER_NOT_SEATED: 'conflict',
  SEAT_TAKEN: 'conflict',
  SEAT_OUT_OF_RANGE: 'invalid',
  TABLE_FULL: 'conflict',
  TABLE_LOCKED: 'conflict',
  TABLE_CANNOT_BREAK: 'conflict',
  MOVE_TO_SAME_TABLE: 'invalid',
  DEAL_NOT_ALLOWED: 'conflict',
  DEAL_STALE: 'conflict',
  HAND_IN_PROGRESS: 'conflict',
  NOT_A_LIVE_TOURNAMENT: 'conflict',
  PLAYER_NOT_IN_TOURNAMENT: 'not-found',
  PLAYER_ALREADY_OUT: 'conflict',
  BUSTS_AT_DIFFERENT_TABLES: 'invalid',
  STARTING_STACK_REQUIRED: 'invalid',
  NO_PLAYER_LEFT: 'conflict',
  TABLE_HAND_DONE: 'conflict',
  NOT_HAND_FOR_HAND: 'conflict',
  NOT_ON_BREAK: 'conflict',
  COLOUR_UP_INCOMPLETE: 'invalid',
  FLOOR_INPUT_NOT_FOUND: 'not-found',
  FLOOR_INPUT_ALREADY_UNDONE: 'conflict',
  FLOOR_INPUT_SUPERSEDED: 'conflict',
  BUST_UNDO_REENTERED: 'conflict',
  BUST_UNDO_PRIZES_PAID: 'conflict',
  MOVE_NOT_FOUND: 'not-found',
  MOVE_NOT_PENDING: 'conflict',
};

export class TournamentError extends DomainError {
  readonly kind: DomainErrorKind;

  constructor(code: TournamentErrorCode, message: string) {
    super(code, message);
    this.kind = KINDS[code];
  }

  static notFound(id: string): TournamentError {
    return new TournamentError(TournamentErrorCode.TOURNAMENT_NOT_FOUND, `no tournament with id ${id}`);
  }

  static status(id: string, status: string, wanted: string): TournamentError {
    return new TournamentError(TournamentErrorCode.TOURNAMENT_STATUS_CONFLICT, `tournament ${id} is ${status}: ${wanted}`);
  }

  /** A tournament-core refusal, under the API code that fits it; the core's code stays in the message. */
  static fromCore(code: TournamentErrorCode, error: CoreError): TournamentError {
    return new TournamentError(code, `${error.message} (${error.code})`);
  }
}
