import { censorFor, HandHistory } from '@app/razz-engine';
import type { HandHistoryFilter, StoredHandHistory } from '@app/persistence';
import { AuthError, AuthErrorCode } from '../auth/auth.error';
import type { Principal } from '../auth/principal';

/**
 * Whose copy of a history a caller gets (docs/hand-histories.md "Who sees what"): admins and
 * directors everything (the deck included), cashiers and the floor the public copy of any hand (what anyone
 * watching the table saw), a player only hands they were dealt into, as that seat ("hero").
 */
export type HistoryAudience = { kind: 'everything' } | { kind: 'public' } | { kind: 'player'; playerId: string };

export function audienceOf(principal: Principal): HistoryAudience {
  switch (principal.role) {
    case 'admin':
    case 'director':
      return { kind: 'everything' };
    case 'cashier':
    case 'floor':
      return { kind: 'public' };
    case 'player':
      // The database binds every player key to a player; a key without one would see nothing.
      if (principal.playerId === null) throw new AuthError(AuthErrorCode.PLAYER_SCOPE_FORBIDDEN, 'this player key is bound to no player');
      return { kind: 'player', playerId: principal.playerId };
  }
}

/** A player's searches are always narrowed to their own hands; naming another player is refused. */
export function scopeFilter(audience: HistoryAudience, filter: HandHistoryFilter): HandHistoryFilter {
  if (audience.kind !== 'player') return filter;
  if (filter.playerId !== undefined && filter.playerId !== audience.playerId) {
    throw new AuthError(AuthErrorCode.PLAYER_SCOPE_FORBIDDEN, 'a player key lists only its own hands (leave playerId out or name your own player)');
  }
  return { ...filter, playerId: audience.playerId };
}

/** The caller's seat in the hand, when the caller is a player dealt into it. */
export function heroSeat(audience: HistoryAudience, players: StoredHandHistory['players']): number | undefined {
  return audience.kind === 'player' ? players.find((p) => p.playerId === audience.playerId)?.seat : undefined;
}

/**
 * The seat an uncensored (staff) text is written for as "hero": the player the staff's search
 * names, so the file is that player's point of view with every hand mucked at showdown shown, as
 * PokerStars writes a player's file; without one, no hero (an observer's file). Trackers take
 * every seat dealt hero-style for the file's owner, so there is never more than one.
 * Players' and the public copies have their hero (or none) built in.
 */
export function staffHero(audience: HistoryAudience, stored: StoredHandHistory, playerId: string | undefined): number | null {
  if (audience.kind !== 'everything' || playerId === undefined) return null;
  return stored.players.find((p) => p.playerId === playerId)?.seat ?? null;
}

/** The copy this audience may see; null when it may not see the hand at all. */
export function copyFor(audience: HistoryAudience, stored: StoredHandHistory): HandHistory | null {
  if (audience.kind === 'everything') return stored.history;
  if (audience.kind === 'public') return censorFor(stored.history, null);
  const seat = heroSeat(audience, stored.players);
  return seat === undefined ? null : censorFor(stored.history, seat);
}
