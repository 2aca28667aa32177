import { DomainError, DomainErrorKind } from '../../common/errors/domain.error';

export enum LeagueErrorCode {
  LEAGUE_NOT_FOUND = 'LEAGUE_NOT_FOUND',
  /** Removing a tournament the league does not count. */
  LEAGUE_EVENT_NOT_FOUND = 'LEAGUE_EVENT_NOT_FOUND',
  LEAGUE_EVENT_ALREADY_ADDED = 'LEAGUE_EVENT_ALREADY_ADDED',
  /** A tournament in another currency than the league's: its prizes and buy-in would not add up. */
  LEAGUE_EVENT_CURRENCY_MISMATCH = 'LEAGUE_EVENT_CURRENCY_MISMATCH',
  /** The formula's fields do not fit its kind (a points table for `field-size`, none for `by-place`, a table that rises). */
  INVALID_LEAGUE_FORMULA = 'INVALID_LEAGUE_FORMULA',
  /** A season that ends before it starts, or a day that is no calendar day. */
  INVALID_LEAGUE_SEASON = 'INVALID_LEAGUE_SEASON',
}

const KINDS: Record<LeagueErrorCode, DomainErrorKind> = {
  LEAGUE_NOT_FOUND: 'not-found',
  LEAGUE_EVENT_NOT_FOUND: 'not-found',
  LEAGUE_EVENT_ALREADY_ADDED: 'conflict',
  LEAGUE_EVENT_CURRENCY_MISMATCH: 'conflict',
  // A body whose formula cannot be read as one formula is malformed, as a validation failure is.
  INVALID_LEAGUE_FORMULA: 'bad-request',
  INVALID_LEAGUE_SEASON: 'invalid',
};

export class LeagueError extends DomainError {
  readonly kind: DomainErrorKind;

  constructor(code: LeagueErrorCode, message: string) {
    super(code, message);
    this.kind = KINDS[code];
  }

  static notFound(id: string): LeagueError {
    return new LeagueError(LeagueErrorCode.LEAGUE_NOT_FOUND, `no league with id ${id}`);
  }
}
