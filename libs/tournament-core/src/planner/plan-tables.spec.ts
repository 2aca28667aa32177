import { seededRng, type Rng } from '@app/razz-engine';
import { planTables } from './plan-tables';
import { scriptedRng } from './testing/layouts';
import type { Plan, PlannerOptions, PlannerSeat, PlannerTable } from './types';

/**
 * A table in a compact notation, one token per seat: a player name, `.` for an empty seat,
 * `*` after the name for a player in a hand, `^n` for a player moved n times before.
 * table(2, 'a b . d*', 7) is 7-max with a in seat 1, b in 2, d (in a hand) in 4.
 */
function table(n: number, seats: string, maxSeats = 8, extra: Partial<PlannerTable> = {}): PlannerTable {
  const players = seats.split(' ').flatMap((token, i): PlannerSeat[] => {
    if (token === '.') return [];
    const [, name, star, moved] = /^(\w+)(\*?)(?:\^(\d+))?$/.exec(token) ?? [];
    return [{ seat: i + 1, playerId: name as string, inHand: star === '*', timesMoved: Number(moved ?? 0) }];
  });
  return { table: n, maxSeats, players, ...extra };
}

function plan(tables: PlannerTable[], options: Partial<PlannerOptions> & { rng?: Rng } = {}): Plan {
  const r = planTables(tables, { rng: seededRng('plan'), ...options });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const FULL = 'a b c d e f g h';

describe('balancing (TDA R11, stud)', () => {
  it('moves the player in the seat matching the open seat', () => {
    const p = plan([table(1, FULL), table(2, 'i j . k l m n', 7)]);
    expect(p.moves).toEqual([{ playerId: 'c', from: { table: 1, seat: 3 }, to: { table: 2, seat: 3 }, reason: 'balance' }]);
    expect(p).toMatchObject({ brokenTables: [], finalTable: null, haltedTables: [], waiting: [] });
  });

  it('skips a player in a hand: the next seat clockwise moves', () => {
    const p = plan([table(1, 'a b c* d e f g h'), table(2, 'i j . k l m n', 7)]);
    expect(p.moves.map((m) => [m.playerId, m.from.seat, m.to.seat])).toEqual([['d', 4, 3]]);
  });

  it('goes round past the last seat, and takes the open seat the Rng draws', () => {
    const tables = [table(1, 'a b c d e f g h i*', 9), table(2, 'j k l . m n o p .', 9)];
    // Open seats at table 2 are 4 and 9; the script draws the second (seat 9): seat 9 of table 1
    // is in a hand, so seat 1 moves.
    const p = plan(tables, { rng: scriptedRng([1]) });
    expect(p.moves.map((m) => [m.playerId, m.from.seat, m.to.seat])).toEqual([['a', 1, 9]]);
  });

  it('prefers a player moved less often; position decides among equals (or alone, when turned off)', () => {
    const tables = [table(1, 'a b c^2 d e^1 f g h'), table(2, 'i j . k l m n', 7)];
    expect(plan(tables).moves[0]?.playerId).toBe('d');
    expect(plan(tables, { preferLeastMoved: false }).moves[0]?.playerId).toBe('c');
  });

  it("'next-big-blind' moves the player due to post the big blind next (flop rounds of a mixed game)", () => {
    const tables = [table(1, FULL, 8, { nextBigBlindSeat: 6 }), table(2, 'i j . k l m n', 7)];
    expect(plan(tables, { method: 'next-big-blind' }).moves[0]).toMatchObject({ playerId: 'f', to: { table: 2, seat: 3 } });
  });

  it('takes from the fullest table that breaks first and gives to the shortest that breaks last', () => {
    const from = plan([table(1, FULL), table(2, 'i j k l m n o p'), table(3, 'q r s t u v . .')]).moves;
    expect(from.map((m) => [m.from.table, m.to.table])).toEqual([[2, 3]]);
    const to = plan([table(1, 'a b c d e f . .'), table(2, 'i j k l m n . .'), table(3, 'o p q r s t u v')]).moves;
    expect(to.map((m) => [m.from.table, m.to.table])).toEqual([[3, 1]]);
  });

  it('moves nobody at a difference of one, or of two with moveAt 3', () => {
    expect(plan([table(1, FULL), table(2, 'i j k l m n o .')]).moves).toEqual([]);
    expect(plan([table(1, FULL), table(2, 'i j . k l m n', 7)], { moveAt: 3 }).moves).toEqual([]);
  });

  it('a giver whose players are all in a hand waits; a table 3 short of it halts (and is reported)', () => {
    const p = plan([table(1, 'a* b* c* d* e* f* g* h*'), table(2, 'i j k l m . . .')]);
    expect(p).toMatchObject({ moves: [], waiting: [{ table: 1, action: 'give-player' }], haltedTables: [2] });
  });
});

describe('balancing in flop and mixed games (TDA R11: the next big blind to the worst position)', () => {
  const flop = { method: 'next-big-blind' as const };

  it('moves the player due the big blind next into the short table’s next big blind when it is open', () => {
    // Table 1: the big blind was seat 4, so e (seat 5) posts it next. Table 2: the big blind was
    // seat 2; seat 3 is open, so the newcomer there has the big blind next hand.
    const p = plan([table(1, FULL, 8, { bigBlindSeat: 4 }), table(2, 'i j . k l m n', 7, { bigBlindSeat: 2 })], flop);
    expect(p.moves).toEqual([{ playerId: 'e', from: { table: 1, seat: 5 }, to: { table: 2, seat: 3 }, reason: 'balance' }]);
  });

  it('the worst position is the first open seat after the last big blind, going round; never the small blind', () => {
    // Table 2's big blind was seat 6 (k's seat, emptied since): seat 6 is the small blind next
    // hand, so the worst position is the next open seat after it, round the table: seat 2.
    const p = plan([table(1, FULL, 8, { bigBlindSeat: 8 }), table(2, 'i . j l m . n', 7, { bigBlindSeat: 6 })], flop);
    expect(p.moves.map((m) => [m.playerId, m.from.seat, m.to.seat])).toEqual([['a', 1, 2]]);
  });

  it('two moves from one table: the next big blind, then the one after; each into the worst open seat left', () => {
    const p = plan([table(1, 'a b c d e f g h i', 9, { bigBlindSeat: 2 }), table(2, 'j . . k l m n', 7, { bigBlindSeat: 1 })], flop);
    expect(p.moves.map((m) => [m.playerId, m.from.seat, m.to.seat])).toEqual([
      ['c', 3, 2],
      ['d', 4, 3],
    ]);
  });

  it('a player in a hand or moved more often is passed over, as in stud; without positions the stud way applies', () => {
    const inHand = plan([table(1, 'a b c d* e f g h', 8, { bigBlindSeat: 3 }), table(2, 'i j . k l m n', 7, { bigBlindSeat: 7 })], flop);
    expect(inHand.moves.map((m) => [m.playerId, m.from.seat, m.to.seat])).toEqual([['e', 5, 3]]);
    const moved = plan([table(1, 'a b c d^1 e f g h', 8, { bigBlindSeat: 3 }), table(2, 'i j . k l m n', 7, { bigBlindSeat: 7 })], flop);
    expect(moved.moves[0]?.playerId).toBe('e');
    // No flop-game hand dealt yet at either table: a random open seat, the matching seat moves.
    expect(plan([table(1, FULL), table(2, 'i j . k l m n', 7)], flop).moves).toEqual(plan([table(1, FULL), table(2, 'i j . k l m n', 7)]).moves);
  });

  it('the stud method ignores the positions', () => {
    const p = plan([table(1, FULL, 8, { bigBlindSeat: 4 }), table(2, 'i j . k l m n', 7, { bigBlindSeat: 2 })]);
    expect(p.moves.map((m) => [m.playerId, m.to.seat])).toEqual([['c', 3]]);
  });
});

describe('breaking tables (TDA R10)', () => {
  it('breaks the highest-numbered table when its players fit elsewhere; they fill the shortest tables', () => {
    const p = plan([table(1, 'a b c d e . . .'), table(2, 'f g h i j . . .'), table(3, 'k l m n . . . .')]);
    expect(p.brokenTables).toEqual([3]);
    expect(p.moves.map((m) => [m.reason, m.from.table]).every(([r, t]) => r === 'break' && t === 3)).toBe(true);
    const arrivals = [1, 2].map((t) => p.moves.filter((m) => m.to.table === t).length);
    expect(arrivals).toEqual([2, 2]);
  });

  it('follows a configured break order, and skips locked tables', () => {
    const tables = [table(1, 'a b c d e . . .'), table(2, 'f g h i j . . .'), table(3, 'k l m n . . . .')];
    expect(plan(tables, { breakOrder: [1] }).brokenTables).toEqual([1]);
    const locked = [table(1, 'a b c . . . . .'), table(2, 'f g h . . . . .'), table(3, 'k l m n . . . .', 8, { locked: true })];
    const p = plan(locked);
    expect(p.brokenTables).toEqual([2]);
    expect(p.moves.every((m) => m.to.table === 1)).toBe(true);
  });

  it('waits for a hand at the next table to break; later tables do not break before it, and nobody balances meanwhile', () => {
    const p = plan([table(1, 'a b c d . . . .'), table(2, 'e f . . . . . .'), table(3, 'g h* i . . . . .')]);
    expect(p).toMatchObject({ moves: [], brokenTables: [], waiting: [{ table: 3, action: 'break' }], haltedTables: [3] });
  });

  it('breaks several tables at once without seating anyone at a table that breaks too', () => {
    const tables = [1, 2, 3, 4, 5].map((n) => table(n, `p${n}a p${n}b p${n}c . . . . .`));
    const p = plan(tables);
    expect(p.brokenTables).toEqual([5, 4, 3]);
    expect(p.moves.every((m) => m.to.table <= 2)).toBe(true);
    expect(p.moves).toHaveLength(9);
  });

  it('closes empty tables without moves', () => {
    const p = plan([table(1, FULL), table(2, 'i j k l m n o .'), table(3, '. . .')]);
    expect(p).toMatchObject({ moves: [], brokenTables: [3] });
  });
});

describe('the final table', () => {
  it('forms when everybody fits at one table: all seats redrawn at the table that breaks last', () => {
    const p = plan([table(1, 'a b c d . . . .'), table(2, 'e . f . g . h .')]);
    expect(p.moves).toEqual([]);
    expect(p.brokenTables).toEqual([2]);
    expect(p.finalTable?.table).toBe(1);
    expect(p.finalTable?.seating.map((s) => s.playerId).sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(p.finalTable?.seating.map((s) => s.seat)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(p.finalTable?.seating.find((s) => s.playerId === 'e')?.from).toEqual({ table: 2, seat: 1 });
  });

  it('can use another table number and size', () => {
    const p = plan([table(1, 'a b c . . . . .'), table(2, 'e f . . . . . .')], { finalTable: 100, finalTableSeats: 9 });
    expect(p.finalTable).toMatchObject({ table: 100, seats: 9 });
    expect(p.brokenTables).toEqual([2, 1]);
    expect(p.finalTable?.seating.every((s) => s.seat >= 1 && s.seat <= 9)).toBe(true);
  });

  it('waits until every table is between hands; the idle tables halt', () => {
    const p = plan([table(1, 'a b c d . . . .'), table(2, 'e* f . . . . . .'), table(3, 'g . . . . . . .')]);
    expect(p).toMatchObject({ moves: [], finalTable: null, waiting: [{ table: 2, action: 'final-table' }], haltedTables: [1, 3] });
  });

  it('does not re-form when everybody already sits at one table', () => {
    expect(plan([table(1, 'a b c . . . . .'), table(2, '. . .')])).toMatchObject({ finalTable: null, moves: [], brokenTables: [2] });
  });
});

describe('refused input (PLANNER_INPUT)', () => {
  it.each<[string, PlannerTable[], Partial<PlannerOptions>, RegExp]>([
    ['a player at two tables', [table(1, 'a b'), table(2, 'a c')], {}, /player ids must be distinct/],
    ['a seat beyond the table', [{ table: 1, maxSeats: 8, players: [{ seat: 9, playerId: 'a' }] }], {}, /seats must be distinct numbers in 1…8/],
    ['a table number twice', [table(1, 'a'), table(1, 'b')], {}, /table numbers must be distinct/],
    ['moveAt 1', [table(1, 'a')], { moveAt: 1 }, /moveAt must be a whole number ≥ 2/],
    ['a break order with a table twice', [table(1, 'a')], { breakOrder: [1, 1] }, /breakOrder must list distinct/],
    ['an unknown method', [table(1, 'a')], { method: 'random' as 'stud-seat' }, /method must be/],
  ])('refuses %s', (_, tables, options, message) => {
    const r = planTables(tables, { rng: seededRng(0), ...options });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('PLANNER_INPUT');
      expect(r.error.message).toMatch(message);
    }
  });

  it('refuses to run without an Rng', () => {
    const r = planTables([table(1, 'a')], {} as PlannerOptions);
    expect(r.ok ? 'ok' : r.error.message).toMatch(/options.rng is needed/);
  });
});
