import { useEffect } from 'preact/hooks';
import { useLoad, type Loaded } from '../hooks/use-load';
import type { GameFloor } from './cash-types';
import { loadGameFloor } from './load-floor';

/** How often the floor's page reads the game again by itself (seats change at the tables, holds run out). */
export const REFRESH_MS = 5_000;

/** A game's floor, read on opening, after `reload()` and every few seconds while the page is visible. */
export function useGameFloor(gameId: string): Loaded<GameFloor> {
  const floor = useLoad(() => loadGameFloor(gameId), [gameId]);
  const { reload } = floor;
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') reload();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);
  return floor;
}
