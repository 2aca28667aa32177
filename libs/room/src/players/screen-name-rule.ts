/**
 * What a screen name may be (docs/api.md, Players). Names are what other players read at the
 * table and in hand histories, so the rule lets people write their own names in their own
 * letters (`Éric Froehlich`, `Иван Петров`, `李小龍`) and refuses what would let one name pass
 * for another or hide text: control and format characters (zero-width spaces, bidi overrides),
 * compatibility forms (full-width `Ｓｔｕ`), and words that mix scripts (a Cyrillic `а` inside a
 * Latin word).
 */

export const SCREEN_NAME_MIN = 3;
export const SCREEN_NAME_MAX = 24;
export const SCREEN_NAME_PUNCTUATION = ["'", '-', '.', '_'] as const;
export const SCREEN_NAME_RULE =
  `${SCREEN_NAME_MIN}-${SCREEN_NAME_MAX} characters: letters (any accepted script, one script per word), digits, ` +
  `combining marks, ${SCREEN_NAME_PUNCTUATION.join(' ')} and single inner spaces, starting with a letter or digit`;

/**
 * The scripts a letter may come from. A word's letters share one script, except the sets below
 * that are written together: Japanese (Han, Hiragana, Katakana), Korean (Han, Hangul), Chinese
 * with Bopomofo.
 */
const SCRIPTS: readonly [name: string, test: RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Bengali', /\p{Script=Bengali}/u],
  ['Gurmukhi', /\p{Script=Gurmukhi}/u],
  ['Gujarati', /\p{Script=Gujarati}/u],
  ['Tamil', /\p{Script=Tamil}/u],
  ['Telugu', /\p{Script=Telugu}/u],
  ['Kannada', /\p{Script=Kannada}/u],
  ['Malayalam', /\p{Script=Malayalam}/u],
  ['Sinhala', /\p{Script=Sinhala}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Lao', /\p{Script=Lao}/u],
  ['Khmer', /\p{Script=Khmer}/u],
  ['Myanmar', /\p{Script=Myanmar}/u],
  ['Ethiopic', /\p{Script=Ethiopic}/u],
  ['Han', /\p{Script=Han}/u],
  ['Hiragana', /\p{Script=Hiragana}/u],
  ['Katakana', /\p{Script=Katakana}/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Bopomofo', /\p{Script=Bopomofo}/u],
];
export const SCREEN_NAME_SCRIPTS = SCRIPTS.map(([name]) => name);
const WRITTEN_TOGETHER: readonly ReadonlySet<string>[] = [new Set(['Han', 'Hiragana', 'Katakana']), new Set(['Han', 'Hangul']), new Set(['Han', 'Bopomofo'])];

/** Marks in a row after one letter: enough for Vietnamese, Indic and Thai, not for stacked "Zalgo" text. */
const MAX_MARKS_IN_A_ROW = 3;

// Hangul fillers are letters and variation selectors and the grapheme joiner marks, but all show nothing.
const CONTROL_OR_INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}\p{Cs}\u115F\u1160\u3164\uFFA0]|\u034F|[\u180B-\u180F]|[\uFE00-\uFE0F]/u;
const ALLOWED = /^[\p{L}\p{M}\p{Nd} '._-]$/u;

function codePoint(ch: string): string {
  return `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

function scriptOf(ch: string): string | null {
  return SCRIPTS.find(([, test]) => test.test(ch))?.[0] ?? null;
}

/** Scripts shared by every letter of the word; null when they cannot be written together. */
function mixedScripts(word: string): string[] | null {
  const scripts = new Set<string>();
  for (const ch of word) {
    const script = /[\p{L}\p{M}\p{Nd}]/u.test(ch) ? scriptOf(ch) : null;
    if (script) scripts.add(script);
  }
  if (scripts.size <= 1 || WRITTEN_TOGETHER.some((set) => [...scripts].every((s) => set.has(s)))) return null;
  return [...scripts];
}

function characterProblem(chars: string[]): string | null {
  let marks = 0;
  for (const [i, ch] of chars.entries()) {
    if (CONTROL_OR_INVISIBLE.test(ch)) return `holds an invisible or control character ${codePoint(ch)}`;
    if (!ALLOWED.test(ch)) return `must be ${SCREEN_NAME_RULE}; ${JSON.stringify(ch)} (${codePoint(ch)}) is none of these`;
    if (/\p{L}|\p{Nd}/u.test(ch) && !scriptOf(ch) && !/\p{Script=Common}|\p{Script=Inherited}/u.test(ch)) {
      return `holds ${JSON.stringify(ch)} (${codePoint(ch)}), a letter of a script not accepted (accepted: ${SCREEN_NAME_SCRIPTS.join(', ')})`;
    }
    marks = /\p{M}/u.test(ch) ? marks + 1 : 0;
    const previous = chars[i - marks];
    if (marks > 0 && (previous === undefined || !/\p{L}/u.test(previous))) return `holds a combining mark ${codePoint(ch)} that follows no letter`;
    if (marks > MAX_MARKS_IN_A_ROW) return `stacks more than ${MAX_MARKS_IN_A_ROW} combining marks on one letter`;
  }
  return null;
}

/**
 * Why `name` (already trimmed and NFC-normalised, see `normaliseScreenName`) is not a screen
 * name, or null when it is one.
 *
 * @example screenNameProblem('Stu Ungаr') // 'mixes scripts in one word (Latin and Cyrillic): "Ungаr"'
 */
export function screenNameProblem(name: string): string | null {
  const chars = [...name];
  if (chars.length < SCREEN_NAME_MIN || chars.length > SCREEN_NAME_MAX) return `must be ${SCREEN_NAME_RULE} (got ${chars.length})`;
  const problem = characterProblem(chars);
  if (problem) return problem;
  if (name.normalize('NFKC') !== name)
    return `holds a compatibility form (full-width, ligature, superscript…): write ${JSON.stringify(name.normalize('NFKC'))}`;
  if (!/^[\p{L}\p{Nd}]/u.test(name) || / {2}| $/.test(name)) return `must be ${SCREEN_NAME_RULE}`;
  for (const word of name.split(' ')) {
    const scripts = mixedScripts(word);
    if (scripts) return `mixes scripts in one word (${scripts.join(' and ')}): ${JSON.stringify(word)}`;
  }
  return null;
}

/** Trimmed and in Unicode NFC, so one name typed two ways (é, or e + U+0301) is stored one way. */
export function normaliseScreenName(value: string): string {
  return value.trim().normalize('NFC');
}
