/**
 * Who plays in a simulated tournament: `--bots` names, a comma list dealt round-robin to the
 * players in registration order (the room draws their seats at random, so every table gets a mix).
 */
import { Bot, CALLING_STATION_BOT, makeBot } from '@app/razz-engine';

/** A player's bot, and whether it reads the hand's betting (the random player does not: it needs no event feed). */
export interface SimBot {
  bot: Bot;
  readsBetting: boolean;
}

/**
 * The simulation's own random player, as it always played: a legal action drawn uniformly (a fold
 * as likely as a call), an amount drawn uniformly between the option's least and most. Not the
 * engine's `random` bot, whose weights favour checking and calling: this one busts players fast.
 */
export const UNIFORM_RANDOM_BOT: Bot = {
  name: 'random',
  decide(view, rng) {
    const pick = view.legal[rng.int(view.legal.length)] ?? view.legal[0];
    if (!pick) throw new RangeError('a bot decides only with a legal action');
    const amount = pick.min === undefined ? undefined : pick.min + rng.int((pick.max ?? pick.min) - pick.min + 1);
    return { kind: pick.kind, amount };
  },
};

const random: SimBot = { bot: UNIFORM_RANDOM_BOT, readsBetting: false };
const engine = (bot: Bot): SimBot => ({ bot, readsBetting: true });

/** `--bots` names and what each seats; `mix` is the three tips styles in turn. */
const NAMED: Record<string, () => SimBot[]> = {
  random: () => [random],
  tips: () => [engine(makeBot('tips-tight'))],
  tight: () => [engine(makeBot('tips-tight'))],
  loose: () => [engine(makeBot('tips-loose'))],
  aggressive: () => [engine(makeBot('tips-aggressive'))],
  'calling-station': () => [engine(CALLING_STATION_BOT)],
  mix: () => (['tips-tight', 'tips-loose', 'tips-aggressive'] as const).map((n) => engine(makeBot(n))),
};

export const SIM_BOT_NAMES = Object.keys(NAMED);

/**
 * `random`, `tips,random`, `mix`…: the bots the players take in turn (player k plays
 * `roster[k % roster.length]`), or the first unknown name.
 * @example parseSimBots('tips,random') // { ok: true, roster: [tips-tight, random] }
 */
export function parseSimBots(text: string): { ok: true; roster: SimBot[] } | { ok: false; unknown: string } {
  const roster: SimBot[] = [];
  for (const name of text.split(',').map((n) => n.trim())) {
    const seat = NAMED[name];
    if (!seat) return { ok: false, unknown: name };
    roster.push(...seat());
  }
  return { ok: true, roster };
}

/** The roster as it prints: `tips-tight` or `tips-tight, random`. */
export function rosterName(roster: readonly SimBot[]): string {
  return roster.map((s) => s.bot.name).join(', ');
}
