import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import type { Command } from './command.js';
import type { GameEvent } from './event.js';
import { replay } from './fold.js';
import { quickStart, type Table } from './testing/table.js';

const chespin = cardById('xy0-3');
const froakie = cardById('xy0-12');
const fennekin = cardById('xy0-8');
const grass = cardById('sve-1');
const fire = cardById('sve-2');
const water = cardById('sve-3');
const dark = cardById('sve-7');
const dce = cardById('base1-96');

function energize(t: Table, seat: 'p1' | 'p2', target: string, ...cards: (typeof grass)[]): void {
  for (const card of cards) t.do({ type: 'AttachEnergy', player: seat, card, target, from: 'deck', source: { kind: 'effect', card: 'test setup' } });
}

function damageOf(events: readonly GameEvent[], target: string): number {
  return events.filter((e): e is Extract<GameEvent, { type: 'DamageDealt' }> => e.type === 'DamageDealt' && e.target === target).reduce((n, e) => n + e.amount, 0);
}

const attack = (player: 'p1' | 'p2', index: number, extra: Partial<Extract<Command, { type: 'Attack' }>> = {}): Command => ({ type: 'Attack', player, attack: index, ...extra });

describe('attacking', () => {
  it('002 "B CHECK Weakness": Chespin\'s Vine Whip does 10, ×2 for Froakie\'s Weakness: 20', () => {
    const t = quickStart({ profile: 'xy', first: 'p2', p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'EndTurn', player: 'p2' });
    energize(t, 'p1', 'p1-active', grass);
    const events = t.do(attack('p1', 0));
    expect(events.find((e) => e.type === 'DamageDealt')).toMatchObject({
      target: 'p2-active',
      amount: 20,
      steps: { base: 10, afterAttackerEffects: 10, afterWeakness: 20, afterResistance: 20, afterDefenderEffects: 20 },
    });
    // The attack ends the turn: Checkup, then the opponent draws.
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['AttackResolved', 'TurnEnded', 'CheckupStarted', 'TurnStarted']));
    expect(t.state.turn).toMatchObject({ player: 'p2', number: 3 });
  });

  it('000 "Angreifen im Detail" 4 and 6: Resistance subtracts; damage of 0 or less places no counters', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: cardById('xy0-18') }, p2: { active: cardById('xy0-22') } });
    t.do({ type: 'EndTurn', player: 'p2' });
    energize(t, 'p1', 'p1-active', dark);
    const events = t.do(attack('p1', 0));
    expect(damageOf(events, 'p2-active')).toBe(0);
    expect(t.active('p2').damage).toBe(0);
  });

  it('000 "Angreifen im Detail" 1-6: attacker effects before Weakness, defender effects after Resistance', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'EndTurn', player: 'p2' });
    energize(t, 'p1', 'p1-active', grass);
    const events = t.do(attack('p1', 0, { attackerBonus: 40, defenderReduction: 20 }));
    // (10 + 40) × 2 - 20 = 80
    expect(damageOf(events, 'p2-active')).toBe(80);
  });

  it('002 "A CHECK the Energy": typed symbols need that type, Colorless takes any', () => {
    const t = quickStart({ profile: 'xy', first: 'p2', p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'EndTurn', player: 'p2' });
    energize(t, 'p1', 'p1-active', fire);
    expect(t.refuse(attack('p1', 0))).toMatchObject({ code: 'energy-cost' });
    energize(t, 'p1', 'p1-active', grass);
    t.do(attack('p1', 1));
    expect(t.active('p2').damage).toBe(40);
  });

  it('002 "3 ATTACK": the starting player does not attack on the first turn; classic (004) does', () => {
    const xy = quickStart({ profile: 'xy', p1: { active: chespin }, p2: { active: froakie } });
    energize(xy, 'p1', 'p1-active', grass);
    expect(xy.refuse(attack('p1', 0)).code).toBe('first-turn-attack');
    const classic = quickStart({ profile: 'classic', p1: { active: cardById('base1-58') }, p2: { active: cardById('base1-63') } });
    energize(classic, 'p1', 'p1-active', cardById('base1-100'));
    classic.do(attack('p1', 0));
    // Gnaw 10, Squirtle is weak to Lightning.
    expect(classic.active('p2').damage).toBe(20);
  });

  it('an Asleep or Paralyzed Pokémon cannot attack', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'EndTurn', player: 'p2' });
    energize(t, 'p1', 'p1-active', grass);
    t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'test', action: { kind: 'set-condition', target: 'p1-active', condition: 'Paralyzed' } });
    expect(t.refuse(attack('p1', 0)).code).toBe('cannot-attack-condition');
  });
});

