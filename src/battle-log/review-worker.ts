/**
 * The worker thread that replays pasted battle logs for the hub (`WorkerReviewRunner`): a replay takes up to a few
 * seconds of CPU on a busy machine, which the hub's event loop, serving the live tables, must not wait for. The card
 * pool is read here, on the first log, and kept for the next.
 */
import { parentPort } from 'node:worker_threads';
import { sharedCardPool } from './card-pool.js';
import { reviewOutcome } from './review-runner.js';

parentPort?.on('message', (message: { readonly id: number; readonly text: string }) => {
  void reviewOutcome(message.text, sharedCardPool).then(
    (outcome) => parentPort?.postMessage({ id: message.id, outcome }),
    (error: unknown) => parentPort?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
