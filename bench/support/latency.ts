import { performance } from 'node:perf_hooks';

/** Wall-clock time in µs at high resolution, comparable across this process's threads. */
export const nowUs = (): number => (performance.timeOrigin + performance.now()) * 1000;

/**
 * A report's UID carries its send time: "04" and the send time in µs as 18 hex digits, a valid
 * 10-byte ISO 14443-A UID, so every receiver reads the send time from the message itself.
 */
export function uidAt(sentUs: number): string {
  return `04${Math.round(sentUs).toString(16).toUpperCase().padStart(18, '0')}`;
}

/** Send times (µs) from which and before which a report counts as measured. */
export interface MeasureWindow {
  readonly fromUs: number;
  readonly toUs: number;
}

export function sentUsOf(uid: string): number {
  return Number.parseInt(uid.slice(2), 16);
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export interface LatencySummary {
  readonly count: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

export function summary(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return { count: sorted.length, p50Ms: round(percentile(sorted, 50)), p99Ms: round(percentile(sorted, 99)), maxMs: round(sorted.at(-1) ?? Number.NaN) };
}

export function ratio(a: number, b: number): number {
  return Math.round((a / b) * 100) / 100;
}
