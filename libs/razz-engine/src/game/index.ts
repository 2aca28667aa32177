export * from './game-definition';
export * from './stud-variant';
export { RAZZ, STUD_STREETS } from './razz';
export { makeStudGame, razzGame, GAMES } from './stud-game';
export type { StudGameDefinition } from './stud-game';
export { scorerFor } from './scoring';
export type { Scorer } from './scoring';
