/**
 * @app/razz-engine — a pure TypeScript engine for Razz and other stud games.
 * No framework, database, queue or Node I/O imports (enforced by ESLint).
 */
export * from './cards';
export type { Rng } from './rng/rng';
export * from './rules';
export * from './hand';
export * from './game';
export * from './sim';
