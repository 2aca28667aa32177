export { simulate } from './simulate';
export type { SimulateOptions, SimulationReport, SimulationFailure } from './simulate';
export { randomAction } from './random-action';
export { handInvariantProblems } from './invariants';
