import { receiveMessageOnPort, type MessagePort } from 'node:worker_threads';

/**
 * A request to a worker thread whose caller blocks until the answer is there, as SyncPostgres calls
 * its `pg` client: the caller posts the request and sleeps on Atomics.wait; the worker posts the
 * answer, counts it in `signal` and wakes the caller (ANSWER_SOURCE, evaluated in the worker).
 *
 * Why a count and a loop rather than a flag the caller clears and one wait: the worker's wake-up for
 * one answer may land after the caller, finding that answer already there, has moved on and sleeps
 * for the next. A single wait then returned with nothing to read, and every later answer was read
 * as the following request's (on a hub restart, a migration's read of its version got the empty
 * answer of the statement before and ran its step again on a migrated store: "relation
 * league_events already exists" on the INSERT of its version). Here a wake-up counts only when the
 * answer can be read.
 */
export const ANSWER_SOURCE = `
function answer(port, signal, reply) {
  port.postMessage(reply);
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
}
`;

/** Posts `request` and returns the worker's answer; undefined when none came within `timeoutMs`. */
export function blockingCall<R>(port: MessagePort, signal: Int32Array, request: unknown, timeoutMs: number): { reply: R } | undefined {
  port.postMessage(request);
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    // Read before looking: an answer posted after the look has moved the count, and the wait returns at once.
    const answered = Atomics.load(signal, 0);
    const received = receiveMessageOnPort(port);
    if (received !== undefined) return { reply: received.message as R };
    const left = deadline - performance.now();
    if (left <= 0 || Atomics.wait(signal, 0, answered, left) === 'timed-out') return undefined;
  }
}
