/**
 * Stakes as a request gives them — every field any game may take — turned into the stakes of one
 * game: a stud game's ante and bring-in, or a flop game's blinds (and optional ante). A field the
 * game does not take is refused rather than ignored, so a Hold'em level sent with a bring-in says
 * so instead of dealing something else.
 */
import { gameStakesProblem } from '../hand/start-input';
import type { RuleSet, Stakes } from '../rules';
import { GameVariant, isFlopVariant } from './variant';

/** Every stakes field any game takes; which ones a game needs depends on the game. */
export interface StakesFields {
  ante?: number;
  bringIn?: number;
  smallBlind?: number;
  bigBlind?: number;
  smallBet: number;
  bigBet: number;
}

export type StakesForGame = { ok: true; stakes: Stakes } | { ok: false; message: string };

function missingOrExtra(name: string, fields: StakesFields, needs: (keyof StakesFields)[], refuses: (keyof StakesFields)[], why: string): string | null {
  const missing = needs.filter((key) => fields[key] === undefined);
  if (missing.length > 0) return `${name} takes stakes ${needs.join(', ')}, smallBet, bigBet (missing: ${missing.join(', ')})`;
  const extra = refuses.filter((key) => fields[key] !== undefined);
  return extra.length > 0 ? `${name} ${why}: leave out ${extra.join(', ')}` : null;
}

/**
 * The stakes of `variant` from request fields, checked as the engine deals them; or why not, in words.
 * @example
 * stakesForGame(HOLDEM, PRESETS.holdem, { smallBlind: 1, bigBlind: 2, smallBet: 2, bigBet: 4 }) // { ok: true, stakes: … }
 * stakesForGame(RAZZ, PRESETS.razz, { smallBlind: 1, bigBlind: 2, smallBet: 2, bigBet: 4 })
 * // { ok: false, message: 'Razz takes stakes ante, bringIn, smallBet, bigBet (missing: ante, bringIn)' }
 */
export function stakesForGame(variant: GameVariant, rules: Pick<RuleSet, 'bettingStructure'>, fields: StakesFields): StakesForGame {
  const { ante, bringIn, smallBlind, bigBlind, smallBet, bigBet } = fields;
  let stakes: Stakes;
  if (isFlopVariant(variant)) {
    const problem = missingOrExtra(variant.name, fields, ['smallBlind', 'bigBlind'], ['bringIn'], 'has blinds, not a bring-in');
    if (problem) return { ok: false, message: problem };
    stakes = { smallBlind: smallBlind as number, bigBlind: bigBlind as number, smallBet, bigBet, ...(ante !== undefined ? { ante } : {}) };
  } else {
    const problem = missingOrExtra(variant.name, fields, ['ante', 'bringIn'], ['smallBlind', 'bigBlind'], 'has a bring-in, not blinds');
    if (problem) return { ok: false, message: problem };
    stakes = { ante: ante as number, bringIn: bringIn as number, smallBet, bigBet };
  }
  const problem = gameStakesProblem(variant, rules, stakes);
  return problem ? { ok: false, message: problem } : { ok: true, stakes };
}
