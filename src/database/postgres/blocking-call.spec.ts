import { MessageChannel, Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { ANSWER_SOURCE, blockingCall } from './blocking-call.js';

/**
 * A worker that answers each request with its number, but first wakes the caller with nothing to
 * read yet: what the late wake-up of the previous answer does when the caller had already read
 * that answer and moved on. Atomics.notify says how many it woke, so the early wake-up surely lands
 * on a caller that waits for this request's answer.
 */
const EARLY_WAKING_WORKER = `
const { workerData } = require('node:worker_threads');
const { port, signal } = workerData;
const pause = new Int32Array(new SharedArrayBuffer(4));
${ANSWER_SOURCE}
port.on('message', ({ n }) => {
  while (Atomics.notify(signal, 0) === 0) Atomics.wait(pause, 0, 0, 1);
  Atomics.wait(pause, 0, 0, 20);
  answer(port, signal, { n });
});
`;

let worker: Worker | undefined;
afterEach(async () => {
  await worker?.terminate();
});

describe('a synchronous call to a worker thread', () => {
  it('returns each request its own answer, though the caller is woken before the answer is there', () => {
    const { port1, port2 } = new MessageChannel();
    const signal = new Int32Array(new SharedArrayBuffer(4));
    worker = new Worker(EARLY_WAKING_WORKER, { eval: true, workerData: { port: port2, signal }, transferList: [port2] });
    const answers = [1, 2, 3].map((n) => blockingCall<{ n: number }>(port1, signal, { n }, 5_000));
    expect(answers).toEqual([{ reply: { n: 1 } }, { reply: { n: 2 } }, { reply: { n: 3 } }]);
    port1.close();
  });
});
