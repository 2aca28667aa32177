import { applyAction } from '../hand/apply-action';
import type { HandEvent } from '../hand/events';
import { legalActions, seatToAct } from '../hand/legal-actions';
import { startHand } from '../hand/start-hand';
import type { HandAction, HandState, LegalAction } from '../hand/types';
import { eventsFor, HandView, viewFor } from '../hand/view';
import { DEFAULT_RULES, PRESET_GAME, PresetName, PRESETS, RuleSet, Stakes } from '../rules';
import { HOLDEM, OMAHA, OMAHA8 } from './flop';
import type { GameDefinition, Settlement } from './game-definition';
import { RAZZ } from './razz';
import { STUD, STUD8 } from './stud';
import { GameVariant, isFlopVariant } from './variant';

/**
 * A game plug-in over the engine's hand machine (a stud or a flop game); `variant` is its data
 * (what `startHand({ game })` takes).
 */
export type HandGameDefinition = GameDefinition<HandState, HandAction, HandView, HandEvent, Stakes, RuleSet, LegalAction> & {
  readonly variant: GameVariant;
};

function settle(state: HandState): Settlement | null {
  const result = state.result;
  if (!result) return null;
  const start = new Map(state.players.map((p) => [p.seat, p.stack + p.committed]));
  // Final stack = starting stack − chips put in + chips won, so the start is recovered from the result.
  for (const pot of result.pots) for (const w of pot.winners) start.set(w.seat, (start.get(w.seat) ?? 0) - w.amount);
  return {
    stacks: result.stacks,
    net: result.stacks.map((s) => ({ seat: s.seat, delta: s.stack - (start.get(s.seat) ?? 0) })),
    rake: result.rake,
  };
}

/** Seats a table may hold: stud up to `maxSeats` (8, or 9); flop games up to `maxSeats` (2–10, 9 by default). */
function seatLimits(variant: GameVariant, rules: Partial<RuleSet> | undefined): { min: number; max: number } {
  const fallback = isFlopVariant(variant) ? PRESETS.holdem.maxSeats : DEFAULT_RULES.maxSeats;
  return { min: 2, max: rules?.maxSeats ?? fallback };
}

/** Wraps a variant (data) into a game plug-in over the shared hand machine. */
export function makeGame(variant: GameVariant): HandGameDefinition {
  return {
    id: variant.id,
    name: variant.name,
    variant,
    seatLimits: (rules) => seatLimits(variant, rules),
    start: (input) => startHand({ ...input, game: variant }),
    act: applyAction,
    toAct: seatToAct,
    legalActions,
    view: viewFor,
    eventsFor,
    isOver: (state) => state.phase === 'over',
    settle,
    version: (state) => state.version,
  };
}

/** Razz as a game plug-in; presets (`razz-nl`, `london-lowball`, …) are its RuleSets. */
export const razzGame: HandGameDefinition = makeGame(RAZZ);
/** Seven-Card Stud (high) as a game plug-in. */
export const studGame: HandGameDefinition = makeGame(STUD);
/** Stud Eight-or-Better (hi/lo split, 8-or-better low) as a game plug-in. */
export const stud8Game: HandGameDefinition = makeGame(STUD8);
/** Texas Hold'em as a game plug-in; `holdem` is Limit, `holdem-nl` / `holdem-pl` its other RuleSets. */
export const holdemGame: HandGameDefinition = makeGame(HOLDEM);
/** Omaha (high) as a game plug-in: Pot-Limit Omaha is its `omaha-pl` RuleSet. */
export const omahaGame: HandGameDefinition = makeGame(OMAHA);
/** Omaha Hi-Lo (eight or better) as a game plug-in; `omaha8` is Limit, `omaha8-pl` Pot-Limit. */
export const omaha8Game: HandGameDefinition = makeGame(OMAHA8);

/** Every game a rotation can deal, by id: `razz`, `stud`, `stud8`, `holdem`, `omaha`, `omaha8`. */
export const GAMES: Readonly<Record<string, HandGameDefinition>> = Object.freeze({
  [razzGame.id]: razzGame,
  [studGame.id]: studGame,
  [stud8Game.id]: stud8Game,
  [holdemGame.id]: holdemGame,
  [omahaGame.id]: omahaGame,
  [omaha8Game.id]: omaha8Game,
});

/**
 * The game a preset is dealt as, with its RuleSet: what `razz play` / `razz simulate` use.
 * @example
 * const { game, rules } = gameForPreset('stud8');
 * game.start({ rules, stakes, seats, rng }); // a hand of Stud Eight-or-Better
 */
export function gameForPreset(preset: PresetName): { game: HandGameDefinition; rules: RuleSet } {
  return { game: GAMES[PRESET_GAME[preset]] as HandGameDefinition, rules: { ...PRESETS[preset] } };
}