describe('attack text the engine executes', () => {
  function ready(p1: typeof chespin, energy: (typeof grass)[], p2 = chespin, profile: 'sv' | 'xy' = 'xy'): Table {
    const t = quickStart({ profile, first: 'p2', p1: { active: p1 }, p2: { active: p2 } });
    t.do({ type: 'EndTurn', player: 'p2' });
    energize(t, 'p1', 'p1-active', ...energy);
    return t;
  }

  it('"Flip a coin. If heads, this attack does 20 more damage." (Braixen, Firebreathing)', () => {
    const t = quickStart({ profile: 'xy', first: 'p2', p1: { active: fennekin }, p2: { active: cardById('xy0-15') } });
    t.passTo(4);
    t.do({ type: 'Evolve', player: 'p1', card: cardById('xy0-9'), target: 'p1-active' });
    energize(t, 'p1', 'p1-active', fire, fire);
    t.do(attack('p1', 0));
    expect(t.pendingFlip()).toMatch(/heads, 20 more damage/);
    t.flip('heads');
    expect(t.active('p2').damage).toBe(40);
  });

  it('"Flip 3 coins. This attack does 10 damage times the number of heads." (Pansage, Fury Swipes)', () => {
    const t = ready(cardById('xy0-2'), [grass, grass], froakie);
    t.do(attack('p1', 1));
    expect(t.state.prompts[0]).toMatchObject({ kind: 'coin-flip', request: { mode: 'coins', count: 3 } });
    expect(t.refuse({ type: 'RecordCoinFlip', promptId: t.state.prompts[0]?.promptId ?? '', results: ['heads'], origin: { kind: 'simulated', note: 't' } }).code).toBe('flip-shape');
    t.flip('heads', 'tails', 'heads');
    // Pansage is Grass, Froakie is weak to Grass: 20 × 2.
    expect(t.active('p2').damage).toBe(40);
  });

  it('"Flip a coin until you get tails. This attack does 30 damage for each heads." (Growlithe, Relentless Flames)', () => {
    const t = ready(cardById('sv1-30'), [fire], cardById('xy0-26'), 'sv');
    t.do(attack('p1', 0));
    expect(t.state.prompts[0]).toMatchObject({ request: { mode: 'until-tails' } });
    t.flip('heads', 'heads', 'tails');
    expect(t.active('p2').damage).toBe(60);
  });

  it('"Flip a coin. If tails, this attack does nothing." (Fletchling, Razor Wind)', () => {
    const t = ready(cardById('xy0-31'), [grass], froakie);
    const events = [...t.do(attack('p1', 0)), ...t.flip('tails')];
    expect(events).toContainEqual({ type: 'AttackFailed', player: 'p1', reason: 'tails-nothing' });
    expect(t.active('p2').damage).toBe(0);
    expect(t.state.turn?.player).toBe('p2');
  });

  it('"Flip a coin. If heads, your opponent\'s Active Pokémon is now Paralyzed." (Weedle, String Shot)', () => {
    const t = ready(cardById('xy0-1'), [grass], froakie);
    t.do(attack('p1', 0));
    t.flip('heads');
    expect(t.active('p2').rotation).toEqual({ condition: 'Paralyzed', sinceTurn: 2 });
  });

  it('"Your opponent\'s Active Pokémon is now Asleep and Poisoned." (Treecko, Sleep Poison)', () => {
    const t = ready(cardById('sm7-7'), [grass], froakie, 'sv');
    t.do(attack('p1', 0));
    expect(t.active('p2')).toMatchObject({ rotation: { condition: 'Asleep' }, poisoned: true });
  });

  it('"This Pokémon also does 10 damage to itself." (Mankey, Monkey Beatdown)', () => {
    const t = ready(cardById('sv1-107'), [cardById('sve-6')], froakie, 'sv');
    t.do(attack('p1', 0));
    expect(t.active('p1').damage).toBe(10);
    expect(t.active('p2').damage).toBe(30);
  });

  it('000 "B) Prüfe Schwäche und Resistenz": no Weakness for Benched Pokémon (Cetoddle, Avalanche)', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: cardById('sv2-53') }, p2: { active: chespin, bench: [fennekin, froakie] } });
    t.do({ type: 'EndTurn', player: 'p2' });
    energize(t, 'p1', 'p1-active', water, water);
    t.do(attack('p1', 0));
    expect(t.bench('p2', 0).damage).toBe(10);
    expect(t.bench('p2', 1).damage).toBe(10);
    expect(t.active('p2').damage).toBe(30);
  });

  it('000 "Anhang 3": a Tera Pokémon ex on the Bench takes no damage from attacks', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: cardById('sv2-53') }, p2: { active: chespin, bench: [cardById('sv3-42'), fennekin] } });
    t.do({ type: 'EndTurn', player: 'p2' });
    energize(t, 'p1', 'p1-active', water, water);
    t.do(attack('p1', 0));
    expect(t.bench('p2', 0).damage).toBe(0);
    expect(t.bench('p2', 1).damage).toBe(10);
  });

  it('"20 damage to 1 of your opponent\'s Benched Pokémon": the attacker chooses it (Morpeko V, Spark)', () => {
    const t = quickStart({ profile: 'swsh', first: 'p2', p1: { active: cardById('swsh1-79') }, p2: { active: chespin, bench: [fennekin, froakie] } });
    t.do({ type: 'EndTurn', player: 'p2' });
    energize(t, 'p1', 'p1-active', grass);
    expect(t.refuse(attack('p1', 0)).code).toBe('bench-targets');
    t.do(attack('p1', 0, { benchTargets: ['p2-bench1'] }));
    expect(t.bench('p2', 1).damage).toBe(20);
    expect(t.bench('p2', 0).damage).toBe(0);
  });

  it('text the engine does not execute is named for the players to enter as adjustments', () => {
    const t = ready(cardById('xy0-2'), [grass], froakie);
    const events = t.do(attack('p1', 0));
    expect(events).toContainEqual({ type: 'EffectNeedsAdjustment', card: 'p1-active', name: 'Collect', text: 'Draw a card.' });
    t.do({ type: 'Adjust', player: 'p1', reason: 'Collect: draw a card', action: { kind: 'draw', player: 'p1', count: 1 } });
    t.do({ type: 'FinishAttack', player: 'p1' });
    expect(t.state.turn?.player).toBe('p2');
  });

  it('000 "Anhang 16": one GX attack per game', () => {
    const t = ready(cardById('sm7-31'), [water], froakie, 'sv');
    t.do(attack('p1', 1));
    t.do({ type: 'FinishAttack', player: 'p1' });
    t.do({ type: 'EndTurn', player: 'p2' });
    expect(t.state.players.p1.gxUsed).toBe(true);
    expect(t.refuse(attack('p1', 1))).toMatchObject({ code: 'gx-used' });
  });

  it('002 "TURBO"/BREAK: a BREAK Pokémon keeps the attacks of the Pokémon it evolved from', () => {
    const t = quickStart({ profile: 'xy', p1: { active: chespin }, p2: { active: cardById('xy0-26') } });
    t.passTo(3);
    t.do({ type: 'Evolve', player: 'p1', card: cardById('xy0-4'), target: 'p1-active' });
    t.passTo(5);
    t.do({ type: 'Evolve', player: 'p1', card: cardById('xy0-5'), target: 'p1-active' });
    t.passTo(7);
    t.do({ type: 'Evolve', player: 'p1', card: cardById('xy8-12'), target: 'p1-active' });
    energize(t, 'p1', 'p1-active', grass, grass, grass);
    // Chesnaught BREAK prints no attack; Needle Arm is Chesnaught's.
    t.do(attack('p1', cardById('xy8-12').attacks.length));
    expect(t.active('p2').damage).toBe(50);
  });
});

