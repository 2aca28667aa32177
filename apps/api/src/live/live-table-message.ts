import { eventsFor, HandEvent } from '@app/razz-engine';
import type { TableFacts } from '@app/room/hands/table-facts';
import { buildTableView, seesEverything, TableViewer, ViewerSummary } from '@app/room/tables/table-view';

/**
 * The JSON of each kind of viewer's message for one table change, less the viewer summary, by
 * change: one change goes to every follower of the table, and the facts object is the bus's, shared
 * by all of them (collected with it).
 */
const shared = new WeakMap<TableFacts, Map<string, string>>();

/**
 * A table message (`subscribed` or `update`: the events the viewer may see, and its view of the
 * table) as the text sent, identical to `JSON.stringify({ type, tableId, committedAt, events, table })`
 * with `eventsFor` and `buildTableView` for this viewer (`committedAt`, an ISO time, on updates
 * only). What a viewer may see depends only on whether it sees everything and on its seat in the
 * hand; the rest of the message — who it is, its seat at the table — is the view's last field,
 * `viewer`. So the view is built and serialised once per kind of viewer per change and only
 * `viewer` per socket: with fifty followers of a busy table, building each one's view was most of
 * the server's work per action (bench/viewers.bench.ts).
 * `events` must be the change's own, which comes with `facts` (the same update).
 */
export function tableMessage(
  type: 'subscribed' | 'update',
  tableId: string,
  facts: TableFacts,
  events: HandEvent[],
  viewer: TableViewer,
  committedAt?: number,
): string {
  const everything = seesEverything(viewer.role);
  const handSeat = viewer.playerId === null ? null : (facts.hand?.seats.find((s) => s.playerId === viewer.playerId)?.seat ?? null);
  const kind = `${type}:${everything ? 'all' : (handSeat ?? 'none')}`;
  const kinds = shared.get(facts) ?? new Map<string, string>();
  shared.set(facts, kinds);
  let head = kinds.get(kind);
  if (head === undefined) {
    const { viewer: _summary, ...table } = buildTableView(facts, viewer);
    // Without its two closing braces (the table's and the message's): the summary goes in between.
    const committed = committedAt === undefined ? {} : { committedAt: new Date(committedAt).toISOString() };
    head = JSON.stringify({ type, tableId, ...committed, events: everything ? events : eventsFor(events, handSeat), table }).slice(0, -2);
    kinds.set(kind, head);
  }
  return `${head},"viewer":${JSON.stringify(viewerSummary(facts, viewer, everything, handSeat))}}}`;
}

/** `buildTableView`'s `viewer`, field for field and in its order. */
function viewerSummary(facts: TableFacts, viewer: TableViewer, everything: boolean, handSeat: number | null): ViewerSummary {
  const tableSeat = facts.seats.find((s) => viewer.playerId !== null && s.playerId === viewer.playerId)?.seat ?? null;
  return { role: viewer.role, playerId: viewer.playerId, seat: tableSeat, sees: everything ? 'everything' : handSeat !== null ? 'own-cards' : 'public' };
}
