export * from './hand-history';
export { censorFor } from './censor';
export { exportStars, exportStarsFile, STARS_HAND_SEPARATOR } from './stars-export';
export type { StarsExportOptions } from './stars-export';
export { formatStarsAmount, formatBuyIn, parseStarsAmount } from './stars-money';
export { formatStarsTime, parseStarsTime } from './stars-time';
export type { StarsLocalTime } from './stars-time';
export { toRoman, fromRoman } from './roman';
