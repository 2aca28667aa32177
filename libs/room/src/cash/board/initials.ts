/** At most this many letters: a long name's initials would say too much again. */
const MAX_INITIALS = 3;

/**
 * A screen name as its initials, for a public board that must not show whole names: the first
 * letter or digit of each word (words split at spaces and punctuation, and where a lower-case
 * letter meets a capital), upper-cased, each followed by a dot; `?` when it has no letter or digit.
 *
 * @example initials('Ann Lee') === 'A.L.'; initials('lucky_7') === 'L.7.'; initials('BigSlick') === 'B.S.'
 */
export function initials(screenName: string): string {
  const words = screenName
    .normalize('NFC')
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
  const letters = words.slice(0, MAX_INITIALS).map((w) => (Array.from(w)[0] ?? '').toLocaleUpperCase());
  return letters.length === 0 ? '?' : letters.map((l) => `${l}.`).join('');
}
