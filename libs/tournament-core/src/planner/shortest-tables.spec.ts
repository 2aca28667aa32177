import { seededRng } from '@app/razz-engine';
import { ShortestTables } from './shortest-tables';
import type { WorkTable } from './work-state';

function work(table: number, maxSeats: number, count: number): WorkTable {
  const seats = Array.from({ length: maxSeats }, (_, i) => (i < count ? { playerId: `${table}-${i}`, timesMoved: 0, inHand: false, arrived: false } : null));
  return { table, maxSeats, seats, count, locked: false, rank: table, broken: false, nextBigBlindSeat: undefined, bigBlindSeat: undefined };
}

describe('ShortestTables', () => {
  it('draws only among the tables with the fewest players, in proportion to their open seats', () => {
    // Tables 1 and 2 have 4 players (6 and 2 open seats), table 3 has 5, table 4 is full.
    const tables = [work(1, 10, 4), work(2, 6, 4), work(3, 8, 5), work(4, 4, 4)];
    const shortest = new ShortestTables(tables);
    const rng = seededRng('shortest');
    const counts = new Map<number, number>();
    for (let k = 0; k < 8_000; k++) {
      const t = shortest.draw(rng).table;
      counts.set(t, (counts.get(t) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([1, 2]);
    // Expected 6,000 and 2,000 (sd ≈ 39): a fair draw stays within ±250 with probability > 1 − 1e-9.
    expect(Math.abs((counts.get(1) ?? 0) - 6_000)).toBeLessThan(250);
  });

  it('moves up a bucket as the shortest tables fill, and skips tables that become full', () => {
    const a = work(1, 3, 1);
    const b = work(2, 8, 2);
    const shortest = new ShortestTables([a, b]);
    const rng = seededRng(1);
    const seat = (): number => {
      const t = shortest.draw(rng);
      shortest.seating(t);
      t.count++;
      return t.table;
    };
    expect(seat()).toBe(1); // 1 player v 2
    expect([seat(), seat()].sort()).toEqual([1, 2]); // both at 2: one each, and table 1 is full
    expect([seat(), seat(), seat()]).toEqual([2, 2, 2]);
  });
});
