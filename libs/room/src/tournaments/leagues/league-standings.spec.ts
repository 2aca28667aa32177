import type { LeagueEntryResult, LeagueEventResults, LeagueFormula } from '@app/persistence';
import { leagueStandings } from './league-standings';

const TABLE: LeagueFormula = { kind: 'by-place', places: [100, 80, 65, 55, 50], participation: 5 };

/** An event from compact results: `[player, place, placeTo?, prize?]`, one row per entry. */
function event(id: string, status: LeagueEventResults['status'], rows: [string, number | null, number?, number?][], entries = rows.length): LeagueEventResults {
  const results: LeagueEntryResult[] = rows.map(([player, place, placeTo, prize], i) => ({
    playerId: player,
    screenName: player.toUpperCase(),
    entryNo: rows.slice(0, i).filter(([p]) => p === player).length + 1,
    status: place === 1 ? 'finished' : 'busted',
    place,
    placeTo: place === null ? null : (placeTo ?? place),
    prize: prize === undefined ? null : BigInt(prize),
  }));
  return {
    tournamentId: id,
    name: `event ${id}`,
    status,
    currency: 'USD',
    buyIn: 10_000n,
    entries,
    scheduledStartAt: null,
    startedAt: null,
    finishedAt: status === 'finished' ? new Date('2026-12-01T22:00:00Z') : null,
    addedAt: new Date('2026-11-01T00:00:00Z'),
    results,
  };
}

const summary = (formula: LeagueFormula, events: LeagueEventResults[]) =>
  leagueStandings(formula, events).map((s) => [
    s.rank,
    s.playerId,
    s.points,
    s.events,
    s.bestFinish ? `${s.bestFinish.place}-${s.bestFinish.placeTo}` : null,
    Number(s.prizes),
  ]);

describe('leagueStandings', () => {
  it.each<[string, LeagueEventResults[], (string | number | null)[][]]>([
    [
      'one event: points by place, participation for everyone',
      [
        event('e1', 'finished', [
          ['a', 1, 1, 700],
          ['b', 2, 2, 300],
          ['c', 3],
        ]),
      ],
      [
        [1, 'a', 105, 1, '1-1', 700],
        [2, 'b', 85, 1, '2-2', 300],
        [3, 'c', 70, 1, '3-3', 0],
      ],
    ],
    [
      'a shared place: both get the average of the range',
      [
        event('e1', 'finished', [
          ['a', 1],
          ['b', 2, 3],
          ['c', 2, 3],
          ['d', 4],
        ]),
      ],
      [
        [1, 'a', 105, 1, '1-1', 0],
        [2, 'b', 78, 1, '2-3', 0],
        [2, 'c', 78, 1, '2-3', 0],
        [4, 'd', 60, 1, '4-4', 0],
      ],
    ],
    [
      "a re-entry: one result per player, the best entry's place; both entries' prizes; the field counts every entry",
      [
        event('e1', 'finished', [
          ['a', 4],
          ['b', 3],
          ['a', 1, 1, 500],
          ['c', 2],
        ]),
      ],
      [
        [1, 'a', 105, 1, '1-1', 500],
        [2, 'c', 85, 1, '2-2', 0],
        [3, 'b', 70, 1, '3-3', 0],
      ],
    ],
    [
      'a player in several events adds up; cancelled and unfinished events count nothing',
      [
        event('e1', 'finished', [
          ['a', 1],
          ['b', 2],
        ]),
        event('e2', 'finished', [
          ['b', 1],
          ['c', 2],
          ['a', 3],
        ]),
        event('e3', 'cancelled', [['c', null]]),
        event('e4', 'running', [['c', 1]]),
      ],
      [
        [1, 'b', 190, 2, '1-1', 0],
        [2, 'a', 175, 2, '1-1', 0],
        [3, 'c', 85, 1, '2-2', 0],
      ],
    ],
  ])('%s', (_name, events, expected) => {
    expect(summary(TABLE, events)).toEqual(expected);
  });

  it('breaks a tie on points by the best single event, then by events played, else shares the rank (listed by name)', () => {
    const formula: LeagueFormula = { kind: 'by-place', places: [100, 60, 40, 20], participation: 0 };
    const standings = leagueStandings(formula, [
      // x: 100; y: 60 + 40 = 100 (worse best event); z: 60 + 20 + 20 = 100 (more events, worse best).
      event('e1', 'finished', [
        ['x', 1],
        ['y', 2],
        ['z', 4],
      ]),
      event('e2', 'finished', [
        ['w', 1],
        ['y', 3],
        ['z', 2],
        ['v', 4],
      ]),
      event('e3', 'finished', [
        ['w', 1],
        ['v', 2],
        ['u', 3],
        ['z', 4],
      ]),
    ]);
    expect(standings.map((s) => [s.rank, s.playerId, s.points, s.bestEventPoints, s.events])).toEqual([
      [1, 'w', 200, 100, 2],
      [2, 'x', 100, 100, 1],
      // y and z: 100 each; best event 60 each; z played 3 events, y 2.
      [3, 'z', 100, 60, 3],
      [4, 'y', 100, 60, 2],
      [5, 'v', 80, 60, 2],
      [6, 'u', 40, 40, 1],
    ]);
    const tied = leagueStandings(formula, [
      event('e1', 'finished', [
        ['p', 1],
        ['m', 2, 3],
        ['k', 2, 3],
      ]),
    ]);
    expect(tied.map((s) => [s.rank, s.screenName])).toEqual([
      [1, 'P'],
      [2, 'K'],
      [2, 'M'],
    ]);
  });

  it('keeps each event of a player as their history: place, entries, their own entries, points', () => {
    const a = leagueStandings(TABLE, [
      event('e1', 'finished', [
        ['a', 5],
        ['b', 2],
        ['a', 1],
        ['c', 3],
        ['d', 4],
      ]),
      event('e2', 'finished', [
        ['a', 2, 3],
        ['b', 1],
        ['c', 2, 3],
      ]),
    ]).find((s) => s.playerId === 'a');
    expect(a?.results.map((r) => [r.tournamentId, r.entries, r.playerEntries, r.place, r.placeTo, r.points])).toEqual([
      ['e1', 5, 2, 1, 1, 105],
      ['e2', 3, 1, 2, 3, 78],
    ]);
  });

  it('counts the field-size formula on the event’s entries, re-entries included', () => {
    const formula: LeagueFormula = { kind: 'field-size', k: 10, base: 100, participation: 0 };
    // 10 entries by 9 players (one re-entry): 1st = 95, 2nd = 67.
    const rows: [string, number][] = [
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
      ['e', 5],
      ['f', 6],
      ['g', 7],
      ['h', 8],
      ['i', 9],
      ['a', 10],
    ];
    const standings = leagueStandings(formula, [event('e1', 'finished', rows)]);
    expect(standings.slice(0, 2).map((s) => [s.playerId, s.points])).toEqual([
      ['a', 95],
      ['b', 67],
    ]);
  });
});
