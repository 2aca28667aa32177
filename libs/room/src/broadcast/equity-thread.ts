/**
 * The broadcast feed's equity thread: answers each `EquityRequest` with `handEquity`'s result,
 * one at a time. An exact Stud Eight-or-Better spot can take a second or more (docs/equity.md):
 * here it never holds up the thread that serves the tables' requests and sockets.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { EquityInput, EquityResult, handEquity } from '@app/razz-engine';

/** This file, as it runs: compiled (`.js`) in a build, the TypeScript source under jest. */
export const EQUITY_THREAD_FILE = __filename;

/** The `workerData` a thread is started with: only such a thread answers requests (importing this file elsewhere does nothing). */
export const EQUITY_THREAD_ROLE = 'broadcast-equity';

export interface EquityRequest {
  id: number;
  input: EquityInput;
}

export interface EquityReply {
  id: number;
  result: EquityResult;
}

if (!isMainThread && workerData === EQUITY_THREAD_ROLE && parentPort) {
  const port = parentPort;
  port.on('message', (request: EquityRequest) => {
    const reply: EquityReply = { id: request.id, result: handEquity(request.input) };
    port.postMessage(reply);
  });
}
