/**
 * `npm run bench:engine` — the stud hand machine on one core: complete hands per second, dealt
 * from a shuffled deck and played to the end with random legal actions (`randomAction`, the same
 * player `razz simulate` uses), through the public API only: `startHand`, `legalActions`,
 * `applyAction` (immutable states, events on every action). No invariant or replay checks here;
 * `razz simulate` does those. Figures are medians of several trials; the engine README quotes a run.
 */
import * as os from 'node:os';
import { applyAction, HandState, PRESETS, randomAction, RuleSet, seededRng, startHand, Stakes, STUD, STUD8, StudVariant } from '../libs/razz-engine/src';

const TRIALS = 5;
const MIN_MS = 2000;
const STAKES: Stakes = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] as number;
}

/** Plays hands until `minMs` has passed: hands/s and actions/s. `game` undefined = Razz. */
function rate(game: StudVariant | undefined, rules: RuleSet, players: number, minMs: number, seed: string): { hands: number; actions: number } {
  const rng = seededRng(seed);
  const seats = Array.from({ length: players }, (_, k) => ({ seat: k + 1, stack: 500 }));
  let hands = 0;
  let actions = 0;
  const start = performance.now();
  let elapsed: number;
  do {
    const started = startHand({ game, rules, stakes: STAKES, seats, rng });
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

function measure(name: string, rules: RuleSet, players: number, game?: StudVariant): [string, string, string] {
  rate(game, rules, players, MIN_MS / 2, 'warm-up');
  const runs = Array.from({ length: TRIALS }, (_, k) => rate(game, rules, players, MIN_MS, `trial-${k}`));
  const hands = median(runs.map((r) => r.hands));
  const actions = median(runs.map((r) => r.actions));
  return [name, `${Math.round(hands).toLocaleString('en-US')} hands/s`, `${Math.round(actions).toLocaleString('en-US')} actions/s`];
}

function main(): void {
  console.log(`engine benchmark — node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'}, one core, median of ${TRIALS} × ${MIN_MS} ms`);
  const rows = [
    measure('razz fixed limit, 8-handed (headline)', PRESETS.razz, 8),
    measure('razz fixed limit, heads-up', PRESETS.razz, 2),
    measure('razz-nl no limit, 8-handed', PRESETS['razz-nl'], 8),
    measure('stud fixed limit, 8-handed', PRESETS.stud, 8, STUD),
    measure('stud8 fixed limit, 8-handed', PRESETS.stud8, 8, STUD8),
  ];
  for (const [name, hands, actions] of rows) console.log(`  ${name.padEnd(40)} ${hands.padStart(16)} ${actions.padStart(20)}`);
}

main();
