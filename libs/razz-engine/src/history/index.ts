export * from './hand-history';
export { censorFor } from './censor';
export { exportStars, exportStarsFile, STARS_HAND_SEPARATOR } from './stars-export';
export type { StarsExportOptions, StarsFileOptions } from './stars-export';
export { formatStarsAmount, formatBuyIn, parseStarsAmount } from './stars-money';
export { formatStarsTime, parseStarsTime } from './stars-time';
export type { StarsLocalTime } from './stars-time';
export { toRoman, fromRoman } from './roman';
export { parseStarsHand, parseStarsFile } from './stars-parse';
export type { StarsParseOptions } from './stars-parse';
export type {
  StarsAction,
  StarsBlind,
  StarsCollected,
  StarsHand,
  StarsParseError,
  StarsParseResult,
  StarsShow,
  StarsStreet,
  StarsSummary,
  StarsVerb,
} from './stars-hand';
export { starsToEngine } from './stars-deck';
export type { StarsEngineHand, StarsEngineResult } from './stars-deck';
export { replayStars } from './stars-replay';
export type { StarsDisagreement, StarsDisagreementCode, StarsReplayOptions, StarsReplayReport } from './stars-report';
export { canonicalJson, historyHash } from './history-hash';
export { historyChainProblem, historyFairnessProblem } from './history-fairness';
export { checkFairHistory, checkFairStarsHand } from './fair-deal-check';
export type { FairDealReport } from './fair-deal-check';
