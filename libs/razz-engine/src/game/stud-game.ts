import { applyAction } from '../hand/apply-action';
import type { HandEvent } from '../hand/events';
import { legalActions, seatToAct } from '../hand/legal-actions';
import { startHand } from '../hand/start-hand';
import type { HandAction, HandState, LegalAction } from '../hand/types';
import { eventsFor, HandView, viewFor } from '../hand/view';
import { DEFAULT_RULES, PRESET_GAME, PresetName, PRESETS, RuleSet, Stakes } from '../rules';
import type { GameDefinition, Settlement } from './game-definition';
import { RAZZ } from './razz';
import { STUD, STUD8 } from './stud';
import type { StudVariant } from './stud-variant';

/** A stud game plug-in; `variant` is its data (what `startHand({ game })` takes). */
export type StudGameDefinition = GameDefinition<HandState, HandAction, HandView, HandEvent, Stakes, RuleSet, LegalAction> & {
  readonly variant: StudVariant;
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

/** Wraps a stud variant (data) into a game plug-in over the shared stud hand machine. */
export function makeStudGame(variant: StudVariant): StudGameDefinition {
  return {
    id: variant.id,
    name: variant.name,
    variant,
    seatLimits: (rules) => ({ min: 2, max: rules?.maxSeats ?? DEFAULT_RULES.maxSeats }),
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
export const razzGame: StudGameDefinition = makeStudGame(RAZZ);
/** Seven-Card Stud (high) as a game plug-in. */
export const studGame: StudGameDefinition = makeStudGame(STUD);
/** Stud Eight-or-Better (hi/lo split, 8-or-better low) as a game plug-in. */
export const stud8Game: StudGameDefinition = makeStudGame(STUD8);

/** Every game a rotation can deal, by id: `razz`, `stud`, `stud8`. */
export const GAMES: Readonly<Record<string, StudGameDefinition>> = Object.freeze({
  [razzGame.id]: razzGame,
  [studGame.id]: studGame,
  [stud8Game.id]: stud8Game,
});

/**
 * The game a preset is dealt as, with its RuleSet: what `razz play` / `razz simulate` use.
 * @example
 * const { game, rules } = gameForPreset('stud8');
 * game.start({ rules, stakes, seats, rng }); // a hand of Stud Eight-or-Better
 */
export function gameForPreset(preset: PresetName): { game: StudGameDefinition; rules: RuleSet } {
  return { game: GAMES[PRESET_GAME[preset]] as StudGameDefinition, rules: { ...PRESETS[preset] } };
}
