/**
 * A worker thread of `npm run rng:evidence`: draws each epoch's server seed with
 * `crypto.randomBytes(32)` as the room does, then shuffles the epoch's hands with the production
 * `fairDeck` (counting them) or writes the production `fairWords` stream of each hand as bytes.
 */
import { randomBytes } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { fairDeck, fairWords } from '@app/razz-engine';
import { epochHands, EpochPlan } from './room-hands';
import { emptyTally, tallyDeck, undoScratch } from './shuffle-tally';
import type { WorkerJob, WorkerReply } from './worker-protocol';

const tally = emptyTally();
const scratch = undoScratch();

/** A new secret per epoch, from the operating system's CSPRNG, exactly as the room draws it. */
const epochSeed = (): Uint8Array => new Uint8Array(randomBytes(32));

function shuffleEpochs(epochs: readonly EpochPlan[]): number {
  let hands = 0;
  for (const plan of epochs) {
    const seed = epochSeed();
    for (const hand of epochHands(plan)) tallyDeck(tally, fairDeck(seed, hand.clientSeed, hand.nonce), scratch);
    hands += plan.hands;
  }
  return hands;
}

/** Each hand's first words, big-endian: the stream's bytes in the order HMAC produced them. */
function streamEpochs(epochs: readonly EpochPlan[], wordsPerHand: number): { bytes: Uint8Array; hands: number } {
  const hands = epochs.reduce((sum, plan) => sum + plan.hands, 0);
  const bytes = new Uint8Array(hands * wordsPerHand * 4);
  const view = new DataView(bytes.buffer);
  let at = 0;
  for (const plan of epochs) {
    const seed = epochSeed();
    for (const hand of epochHands(plan)) {
      const next = fairWords(seed, hand.clientSeed, hand.nonce);
      for (let k = 0; k < wordsPerHand; k++, at += 4) view.setUint32(at, next(), false);
    }
  }
  return { bytes, hands };
}

function reply(message: WorkerReply, transfer: ArrayBuffer[] = []): void {
  parentPort?.postMessage(message, transfer);
}

parentPort?.on('message', (job: WorkerJob) => {
  if (job.kind === 'shuffle') reply({ kind: 'shuffled', hands: shuffleEpochs(job.epochs) });
  else if (job.kind === 'stream') {
    const { bytes, hands } = streamEpochs(job.epochs, job.wordsPerHand);
    reply({ kind: 'bytes', bytes, hands }, [bytes.buffer as ArrayBuffer]);
  } else {
    reply({ kind: 'tally', ...tally });
    parentPort?.close();
  }
});
