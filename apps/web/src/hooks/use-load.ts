import { useCallback, useEffect, useState } from 'preact/hooks';
import { messageOf } from '../api/client';

export interface Loaded<T> {
  data: T | null;
  error: string | null;
  reload: () => void;
}

/** Loads once per change of `deps` (a tournament, a live event's version) and on `reload()`; the last answer wins. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [nonce, setNonce] = useState(0);
  useEffect(() => {
    let current = true;
    load()
      .then((value) => {
        if (!current) return;
        setData(value);
        setError(null);
      })
      .catch((e: unknown) => current && setError(messageOf(e)));
    return () => {
      current = false;
    };
    // The caller names what the load depends on.
  }, [...deps, nonce]);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { data, error, reload };
}

/** Runs one action at a time, keeping its error for the screen. */
export function useAction(): { busy: boolean; error: string | null; run: (action: () => Promise<unknown>) => Promise<boolean> } {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (e) {
      setError(messageOf(e));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, run };
}
