import type { components } from '../api/schema';

/** The `GET /boards/{token}` body, as `/display-live` also pushes it (`{"type":"waitlist-board","board"}`). */
export type WaitlistBoard = components['schemas']['WaitlistBoardView'];
export type BoardGame = components['schemas']['BoardGameView'];
export type BoardTable = components['schemas']['BoardTableView'];
export type BoardEntry = components['schemas']['BoardEntryView'];

/** A board message of `/display-live`, or null for anything else (errors are read apart). */
export function parseBoardMessage(data: unknown): { type: 'waitlist-board'; board: WaitlistBoard } | { type: 'error'; code: string } | null {
  if (typeof data !== 'string') return null;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return null;
  }
  const m = message as { type?: unknown; board?: unknown; code?: unknown } | null;
  if (m?.type === 'waitlist-board' && typeof m.board === 'object' && m.board !== null) return { type: 'waitlist-board', board: m.board as WaitlistBoard };
  if (m?.type === 'error' && typeof m.code === 'string') return { type: 'error', code: m.code };
  return null;
}
