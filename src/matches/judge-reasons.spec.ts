import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../rules/index.js';
import { judgeReasonsFor } from './judge-reasons.js';
import type { ViewedEvent } from './rules-engine.port.js';

const judge = { kind: 'judge', judge: 'Demo Judge', reason: 'Misty forgot Pikachu in her hand' } as const;

/** A judge's Poison on a Pokémon, a turn's end and a restore, as the engine logs them. */
const corrected: readonly GameEvent[] = [
  { type: 'AdjustmentLogged', action: { kind: 'set-condition', target: 'uid-weedle', condition: 'Poisoned' }, cause: judge },
  { type: 'SpecialConditionApplied', target: 'uid-weedle', condition: 'Poisoned', turn: 1, cause: judge },
  { type: 'TurnEnded', player: 'p1', number: 1 },
];
const restored = { type: 'JudgeRestored', judge: 'Demo Judge', reason: 'Misty played Potion twice', toSeq: 8 } as const;
const events = [...corrected, restored] as unknown as readonly ViewedEvent[];

describe("a judge's reason, per viewer", () => {
  it('reaches the judges and both players of the match word for word', () => {
    for (const viewer of [{ role: 'judge' }, { role: 'player', seat: 'p1' }, { role: 'player', seat: 'p2' }] as const) {
      expect(judgeReasonsFor(events, viewer)).toEqual(events);
    }
  });

  it('never reaches a spectator: the correction, its judge and a restore stay, the reasons are empty', () => {
    const seen = judgeReasonsFor(events, { role: 'spectator' });
    expect(JSON.stringify(seen)).not.toContain('Pikachu');
    expect(JSON.stringify(seen)).not.toContain('Potion');
    expect(seen).toEqual([
      { ...events[0], cause: { kind: 'judge', judge: 'Demo Judge', reason: '' } },
      { ...events[1], cause: { kind: 'judge', judge: 'Demo Judge', reason: '' } },
      events[2],
      { ...restored, reason: '' },
    ]);
  });
});
