import { Worker } from 'node:worker_threads';
import type { ReviewOutcome, ReviewRunner } from './review-runner.js';

type Reply = { readonly id: number; readonly outcome: ReviewOutcome } | { readonly id: number; readonly error: string };

/**
 * Replays logs in one worker thread (`review-worker.ts`, started on the first log), one at a time in the order they
 * came: the hub's event loop stays free for the tables while a log replays.
 */
export class WorkerReviewRunner implements ReviewRunner {
  private worker: Worker | null = null;
  private next = 0;
  private readonly waiting = new Map<number, { resolve: (o: ReviewOutcome) => void; reject: (e: Error) => void }>();

  review(text: string): Promise<ReviewOutcome> {
    const worker = this.started();
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, text });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./review-worker.js', import.meta.url));
    worker.on('message', (reply: Reply) => {
      const waiting = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if ('outcome' in reply) waiting?.resolve(reply.outcome);
      else waiting?.reject(new Error(reply.error));
    });
    // A worker that dies fails what it held; the next log starts a new one.
    worker.on('error', (error) => this.fail(worker, error));
    worker.on('exit', (code) => this.fail(worker, new Error(`the battle-log worker stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private fail(worker: Worker, error: Error): void {
    if (this.worker === worker) this.worker = null;
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
  }
}
