/**
 * Refused input comes back as a value, like the engine's `applyAction`: callers branch on `ok`
 * and show `error.message`; `error.code` is stable for programs (the API maps it to a status).
 */
export type TournamentErrorCode =
  | 'INVALID_INPUT'
  | 'STRUCTURE_EMPTY'
  | 'STRUCTURE_NAME'
  | 'LEVEL_DURATION'
  | 'LEVEL_STAKES'
  | 'LEVEL_BETS_NOT_INCREASING'
  | 'LEVEL_GAME'
  | 'BREAK_PLACEMENT'
  | 'CHIP_RACE'
  | 'CLOCK_TIMING'
  | 'PAYOUT_TABLE'
  | 'PAYOUT_NO_BAND'
  | 'PAYOUT_AMOUNTS'
  | 'DEAL_INPUT'
  | 'TOO_MANY_PLAYERS'
  | 'SEATING_INPUT'
  | 'NO_OPEN_SEAT'
  | 'PLACES_INPUT'
  | 'PLANNER_INPUT';

export interface TournamentError {
  code: TournamentErrorCode;
  message: string;
}

/** `{ ok: true, value }` or `{ ok: false, error: { code, message } }`. */
export type CoreResult<T> = { ok: true; value: T } | { ok: false; error: TournamentError };

export function ok<T>(value: T): CoreResult<T> {
  return { ok: true, value };
}

export function fail<T = never>(code: TournamentErrorCode, message: string): CoreResult<T> {
  return { ok: false, error: { code, message } };
}

/** True for a safe integer ≥ `min`: every chip and money amount in this library is one. */
export function isIntAtLeast(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
}
