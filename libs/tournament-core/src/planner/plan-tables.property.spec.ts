import { seededRng, type Rng } from '@app/razz-engine';
import { planTables } from './plan-tables';
import { applyPlan, countsInPlay, randomLayout, type LayoutOptions } from './testing/layouts';
import type { Plan, PlannerOptions, PlannerTable } from './types';

function plan(tables: PlannerTable[], options: PlannerOptions): Plan {
  const r = planTables(tables, options);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Every rule the planner promises, checked on one layout; returns what is broken. */
function check(tables: PlannerTable[], p: Plan, moveAt: number, haltAt: number): string[] {
  const { room, problems } = applyPlan(tables, p);
  const players = tables.reduce((n, t) => n + t.players.length, 0);
  const occupied = tables.filter((t) => t.players.length > 0);
  const finalSeats = Math.max(...tables.map((t) => t.maxSeats));
  const blocked = occupied.some((t) => t.locked || t.players.some((s) => s.inHand));
  if (players <= finalSeats && occupied.length > 1) {
    if (blocked !== (p.finalTable === null)) problems.push('final table formed while blocked, or not formed while free');
    if (p.finalTable) problems.push(...finalTableProblems(tables, p));
    return problems;
  }
  if (p.finalTable !== null) problems.push('final table formed too early');
  problems.push(...breakOrderProblems(tables, p));
  const counts = countsInPlay(tables, p, room);
  const pending = p.waiting.find((w) => w.action === 'break');
  if (!pending) problems.push(...balanceProblems(tables, p, counts, moveAt));
  const values = [...counts.entries()].filter(([, c]) => c > 0);
  const fullest = Math.max(0, ...values.map(([, c]) => c));
  const halted = values
    .filter(([t, c]) => t === pending?.table || fullest - c >= haltAt)
    .map(([t]) => t)
    .sort((a, b) => a - b);
  if (JSON.stringify(halted) !== JSON.stringify(p.haltedTables)) problems.push(`halted ${p.haltedTables} but expected ${halted}`);
  return problems;
}

function finalTableProblems(tables: PlannerTable[], p: Plan): string[] {
  const ft = p.finalTable;
  if (!ft) return [];
  const problems: string[] = [];
  const everyone = tables.flatMap((t) => t.players.map((s) => s.playerId)).sort();
  if (JSON.stringify(ft.seating.map((s) => s.playerId).sort()) !== JSON.stringify(everyone)) problems.push('final table misses or repeats players');
  if (new Set(ft.seating.map((s) => s.seat)).size !== ft.seating.length || ft.seating.some((s) => s.seat < 1 || s.seat > ft.seats))
    problems.push('final table seats clash');
  if (p.moves.length > 0) problems.push('moves alongside the final table');
  return problems;
}

/** Broken non-empty tables are exactly the first tables of the break order (highest number first, locked skipped). */
function breakOrderProblems(tables: PlannerTable[], p: Plan): string[] {
  const order = tables
    .filter((t) => !t.locked && t.players.length > 0)
    .sort((a, b) => b.table - a.table)
    .map((t) => t.table);
  const broken = p.brokenTables.filter((t) => order.includes(t));
  return JSON.stringify(broken) === JSON.stringify(order.slice(0, broken.length)) ? [] : [`broke ${broken} out of order ${order.slice(0, 5)}…`];
}

/** Within the threshold, unless a table that should give is waiting; and no table left that should have broken. */
function balanceProblems(tables: PlannerTable[], p: Plan, counts: Map<number, number>, moveAt: number): string[] {
  const problems: string[] = [];
  const byNumber = new Map(tables.map((t) => [t.table, t]));
  const open = [...counts.entries()].filter(([t, c]) => c < (byNumber.get(t)?.maxSeats ?? 0));
  const shortest = Math.min(...open.map(([, c]) => c));
  for (const [t, c] of counts) {
    if (c - shortest >= moveAt && !p.waiting.some((w) => w.table === t && w.action === 'give-player'))
      problems.push(`table ${t} (${c}) is ${c - shortest} above the shortest`);
  }
  const inPlay = [...counts.keys()].sort((a, b) => b - a);
  const next = inPlay[0];
  if (next !== undefined && inPlay.length > 1) {
    const openElsewhere = inPlay.slice(1).reduce((n, t) => n + (byNumber.get(t)?.maxSeats ?? 0) - (counts.get(t) ?? 0), 0);
    if ((counts.get(next) ?? 0) <= openElsewhere) problems.push(`table ${next} could still break`);
  }
  return problems;
}

/** Fewest moves possible: every broken table's players, plus each kept table's excess over its balanced target. */
function minimumMoves(tables: PlannerTable[], p: Plan): number {
  const kept = tables
    .filter((t) => !p.brokenTables.includes(t.table))
    .map((t) => t.players.length)
    .sort((a, b) => b - a);
  const brokenPlayers = tables.filter((t) => p.brokenTables.includes(t.table)).reduce((n, t) => n + t.players.length, 0);
  const total = tables.reduce((n, t) => n + t.players.length, 0);
  const base = Math.floor(total / kept.length);
  const larger = total % kept.length;
  return brokenPlayers + kept.reduce((n, c, i) => n + Math.max(0, c - (base + (i < larger ? 1 : 0))), 0);
}

/** Layout recipes: each draws its own table count, so one seed gives one room. */
type Recipe = (rng: Rng) => LayoutOptions;
const tablesUpTo = (rng: Rng, n: number): number => 2 + rng.int(n - 1);

/** Rooms with more players than T − 1 full tables hold: no table can break, only balancing. */
const unbreakable: Recipe = (rng) => {
  const tables = tablesUpTo(rng, 40);
  return { tables, totalPlayers: (tables - 1) * 8 + 1 + rng.int(8) };
};

const FREE: [string, Recipe][] = [
  ['unbalanced rooms that cannot break (balancing only)', unbreakable],
  ['full-ish rooms', (rng) => ({ tables: tablesUpTo(rng, 40), minPlayers: 5 })],
  ['rooms after many busts (tables break)', (rng) => ({ tables: tablesUpTo(rng, 30), minPlayers: 0, maxPlayers: 6 })],
  ['small rooms near the final table', (rng) => ({ tables: tablesUpTo(rng, 4), minPlayers: 0, maxPlayers: 5 })],
];

describe('planTables over random layouts (free: no locks, nobody in a hand)', () => {
  it.each(FREE)('%s: legal moves, break order, balanced within the threshold, minimum number of moves', (name, recipe) => {
    for (let k = 0; k < 150; k++) {
      const rng = seededRng(`${name}-${k}`);
      const tables = randomLayout(rng, recipe(rng));
      const p = plan(tables, { rng });
      expect(check(tables, p, 2, 3)).toEqual([]);
      if (!p.finalTable) expect(p.moves.length).toBe(minimumMoves(tables, p));
      expect(p.waiting).toEqual([]);
    }
  });

  it('with moveAt 3 and haltAt 4: tables end within 2 of each other', () => {
    for (let k = 0; k < 150; k++) {
      const rng = seededRng(`threshold-${k}`);
      const tables = randomLayout(rng, { tables: 2 + rng.int(20), minPlayers: 2 });
      expect(check(tables, plan(tables, { rng, moveAt: 3, haltAt: 4 }), 3, 4)).toEqual([]);
    }
  });
});

describe('planTables over random layouts (constrained: locked tables, hands in progress, mixed sizes)', () => {
  it.each<[string, Recipe]>([
    ['emptying rooms (breaks, some waiting for a hand)', (rng) => ({ tables: tablesUpTo(rng, 25), minPlayers: 0, handInProgress: 0.4, locked: 0.1 })],
    ['unbalanced rooms (balancing, some givers all in a hand)', (rng) => ({ ...unbreakable(rng), handInProgress: 0.5, inHandChance: 0.9, locked: 0.1 })],
    ['mixed table sizes', (rng) => ({ tables: tablesUpTo(rng, 25), maxSeats: 'mixed', minPlayers: 3, handInProgress: 0.3, locked: 0.1 })],
    ['near the final table', (rng) => ({ tables: tablesUpTo(rng, 4), maxPlayers: 5, handInProgress: 0.3, locked: 0.1 })],
  ])('%s: never touches a locked table or a player in a hand, and reports what waits', (name, recipe) => {
    for (let k = 0; k < 200; k++) {
      const rng = seededRng(`${name}-${k}`);
      const tables = randomLayout(rng, { ...recipe(rng), timesMoved: true });
      expect(check(tables, plan(tables, { rng }), 2, 3)).toEqual([]);
    }
  });

  it('is deterministic for a given Rng seed', () => {
    const layout = randomLayout(seededRng('det-layout'), { tables: 50, minPlayers: 2, handInProgress: 0.3, timesMoved: true });
    expect(plan(layout, { rng: seededRng('det') })).toEqual(plan(layout, { rng: seededRng('det') }));
  });
});
