/**
 * `razz verify`: checks provably fair hands (docs/fairness.md) from their histories and the
 * revealed seeds — hand by hand the seed against the commitment and every card shown against the
 * recomputed deck, and across the input the hash chain and the order of nonces.
 */
import { readFile } from 'node:fs/promises';
import type { RuleSet } from '@app/razz-engine';
import type { CliCommand, CliIo } from '../cli-command';
import { readSeeds, readVerifyHands, VerifyHand } from './verify-input';
import { sequenceProblems } from './verify-sequence';

const USAGE = `usage: razz verify --seeds SEEDS.json [--rules JSON] [HANDS]

Checks hands dealt by the provably fair shuffle (docs/fairness.md). HANDS (default: stdin) is
PokerStars text as the room exports it (one or many hands; each with its "Fair shuffle:" and
"Hash chain:" lines), or JSON histories as GET /hands/{id} answers them (one object, one per line,
or an array). SEEDS.json holds the revealed seeds: [{"epoch":"<id>","seed":"<hex>"}, …], or the
answer of GET /tables/{id}/seed-epochs ({"items":[{"id":"<id>","seed":"<hex>",…}, …]}).
Hand by hand:
  - the seed of the hand's epoch hashes (SHA-256) to the hand's commitment;
  - the nonce is the hand's number, and the client seeds name exactly the seats dealt in;
  - the hand replayed through the engine from the deck recomputed from the seed, the client seeds
    and the nonce, with the hand's own actions, deals every card the history shows where it shows it;
  - the hash chain: each hand's previous link is the hash of the hand of its table before it in
    the input (a JSON staff copy must also still hash to its own link; a fair hand must have one);
  - nonces increase within a table's epoch.
One line per hand, then a count:
  hand #1042: OK
  hand #1043: FAILED — seat 3 (ann) card 4 (fourth street, up): shows 7h, the deck deals 9c there (deck position 17; 7h is at position 30)
  hand #1044: not verifiable — no fairness data
  verify: 3 hands: 1 OK, 1 FAILED, 1 not verifiable
--rules JSON   rule options the text does not state, as for import-history, e.g. '{"capWhenHeadsUp":"kept"}'
A JSON history malformed inside is FAILED (malformed: …); the other hands are still checked.
Exit code: 0 every hand OK, 1 a hand FAILED or not verifiable (or no hand), 2 usage.`;

/** Findings shown per hand before "(and N more)". */
const SHOWN = 3;

interface VerifyArgs {
  seeds: string;
  rules: Partial<RuleSet>;
  hands: string | null;
}

function rulesArg(value: string): Partial<RuleSet> | null {
  try {
    const rules: unknown = JSON.parse(value);
    return typeof rules === 'object' && rules !== null && !Array.isArray(rules) ? (rules as Partial<RuleSet>) : null;
  } catch {
    return null;
  }
}

function parseArgs(args: readonly string[]): VerifyArgs | { help: true } | { error: string } {
  let seeds: string | null = null;
  let rules: Partial<RuleSet> = {};
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--help' || arg === '-h') return { help: true };
    if (!arg.startsWith('--')) {
      files.push(arg);
      continue;
    }
    const value = args[++i];
    if (value === undefined) return { error: `missing value for ${arg}` };
    if (arg === '--seeds') seeds = value;
    else if (arg === '--rules') {
      const given = rulesArg(value);
      if (given === null) return { error: '--rules must be a JSON object' };
      rules = given;
    } else return { error: `unknown argument: ${arg}` };
  }
  if (seeds === null) return { error: '--seeds is required: the revealed seeds to check the hands against' };
  if (files.length > 1) return { error: 'one hands file at most (or stdin)' };
  return { seeds, rules, hands: files[0] ?? null };
}

async function readAll(input: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

type Verdict = { status: 'OK' } | { status: 'FAILED' | 'not verifiable'; why: string[] };

/** One hand's verdict: the problems of the hand and of its place in the input, then the deal against its epoch's seed. */
function verdictOf(hand: VerifyHand, placed: readonly string[], seeds: ReadonlyMap<string, Uint8Array>): Verdict {
  const problems = [...hand.problems, ...placed];
  const seed = hand.fairness ? seeds.get(hand.fairness.epoch) : undefined;
  if (seed && hand.check) problems.push(...hand.check(seed).problems);
  if (problems.length > 0) return { status: 'FAILED', why: problems };
  if (!hand.fairness) return { status: 'not verifiable', why: ['no fairness data: the hand records no fair shuffle'] };
  if (!seed) return { status: 'not verifiable', why: [`no revealed seed for epoch ${hand.fairness.epoch} in the seeds file`] };
  return { status: 'OK' };
}

function verdictLine(label: string, v: Verdict): string {
  if (v.status === 'OK') return `${label}: OK`;
  const more = v.why.length > SHOWN ? ` (and ${v.why.length - SHOWN} more)` : '';
  return `${label}: ${v.status} — ${v.why.slice(0, SHOWN).join('; ')}${more}`;
}

async function inputs(args: VerifyArgs, io: CliIo): Promise<{ hands: string; seeds: string } | string> {
  try {
    const seeds = await readFile(args.seeds, 'utf8');
    const hands = args.hands === null ? await readAll(io.stdin) : await readFile(args.hands, 'utf8');
    return { hands, seeds };
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

export const verifyCommand: CliCommand = {
  name: 'verify',
  summary: 'check provably fair hands (PokerStars text or JSON histories) against the revealed seeds',
  async run(argv: readonly string[], io: CliIo): Promise<number> {
    const args = parseArgs(argv);
    if ('help' in args) {
      io.stdout.write(`${USAGE}\n`);
      return 0;
    }
    if ('error' in args) {
      io.stderr.write(`razz verify: ${args.error}\n${USAGE}\n`);
      return 2;
    }
    const read = await inputs(args, io);
    const seeds = typeof read === 'string' ? read : readSeeds(read.seeds);
    if (typeof read === 'string' || typeof seeds === 'string') {
      io.stderr.write(`razz verify: ${typeof read === 'string' ? read : seeds}\n`);
      return 2;
    }
    const hands = readVerifyHands(read.hands, args.rules);
    const placed = sequenceProblems(hands);
    const counts = { OK: 0, FAILED: 0, 'not verifiable': 0 };
    hands.forEach((hand, k) => {
      const verdict = verdictOf(hand, placed[k] ?? [], seeds);
      counts[verdict.status]++;
      io.stdout.write(`${verdictLine(hand.label, verdict)}\n`);
    });
    io.stdout.write(`verify: ${hands.length} hands: ${counts.OK} OK, ${counts.FAILED} FAILED, ${counts['not verifiable']} not verifiable\n`);
    return hands.length > 0 && counts.OK === hands.length ? 0 : 1;
  },
};
