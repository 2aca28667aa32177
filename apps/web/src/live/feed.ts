import type { Clock, MoveInstruction } from '../api/types';

/**
 * The tournament feed's messages, as /live (`subscribe-tournament`) and /display-live send them
 * (docs/api.md "A tournament's feed"; the server's type is `TournamentFeedEvent`). WebSocket
 * messages are not in the OpenAPI document; their bodies reuse its types.
 */
export type FeedEvent =
  | { type: 'clock'; clock: Clock }
  | {
      type: 'bust';
      inputId: string | null;
      players: { playerId: string; screenName: string; table: number | null; seat: number | null; place: number | null }[];
    }
  | { type: 'undo'; inputId: string; kind: string }
  | { type: 'chip-count'; inputId: string; players: { playerId: string; chips: number }[] }
  | { type: 'move' | 'move-done' | 'move-cancelled'; instruction: MoveInstruction }
  | { type: 'table-broken'; tables: number[] }
  | { type: 'final-table'; table: number }
  | { type: 'hand-for-hand'; on: boolean; round: number; open: boolean; tablesDone: number[] }
  | { type: 'entry'; action: 'registered' | 're-entered' | 'unregistered' | 'rebuy' | 'add-on'; playerId: string; entryNo: number; entries: number }
  | { type: 'finished' };

export type FeedMessage =
  | { type: 'tournament'; tournamentId: string; clock: Clock }
  | { type: 'tournament-update'; tournamentId: string; at: string; event: FeedEvent }
  | { type: 'error'; code: string; message?: string };

/** A parsed feed message, or null for anything else (/live also sends `ready`, table updates…). */
export function parseFeedMessage(data: unknown): FeedMessage | null {
  if (typeof data !== 'string') return null;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return null;
  }
  const type = (message as { type?: unknown } | null)?.type;
  return type === 'tournament' || type === 'tournament-update' || type === 'error' ? (message as FeedMessage) : null;
}
