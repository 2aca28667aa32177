/**
 * What `razz verify` reads: hands as PokerStars text (one or many, as `exportStarsFile` writes
 * them) or as the project's JSON histories (the API's `GET /hands/{id}` form: one object, one per
 * line, or an array), and the revealed seeds (`[{ "epoch", "seed" }]`, or the
 * `GET /tables/{id}/seed-epochs` answer `{ "items": [{ "id", "seed", … }] }`).
 */
import {
  checkFairHistory,
  checkFairStarsHand,
  FairDealReport,
  HAND_HISTORY_FORMAT,
  HandHistory,
  HistoryChain,
  historyChainProblem,
  HistoryFairness,
  historyFairnessProblem,
  historyHash,
  parseStarsFile,
  RuleSet,
  seedFromHex,
  StarsParseResult,
} from '@app/razz-engine';

/** One hand of the input, whichever its form. */
export interface VerifyHand {
  /** How the output names it: `hand #1042`, or `entry 3` for a JSON entry without a hand id. */
  label: string;
  handId: string | null;
  table: string | null;
  fairness: HistoryFairness | null;
  chain: HistoryChain | null;
  /** Problems found in the hand itself: it cannot be read, or an uncensored history no longer hashes to its chain link. */
  problems: string[];
  /** The fair-deal check against a revealed seed; null for a hand that could not be read. */
  check: ((seed: Uint8Array) => FairDealReport) | null;
}

const short = (hash: string): string => `${hash.slice(0, 16)}…`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const messageOf = (err: unknown): string => (err instanceof Error ? `${err.name}: ${err.message}` : String(err));

/**
 * A check that never throws: a history whose outer shape is sound may still be malformed inside
 * (a deal without its cards, a null event, a deck that is not cards); the engine then throws, and
 * that hand is FAILED (`malformed: …`) while the other hands are still reported.
 */
function guarded<T>(run: () => T, malformed: (problem: string) => T): T {
  try {
    return run();
  } catch (err) {
    return malformed(`malformed: ${messageOf(err)}`);
  }
}

const guardedCheck =
  (check: (seed: Uint8Array) => FairDealReport) =>
  (seed: Uint8Array): FairDealReport =>
    guarded(
      () => check(seed),
      (problem) => ({ problems: [problem], compared: 0 }),
    );

function starsHand(result: StarsParseResult, rules: Partial<RuleSet>): VerifyHand {
  if (!result.ok) {
    const id = result.handId;
    const problem = `cannot read the text: line ${result.error.line}: ${result.error.message}`;
    return { label: `hand #${id ?? '?'}`, handId: id, table: null, fairness: null, chain: null, problems: [problem], check: null };
  }
  const hand = result.value;
  return {
    label: `hand #${hand.handId}`,
    handId: hand.handId,
    table: hand.table.name,
    fairness: hand.fairness ?? null,
    chain: hand.chain ?? null,
    problems: [],
    check: guardedCheck((seed) => checkFairStarsHand(hand, seed, { rules })),
  };
}

/** Why a JSON value is not a history `razz verify` can check; null when it is. */
function historyProblem(value: unknown): string | null {
  if (!isRecord(value) || value.format !== HAND_HISTORY_FORMAT) return `not a hand history (format ${HAND_HISTORY_FORMAT})`;
  if (typeof value.handId !== 'string' || !Array.isArray(value.events) || !Array.isArray(value.seats) || !isRecord(value.table)) {
    return 'not a hand history: handId, table, seats and events are needed';
  }
  const fairness = value.fairness === undefined ? null : historyFairnessProblem(value.fairness);
  return fairness ?? (value.chain === undefined ? null : historyChainProblem(value.chain));
}

/** An uncensored copy is the history the chain hashed: it must still hash to its link. */
function hashProblem(h: HandHistory): string | null {
  if (h.viewer !== 'all' || !h.chain) return null;
  const hash = historyHash(h);
  return hash === h.chain.hash
    ? null
    : `chain: the history hashes to ${short(hash)}, its link records ${short(h.chain.hash)}: it was changed after it was stored`;
}

