import { useEffect, useRef, useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import type { Clock } from '../api/types';
import { storedKey } from '../auth/session';
import { parseFeedMessage } from '../live/feed';
import { LiveSocket, socketUrl, type SocketStatus } from '../live/live-socket';

export interface TournamentLive {
  clock: Clock | null;
  heardAt: number;
  /** Bumped by every event other than the clock (busts, moves, tables, the end) and every reconnection: panels re-read on it. */
  version: number;
  handForHand: boolean | null;
  status: SocketStatus;
}

/**
 * A tournament's feed on `/live` (`subscribe-tournament`, the key in the query), re-subscribed after
 * every reconnection. A bust or a move changes the clock's counts (players left, average stack)
 * without a clock event: the clock is read again then, unless a pushed clock arrived meanwhile.
 */
export function useTournamentLive(tournamentId: string): TournamentLive {
  const [live, setLive] = useState<TournamentLive>({ clock: null, heardAt: 0, version: 0, handForHand: null, status: 'connecting' });
  const clockPushes = useRef(0);
  useEffect(() => {
    let stopped = false;
    const readClock = async () => {
      const pushesBefore = clockPushes.current;
      try {
        const clock = await unwrap(api.GET('/tournaments/{tournamentId}/clock', { params: { path: { tournamentId } } }));
        if (!stopped && clockPushes.current === pushesBefore) setLive((l) => ({ ...l, clock, heardAt: performance.now() }));
      } catch {
        // The feed's next message or reconnection brings the clock again.
      }
    };
    const socket = new LiveSocket({
      url: () => socketUrl('/live', { key: storedKey() ?? '' }),
      onOpen: (send) => send({ type: 'subscribe-tournament', tournamentId }),
      onMessage: (data) => {
        const message = parseFeedMessage(data);
        if (!message || message.type === 'error' || message.tournamentId !== tournamentId) return;
        if (message.type === 'tournament') {
          clockPushes.current++;
          setLive((l) => ({ ...l, clock: message.clock, heardAt: performance.now(), version: l.version + 1 }));
          return;
        }
        const event = message.event;
        if (event.type === 'clock') {
          clockPushes.current++;
          setLive((l) => ({ ...l, clock: event.clock, heardAt: performance.now() }));
          return;
        }
        setLive((l) => ({ ...l, version: l.version + 1, handForHand: event.type === 'hand-for-hand' ? event.on : l.handForHand }));
        void readClock();
      },
      onStatus: (status) => setLive((l) => ({ ...l, status })),
    });
    socket.start();
    return () => {
      stopped = true;
      socket.stop();
    };
  }, [tournamentId]);
  return live;
}
