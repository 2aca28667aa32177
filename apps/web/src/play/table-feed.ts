import type { TableView } from './types';

/**
 * What the table's feed keeps between messages: the newest view, and for the hand in progress the
 * last word of each seat (from the events the server sent this viewer, already censored) and the
 * descriptions of hands shown. Pure, so the order rules are tested apart from the socket.
 */
export interface FeedEvent {
  type: string;
  seat?: number;
  action?: string;
  to?: number;
  chips?: number;
  description?: string;
}

export interface HandNotes {
  handId: string;
  /** Seat → its last action this hand (`call 20`), as the events said it. */
  lastAction: Record<number, { action: string; to: number }>;
  /** The seat that brought it in (stud). */
  bringIn: number | null;
  /** Seat → the description of the hand shown at the showdown (`7-5-4-2-A low`). */
  shown: Record<number, string>;
}

/** `[hands dealt, hand number, hand version]`: a view is never replaced by an older one. */
function freshness(view: TableView): [number, number, number] {
  return [view.handsStarted, view.hand?.number ?? 0, view.hand?.version ?? -1];
}

/** Whether `next` is at least as new as `current` (equal: a seating change between hand versions). */
export function isNotOlder(next: TableView, current: TableView | null): boolean {
  if (!current) return true;
  const a = freshness(next);
  const b = freshness(current);
  for (let i = 0; i < a.length; i++) {
    if ((a[i] as number) !== (b[i] as number)) return (a[i] as number) > (b[i] as number);
  }
  return true;
}

/** The notes after a message's events about hand `handId` (new notes when the hand changed). */
export function noteEvents(notes: HandNotes | null, handId: string, events: readonly FeedEvent[]): HandNotes {
  const next: HandNotes =
    notes && notes.handId === handId
      ? { ...notes, lastAction: { ...notes.lastAction }, shown: { ...notes.shown } }
      : { handId, lastAction: {}, bringIn: null, shown: {} };
  for (const event of events) {
    if (event.seat === undefined) continue;
    if (event.type === 'action' && event.action) {
      next.lastAction[event.seat] = { action: event.action, to: event.to ?? 0 };
      if (event.action === 'bring-in') next.bringIn = event.seat;
    }
    if (event.type === 'show' && event.description) next.shown[event.seat] = event.description;
  }
  return next;
}

/** A live message for this table: `subscribed` or `update` with its view and events; anything else null. */
export function parseTableMessage(data: unknown, tableId: string): { table: TableView; events: FeedEvent[] } | null {
  if (typeof data !== 'string') return null;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return null;
  }
  const m = message as { type?: unknown; tableId?: unknown; table?: unknown; events?: unknown };
  if ((m.type !== 'subscribed' && m.type !== 'update') || m.tableId !== tableId || typeof m.table !== 'object' || m.table === null) return null;
  return { table: m.table as TableView, events: Array.isArray(m.events) ? (m.events as FeedEvent[]) : [] };
}
