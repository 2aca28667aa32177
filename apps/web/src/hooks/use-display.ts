import { useEffect, useRef, useState } from 'preact/hooks';
import { api, ApiError, unwrap } from '../api/client';
import type { Clock, DisplaySnapshot } from '../api/types';
import { parseFeedMessage, type FeedEvent } from '../live/feed';
import { LiveSocket, socketUrl } from '../live/live-socket';

export type DisplayConnection = 'connecting' | 'open' | 'reconnecting' | 'revoked';

export interface DisplayState {
  snapshot: DisplaySnapshot | null;
  clock: Clock | null;
  /** performance.now() when `clock` was heard: the countdown runs from there. */
  heardAt: number;
  handForHand: boolean;
  connection: DisplayConnection;
}

/**
 * A display link's data: `GET /displays/{token}` each time the feed (re)connects — on its first
 * message, so a revoked link is refused by the socket without a failed request — then the pushes of
 * `/display-live`. A clock event replaces the clock; any other event re-reads the snapshot (busts,
 * moves, payouts and the counts of its clock change together), and so does a clock whose entries
 * differ from the last heard (the snapshot's re-entries count with them). No polling.
 */
export function useDisplay(token: string): DisplayState {
  const [state, setState] = useState<DisplayState>({ snapshot: null, clock: null, heardAt: 0, handForHand: false, connection: 'connecting' });
  // Counts the clocks pushed: a snapshot read while one arrived is older than it, so its clock is not taken.
  const clockPushes = useRef(0);
  // The entries last heard: a pushed clock with other entries makes the snapshot's re-entries stale.
  const entriesHeard = useRef<number | null>(null);

  useEffect(() => {
    let stopped = false;
    let reading: Promise<void> | null = null;
    let again = false;
    /** Takes a pushed clock; true when its entries changed since last heard. */
    const setClock = (clock: Clock): boolean => {
      clockPushes.current++;
      const entriesChanged = entriesHeard.current !== null && entriesHeard.current !== clock.entries;
      entriesHeard.current = clock.entries;
      setState((s) => ({ ...s, clock, heardAt: performance.now() }));
      return entriesChanged;
    };
    const revoked = () => {
      socket.stop();
      setState((s) => ({ ...s, connection: 'revoked' }));
    };
    const read = async (): Promise<void> => {
      const pushesBefore = clockPushes.current;
      try {
        const snapshot = await unwrap(api.GET('/displays/{token}', { params: { path: { token } } }));
        if (stopped) return;
        entriesHeard.current = snapshot.clock.entries;
        setState((s) => ({
          ...s,
          snapshot,
          handForHand: snapshot.tournament.handForHand,
          ...(clockPushes.current === pushesBefore ? { clock: snapshot.clock, heardAt: performance.now() } : {}),
        }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) revoked();
        // Otherwise the server is unreachable: the socket notices and reconnects, and reads again.
      }
    };
    const refresh = () => {
      if (reading) {
        again = true;
        return;
      }
      reading = read().finally(() => {
        reading = null;
        if (again && !stopped) {
          again = false;
          refresh();
        }
      });
    };
    const onEvent = (event: FeedEvent) => {
      if (event.type === 'clock') {
        if (setClock(event.clock)) refresh();
        return;
      }
      if (event.type === 'hand-for-hand') setState((s) => ({ ...s, handForHand: event.on }));
      refresh();
    };
    const socket = new LiveSocket({
      url: () => socketUrl('/display-live', { token }),
      onMessage: (data) => {
        const message = parseFeedMessage(data);
        if (!message) return;
        if (message.type === 'tournament') {
          setClock(message.clock);
          refresh();
        } else if (message.type === 'tournament-update') onEvent(message.event);
        else if (message.code === 'DISPLAY_LINK_INVALID') revoked();
      },
      onStatus: (status) => {
        if (status === 'refused') revoked();
        else setState((s) => (s.connection === 'revoked' ? s : { ...s, connection: status }));
      },
    });
    socket.start();
    return () => {
      stopped = true;
      socket.stop();
    };
  }, [token]);

  return state;
}
