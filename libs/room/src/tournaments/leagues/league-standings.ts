import type { LeagueEventResults, LeagueFormula } from '@app/persistence';
import { resultPoints } from './league-formula';

/** One player's result at one counted event: the best of their entries. */
export interface PlayerEventResult {
  tournamentId: string;
  name: string;
  /** When the event finished. */
  date: Date | null;
  /** The event's entries, re-entries included. */
  entries: number;
  /** The player's own entries there (2 or more: they re-entered). */
  playerEntries: number;
  place: number | null;
  placeTo: number | null;
  points: number;
  /** Every prize of the player's entries there, minor units. */
  prize: bigint;
}

export interface Standing {
  /** 1 = first; players equal on every tie-break share the rank. */
  rank: number;
  playerId: string;
  screenName: string;
  points: number;
  /** Counted events the player entered. */
  events: number;
  /** The player's best single event, (the first tie-break). */
  bestEventPoints: number;
  /** The best place over the events (with its shared range), null when none was placed. */
  bestFinish: { place: number; placeTo: number | null } | null;
  prizes: bigint;
  results: PlayerEventResult[];
}

/** The events that count: finished ones. A cancelled, scheduled or still running event counts nothing. */
export const countsForLeague = (event: Pick<LeagueEventResults, 'status'>): boolean => event.status === 'finished';

type Entry = LeagueEventResults['results'][number];

/** The better of two entries' places: the lower `place` (an entry without one loses). */
const better = (a: Entry, b: Entry): Entry => (b.place !== null && (a.place === null || b.place < a.place) ? b : a);

/** One result per player per event: their best entry's place; prizes of every entry added. */
function eventResults(formula: LeagueFormula, event: LeagueEventResults): Map<string, { screenName: string; result: PlayerEventResult }> {
  const byPlayer = new Map<string, Entry[]>();
  for (const entry of event.results) byPlayer.set(entry.playerId, [...(byPlayer.get(entry.playerId) ?? []), entry]);
  const out = new Map<string, { screenName: string; result: PlayerEventResult }>();
  for (const [playerId, entries] of byPlayer) {
    const best = entries.reduce(better);
    out.set(playerId, {
      screenName: best.screenName,
      result: {
        tournamentId: event.tournamentId,
        name: event.name,
        date: event.finishedAt,
        entries: event.entries,
        playerEntries: entries.length,
        place: best.place,
        placeTo: best.place === null ? null : (best.placeTo ?? best.place),
        points: resultPoints(formula, event, best.place, best.placeTo),
        prize: entries.reduce((sum, e) => sum + (e.prize ?? 0n), 0n),
      },
    });
  }
  return out;
}

/**
 * Standings order: more points; then the better best single event; then more events played.
 * Players equal on all three share a rank; the list shows them by screen name.
 */
type SortKey = Pick<Standing, 'points' | 'bestEventPoints' | 'events'>;

export function compareStandings(a: SortKey, b: SortKey): number {
  return b.points - a.points || b.bestEventPoints - a.bestEventPoints || b.events - a.events;
}

const byName = (a: Omit<Standing, 'rank'>, b: Omit<Standing, 'rank'>): number =>
  a.screenName < b.screenName ? -1 : a.screenName > b.screenName ? 1 : a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0;

/**
 * A league's standings from its events' recorded results (pure): finished events only, one result
 * per player per event (the best place of their entries), points by the formula, ranked.
 */
export function leagueStandings(formula: LeagueFormula, events: readonly LeagueEventResults[]): Standing[] {
  const players = new Map<string, Omit<Standing, 'rank'>>();
  for (const event of events.filter(countsForLeague)) {
    for (const [playerId, { screenName, result }] of eventResults(formula, event)) {
      const p = players.get(playerId) ?? {
        playerId,
        screenName,
        points: 0,
        events: 0,
        bestEventPoints: 0,
        bestFinish: null,
        prizes: 0n,
        results: [],
      };
      p.points += result.points;
      p.events += 1;
      p.bestEventPoints = Math.max(p.bestEventPoints, result.points);
      if (result.place !== null && (p.bestFinish === null || result.place < p.bestFinish.place))
        p.bestFinish = { place: result.place, placeTo: result.placeTo };
      p.prizes += result.prize;
      p.results.push(result);
      players.set(playerId, p);
    }
  }
  const sorted = [...players.values()].sort((a, b) => compareStandings(a, b) || byName(a, b));
  const ranked: Standing[] = [];
  sorted.forEach((p, i) => {
    const previous = ranked[i - 1];
    const rank = previous !== undefined && compareStandings(previous, p) === 0 ? previous.rank : i + 1;
    ranked.push({ ...p, rank });
  });
  return ranked;
}