describe('Confusion', () => {
  it('000 "Angreifen im Detail" c: the Confusion flip comes before the attack\'s own flips; tails, 3 counters and the attack ends', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: cardById('xy0-28') }, p2: { active: froakie } });
    t.do({ type: 'EndTurn', player: 'p2' });
    energize(t, 'p1', 'p1-active', dce);
    t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'test', action: { kind: 'set-condition', target: 'p1-active', condition: 'Confused' } });
    t.do(attack('p1', 0));
    expect(t.pendingFlip()).toMatch(/^Confused/);
    const events = t.flip('tails');
    expect(events).toContainEqual({ type: 'AttackFailed', player: 'p1', reason: 'confused' });
    expect(t.active('p1').damage).toBe(30);
    expect(t.active('p2').damage).toBe(0);
    expect(t.state.turn?.player).toBe('p2');
  });

  it('002 "FULL DETAILS OF ATTACKING" C-E: the attack\'s flips first, then Confusion', () => {
    const t = quickStart({ profile: 'xy', first: 'p2', p1: { active: cardById('xy0-28') }, p2: { active: froakie } });
    t.do({ type: 'EndTurn', player: 'p2' });
    energize(t, 'p1', 'p1-active', dce);
    t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'test', action: { kind: 'set-condition', target: 'p1-active', condition: 'Confused' } });
    t.do(attack('p1', 0));
    expect(t.pendingFlip()).toMatch(/Jump On: heads, 20 more damage/);
    t.flip('heads');
    expect(t.pendingFlip()).toMatch(/^Confused/);
    t.flip('heads');
    expect(t.active('p2').damage).toBe(40);
  });

  it('004 "Confused": tails, the Pokémon attacks itself for 20 with its own Weakness (Mewtwo, weak to Psychic)', () => {
    const t = quickStart({ profile: 'classic', p1: { active: cardById('base1-10') }, p2: { active: cardById('base1-63') } });
    energize(t, 'p1', 'p1-active', cardById('base1-101'), cardById('base1-101'));
    t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'test', action: { kind: 'set-condition', target: 'p1-active', condition: 'Confused' } });
    t.do(attack('p1', 0));
    t.flip('tails');
    expect(t.active('p1').damage).toBe(40);
    expect(replay(t.log)).toEqual(t.state);
  });
});

