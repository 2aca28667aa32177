import { useEffect, useState } from 'preact/hooks';
import { parseBoardMessage, type WaitlistBoard } from '../board/board-types';
import { LiveSocket, socketUrl } from '../live/live-socket';
import type { DisplayConnection } from './use-display';

export interface BoardState {
  board: WaitlistBoard | null;
  connection: DisplayConnection;
}

/**
 * The room's waitlist board, followed on `/display-live` with the board link's token: the server
 * sends the board as soon as the socket opens (each reconnection too) and again after every change,
 * so no request is needed and nothing polls. A drop reconnects by itself (`LiveSocket`); a revoked
 * link (4401 or the `DISPLAY_LINK_INVALID` message) is final.
 */
export function useBoard(token: string): BoardState {
  const [state, setState] = useState<BoardState>({ board: null, connection: 'connecting' });

  useEffect(() => {
    const revoked = () => {
      socket.stop();
      setState((s) => ({ ...s, connection: 'revoked' }));
    };
    const socket = new LiveSocket({
      url: () => socketUrl('/display-live', { token }),
      onMessage: (data) => {
        const message = parseBoardMessage(data);
        if (message?.type === 'waitlist-board') setState((s) => (s.connection === 'revoked' ? s : { ...s, board: message.board }));
        else if (message?.code === 'DISPLAY_LINK_INVALID') revoked();
      },
      onStatus: (status) => {
        if (status === 'refused') revoked();
        else setState((s) => (s.connection === 'revoked' ? s : { ...s, connection: status }));
      },
    });
    socket.start();
    return () => socket.stop();
  }, [token]);

  return state;
}
