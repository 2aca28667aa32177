import type { EngineErrorCode } from '@app/razz-engine';
import { DomainError, DomainErrorKind } from '../common/errors/domain.error';

/** What the hands module refuses: dealing, acting and reading a table's hand. */
export enum HandErrorCode {
  /** The same code the tables module answers for an unknown table: to a client it is one refusal. */
  TABLE_NOT_FOUND = 'TABLE_NOT_FOUND',
  NO_HAND_IN_PROGRESS = 'NO_HAND_IN_PROGRESS',
  SEAT_REQUIRED = 'SEAT_REQUIRED',
  NOT_IN_HAND = 'NOT_IN_HAND',
  INVALID_DECK = 'INVALID_DECK',
}

const KINDS: Record<HandErrorCode, DomainErrorKind> = {
  TABLE_NOT_FOUND: 'not-found',
  NO_HAND_IN_PROGRESS: 'conflict',
  SEAT_REQUIRED: 'invalid',
  NOT_IN_HAND: 'conflict',
  INVALID_DECK: 'invalid',
};

export class HandError extends DomainError {
  readonly kind: DomainErrorKind;

  constructor(code: HandErrorCode, message: string) {
    super(code, message);
    this.kind = KINDS[code];
  }

  static tableNotFound(id: string): HandError {
    return new HandError(HandErrorCode.TABLE_NOT_FOUND, `no table with id ${id}`);
  }
}

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
