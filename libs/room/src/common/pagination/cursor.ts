import { InvalidCursorError } from './invalid-cursor.error';

/**
 * Cursors are opaque to clients: base64url of the JSON sort position of the last item (a screen
 * name, an id…). Each list decodes with its own guard, so a cursor from another list, or a
 * tampered one, is a 400 INVALID_CURSOR rather than a wrong page.
 */
export function encodeCursor(position: unknown): string {
  return Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');
}

export function decodeCursor<T>(cursor: string | undefined, isPosition: (value: unknown) => value is T): T | undefined {
  if (cursor === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  if (!isPosition(value)) throw new InvalidCursorError();
  return value;
}

export const isDecimalId = (value: unknown): value is string => typeof value === 'string' && /^\d{1,19}$/.test(value);
export const isString = (value: unknown): value is string => typeof value === 'string' && value.length <= 200;
