/** Stable codes for refused input; `message` says why, for humans. */
export type EngineErrorCode =
  | 'INVALID_INPUT'
  | 'INVALID_RULES'
  | 'INVALID_STAKES'
  | 'INVALID_SEATS'
  | 'INVALID_DECK'
  | 'UNSUPPORTED_RULE'
  | 'UNKNOWN_GAME'
  | 'HAND_OVER'
  | 'STALE_VERSION'
  | 'UNKNOWN_SEAT'
  | 'UNKNOWN_ACTION'
  | 'NOT_YOUR_TURN'
  | 'ILLEGAL_ACTION'
  | 'CANNOT_CHECK'
  | 'CANNOT_CALL'
  | 'CANNOT_FOLD'
  | 'BETTING_CAPPED'
  | 'BETTING_NOT_REOPENED'
  | 'AMOUNT_REQUIRED'
  | 'AMOUNT_OUT_OF_RANGE'
  | 'REPLAY_MISMATCH';

export interface EngineError {
  code: EngineErrorCode;
  message: string;
}

export function engineError(code: EngineErrorCode, message: string): EngineError {
  return { code, message };
}

export function isEngineError(value: unknown): value is EngineError {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value;
}
