import { toRoman } from '@app/razz-engine';

/**
 * The name of level `n` for the clock display and structure messages, as hand-history headers
 * write it (the engine's `toRoman`, the one Roman-numeral writer).
 * @example levelName(4) // 'Level IV'
 */
export function levelName(n: number): string {
  return `Level ${toRoman(n)}`;
}
