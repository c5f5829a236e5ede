import { performance } from 'node:perf_hooks';

/** The CPU time of this process while `f` runs (the CI machine is shared: CPU time, not wall time, says the cost), with its wall time. */
export function cpuMs(f: () => void): { cpuMs: number; wallMs: number } {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  f();
  const c = process.cpuUsage(c0);
  return { cpuMs: (c.user + c.system) / 1000, wallMs: performance.now() - t0 };
}
