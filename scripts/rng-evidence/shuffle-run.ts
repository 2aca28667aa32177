/**
 * The shuffle test's run: the workers shuffle whole epochs (a fresh CSPRNG seed each) with
 * `fairDeck` and count them; the main thread hands out the epochs, prints progress, and sums
 * the workers' tallies at the end.
 */
import type { EpochPlan } from './room-hands';
import { addTally, emptyTally, ShuffleTally } from './shuffle-tally';
import type { WorkerPool } from './worker-pool';
import type { ShuffleJob, WorkerReply } from './worker-protocol';

export interface ShufflePlan {
  shuffles: number;
  handsPerEpoch: number;
  epochsPerJob: number;
  firstNonce: number;
}

export interface ShuffleRun {
  tally: ShuffleTally;
  seconds: number;
  epochs: number;
}

export async function runShuffles(pool: WorkerPool, plan: ShufflePlan, log: (line: string) => void): Promise<ShuffleRun> {
  const epochs = Math.ceil(plan.shuffles / plan.handsPerEpoch);
  const start = Date.now();
  let lastPrint = start;
  let next = 0;
  let done = 0;
  const nextJob = (): ShuffleJob | null => {
    if (next >= epochs) return null;
    const count = Math.min(plan.epochsPerJob, epochs - next);
    const jobEpochs: EpochPlan[] = Array.from({ length: count }, (_, k) => {
      const epoch = next + k;
      // The last epoch deals only what is left, so that exactly `shuffles` hands are dealt.
      const hands = epoch === epochs - 1 ? plan.shuffles - epoch * plan.handsPerEpoch : plan.handsPerEpoch;
      return { epoch, hands, firstNonce: plan.firstNonce, handsPerEpoch: plan.handsPerEpoch };
    });
    next += count;
    return { kind: 'shuffle', epochs: jobEpochs };
  };
  const onReply = (reply: WorkerReply) => {
    if (reply.kind !== 'shuffled') return;
    done += reply.hands;
    const now = Date.now();
    if (now - lastPrint < 10_000) return;
    lastPrint = now;
    const rate = done / ((now - start) / 1000);
    log(
      `shuffles: ${done.toLocaleString('en')} of ${plan.shuffles.toLocaleString('en')}, ${Math.round(rate)}/s, about ${Math.round((plan.shuffles - done) / rate)} s left`,
    );
  };
  await pool.run(nextJob, onReply);
  const tally = emptyTally();
  for (const reply of await pool.finish()) if (reply.kind === 'tally') addTally(tally, reply);
  return { tally, seconds: (Date.now() - start) / 1000, epochs };
}
