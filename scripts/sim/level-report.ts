/**
 * How long each level of a simulated tournament lasted in hands, read straight from Postgres:
 * every hand carries the level it was dealt at (`hands.tournament_level`), every bust the hand it
 * happened in (`tournament_entries.bust_hand_id`).
 */
import { Client } from 'pg';

export interface LevelFigures {
  level: number;
  /** Hands dealt at this level. */
  hands: number;
  /** Tables that dealt at least one of them (a table broken early in the level counts). */
  tables: number;
  /** `hands / tables`, to one decimal. */
  handsPerTable: number;
  /** The most hands one table dealt at this level (once tables break, the few left deal most of them). */
  mostAtATable: number;
  /** From the level's first deal to its last, in seconds (the clock's minutes, plus any hand-for-hand pause). */
  seconds: number;
  /** Players still in when the level's last hand was over. */
  playersLeft: number;
}

/** One line per level that dealt a hand, in order; a hand without a level (none expected) is level 0. */
export async function levelFigures(databaseUrl: string, tournamentId: string, players: number): Promise<LevelFigures[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const dealt = (
      await client.query<{ level: number; hands: number; tables: number; most: number; seconds: number }>(
        `SELECT level, sum(n)::int AS hands, count(*)::int AS tables, max(n)::int AS most,
                extract(epoch FROM max(last) - min(first))::float8 AS seconds
         FROM (SELECT coalesce(h.tournament_level, 0) AS level, h.table_id, count(*) AS n, min(h.started_at) AS first, max(h.started_at) AS last
               FROM hands h JOIN tables t ON t.id = h.table_id WHERE t.tournament_id = $1 GROUP BY 1, 2) per_table
         GROUP BY level ORDER BY level`,
        [tournamentId],
      )
    ).rows;
    const busts = (
      await client.query<{ level: number; busted: number }>(
        `SELECT coalesce(h.tournament_level, 0) AS level, count(*)::int AS busted
         FROM tournament_entries e JOIN hands h ON h.id::text = e.bust_hand_id WHERE e.tournament_id = $1 GROUP BY 1`,
        [tournamentId],
      )
    ).rows;
    const bustedAt = new Map(busts.map((b) => [b.level, b.busted]));
    let left = players;
    return dealt.map((d) => {
      left -= bustedAt.get(d.level) ?? 0;
      return {
        level: d.level,
        hands: d.hands,
        tables: d.tables,
        handsPerTable: Math.round((d.hands * 10) / d.tables) / 10,
        mostAtATable: d.most,
        seconds: Math.round(d.seconds),
        playersLeft: left,
      };
    });
  } finally {
    await client.end();
  }
}
