export { simulate } from './simulate';
export type { BotTakings, SimulateOptions, SimulationReport, SimulationFailure } from './simulate';
export { randomAction } from './random-action';
export { handInvariantProblems } from './invariants';
