import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import type { SpecialCondition } from './profile.js';
import { quickStart, type Table } from './testing/table.js';

const chespin = cardById('xy0-3');
const snorlax = cardById('xy0-26');
const froakie = cardById('xy0-12');

function withCondition(t: Table, target: string, ...conditions: SpecialCondition[]): void {
  for (const condition of conditions) t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'scenario', action: { kind: 'set-condition', target, condition } });
}

describe('Pokémon Checkup', () => {
  it('000 "4) Pokémon-Check": Poisoned puts 1 damage counter on each player\'s Poisoned Active', () => {
    const t = quickStart({ profile: 'sv', p1: { active: snorlax }, p2: { active: snorlax } });
    withCondition(t, 'p1-active', 'Poisoned');
    withCondition(t, 'p2-active', 'Poisoned');
    t.do({ type: 'EndTurn', player: 'p1' });
    expect(t.active('p1').damage).toBe(10);
    expect(t.active('p2').damage).toBe(10);
    expect(t.active('p2').poisoned).toBe(true);
  });

  it('000 "Verbrennung": 2 damage counters, then a flip; heads, it recovers', () => {
    const t = quickStart({ profile: 'sv', p1: { active: snorlax }, p2: { active: snorlax } });
    withCondition(t, 'p2-active', 'Burned');
    t.do({ type: 'EndTurn', player: 'p1' });
    expect(t.pendingFlip()).toMatch(/Burned: heads, it recovers/);
    // Issue #13 item 8: this test asserted 0 here, the coin asked before the counters; 000 "Verbrennung"
    // places the two counters first ("Anschließend wirfst du eine Münze"), so they are on it while the coin is asked.
    expect(t.active('p2').damage).toBe(20);
    t.flip('heads');
    expect(t.active('p2')).toMatchObject({ damage: 20, burned: false });
  });

  it('002 "Burned": flip; tails puts 2 counters; Burn never wears off at Checkup', () => {
    const t = quickStart({ profile: 'xy', p1: { active: snorlax }, p2: { active: snorlax } });
    withCondition(t, 'p2-active', 'Burned');
    t.do({ type: 'EndTurn', player: 'p1' });
    t.flip('heads');
    expect(t.active('p2')).toMatchObject({ damage: 0, burned: true });
    t.do({ type: 'EndTurn', player: 'p2' });
    t.flip('tails');
    expect(t.active('p2')).toMatchObject({ damage: 20, burned: true });
  });

  it('004: the classic era has no Burned condition', () => {
    const t = quickStart({ profile: 'classic', p1: { active: cardById('base1-58') }, p2: { active: cardById('base1-63') } });
    const v = t.refuse({ type: 'JudgeCorrect', judge: 'J', reason: 'x', action: { kind: 'set-condition', target: 'p1-active', condition: 'Burned' } });
    expect(v.code).toBe('no-such-condition');
  });

  it('002 "Asleep": flip between turns; heads wakes it up', () => {
    const t = quickStart({ profile: 'xy', p1: { active: snorlax }, p2: { active: snorlax } });
    withCondition(t, 'p2-active', 'Asleep');
    t.do({ type: 'EndTurn', player: 'p1' });
    t.flip('tails');
    expect(t.active('p2').rotation?.condition).toBe('Asleep');
    t.do({ type: 'EndTurn', player: 'p2' });
    t.flip('heads');
    expect(t.active('p2').rotation).toBeNull();
  });

  it('002 "Paralyzed": recovers at the Checkup after its owner\'s next turn', () => {
    const t = quickStart({ profile: 'xy', first: 'p2', p1: { active: cardById('xy0-1') }, p2: { active: snorlax } });
    t.do({ type: 'EndTurn', player: 'p2' });
    t.do({ type: 'AttachEnergy', player: 'p1', card: cardById('sve-1'), target: 'p1-active' });
    t.do({ type: 'Attack', player: 'p1', attack: 0 });
    t.flip('heads');
    // Paralyzed during p2's whole next turn ...
    expect(t.state.turn).toMatchObject({ player: 'p2', number: 3 });
    expect(t.active('p2').rotation?.condition).toBe('Paralyzed');
    expect(t.refuse({ type: 'Attack', player: 'p2', attack: 0 }).code).toBe('cannot-attack-condition');
    // ... and recovers at the Checkup after it.
    t.do({ type: 'EndTurn', player: 'p2' });
    expect(t.active('p2').rotation).toBeNull();
  });

  it('002 "4 BETWEEN TURNS STEP": Poisoned, Burned, Asleep, Paralyzed in this order', () => {
    const t = quickStart({ profile: 'sv', p1: { active: snorlax }, p2: { active: snorlax } });
    withCondition(t, 'p2-active', 'Asleep', 'Burned', 'Poisoned');
    const events = [...t.do({ type: 'EndTurn', player: 'p1' }), ...t.flip('tails'), ...t.flip('heads')];
    const started = events.find((e) => e.type === 'CheckupStarted');
    expect(started?.type === 'CheckupStarted' && started.steps.map((s) => s.kind)).toEqual(['poison', 'burn-counters', 'burn-recover-flip', 'sleep']);
    const order = events.filter((e) => e.type === 'DamageDealt' || e.type === 'SpecialConditionRemoved').map((e) => (e.type === 'DamageDealt' ? `damage ${e.amount}` : `removed ${e.condition}`));
    expect(order).toEqual(['damage 10', 'damage 20', 'removed Asleep']);
  });

  it('000 "4) Pokémon-Check": card text that acts during Checkup is named for the players', () => {
    const t = quickStart({ profile: 'sv', p1: { active: cardById('svp-129') }, p2: { active: snorlax } });
    const events = t.do({ type: 'EndTurn', player: 'p1' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'CheckupReminder', card: 'p1-active', name: 'Pecharunt: Toxic Subjugation' }));
  });

  it('000 "4) Pokémon-Check": a Pokémon with no HP left after the Checkup is Knocked Out', () => {
    const t = quickStart({ profile: 'sv', p1: { active: froakie }, p2: { active: snorlax, bench: [chespin] } });
    t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'scenario', action: { kind: 'put-damage-counters', target: 'p2-active', counters: 11 } });
    withCondition(t, 'p2-active', 'Poisoned');
    const events = t.do({ type: 'EndTurn', player: 'p1' });
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['CheckupFinished', 'PokemonKnockedOut', 'PrizesTaken', 'ActiveChoiceRequired']));
    expect(t.state.players.p1.prizes).toBe(5);
    expect(t.state.stage).toBe('turn-starting');
    t.do({ type: 'PromoteActive', player: 'p2', target: 'p2-bench0' });
    expect(t.state.turn).toMatchObject({ player: 'p2', number: 2 });
  });
});

