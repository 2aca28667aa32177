import { seededRng } from '@app/razz-engine';
import { seatLateEntry, type SeatingTable } from './late-entry';

const TABLES: SeatingTable[] = [
  { table: 1, maxSeats: 8, occupiedSeats: [1, 2, 3, 4, 5, 6] },
  { table: 2, maxSeats: 8, occupiedSeats: [1, 3, 5, 7, 8] },
  { table: 3, maxSeats: 8, occupiedSeats: [2, 4, 6, 7, 8] },
  { table: 4, maxSeats: 8, occupiedSeats: [1], locked: true },
];

describe('seatLateEntry', () => {
  it('draws every open seat of the shortest unlocked tables, and only those, about equally often', () => {
    const rng = seededRng('late-entry');
    const counts = new Map<string, number>();
    for (let k = 0; k < 6_000; k++) {
      const r = seatLateEntry(TABLES, rng);
      if (!r.ok) throw new Error(r.error.message);
      const key = `${r.value.table}/${r.value.seat}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(['2/2', '2/4', '2/6', '3/1', '3/3', '3/5']);
    for (const c of counts.values()) expect(Math.abs(c - 1_000)).toBeLessThan(160);
  });

  it('refuses when every unlocked table is full (NO_OPEN_SEAT)', () => {
    const full: SeatingTable[] = [
      { table: 1, maxSeats: 2, occupiedSeats: [1, 2] },
      { table: 2, maxSeats: 8, occupiedSeats: [], locked: true },
    ];
    const r = seatLateEntry(full, seededRng(0));
    expect(r.ok ? 'ok' : r.error.code).toBe('NO_OPEN_SEAT');
  });

  it.each<[string, SeatingTable[]]>([
    ['a seat outside the table', [{ table: 1, maxSeats: 8, occupiedSeats: [9] }]],
    ['a seat twice', [{ table: 1, maxSeats: 8, occupiedSeats: [2, 2] }]],
    [
      'a table number twice',
      [
        { table: 1, maxSeats: 8, occupiedSeats: [] },
        { table: 1, maxSeats: 8, occupiedSeats: [] },
      ],
    ],
  ])('refuses %s (SEATING_INPUT)', (_, tables) => {
    const r = seatLateEntry(tables, seededRng(0));
    expect(r.ok ? 'ok' : r.error.code).toBe('SEATING_INPUT');
  });
});