function jsonHand(value: unknown, entry: number): VerifyHand {
  const problem = historyProblem(value);
  if (problem) {
    const id = isRecord(value) && typeof value.handId === 'string' ? value.handId : null;
    return { label: id ? `hand #${id}` : `entry ${entry}`, handId: id, table: null, fairness: null, chain: null, problems: [problem], check: null };
  }
  const h = value as HandHistory;
  const hashed = guarded(
    () => hashProblem(h),
    (problem) => problem,
  );
  return {
    label: `hand #${h.handId}`,
    handId: h.handId,
    table: h.table.name,
    fairness: h.fairness ?? null,
    chain: h.chain ?? null,
    problems: hashed ? [hashed] : [],
    check: guardedCheck((seed) => checkFairHistory(h, seed)),
  };
}

/** JSON: one value (an array of histories, or one history), else one history per line. */
function jsonValues(text: string): { value: unknown; error: string | null }[] {
  try {
    const whole: unknown = JSON.parse(text);
    return (Array.isArray(whole) ? whole : [whole]).map((value) => ({ value, error: null }));
  } catch {
    return text
      .split(/\r?\n/)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        try {
          return { value: JSON.parse(line) as unknown, error: null };
        } catch (err) {
          return { value: null, error: `not JSON (${err instanceof Error ? err.message : String(err)})` };
        }
      });
  }
}

/**
 * The hands of the input, in its order: JSON when it starts with `[` or `{`, PokerStars text
 * otherwise. `rules` as for `replayStars` (what the text does not state).
 */
export function readVerifyHands(text: string, rules: Partial<RuleSet>): VerifyHand[] {
  const body = text.replace(/^\uFEFF/, '');
  if (!/^\s*[[{]/.test(body)) return parseStarsFile(body).map((r) => starsHand(r, rules));
  return jsonValues(body).map(({ value, error }, k) =>
    error === null
      ? jsonHand(value, k + 1)
      : { label: `entry ${k + 1}`, handId: null, table: null, fairness: null, chain: null, problems: [error], check: null },
  );
}

/** One revealed seed from either form; null for an epoch whose seed is not revealed yet (`seed: null`). */
function seedEntry(item: unknown, k: number): { epoch: string; seed: Uint8Array } | null | string {
  if (!isRecord(item)) return `seeds entry ${k + 1} is not an object`;
  const epoch = typeof item.epoch === 'string' ? item.epoch : item.id;
  if (typeof epoch !== 'string' || epoch === '') return `seeds entry ${k + 1} names no epoch ("epoch" or "id")`;
  if (item.seed === null) return null;
  const seed = typeof item.seed === 'string' ? seedFromHex(item.seed) : null;
  return seed ? { epoch, seed } : `the seed of epoch ${epoch} is not hex`;
}

/** The revealed seeds by epoch, or why the seeds file cannot be used. */
export function readSeeds(text: string): Map<string, Uint8Array> | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'the seeds file is not JSON';
  }
  const items = Array.isArray(parsed) ? parsed : isRecord(parsed) && Array.isArray(parsed.items) ? parsed.items : null;
  if (!items) return 'the seeds file must be [{ "epoch": id, "seed": hex }] or { "items": [{ "id": id, "seed": hex, … }] }';
  const seeds = new Map<string, Uint8Array>();
  for (const [k, item] of items.entries()) {
    const entry = seedEntry(item, k);
    if (typeof entry === 'string') return entry;
    if (entry === null) continue;
    const known = seeds.get(entry.epoch);
    if (known && known.join() !== entry.seed.join()) return `epoch ${entry.epoch} has two different seeds`;
    seeds.set(entry.epoch, entry.seed);
  }
  return seeds;
}