describe('Pokémon Checkup: the order of its steps', () => {
  it('000 "4) Pokémon-Check", "Verbrennung": Poison counter, Burn counters, then the Burn coin, then the Sleep coin, each asked when its step comes', () => {
    const t = quickStart({ profile: 'sv', p1: { active: snorlax }, p2: { active: snorlax } });
    withCondition(t, 'p2-active', 'Asleep', 'Burned', 'Poisoned');
    const log: string[] = [];
    const note = (events: readonly { type: string }[]): void => {
      for (const e of events) {
        if (e.type === 'DamageDealt' && 'amount' in e) log.push(`counters ${Number(e.amount) / 10}`);
        if (e.type === 'CoinFlipRequested' && 'reason' in e) log.push(String(e.reason).replace(/^Pokémon Checkup, Snorlax: /, 'coin: '));
        if (e.type === 'CoinFlipped') log.push('landed');
        if (e.type === 'SpecialConditionRemoved' && 'condition' in e) log.push(`recovers from ${String(e.condition)}`);
      }
    };
    note(t.do({ type: 'EndTurn', player: 'p1' }));
    note(t.flip('heads'));
    note(t.flip('tails'));
    expect(log).toEqual([
      'counters 1',
      'counters 2',
      'coin: Burned: heads, it recovers',
      'landed',
      'recovers from Burned',
      'coin: Asleep: heads, it wakes up',
      'landed',
    ]);
    expect(t.active('p2')).toMatchObject({ damage: 30, burned: false, poisoned: true, rotation: { condition: 'Asleep' } });
  });

  it('002 "4 BETWEEN TURNS STEP": the XY Burn coin comes after the Poison counter; tails, its counters follow the coin', () => {
    const t = quickStart({ profile: 'xy', p1: { active: snorlax }, p2: { active: snorlax } });
    withCondition(t, 'p2-active', 'Burned', 'Poisoned');
    t.do({ type: 'EndTurn', player: 'p1' });
    expect(t.pendingFlip()).toMatch(/Burned: tails, put 2 damage counters/);
    expect(t.active('p2').damage).toBe(10);
    t.flip('tails');
    expect(t.active('p2').damage).toBe(30);
  });
});

