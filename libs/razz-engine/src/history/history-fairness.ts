/**
 * What a history says about how its hand was shuffled and where it sits in its table's hash chain
 * (docs/fairness.md, what every hand history carries): the checks of those fields, and their two
 * lines in the PokerStars text, written right after the table line:
 *
 *     Fair shuffle: commitment <64 hex>, epoch <id>, nonce <digits>, client seeds "<string>"
 *     Hash chain: previous <64 hex|none>, hash <64 hex>
 *
 * The client seed string may hold commas, spaces, `=` and `"` (and `;` between seats): it comes last, between double
 * quotes without escapes, and is read from the first quote to the line's last character — the
 * quotes keep a trailing space that editors and line readers would otherwise trim away.
 */
import type { HistoryChain, HistoryFairness } from './hand-history';

/** SHA-256 in lower-case hex: a commitment, a history hash. */
const HASH = /^[0-9a-f]{64}$/;
/** A seed epoch's id (the room's are UUIDs): no space or comma, so the line reads back unambiguously. */
const EPOCH = /^[A-Za-z0-9_-]+$/;
const NONCE = /^[0-9]+$/;
const PRINTABLE = /^[\x20-\x7e]*$/;

const FAIR_LINE = /^Fair shuffle: commitment ([0-9a-f]{64}), epoch ([A-Za-z0-9_-]+), nonce ([0-9]+), client seeds "([\x20-\x7e]*)"$/;
const CHAIN_LINE = /^Hash chain: previous ([0-9a-f]{64}|none), hash ([0-9a-f]{64})$/;

/** The words the two lines start with: what the parser looks for after the table line. */
export const FAIR_SHUFFLE_WORDS = 'Fair shuffle:';
export const HASH_CHAIN_WORDS = 'Hash chain:';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Why a history's `fairness` cannot be written or trusted, in words; null when it is sound: a
 * commitment of 64 lower-case hex digits, an epoch id (letters, digits, `-`, `_`), a nonce of
 * decimal digits and a client seed string of printable ASCII.
 * @example historyFairnessProblem({ commitment: 'ab', epoch: 'e1', nonce: '7', clientSeed: '1=' }) // 'fairness.commitment must be …'
 */
export function historyFairnessProblem(fairness: unknown): string | null {
  if (!isRecord(fairness)) return 'fairness must be { commitment, epoch, nonce, clientSeed }';
  const { commitment, epoch, nonce, clientSeed } = fairness;
  if (typeof commitment !== 'string' || !HASH.test(commitment)) return 'fairness.commitment must be 64 lower-case hex digits (SHA-256 of the server seed)';
  if (typeof epoch !== 'string' || !EPOCH.test(epoch)) return 'fairness.epoch must be a non-empty id of letters, digits, - or _';
  if (typeof nonce !== 'string' || !NONCE.test(nonce)) return 'fairness.nonce must be decimal digits (the hand serial the shuffle used)';
  if (typeof clientSeed !== 'string' || !PRINTABLE.test(clientSeed)) return 'fairness.clientSeed must be printable ASCII (space to ~)';
  return null;
}

/**
 * What ties a hand's fairness to the hand itself (docs/fairness.md, the shuffle): its nonce is the
 * hand's number (the room's nonce is the hand serial, its `Hand #`), and its client seed string
 * names exactly the seats dealt in, ascending, each as `<seat>=<seed>` — segments split on `;`,
 * each split at its first `=` (a player's client seed never holds `;`). Each problem in words;
 * none when the fields belong to the hand. Without this, the fairness of another deal (another
 * nonce, seeds the room picked) would verify under any hand's number.
 * @example fairnessBindingProblems({ ...f, nonce: '1' }, '2000', [1, 2]) // ["nonce 1 is not the hand's number 2000"]
 */
export function fairnessBindingProblems(fairness: HistoryFairness, handId: string, seatsDealt: readonly number[]): string[] {
  const problems: string[] = [];
  if (fairness.nonce !== handId) problems.push(`nonce ${fairness.nonce} is not the hand's number ${handId}`);
  const named: string[] = [];
  for (const segment of fairness.clientSeed.split(';')) {
    const eq = segment.indexOf('=');
    const seat = eq < 0 ? null : segment.slice(0, eq);
    if (seat === null || !/^[1-9][0-9]*$/.test(seat)) {
      problems.push(`the client seeds: "${segment}" is not <seat>=<seed>`);
      return problems;
    }
    named.push(seat);
  }
  const dealt = [...seatsDealt].sort((a, b) => a - b).map(String);
  if (named.join(', ') !== dealt.join(', ')) {
    problems.push(`the client seeds name seats ${named.join(', ')} but seats ${dealt.join(', ')} were dealt in`);
  }
  return problems;
}

/**
 * Why a history's `chain` is not a link of a hash chain, in words; null when it is: `previous`
 * null or 64 lower-case hex digits, `hash` 64 lower-case hex digits.
 * @example historyChainProblem({ previous: null, hash: 'x' }) // 'chain.hash must be …'
 */
export function historyChainProblem(chain: unknown): string | null {
  if (!isRecord(chain)) return 'chain must be { previous, hash }';
  if (chain.previous !== null && !(typeof chain.previous === 'string' && HASH.test(chain.previous)))
    return 'chain.previous must be null or 64 lower-case hex digits';
  if (typeof chain.hash !== 'string' || !HASH.test(chain.hash)) return 'chain.hash must be 64 lower-case hex digits';
  return null;
}

/** The text lines of a history's fairness and chain, in that order; none for a history without them. */
export function fairnessLines(history: { fairness?: HistoryFairness; chain?: HistoryChain }): string[] {
  const lines: string[] = [];
  const f = history.fairness;
  if (f) lines.push(`${FAIR_SHUFFLE_WORDS} commitment ${f.commitment}, epoch ${f.epoch}, nonce ${f.nonce}, client seeds "${f.clientSeed}"`);
  const c = history.chain;
  if (c) lines.push(`${HASH_CHAIN_WORDS} previous ${c.previous ?? 'none'}, hash ${c.hash}`);
  return lines;
}

/** A `Fair shuffle:` line read back; null when the line is not exactly that shape. */
export function readFairShuffleLine(text: string): HistoryFairness | null {
  const m = FAIR_LINE.exec(text);
  return m ? { commitment: m[1] as string, epoch: m[2] as string, nonce: m[3] as string, clientSeed: m[4] as string } : null;
}

/** A `Hash chain:` line read back; null when the line is not exactly that shape. */
export function readHashChainLine(text: string): HistoryChain | null {
  const m = CHAIN_LINE.exec(text);
  return m ? { previous: m[1] === 'none' ? null : (m[1] as string), hash: m[2] as string } : null;
}
