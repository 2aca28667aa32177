/**
 * The API key of this browser tab: kept in sessionStorage only (gone when the tab closes, never
 * written to localStorage or a cookie): a shared screen forgets it with the tab.
 */
const KEY = 'razz-room.api-key';

export function storedKey(): string | null {
  return sessionStorage.getItem(KEY);
}

export function storeKey(key: string): void {
  sessionStorage.setItem(KEY, key);
}

export function forgetKey(): void {
  sessionStorage.removeItem(KEY);
}