describe('Pokémon Checkup: effects that act between turns', () => {
  // Snorlax (sm10-158), Ability "Lazy Eating": "Between turns, heal 10 damage from this Pokémon." It is 000's own
  // example ("Andere Effekte": Relaxos Fähigkeit Faules Mampfen … Dies würde beim Pokémon-Check eintreten).
  const lazySnorlax = cardById('sm10-158');

  /** Snorlax (150 HP) Poisoned with 1 HP left: the Poison counter alone Knocks it Out. */
  function poisonedSnorlax(profile: 'sv' | 'xy'): Table {
    const t = quickStart({ profile, p1: { active: snorlax }, p2: { active: lazySnorlax, bench: [chespin] } });
    t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'scenario', action: { kind: 'put-damage-counters', target: 'p2-active', counters: 14 } });
    withCondition(t, 'p2-active', 'Poisoned');
    return t;
  }

  const heal = { type: 'Adjust', player: 'p2', reason: 'Lazy Eating: heal 10 damage from this Pokémon', action: { kind: 'heal', target: 'p2-active', amount: 10 } } as const;

  it('000 "4) Pokémon-Check": the heal entered before the Special Conditions saves a Poisoned Snorlax with 1 HP left', () => {
    const t = poisonedSnorlax('sv');
    const events = t.do({ type: 'EndTurn', player: 'p1' });
    // The Checkup waits for p2's between-turns effect before any Special Condition, and nothing is Knocked Out yet.
    expect(events).toContainEqual(expect.objectContaining({ type: 'CheckupReminder', name: 'Snorlax: Lazy Eating' }));
    expect(t.state.prompts).toEqual([expect.objectContaining({ kind: 'between-turns', player: 'p2', at: 'before-conditions' })]);
    expect(t.active('p2').damage).toBe(140);
    t.do(heal);
    t.do({ type: 'FinishBetweenTurns', player: 'p2' });
    // 130 after the heal, 140 after Poison: it is still in play and p2's turn begins.
    expect(t.active('p2')).toMatchObject({ id: 'p2-active', damage: 140 });
    expect(t.state.turn).toMatchObject({ player: 'p2', number: 2 });
    expect(t.state.players.p1.prizes).toBe(6);
  });

  it('000 "4) Pokémon-Check": "before or after, never mixed": put after the Special Conditions, the heal comes after Poison and Knock Outs wait for it', () => {
    const t = poisonedSnorlax('sv');
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do({ type: 'FinishBetweenTurns', player: 'p2', later: true });
    // Poison has put its counter: 150 damage on 150 HP, but Knock Outs come only after both players are done.
    expect(t.active('p2').damage).toBe(150);
    expect(t.state.prompts).toEqual([expect.objectContaining({ kind: 'between-turns', player: 'p2', at: 'after-conditions' })]);
    expect(t.refuse({ type: 'FinishBetweenTurns', player: 'p2', later: true }).code).toBe('between-turns-order');
    t.do(heal);
    t.do({ type: 'FinishBetweenTurns', player: 'p2' });
    expect(t.active('p2')).toMatchObject({ id: 'p2-active', damage: 140 });
    expect(t.state.turn).toMatchObject({ player: 'p2', number: 2 });
  });

  it('002 "4 BETWEEN TURNS STEP": "Then, apply the effects of any Abilities": in XY they come only after the Special Conditions', () => {
    const t = poisonedSnorlax('xy');
    t.do({ type: 'EndTurn', player: 'p1' });
    expect(t.active('p2').damage).toBe(150);
    expect(t.state.prompts).toEqual([expect.objectContaining({ kind: 'between-turns', player: 'p2', at: 'after-conditions' })]);
    expect(t.refuse({ type: 'FinishBetweenTurns', player: 'p2', later: true }).code).toBe('between-turns-order');
    t.do(heal);
    t.do({ type: 'FinishBetweenTurns', player: 'p2' });
    expect(t.active('p2').damage).toBe(140);
  });

  it('000 "4) Pokémon-Check": without the heal, the Knock Out is checked once p2 is done, then the Prize card is taken', () => {
    const t = poisonedSnorlax('sv');
    t.do({ type: 'EndTurn', player: 'p1' });
    const events = t.do({ type: 'FinishBetweenTurns', player: 'p2' });
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['CheckupFinished', 'PokemonKnockedOut', 'PrizesTaken', 'ActiveChoiceRequired']));
    expect(t.state.players.p1.prizes).toBe(5);
  });
});

