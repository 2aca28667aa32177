import type { Bot } from './bot';
import { CALLING_STATION_BOT } from './calling-station-bot';
import { RANDOM_BOT } from './random-bot';
import { tipsBot } from './tips/tips-bot';
import { AGGRESSIVE, LOOSE, TIGHT } from './tips/tips-style';

/** The bots by the names the command line and the match script take; `tips` is the tight style. */
export const BOT_NAMES = ['random', 'calling-station', 'tips', 'tips-tight', 'tips-loose', 'tips-aggressive'] as const;
/** One of `BOT_NAMES`. */
export type BotName = (typeof BOT_NAMES)[number];

/** Whether `value` names a bot (`makeBot` takes it). */
export function isBotName(value: string): value is BotName {
  return (BOT_NAMES as readonly string[]).includes(value);
}

/**
 * A bot by name. Bots hold no state between decisions, so one bot may sit in several seats.
 * @example makeBot('calling-station').decide(view, rng) // { kind: 'call' }
 */
export function makeBot(name: BotName): Bot {
  switch (name) {
    case 'random':
      return RANDOM_BOT;
    case 'calling-station':
      return CALLING_STATION_BOT;
    case 'tips':
    case 'tips-tight':
      return tipsBot(TIGHT);
    case 'tips-loose':
      return tipsBot(LOOSE);
    case 'tips-aggressive':
      return tipsBot(AGGRESSIVE);
  }
}

/**
 * A comma-separated list of bot names (`tips,random,calling-station`), one per seat, or the first
 * unknown name.
 * @example parseBotList('tips,random') // { ok: true, bots: [tips-tight, random] }
 */
export function parseBotList(text: string): { ok: true; bots: Bot[] } | { ok: false; unknown: string } {
  const bots: Bot[] = [];
  for (const name of text.split(',').map((n) => n.trim())) {
    if (!isBotName(name)) return { ok: false, unknown: name };
    bots.push(makeBot(name));
  }
  return { ok: true, bots };
}
