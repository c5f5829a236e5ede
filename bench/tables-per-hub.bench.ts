/**
 * Issue 17, "Measure": how many tables one hub serves on this machine while a zone report still
 * reaches the dashboard within 3x the broker floor at p99. Each step runs the full chain of
 * zone-board.bench.ts (support/full-chain.ts: a real hub process, two emulated boards per table at 5
 * reports a second, two dashboard clients per table) with more tables, until report -> frame p99 is
 * above 3x the floor measured in the same step: an MQTT publish -> subscribe round trip on the same
 * broker, on the same messages. The ceiling is the last step within the target.
 */
import { loadavg } from 'node:os';
import { repoRoot } from '../test/support/hub-process.js';
import { measureFullChain } from './support/full-chain.js';
import { ensureHubBuilt } from './support/hub-build.js';

const STEPS = [8, 16, 32, 64, 128, 256, 512] as const;
const CLIENTS_PER_TABLE = 2;
const REPORTS_PER_SECOND_PER_TABLE = 5;
const TARGET = 3;

interface Step {
  readonly tables: number;
  readonly floorP99Ms: number;
  readonly chainP50Ms: number;
  readonly chainP99Ms: number;
  readonly p99OverFloorP99: number;
  readonly framesMissing: number;
  readonly hubCpuPercent: number;
  readonly hubStartMs: number;
  readonly loadAverage1m: number;
}

export default async function (): Promise<Record<string, unknown>> {
  const hubBuiltForThisRun = ensureHubBuilt(repoRoot());
  const steps: Step[] = [];
  for (const tables of STEPS) {
    const run = (await measureFullChain({
      broker: 'beside',
      tables,
      clientsPerTable: CLIENTS_PER_TABLE,
      reportsPerSecondPerTable: REPORTS_PER_SECOND_PER_TABLE,
      warmupMs: 2000,
      measureMs: 8000,
    })) as {
      floorBrokerRoundTrip: { p99Ms: number };
      reportToDashboardFrame: { p50Ms: number; p99Ms: number };
      p99OverFloorP99: number;
      framesMissing: number;
      hubCpuPercentWhileMeasuring: number;
      hubStartMs: number;
    };
    const step: Step = {
      tables,
      floorP99Ms: run.floorBrokerRoundTrip.p99Ms,
      chainP50Ms: run.reportToDashboardFrame.p50Ms,
      chainP99Ms: run.reportToDashboardFrame.p99Ms,
      p99OverFloorP99: run.p99OverFloorP99,
      framesMissing: run.framesMissing,
      hubCpuPercent: run.hubCpuPercentWhileMeasuring,
      hubStartMs: run.hubStartMs,
      loadAverage1m: Math.round(loadavg()[0]! * 10) / 10,
    };
    steps.push(step);
    process.stderr.write(`bench: tables-per-hub ${tables}: p99 ${step.chainP99Ms} ms, ${step.p99OverFloorP99}x the floor\n`);
    if (step.p99OverFloorP99 > TARGET) break;
  }
  const within = steps.filter((s) => s.p99OverFloorP99 <= TARGET);
  const last = steps.at(-1);
  return {
    hubBuiltForThisRun,
    clientsPerTable: CLIENTS_PER_TABLE,
    reportsPerSecondPerTable: REPORTS_PER_SECOND_PER_TABLE,
    targetP99WithinFloorTimes: TARGET,
    steps,
    // The largest step within the target; when even the last step was within it, the ceiling lies above.
    ceilingTables: within.at(-1)?.tables ?? 0,
    ceilingIsLowerBound: last !== undefined && last.p99OverFloorP99 <= TARGET,
  };
}
