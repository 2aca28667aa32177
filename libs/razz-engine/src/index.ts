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
export * from './game';
export * from './sim';
export * from './history';
export * from './fair';
export * from './bots';
export * from './equity';
