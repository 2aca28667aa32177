import { seededRng } from '@app/razz-engine';
import { drawSeats, type SeatDraw } from './seat-draw';

const value = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const players = (n: number): string[] => Array.from({ length: n }, (_, i) => `p${i}`);

function sizes(draw: SeatDraw): number[] {
  return draw.tables.map((t) => draw.seating.filter((s) => s.table === t).length);
}

describe('drawSeats', () => {
  it('uses as few tables as needed, balanced to within one player, every player once and no seat twice', () => {
    const rng = seededRng('seat-draw');
    const wrong: string[] = [];
    for (let k = 0; k < 500; k++) {
      const n = 1 + rng.int(300);
      const seatsPerTable = 2 + rng.int(9);
      const draw = value(drawSeats(players(n), { seatsPerTable, rng, firstTable: 3 }));
      const tables = Math.ceil(n / seatsPerTable);
      const label = `${n} players, ${seatsPerTable} seats`;
      if (draw.tables.join() !== Array.from({ length: tables }, (_, t) => 3 + t).join()) wrong.push(`${label}: tables ${draw.tables}`);
      if (Math.max(...sizes(draw)) - Math.min(...sizes(draw)) > 1) wrong.push(`${label}: sizes ${sizes(draw)}`);
      if (new Set(draw.seating.map((s) => s.playerId)).size !== n) wrong.push(`${label}: players missing or repeated`);
      if (new Set(draw.seating.map((s) => `${s.table}/${s.seat}`)).size !== n) wrong.push(`${label}: a seat used twice`);
      if (draw.seating.some((s) => s.seat < 1 || s.seat > seatsPerTable)) wrong.push(`${label}: a seat outside the table`);
    }
    expect(wrong).toEqual([]);
  });

  it('fills every seat exactly once when the players fill the tables', () => {
    const draw = value(drawSeats(players(64), { seatsPerTable: 8, rng: seededRng(1) }));
    const seats = draw.seating.map((s) => `${s.table}/${s.seat}`).sort();
    const all = draw.tables.flatMap((t) => Array.from({ length: 8 }, (_, i) => `${t}/${i + 1}`)).sort();
    expect(seats).toEqual(all);
  });

  it('sorts the seating by table and seat', () => {
    const { seating } = value(drawSeats(players(30), { seatsPerTable: 9, rng: seededRng(2) }));
    const keys = seating.map((s) => s.table * 100 + s.seat);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
  });

  it('gives a player every table and seat about equally often', () => {
    const rng = seededRng('seat-uniform');
    const counts = new Map<string, number>();
    const draws = 16_000;
    for (let k = 0; k < draws; k++) {
      const mine = value(drawSeats(players(12), { seatsPerTable: 8, rng })).seating.find((s) => s.playerId === 'p0');
      const key = `${mine?.table}/${mine?.seat}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    // 2 tables × 8 seats, 1,000 expected each; a fair draw leaves ±200 with probability < 1e-9.
    expect(counts.size).toBe(16);
    for (const c of counts.values()) expect(Math.abs(c - draws / 16)).toBeLessThan(200);
  });

  it('is deterministic for a given seed', () => {
    const a = drawSeats(players(50), { seatsPerTable: 8, rng: seededRng('same') });
    const b = drawSeats(players(50), { seatsPerTable: 8, rng: seededRng('same') });
    expect(a).toEqual(b);
  });

  it.each<[string, string[], number]>([
    ['no players', [], 8],
    ['a player twice', ['a', 'a'], 8],
    ['one seat per table', ['a', 'b'], 1],
    ['eleven seats per table', ['a', 'b'], 11],
  ])('refuses %s (SEATING_INPUT)', (_, ids, seatsPerTable) => {
    const r = drawSeats(ids, { seatsPerTable, rng: seededRng(0) });
    expect(r.ok ? 'ok' : r.error.code).toBe('SEATING_INPUT');
  });
});
