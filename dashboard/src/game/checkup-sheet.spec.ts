import { describe, expect, it } from 'vitest';
import { type Command, viewFor } from '../../../src/rules/index.js';
import { quickStart, type Table } from '../../../src/rules/testing/table.js';
import { demoCard } from '../testing/demo-cards.js';
import { CheckupTracker, type CheckupSheet } from './checkup-sheet.js';

const snorlax = demoCard('xy0-26');
const weedle = demoCard('xy0-1');
const froakie = demoCard('xy0-12');
const SIMULATED = { kind: 'simulated', note: 'test' } as const;

/** A table whose every state change reaches a tracker, as the hub's updates reach the page. */
function watched(t: Table) {
  const tracker = new CheckupTracker();
  let sheet: CheckupSheet | null = tracker.next(viewFor(t.state, { role: 'spectator' }));
  const see = () => (sheet = tracker.next(viewFor(t.state, { role: 'spectator' })));
  return {
    do: (command: Command) => {
      t.do(command);
      see();
    },
    flip: (...faces: ('heads' | 'tails')[]) => {
      t.flip(...faces);
      see();
    },
    sheet: () => sheet,
  };
}

const condition = (target: string, c: 'Poisoned' | 'Burned' | 'Asleep'): Command => ({ type: 'Adjust', player: 'p1', reason: 'attack text', action: { kind: 'set-condition', target, condition: c } });

describe('the Pokémon Checkup sheet, in the rulebook order (000 "Pokémon-Check")', () => {
  it('lists Poison, then Burn with its coin waiting, then the coin as it falls and where it came from', () => {
    const table = watched(quickStart({ profile: 'sv', p1: { active: snorlax }, p2: { active: weedle, bench: [froakie] } }));
    table.do(condition('p2-active', 'Poisoned'));
    table.do(condition('p2-active', 'Burned'));
    expect(table.sheet()).toBeNull();

    table.do({ type: 'EndTurn', player: 'p1' });
    expect(table.sheet()).toEqual({
      turn: 1,
      done: false,
      lines: [
        { kind: 'poison', owner: 'p2', name: 'Weedle', counters: 1 },
        { kind: 'burn', owner: 'p2', name: 'Weedle', counters: 2, coin: 'waiting', origin: null, recovered: null },
      ],
    });

    table.flip('heads');
    expect(table.sheet()).toEqual({
      turn: 1,
      done: true,
      lines: [
        { kind: 'poison', owner: 'p2', name: 'Weedle', counters: 1 },
        { kind: 'burn', owner: 'p2', name: 'Weedle', counters: 2, coin: 'heads', origin: SIMULATED, recovered: true },
      ],
    });
  });

  it('a Sleep coin on tails: still Asleep', () => {
    const table = watched(quickStart({ profile: 'sv', p1: { active: snorlax }, p2: { active: froakie } }));
    table.do(condition('p2-active', 'Asleep'));
    table.do({ type: 'EndTurn', player: 'p1' });
    table.flip('tails');
    expect(table.sheet()?.lines).toEqual([{ kind: 'sleep', owner: 'p2', name: 'Froakie', coin: 'tails', origin: SIMULATED, wokeUp: false }]);
  });

  it('ends with the Knock Outs and the Prize cards taken for them', () => {
    const table = watched(quickStart({ profile: 'sv', p1: { active: snorlax }, p2: { active: weedle, bench: [froakie] } }));
    table.do({ type: 'Adjust', player: 'p1', reason: 'attack text', action: { kind: 'put-damage-counters', target: 'p2-active', counters: 3 } });
    table.do(condition('p2-active', 'Poisoned'));
    table.do({ type: 'EndTurn', player: 'p1' });
    // Weedle's 40 HP: 30 damage and the Poison counter knock it out; p2 chooses its new Active before turn 2.
    table.do({ type: 'PromoteActive', player: 'p2', target: 'p2-bench0' });
    expect(table.sheet()).toEqual({
      turn: 1,
      done: true,
      lines: [
        { kind: 'poison', owner: 'p2', name: 'Weedle', counters: 1 },
        { kind: 'knock-out', owner: 'p2', name: 'Weedle' },
        { kind: 'prizes', player: 'p1', count: 1 },
      ],
    });
  });

  it('has no sheet before the first turn, and a Checkup with nothing to do leaves an empty, finished one', () => {
    const t = quickStart({ profile: 'sv', p1: { active: snorlax }, p2: { active: froakie } });
    const table = watched(t);
    expect(new CheckupTracker().next(null)).toBeNull();
    table.do({ type: 'EndTurn', player: 'p1' });
    expect(table.sheet()).toEqual({ turn: 1, done: true, lines: [] });
  });
});
