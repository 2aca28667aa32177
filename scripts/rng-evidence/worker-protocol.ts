/** The messages between the main thread and a worker (scripts/rng-evidence/worker.ts). */
import type { EpochPlan } from './room-hands';

/** Shuffle these epochs' hands with `fairDeck` and count them (the worker keeps one tally). */
export interface ShuffleJob {
  kind: 'shuffle';
  epochs: EpochPlan[];
}

/** Write these epochs' streams: `wordsPerHand` words of each hand's stream, as raw bytes. */
export interface StreamJob {
  kind: 'stream';
  epochs: EpochPlan[];
  wordsPerHand: number;
}

/** Send the tally and stop. */
export interface FinishJob {
  kind: 'finish';
}

export type WorkerJob = ShuffleJob | StreamJob | FinishJob;

export type WorkerReply =
  | { kind: 'shuffled'; hands: number }
  | { kind: 'bytes'; bytes: Uint8Array; hands: number }
  | { kind: 'tally'; shuffles: number; cardAtPosition: Uint32Array; draws: Uint32Array };
