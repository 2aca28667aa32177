import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { api, messageOf, unwrap } from '../api/client';
import { storedKey } from '../auth/session';
import { LiveSocket, socketUrl, type SocketStatus } from '../live/live-socket';
import { isNotOlder, noteEvents, parseTableMessage, type FeedEvent, type HandNotes } from './table-feed';
import type { TableView } from './types';

export interface TableLive {
  table: TableView | null;
  notes: HandNotes | null;
  /** The last finished hand seen (its view), kept while the next one is dealt. */
  lastFinished: TableView | null;
  status: SocketStatus;
  error: string | null;
  /** Takes a view answered by an action or a seating change (dropped if a newer one arrived). */
  accept: (view: TableView) => void;
}

/**
 * A table as the caller sees it: `GET /tables/{id}`, then `/live` (`subscribe`; every `update`
 * brings the caller's censored view), re-subscribed after each reconnection. Views never go back
 * in time: one answered by a request may arrive after a newer pushed one.
 */
export function useTableLive(tableId: string): TableLive {
  const [table, setTable] = useState<TableView | null>(null);
  const [notes, setNotes] = useState<HandNotes | null>(null);
  const [lastFinished, setLastFinished] = useState<TableView | null>(null);
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const [error, setError] = useState<string | null>(null);
  const current = useRef<TableView | null>(null);

  const accept = useCallback(
    (view: TableView, events: FeedEvent[] = []) => {
      if (view.id !== tableId || !isNotOlder(view, current.current)) return;
      current.current = view;
      setTable(view);
      const hand = view.hand;
      if (!hand) return;
      setNotes((n) => noteEvents(n, hand.id, events));
      if (hand.view.over) setLastFinished((last) => (last?.hand && last.hand.number > hand.number ? last : view));
    },
    [tableId],
  );

  useEffect(() => {
    current.current = null;
    setTable(null);
    setNotes(null);
    setLastFinished(null);
    let stopped = false;
    unwrap(api.GET('/tables/{tableId}', { params: { path: { tableId } } }))
      .then((view) => !stopped && accept(view))
      .catch((e: unknown) => !stopped && setError(messageOf(e)));
    const socket = new LiveSocket({
      url: () => socketUrl('/live', { key: storedKey() ?? '' }),
      onOpen: (send) => send({ type: 'subscribe', tableId }),
      onMessage: (data) => {
        const message = parseTableMessage(data, tableId);
        if (message) accept(message.table, message.events);
      },
      onStatus: setStatus,
    });
    socket.start();
    return () => {
      stopped = true;
      socket.stop();
    };
  }, [tableId, accept]);

  return { table, notes, lastFinished, status, error, accept };
}
