import { randomChoice } from '../sim/random-action';
import type { Bot } from './bot';

/**
 * Today's random player (`randomAction`'s weights and amounts) as a bot: it ignores the cards.
 * With the same legal options and Rng it plays exactly what `simulate` without bots plays.
 */
export const RANDOM_BOT: Bot = Object.freeze({
  name: 'random',
  decide(view, rng) {
    const choice = randomChoice(view.legal, rng);
    if (!choice) throw new RangeError('the random bot was asked with no legal action');
    return choice;
  },
} satisfies Bot);
