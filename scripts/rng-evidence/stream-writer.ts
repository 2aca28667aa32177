/**
 * Writes the production stream (scripts/rng-evidence/worker.ts makes it) into sinks: a file of a
 * given size, and/or a pipe read until its reader (dieharder) has had enough and closes it.
 * Epochs are handed out in order, so nonces only grow, as the room's hand serial does.
 */
import type { Writable } from 'node:stream';
import type { EpochPlan } from './room-hands';
import type { WorkerPool } from './worker-pool';
import type { WorkerReply } from './worker-protocol';

export interface Sink {
  name: string;
  stream: Writable;
  /** Bytes it still takes (Infinity: until its reader closes it). */
  remaining: number;
  closed: boolean;
}

export function sink(name: string, stream: Writable, limit = Infinity): Sink {
  const s: Sink = { name, stream, remaining: limit, closed: false };
  // A reader that stops (dieharder ends, EPIPE) closes the sink, not the script.
  stream.on('error', () => (s.closed = true));
  stream.on('close', () => (s.closed = true));
  return s;
}

export interface StreamPlan {
  handsPerEpoch: number;
  wordsPerHand: number;
  firstNonce: number;
  /** Epochs handed to a worker in one job. */
  epochsPerJob: number;
}

async function feed(target: Sink, bytes: Uint8Array): Promise<void> {
  if (target.closed || target.remaining <= 0) return;
  const part = bytes.length > target.remaining ? bytes.subarray(0, target.remaining) : bytes;
  target.remaining -= part.length;
  const drained = target.stream.write(part);
  if (target.remaining <= 0) await new Promise<void>((resolve) => target.stream.end(resolve));
  else if (!drained && !target.closed) {
    await new Promise<void>((resolve) => {
      const settle = () => {
        target.stream.off('drain', settle);
        target.stream.off('close', settle);
        resolve();
      };
      target.stream.on('drain', settle);
      target.stream.on('close', settle);
    });
  }
}

/** Streams until every sink is full or closed; returns the bytes produced and the hands they came from. */
export async function writeStream(
  pool: WorkerPool,
  sinks: Sink[],
  plan: StreamPlan,
  progress: (bytes: number) => void,
): Promise<{ bytes: number; hands: number; epochs: number }> {
  const jobBytes = plan.epochsPerJob * plan.handsPerEpoch * plan.wordsPerHand * 4;
  const finite = sinks.every((s) => Number.isFinite(s.remaining));
  const wanted = Math.max(...sinks.map((s) => s.remaining));
  let epoch = 0;
  let requested = 0;
  let bytes = 0;
  let hands = 0;
  const open = () => sinks.some((s) => !s.closed && s.remaining > 0);
  const nextJob = () => {
    if (!open() || (finite && requested >= wanted)) return null;
    const epochs: EpochPlan[] = Array.from({ length: plan.epochsPerJob }, () => ({
      epoch: epoch++,
      hands: plan.handsPerEpoch,
      handsPerEpoch: plan.handsPerEpoch,
      firstNonce: plan.firstNonce,
    }));
    requested += jobBytes;
    return { kind: 'stream' as const, epochs, wordsPerHand: plan.wordsPerHand };
  };
  const onReply = async (reply: WorkerReply) => {
    if (reply.kind !== 'bytes') return;
    bytes += reply.bytes.length;
    hands += reply.hands;
    for (const target of sinks) await feed(target, reply.bytes);
    progress(bytes);
  };
  await pool.run(nextJob, onReply);
  for (const target of sinks) if (!target.closed && target.remaining > 0) target.stream.end();
  return { bytes, hands, epochs: epoch };
}
