import { applyAction, eventsFor, HandEvent, HandState, seededRng, shuffledDeck, startHand } from '@app/razz-engine';
import type { HandFacts, SeatFacts, TableFacts, TableInfo } from '@app/room/hands/table-facts';
import { buildTableView, seesEverything, TableViewer } from '@app/room/tables/table-view';
import { tableMessage } from './live-table-message';

const TABLE = '00000000-0000-4000-8000-000000000001';

/** A Razz hand of seats 1–3 at a table where seat 4 sits out (seated, not dealt in), as the bus carries it. */
function change(): { facts: TableFacts; events: HandEvent[] } {
  const started = startHand({
    stakes: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
    seats: [1, 2, 3].map((seat) => ({ seat, stack: 500 })),
    rules: { maxSeats: 8 },
    deck: shuffledDeck(seededRng(11)),
  });
  if (!started.ok) throw new Error(started.error.message);
  const hand = {
    id: 'hand-1',
    number: 1,
    status: 'running',
    version: started.state.version,
    deadlineAt: null,
    seats: [1, 2, 3].map((seat) => ({ seat, playerId: `p${seat}`, screenName: `P${seat}` })),
    state: started.state as HandState,
    fairness: null,
  } as unknown as HandFacts;
  const seats = [1, 2, 3, 4].map(
    (seat) => ({ seat, playerId: `p${seat}`, screenName: `P${seat}`, stack: 500, sittingOut: seat === 4 }) as unknown as SeatFacts,
  );
  return { facts: { table: { id: TABLE, name: 'T' } as TableInfo, seats, hand }, events: started.events };
}

/** The message as each client was sent it before: its own view built and serialised whole. */
function builtWhole(type: 'subscribed' | 'update', facts: TableFacts, events: HandEvent[], viewer: TableViewer, committedAt?: number): string {
  const seat = facts.hand?.seats.find((s) => s.playerId === viewer.playerId)?.seat ?? null;
  const visible = seesEverything(viewer.role) ? events : eventsFor(events, seat);
  const committed = committedAt === undefined ? {} : { committedAt: new Date(committedAt).toISOString() };
  return JSON.stringify({ type, tableId: TABLE, ...committed, events: visible, table: buildTableView(facts, viewer) });
}

/** A commit time as the bus carries it (epoch ms). */
const COMMITTED_AT = Date.UTC(2026, 11, 5, 9, 30, 15, 123);

/** Every kind of viewer, each kind twice or more with different keys, so the shared parts are reused. */
const viewers: TableViewer[] = [
  { role: 'player', playerId: 'p1' },
  { role: 'floor', playerId: null },
  { role: 'admin', playerId: null },
  { role: 'player', playerId: 'p2' },
  { role: 'player', playerId: 'p4' },
  { role: 'player', playerId: 'stranger' },
  { role: 'cashier', playerId: null },
  { role: 'director', playerId: null },
  { role: 'player', playerId: 'p3' },
  { role: 'player', playerId: 'other-stranger' },
  { role: 'player', playerId: 'p1' },
];

describe('tableMessage: each viewer gets what its own view would say, the view built once per kind of viewer', () => {
  it('is, byte for byte, the message built whole for that viewer, for every role and seat, in any order', () => {
    const { facts, events } = change();
    for (const viewer of viewers)
      expect(tableMessage('update', TABLE, facts, events, viewer, COMMITTED_AT)).toBe(builtWhole('update', facts, events, viewer, COMMITTED_AT));
    for (const viewer of [...viewers].reverse()) expect(tableMessage('subscribed', TABLE, facts, [], viewer)).toBe(builtWhole('subscribed', facts, [], viewer));
  });

  it('dates an update by its commit, a snapshot not at all', () => {
    const { facts, events } = change();
    const update = JSON.parse(tableMessage('update', TABLE, facts, events, viewers[0] as TableViewer, COMMITTED_AT)) as Record<string, unknown>;
    expect(Object.keys(update)).toEqual(['type', 'tableId', 'committedAt', 'events', 'table']);
    expect(update.committedAt).toBe('2026-12-05T09:30:15.123Z');
    const snapshot = JSON.parse(tableMessage('subscribed', TABLE, facts, [], viewers[0] as TableViewer)) as Record<string, unknown>;
    expect(Object.keys(snapshot)).toEqual(['type', 'tableId', 'events', 'table']);
  });

  it('shows a spectator no down card and a player only its own, even right after a player of the same change was served', () => {
    const { facts, events } = change();
    const own = JSON.parse(tableMessage('update', TABLE, facts, events, { role: 'player', playerId: 'p1' })) as {
      table: { hand: { view: { seats: { seat: number; down: unknown[] }[] } } };
    };
    const watching = JSON.parse(tableMessage('update', TABLE, facts, events, { role: 'player', playerId: 'stranger' })) as typeof own;
    expect(own.table.hand.view.seats.map((s) => s.down.every((c) => c !== null))).toEqual([true, false, false]);
    expect(watching.table.hand.view.seats.every((s) => s.down.every((c) => c === null))).toBe(true);
  });

  it('builds the next change from its own facts, not the last one`s', () => {
    const first = change();
    const state = first.facts.hand?.state as HandState;
    const acted = applyAction(state, { seat: state.players[state.toAct ?? 0]?.seat ?? 1, kind: 'bring-in' });
    if (!acted.ok) throw new Error(acted.error.message);
    const next: TableFacts = { ...first.facts, hand: { ...(first.facts.hand as HandFacts), version: acted.state.version, state: acted.state } };
    for (const viewer of viewers) tableMessage('update', TABLE, first.facts, first.events, viewer, COMMITTED_AT);
    for (const viewer of viewers)
      expect(tableMessage('update', TABLE, next, acted.events, viewer, COMMITTED_AT + 7)).toBe(
        builtWhole('update', next, acted.events, viewer, COMMITTED_AT + 7),
      );
  });
});