describe('compound coin texts in play: one flip decides', () => {
  const swinub = cardById('dp7-77');

  function swinubAttacks(face: 'heads' | 'tails'): Table {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: swinub }, p2: { active: chespin } });
    t.do({ type: 'EndTurn', player: 'p2' });
    energize(t, 'p1', 'p1-active', water);
    t.do(attack('p1', 0));
    expect(t.state.prompts).toHaveLength(1);
    expect(t.pendingFlip()).toMatch(/heads or tails/);
    t.flip(face);
    // The attack asked for no second coin (a Checkup flip for Sleep may follow).
    expect(t.pendingFlip() ?? '').not.toMatch(/heads or tails/);
    return t;
  }

  it('000 "Angreifen im Detail" f: "If heads, … now Paralyzed. If tails, … now Asleep." heads: Paralyzed only', () => {
    expect(swinubAttacks('heads').active('p2').rotation).toEqual({ condition: 'Paralyzed', sinceTurn: 2 });
  });

  it('000 "Angreifen im Detail" f: the same attack, tails: Asleep only', () => {
    expect(swinubAttacks('tails').active('p2').rotation).toEqual({ condition: 'Asleep', sinceTurn: 2 });
  });

  it('"If heads, this attack does 20 more damage. If tails, this Pokémon does 20 damage to itself." (Darmanitan, tails)', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: cardById('bw1-24') }, p2: { active: chespin } });
    t.passTo(4);
    t.do({ type: 'Evolve', player: 'p1', card: cardById('bw1-25'), target: 'p1-active' });
    energize(t, 'p1', 'p1-active', fire, fire, fire);
    t.do(attack('p1', 1));
    const events = t.flip('tails');
    // 70 base against Chespin (weak to Fire ×2), no bonus; 20 to itself.
    expect(damageOf(events, 'p2-active')).toBe(140);
    expect(damageOf(events, 'p1-active')).toBe(20);
    expect(events.filter((e) => e.type === 'CoinFlipRequested')).toHaveLength(0);
  });
});

describe('an attack used as another (000 "Angreifen im Detail" a: the declared attack\'s Energy is paid, then its text resolves)', () => {
  // Mew ex (svp-53) "Genome Hacking" [C][C][C]: "Choose 1 of your opponent's Active Pokémon's attacks and use it as this attack."
  // Raikou V (swsh9-48) "Lightning Rondo" [L][C] 20+: "This attack does 20 more damage for each Benched Pokémon (both yours and your opponent's)."
  const mewEx = cardById('svp-53');
  const raikouV = cardById('swsh9-48');
  function genomeHackingTable(): Table {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: mewEx, bench: [fennekin] }, p2: { active: raikouV, bench: [chespin, froakie] } });
    t.do({ type: 'EndTurn', player: 'p2' });
    energize(t, 'p1', 'p1-active', dark, dark, dark);
    return t;
  }

  it('Genome Hacking with Lightning Rondo: 20 + 20 for each of the 3 Benched Pokémon = 80, without Lightning Energy', () => {
    expect(damageOf(genomeHackingTable().do(attack('p1', 0, { uses: 0 })), 'p2-active')).toBe(80);
  });

  it('Genome Hacking without the attack to use is refused, naming the ones to choose from', () => {
    expect(genomeHackingTable().refuse(attack('p1', 0))).toMatchObject({ code: 'attack-to-use', message: expect.stringContaining('0: Lightning Rondo') });
  });
});
