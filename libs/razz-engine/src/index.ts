/**
 * @app/razz-engine — a pure TypeScript engine for Razz and other stud games.
 * No framework, database, queue or Node I/O imports (enforced by ESLint).
 */
export * from './cards';
export type { Rng } from './rng/rng';
export { cryptoRng } from './rng/crypto-rng';
export type { RandomValuesSource } from './rng/crypto-rng';
export { seededRng } from './rng/seeded-rng';
export type { SeededRng } from './rng/seeded-rng';
export * from './eval';
export * from './rules';
export * from './hand';
// The hand machine's per-action entry points straight from their modules as well: a name that
// comes through two barrels is looked up through each on every call (CommonJS export accessors).
export { applyAction } from './hand/apply-action';
export { legalActions } from './hand/legal-actions';
export { startHand } from './hand/start-hand';
export { randomAction } from './sim/random-action';
export * from './game';
export * from './sim';
export * from './history';
export * from './fair';
export * from './bots';
export * from './equity';
