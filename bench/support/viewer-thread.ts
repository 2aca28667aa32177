/**
 * A worker thread of the viewers bench: it opens its share of the `/live` viewers and reads their
 * frames on its own event loop, so a frame waits only behind other frames of this thread, not
 * behind the bots' HTTP work on the main thread (real viewers read on their own devices). The
 * main thread drives it with the messages below (`bench/support/viewer-threads.ts`).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { inBatches } from './in-batches';
import { LiveViewer } from './live-viewer';
import type { ThreadReply, ThreadRequest } from './viewer-threads';

const port = parentPort;
if (!port) throw new Error('viewer-thread.ts runs as a worker thread (bench/support/viewer-threads.ts starts it)');

const viewers: LiveViewer[] = [];
const delays: number[] = [];
const writeDelays: number[] = [];
const lag = monitorEventLoopDelay({ resolution: 10 });
let timing = false;

const reply = (message: ThreadReply) => port.postMessage(message);

port.on('message', (request: ThreadRequest) => {
  void handle(request).catch((err: unknown) => reply({ type: 'failed', message: err instanceof Error ? (err.stack ?? err.message) : String(err) }));
});

async function handle(request: ThreadRequest): Promise<void> {
  switch (request.type) {
    case 'open': {
      // At most 50 handshakes at once from each thread.
      await inBatches(request.viewers, 50, async (spec) => {
        const viewer = new LiveViewer(spec.tableId, spec.eyes, spec.actionTimeoutMs, (fromCommit, fromWrite) => {
          if (!timing) return;
          delays.push(fromCommit);
          if (fromWrite !== null) writeDelays.push(fromWrite);
        });
        viewers.push(viewer);
        await viewer.open(request.wsUrl, spec.key);
      });
      return reply({ type: 'opened', count: viewers.length });
    }
    case 'timing':
      timing = request.on;
      if (request.on) lag.enable();
      else lag.disable();
      return reply({ type: 'timing' });
    case 'count':
      return reply({ type: 'count', frames: viewers.reduce((n, v) => n + v.received.length, 0) });
    case 'results':
      return reply({
        type: 'results',
        viewers: viewers.map((v) => v.record()),
        delays,
        writeDelays,
        lag: { p50Ms: lag.percentile(50) / 1e6, p99Ms: lag.percentile(99) / 1e6, maxMs: lag.max / 1e6 },
      });
    case 'close':
      for (const v of viewers) v.close();
      return reply({ type: 'closed' });
  }
}
