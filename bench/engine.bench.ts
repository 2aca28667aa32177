/**
 * `npm run bench:engine` — the hand machine on one core: complete hands per second, dealt from a
 * shuffled deck and played to the end with random legal actions (`randomAction`, the same player
 * `razz simulate` uses), through the public API only: `startHand`, `legalActions`, `applyAction`
 * (immutable states, events on every action). Stud rows (Razz, Seven-Card Stud, Stud
 * Eight-or-Better) and flop rows (Limit Hold'em, Limit Omaha Hi-Lo; the button moves one seat each
 * hand, so the blinds go round as at a table). No invariant or replay checks here; `razz simulate`
 * does those. Figures are medians of several trials; the engine README quotes a run.
 *
 *   npm run bench:engine [-- --source] [-- --only razz]
 */
import { existsSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { GameVariant, HandState, RuleSet, Stakes } from '../libs/razz-engine/src';

/**
 * The engine as the server runs it: the build (`npm run build`, tsc's CommonJS in dist/), which
 * `npm start` loads. `--source` (or no build) loads the TypeScript through tsx instead: tsx's
 * module wrappers put a getter call in front of every call between the engine's files, which
 * costs it 15–35 % here — a cost the server does not pay.
 */
const BUILT = path.resolve(__dirname, '..', 'dist', 'libs', 'razz-engine', 'src', 'index.js');
const fromSource = process.argv.includes('--source') || !existsSync(BUILT);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const engine = (fromSource ? require('../libs/razz-engine/src') : require(BUILT)) as typeof import('../libs/razz-engine/src');
const { applyAction, HOLDEM, isFlopVariant, OMAHA8, PRESETS, randomAction, seededRng, startHand, STUD, STUD8 } = engine;

const TRIALS = 5;
const MIN_MS = 2000;
const STUD_STAKES: Stakes = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };
/** The same limits as the stud rows (5/10), so a 500-chip stack is 50 big bets in every row. */
const BLIND_STAKES: Stakes = { smallBlind: 2, bigBlind: 5, smallBet: 5, bigBet: 10 };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] as number;
}

/**
 * Plays hands until `minMs` has passed: hands/s and actions/s. `game` undefined = Razz. A flop game's
 * button moves one seat per hand; a stud game is dealt from the default dealer seat, as before.
 */
function rate(game: GameVariant | undefined, rules: RuleSet, players: number, minMs: number, seed: string): { hands: number; actions: number } {
  const rng = seededRng(seed);
  const seats = Array.from({ length: players }, (_, k) => ({ seat: k + 1, stack: 500 }));
  const flop = game !== undefined && isFlopVariant(game);
  const stakes = flop ? BLIND_STAKES : STUD_STAKES;
  let hands = 0;
  let actions = 0;
  const start = performance.now();
  let elapsed: number;
  do {
    const dealerSeat = flop ? (hands % players) + 1 : undefined;
    const started = startHand({ game, rules, stakes, seats, dealerSeat, rng });
    if (!started.ok) throw new Error(started.error.message);
    let state: HandState = started.state;
    for (let a = randomAction(state, rng); a; a = randomAction(state, rng)) {
      const r = applyAction(state, a);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      actions++;
    }
    hands++;
    elapsed = performance.now() - start;
  } while (elapsed < minMs);
  return { hands: (hands / elapsed) * 1000, actions: (actions / elapsed) * 1000 };
}

/** `--only <text>`: the rows whose name contains it. */
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;

function measure(name: string, rules: RuleSet, players: number, game?: GameVariant): [string, string, string] | undefined {
  if (only !== undefined && !name.includes(only)) return undefined;
  rate(game, rules, players, MIN_MS / 2, 'warm-up');
  const runs = Array.from({ length: TRIALS }, (_, k) => rate(game, rules, players, MIN_MS, `trial-${k}`));
  const hands = median(runs.map((r) => r.hands));
  const actions = median(runs.map((r) => r.actions));
  return [name, `${Math.round(hands).toLocaleString('en-US')} hands/s`, `${Math.round(actions).toLocaleString('en-US')} actions/s`];
}

function main(): void {
  console.log(`engine benchmark — node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'}, one core, median of ${TRIALS} × ${MIN_MS} ms`);
  console.log(
    `engine: ${fromSource ? 'libs/razz-engine/src through tsx (--source)' : `the build, ${path.relative(process.cwd(), BUILT)} (run npm run build after changing the engine)`}`,
  );
  const rows = [
    measure('razz fixed limit, 8-handed (headline)', PRESETS.razz, 8),
    measure('razz fixed limit, heads-up', PRESETS.razz, 2),
    measure('razz-nl no limit, 8-handed', PRESETS['razz-nl'], 8),
    measure('stud fixed limit, 8-handed', PRESETS.stud, 8, STUD),
    measure('stud8 fixed limit, 8-handed', PRESETS.stud8, 8, STUD8),
    measure('holdem fixed limit, 9-handed', PRESETS.holdem, 9, HOLDEM),
    measure('holdem fixed limit, heads-up', PRESETS.holdem, 2, HOLDEM),
    measure('omaha8 fixed limit, 9-handed', PRESETS.omaha8, 9, OMAHA8),
    measure('omaha8 fixed limit, heads-up', PRESETS.omaha8, 2, OMAHA8),
  ];
  for (const [name, hands, actions] of rows.filter((r) => r !== undefined)) console.log(`  ${name.padEnd(40)} ${hands.padStart(16)} ${actions.padStart(20)}`);
}

main();
