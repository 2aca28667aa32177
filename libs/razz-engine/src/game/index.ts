export * from './game-definition';
export * from './stud-variant';
export { RAZZ, STUD_STREETS } from './razz';
export { STUD, STUD8 } from './stud';
export { makeStudGame, razzGame, studGame, stud8Game, GAMES, gameForPreset } from './stud-game';
export type { StudGameDefinition } from './stud-game';
export { NO_HAND, scorerFor, scorersFor, showdownWords } from './scoring';
export type { Scorer } from './scoring';
