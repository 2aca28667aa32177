/**
 * Random hands of one preset through `simulate` (random legal actions, invariants after every
 * hand, replay of its event log): what the simulate specs of every game run, case by case.
 */
import { gameForPreset, PresetName, RuleSet, simulate, SimulationReport, Stakes } from '../../src';
import { seededRng } from '../../src/rng/seeded-rng';

export interface PresetRun {
  /** Rule options over the preset's. */
  rules?: Partial<RuleSet>;
  stakes?: Stakes;
  checkReplay?: boolean;
  seed?: string;
}

/** `hands` random hands of `preset` with `players` players; the report's failures list every broken invariant. */
export function simulatePreset(preset: PresetName, players: number, hands: number, run: PresetRun = {}): SimulationReport {
  const { game, rules } = gameForPreset(preset);
  return simulate({
    hands,
    players,
    rng: seededRng(run.seed ?? `${preset}/${players}`),
    rules: { ...rules, ...run.rules },
    game: game.variant,
    ...(run.stakes ? { stakes: run.stakes } : {}),
    ...(run.checkReplay === false ? { checkReplay: false } : {}),
  });
}
