import fc from 'fast-check';
import type { Session, SessionStep } from './table-session.js';

/** Reader noise for property tests: where to inject it into a table session, and what kind. */
export type Noise = { readonly gap: number; readonly zone: number; readonly kind: 'flap' | 'disconnect' | 'repeat' | 'unreadable'; readonly offset: number; readonly length: number };

export const noiseArb = fc.record({
  gap: fc.nat(),
  zone: fc.nat(),
  kind: fc.constantFrom('flap' as const, 'disconnect' as const, 'repeat' as const, 'unreadable' as const),
  offset: fc.integer({ min: 1, max: 400 }),
  length: fc.integer({ min: 1, max: 60_000 }),
});

type ReadingStep = Extract<SessionStep, { see: unknown }> | Extract<SessionStep, { several: unknown }>;
const isCardsReading = (s: SessionStep): s is ReadingStep => 'zone' in s && ('see' in s || 'several' in s);

/** Inserts noise between two steps, on a zone whose reader last reported cards; returns the noisy steps. */
export function withNoise(session: Session, noises: readonly Noise[]): SessionStep[] {
  const steps = session.steps;
  const debounce = session.debounceMs ?? 2000;
  const used = new Set<number>();
  const extra: { after: number; steps: SessionStep[] }[] = [];
  for (const n of noises) {
    const gap = n.gap % Math.max(1, steps.length - 1);
    const from = steps[gap];
    const to = steps[gap + 1];
    if (!from || !to || used.has(gap)) continue;
    // The zones holding cards at this point, each with its last reading.
    const last = new Map<string, ReadingStep>();
    for (const s of steps.slice(0, gap + 1)) {
      if (!('zone' in s)) continue;
      if (isCardsReading(s)) last.set(s.zone, s);
      else last.delete(s.zone);
    }
    const zones = [...last.values()];
    const reading = zones[n.zone % Math.max(1, zones.length)];
    if (!reading) continue;
    const start = from.at + n.offset;
    const room = to.at - start - 1;
    if (room < 3) continue;
    const again = (at: number): SessionStep => ({ ...reading, at });
    const zone = reading.zone;
    let noise: SessionStep[];
    if (n.kind === 'flap') {
      const length = Math.min(n.length % debounce, room - 1) || 1;
      noise = [{ at: start, zone, absent: true }, again(start + length)];
    } else if (n.kind === 'disconnect') {
      const length = Math.max(2, Math.min(n.length, room - 1));
      noise = [{ at: start, zone, disconnected: 'noise' }, { at: start + length - 1, zone, connected: true }, again(start + length)];
    } else if (n.kind === 'unreadable') {
      const length = Math.max(1, Math.min(n.length, room - 1));
      noise = [{ at: start, zone, unreadable: 'noise' }, again(start + length)];
    } else {
      noise = [again(start)];
    }
    used.add(gap);
    extra.push({ after: gap, steps: noise });
  }
  return steps.flatMap((s, i) => [s, ...extra.filter((e) => e.after === i).flatMap((e) => e.steps)]);
}
