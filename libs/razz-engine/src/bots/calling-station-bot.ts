import type { Bot } from './bot';
import { passive } from './choose-action';

/**
 * The calling station: never folds, never raises — checks when it can, calls every bet, posts the
 * bring-in rather than completing. Beating it takes value bets, not bluffs.
 */
export const CALLING_STATION_BOT: Bot = Object.freeze({
  name: 'calling-station',
  decide: (view) => passive(view.legal),
} satisfies Bot);
