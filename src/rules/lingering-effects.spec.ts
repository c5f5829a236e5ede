import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { attacksOf } from './attack.js';
import { parseAttack } from './attack-text.js';
import type { CardDef } from './card.js';
import type { Command } from './command.js';
import { decide } from './decide.js';
import type { GameEvent } from './event.js';
import { replay } from './fold.js';
import type { ProfileId } from './profile.js';
import type { Seat } from './state.js';
import { candidates } from './testing/arbitraries.js';
import { textCoverage } from './text-coverage.js';
import { quickStart, type Table } from './testing/table.js';

/**
 * Effects of attacks that last "during your opponent's next turn" (or the attacker's own next turn), read
 * from the attack's text, kept on the Pokémon or player, enforced by the rule they change, and ended as
 * that turn ends or when the Pokémon moves to the Bench or evolves: 000 "E) Ziehe dein Aktives Pokémon
 * zurück" ("verlieren … jegliche Effekte von Attacken ihre Wirkung"), 000 "Angreifen im Detail" b and 002
 * "FULL DETAILS OF ATTACKING" D ("if an Active Pokémon moves to the Bench, all effects of attacks go away").
 */

const energy = { grass: cardById('sve-1'), fire: cardById('sve-2'), water: cardById('sve-3'), lightning: cardById('sve-4'), psychic: cardById('sve-5'), fighting: cardById('sve-6'), metal: cardById('sve-8') };
const snorlax = cardById('xy0-26');
const chespin = cardById('xy0-3');
const froakie = cardById('xy0-12');

function energize(t: Table, seat: Seat, target: string, ...cards: CardDef[]): void {
  for (const card of cards) t.do({ type: 'AttachEnergy', player: seat, card, target, from: 'deck', source: { kind: 'effect', card: 'scenario' } });
}

/** p2 goes first and passes; p1's attacker uses its attack on turn 2; it is then p2's turn 3. */
function attackWith(profile: ProfileId, attacker: CardDef, attack: number, cost: CardDef[], defender: CardDef, opts: { defenderBench?: CardDef[]; flips?: ('heads' | 'tails')[] } = {}): Table {
  const t = quickStart({ profile, first: 'p2', p1: { active: attacker }, p2: { active: defender, bench: opts.defenderBench ?? [] } });
  t.do({ type: 'EndTurn', player: 'p2' });
  energize(t, 'p1', 'p1-active', ...cost);
  t.do({ type: 'Attack', player: 'p1', attack });
  for (const face of opts.flips ?? []) t.flip(face);
  return t;
}

const damageTo = (events: readonly GameEvent[], target: string): number =>
  events.reduce((n, e) => (e.type === 'DamageDealt' && e.target === target ? n + e.amount : n), 0);

describe('read from the attack text', () => {
  it.each([
    ['bw3-84', 'Iron Breaker', { rule: { kind: 'cannot-attack' }, target: 'defender', lasts: 'opponent-next-turn', on: 'always' }],
    ['sm6-32', 'Spider Web', { rule: { kind: 'cannot-retreat' }, target: 'defender', lasts: 'opponent-next-turn', on: 'always' }],
    ['sm6-13', 'Guard Press', { rule: { kind: 'takes-less-damage', amount: 30 }, target: 'self', lasts: 'opponent-next-turn', on: 'always' }],
    ['base1-62', 'Sand-attack', { rule: { kind: 'flip-before-attacking' }, target: 'defender', lasts: 'opponent-next-turn', on: 'always' }],
    ['swsh45sv-SV070', 'Sand Attack', { rule: { kind: 'flip-before-attacking' }, target: 'defender', lasts: 'opponent-next-turn', on: 'always' }],
    ['bw3-6', 'Withdraw', { rule: { kind: 'prevent-damage' }, target: 'self', lasts: 'opponent-next-turn', on: 'heads' }],
    ['swsh6-76', 'Dig', { rule: { kind: 'prevent-damage-and-effects' }, target: 'self', lasts: 'opponent-next-turn', on: 'heads' }],
    ['bw9-31', 'Blizzard Burn', { rule: { kind: 'cannot-attack' }, target: 'self', lasts: 'own-next-turn', on: 'always' }],
    ['bw2-17', 'Sacred Sword', { rule: { kind: 'cannot-use-attack', attack: 'Sacred Sword' }, target: 'self', lasts: 'own-next-turn', on: 'always' }],
    ['rsv10pt5-44', 'Oceanic Gloom', { rule: { kind: 'no-item-cards' }, target: 'opponent', lasts: 'opponent-next-turn', on: 'always' }],
    ['bw5-40', 'Negative Ion', { rule: { kind: 'attacks-do-less-damage', amount: 30 }, target: 'defender', lasts: 'opponent-next-turn', on: 'always' }],
    ['me2pt5-50', 'Sheer Cold', { rule: { kind: 'cannot-attack' }, target: 'defender', lasts: 'opponent-next-turn', on: 'always' }],
    ['sm10-95', 'Hefty Cannon', { rule: { kind: 'cannot-attack' }, target: 'defender', lasts: 'opponent-next-turn', when: 'defender-basic', on: 'always' }],
    // The attackers a prevention filters are a Pokémon filter as every other text's (they were 'basic' / 'basic-non-colorless').
    ['cel25-7', 'Max Balloon', { rule: { kind: 'prevent-damage', from: { categories: ['Basic Pokémon'], types: [] } }, target: 'self', lasts: 'opponent-next-turn', on: 'always' }],
    ['me2pt5-179', 'Crown Opal', { rule: { kind: 'prevent-damage', from: { categories: ['Basic Pokémon'], types: [], exceptTypes: ['Colorless'] } }, target: 'self', lasts: 'opponent-next-turn', on: 'always' }],
    ['sv6pt5-9', 'Anachronism Repulsor', { rule: { kind: 'prevent-damage', from: { categories: ['Ancient Pokémon'], types: [] } }, target: 'self', lasts: 'opponent-next-turn', on: 'always' }],
    ['sv4-5', 'Arm Thrust Needle', { rule: { kind: 'prevent-damage', from: { categories: ['Pokémon with an Ability'], types: [], exceptNames: ['Simisage'] } }, target: 'self', lasts: 'opponent-next-turn', on: 'always' }],
    ['swsh4-102', 'Amazing Shield', { rule: { kind: 'prevent-damage', from: { categories: ['Pokémon VMAX'], types: [] } }, target: 'self', lasts: 'opponent-next-turn', on: 'always' }],
    ['sm6-86', 'Mist Guard', { rule: { kind: 'prevent-damage', from: { categories: [], types: ['Dragon'] } }, target: 'self', lasts: 'opponent-next-turn', on: 'always' }],
    ['swsh12-31', 'Gritty Claws', { rule: { kind: 'survives-knock-out', remaining: 10, fullHp: true }, target: 'self', lasts: 'opponent-next-turn', on: 'always' }],
    ['sm7-76', 'Bide', { rule: { kind: 'survives-knock-out', remaining: 10 }, target: 'self', lasts: 'opponent-next-turn', on: 'heads' }],
    ['pl4-40', 'Endure', { rule: { kind: 'survives-knock-out', remaining: 10 }, target: 'self', lasts: 'opponent-next-turn', on: 'heads' }],
    ['sv4-7', 'Crag Bash', { rule: { kind: 'takes-less-damage', amount: 100, from: { categories: ['Evolution Pokémon'], types: [] } }, target: 'self', lasts: 'opponent-next-turn', on: 'always' }],
    ['bw11-78', 'Echoed Voice', { rule: { kind: 'attacks-do-more-damage', amount: 50, attack: 'Echoed Voice' }, target: 'self', lasts: 'own-next-turn', on: 'always' }],
    ['sv5-99', 'Repulsor Axe', { rule: { kind: 'counters-on-attacker', counters: 8 }, target: 'self', lasts: 'opponent-next-turn', on: 'always' }],
    ['rsv10pt5-46', 'Harden', { rule: { kind: 'prevent-damage', upTo: 40 }, target: 'self', lasts: 'opponent-next-turn', on: 'always' }],
    ['bw2-49', 'Harden', { rule: { kind: 'prevent-damage', upTo: 40 }, target: 'self', lasts: 'opponent-next-turn', on: 'always' }],
    ['sm1-103', 'Work Up', { rule: { kind: 'attacks-do-more-damage', amount: 20 }, target: 'self', lasts: 'own-next-turn', on: 'always' }],
  ] as const)('%s %s', (id, name, expected) => {
    const attack = cardById(id).attacks.find((a) => a.name === name);
    if (!attack) throw new Error(`${id} has no ${name}`);
    const plan = parseAttack(attack);
    expect(plan.effects).toEqual([{ kind: 'lingering', ...expected }]);
    // Nothing is left for the players: the attack ends the turn at once.
    expect(plan.manual).toEqual([]);
  });
});

describe('read only as a whole sentence', () => {
  it('"If you played Janine from your hand during this turn, prevent all damage … from Basic Pokémon …" (Venomoth-GX sm10-12, Shinobi Mastery): its condition leaves it to the players', () => {
    const attack = cardById('sm10-12').attacks.find((a) => a.name === 'Shinobi Mastery');
    if (!attack) throw new Error('sm10-12 has no Shinobi Mastery');
    const plan = parseAttack(attack);
    expect(plan.effects.filter((e) => e.kind === 'lingering')).toEqual([]);
    expect(plan.manual.join(' ')).toContain('prevent all damage done to this Pokémon by attacks from Basic Pokémon');
  });
});

describe('the registry, for texts no pattern reads', () => {
  it('"Flip a coin. If heads, the Defending Pokémon can\'t attack or retreat during your opponent\'s next turn." (Bagon dp7-53, Scary Face): one coin, both rules', () => {
    const t = attackWith('sv', cardById('dp7-53'), 0, [energy.fire], snorlax);
    // One coin for the sentence, not one per rule.
    expect(t.state.prompts).toHaveLength(1);
    t.flip('heads');
    expect(t.active('p2').effects?.map((e) => e.rule.kind)).toEqual(['cannot-attack', 'cannot-retreat']);
    expect(t.state.turn).toMatchObject({ player: 'p2', number: 3 });
  });
});

describe('enforced by the rules they change', () => {
  it('"The Defending Pokémon can\'t attack during your opponent\'s next turn." (Cobalion bw3-84, Iron Breaker): for that turn only', () => {
    const t = attackWith('xy', cardById('bw3-84'), 1, [energy.metal, energy.metal, energy.metal], snorlax);
    expect(t.active('p2').effects).toEqual([{ rule: { kind: 'cannot-attack' }, until: 3, source: { pokemon: 'p1-active', name: 'Iron Breaker' } }]);
    energize(t, 'p2', 'p2-active', energy.fire, energy.fire, energy.fire, energy.fire);
    expect(t.refuse({ type: 'Attack', player: 'p2', attack: 1 })).toMatchObject({ code: 'cannot-attack-effect', ref: { section: 'FULL DETAILS OF ATTACKING' } });
    t.do({ type: 'EndTurn', player: 'p2' });
    // The effect ended as p2's turn ended.
    expect(t.active('p2').effects).toBeUndefined();
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do({ type: 'Attack', player: 'p2', attack: 1 });
    expect(t.active('p1').damage).toBe(70);
  });

  it('"The Defending Pokémon can\'t retreat during your opponent\'s next turn." (Dewpider sm6-32, Spider Web); evolving ends it', () => {
    const t = attackWith('sv', cardById('sm6-32'), 1, [energy.water], chespin, { defenderBench: [froakie] });
    energize(t, 'p2', 'p2-active', energy.grass, energy.grass);
    expect(t.refuse({ type: 'Retreat', player: 'p2', to: 'p2-bench0', discard: [] })).toMatchObject({ code: 'cannot-retreat-effect', ref: { section: 'Angreifen im Detail' } });
    // 000 "Entfernen Spezieller Zustände" / the glossary: an evolved Pokémon is a new one for the effects on it.
    t.do({ type: 'Evolve', player: 'p2', card: cardById('xy0-4'), target: 'p2-active' });
    expect(t.active('p2').effects).toBeUndefined();
    const paid = t.active('p2').attached.map((c) => c.uid);
    t.do({ type: 'Retreat', player: 'p2', to: 'p2-bench0', discard: paid });
    expect(t.active('p2').id).toBe('p2-bench0');
  });

  it('Spider Web ends when the Pokémon moves to the Bench (a Switch), and does not come back with it', () => {
    const t = attackWith('sv', cardById('sm6-32'), 1, [energy.water], chespin, { defenderBench: [froakie] });
    t.do({ type: 'Adjust', player: 'p2', reason: 'Switch', action: { kind: 'switch', player: 'p2', target: 'p2-bench0' } });
    expect(t.bench('p2', 0)).toMatchObject({ id: 'p2-active' });
    expect(t.bench('p2', 0).effects).toBeUndefined();
    t.do({ type: 'Adjust', player: 'p2', reason: 'Switch again', action: { kind: 'switch', player: 'p2', target: 'p2-active' } });
    energize(t, 'p2', 'p2-active', energy.grass);
    t.do({ type: 'Retreat', player: 'p2', to: 'p2-bench0', discard: t.active('p2').attached.map((c) => c.uid) });
  });

  it('"this Pokémon takes 30 less damage from attacks (after applying Weakness and Resistance)" (Heatran sm6-13, Guard Press): damage step 5', () => {
    const t = attackWith('sv', cardById('sm6-13'), 0, [energy.fire, energy.fire], froakie);
    energize(t, 'p2', 'p2-active', energy.water, energy.water);
    const events = t.do({ type: 'Attack', player: 'p2', attack: 1 });
    // Water Drip 20, ×2 for Heatran's Weakness = 40, then 30 less = 10 (000 "Angreifen im Detail" 3 and 5).
    expect(events.find((e) => e.type === 'DamageDealt' && e.target === 'p1-active')).toMatchObject({ amount: 10, steps: { afterWeakness: 40, afterDefenderEffects: 10 } });
  });

  it('"… if this Pokémon is damaged by an attack (even if it is Knocked Out), put 8 damage counters on the Attacking Pokémon." (Iron Boulder ex sv5-99, Repulsor Axe)', () => {
    const t = attackWith('sv', cardById('sv5-99'), 0, [energy.fighting, energy.fighting], snorlax, { defenderBench: [froakie] });
    // Repulsor Axe 60, ×2 for Snorlax's Weakness to Fighting: 120 Knocks it Out; Froakie comes up.
    t.do({ type: 'PromoteActive', player: 'p2', target: 'p2-bench0' });
    energize(t, 'p2', 'p2-bench0', energy.water);
    const events = t.do({ type: 'Attack', player: 'p2', attack: 0 });
    // Pound 10 on Iron Boulder ex, then 8 counters on Froakie (60 HP): Knocked Out by the counters.
    expect(damageTo(events, 'p1-active')).toBe(10);
    expect(damageTo(events, 'p2-bench0')).toBe(80);
    expect(events).toContainEqual(expect.objectContaining({ type: 'PokemonKnockedOut', pokemon: 'p2-bench0' }));
  });

  it('"prevent all damage done to this Pokémon by attacks if that damage is 40 or less" (Roggenrola rsv10pt5-46, Harden): the damage after every step decides', () => {
    const small = attackWith('sv', cardById('rsv10pt5-46'), 0, [energy.fighting], froakie);
    energize(small, 'p2', 'p2-active', energy.water, energy.water);
    expect(damageTo(small.do({ type: 'Attack', player: 'p2', attack: 1 }), 'p1-active')).toBe(0);
    const big = attackWith('sv', cardById('rsv10pt5-46'), 0, [energy.fighting], snorlax);
    energize(big, 'p2', 'p2-active', energy.fire, energy.fire, energy.fire, energy.fire);
    expect(damageTo(big.do({ type: 'Attack', player: 'p2', attack: 1 }), 'p1-active')).toBe(70);
  });

  it('"any damage done by attacks from the Defending Pokémon is reduced by 30 (before applying Weakness and Resistance)" (Minun bw5-40, Negative Ion): damage step 2', () => {
    const t = attackWith('sv', cardById('bw5-40'), 0, [energy.lightning], snorlax);
    energize(t, 'p2', 'p2-active', energy.fire, energy.fire, energy.fire, energy.fire);
    const events = t.do({ type: 'Attack', player: 'p2', attack: 1 });
    // Strength 70 - 30 = 40; Minun is weak to Fighting, not to Colorless.
    expect(events.find((e) => e.type === 'DamageDealt' && e.target === 'p1-active')).toMatchObject({ amount: 40, steps: { base: 70, afterAttackerEffects: 40 } });
  });

  it('"If the Defending Pokémon tries to attack …, your opponent flips a coin. If tails, that attack does nothing." (Sandshrew base1-62): 000 "Angreifen im Detail" b, before Confusion (c)', () => {
    const t = attackWith('sv', cardById('base1-62'), 0, [energy.fighting], cardById('xy0-28'));
    t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'scenario', action: { kind: 'set-condition', target: 'p2-active', condition: 'Confused' } });
    energize(t, 'p2', 'p2-active', energy.fire, energy.fire);
    t.do({ type: 'Attack', player: 'p2', attack: 0 });
    expect(t.pendingFlip()).toMatch(/effect of your opponent's last attack/);
    const events = t.flip('tails');
    expect(events).toContainEqual({ type: 'AttackFailed', player: 'p2', reason: 'lingering-effect' });
    // No Confusion coin, no damage, and the turn is over.
    expect(events.filter((e) => e.type === 'CoinFlipRequested')).toHaveLength(0);
    expect(damageTo(events, 'p1-active')).toBe(0);
    expect(t.state.turn).toMatchObject({ player: 'p1', number: 4 });
  });

  it('002 "FULL DETAILS OF ATTACKING" C-E: in XY the attack\'s own coin first, then the effect\'s, then Confusion', () => {
    const t = attackWith('xy', cardById('base1-62'), 0, [energy.fighting], cardById('xy0-28'));
    t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'scenario', action: { kind: 'set-condition', target: 'p2-active', condition: 'Confused' } });
    energize(t, 'p2', 'p2-active', energy.fire, energy.fire);
    t.do({ type: 'Attack', player: 'p2', attack: 0 });
    expect(t.pendingFlip()).toMatch(/Jump On: heads, 20 more damage/);
    t.flip('tails');
    expect(t.pendingFlip()).toMatch(/effect of your opponent's last attack/);
    t.flip('heads');
    expect(t.pendingFlip()).toMatch(/^Confused/);
    t.flip('heads');
    // Jump On 20 on Sandshrew (no Weakness to Colorless).
    expect(t.active('p1').damage).toBe(20);
  });

  it('"Flip a coin. If heads, prevent all damage done to this Pokémon by attacks during your opponent\'s next turn." (Dwebble bw3-6, Withdraw)', () => {
    const heads = attackWith('sv', cardById('bw3-6'), 0, [energy.grass], froakie, { flips: ['heads'] });
    energize(heads, 'p2', 'p2-active', energy.water, energy.water);
    const events = heads.do({ type: 'Attack', player: 'p2', attack: 1 });
    expect(damageTo(events, 'p1-active')).toBe(0);
    expect(events).toContainEqual(expect.objectContaining({ type: 'RuleApplied', rule: 'lingering-effect' }));
    const tails = attackWith('sv', cardById('bw3-6'), 0, [energy.grass], froakie, { flips: ['tails'] });
    expect(tails.active('p1').effects).toBeUndefined();
  });

  it('"If heads, … prevent all damage from and effects of attacks done to this Pokémon." (Diglett swsh6-76, Dig): no Special Conditions either', () => {
    const t = attackWith('sv', cardById('swsh6-76'), 0, [energy.fighting], cardById('sm7-7'), { flips: ['heads'] });
    energize(t, 'p2', 'p2-active', energy.grass);
    t.do({ type: 'Attack', player: 'p2', attack: 0 });
    expect(t.active('p1')).toMatchObject({ poisoned: false, rotation: null });
  });

  it('"This Pokémon can\'t attack during your next turn." (Kyurem bw9-31, Blizzard Burn): the attacker\'s own next turn, not the opponent\'s', () => {
    const t = attackWith('sv', cardById('bw9-31'), 1, [energy.water, energy.water, energy.water], cardById('sv2-127'));
    expect(t.active('p1').effects).toEqual([expect.objectContaining({ until: 4 })]);
    t.do({ type: 'EndTurn', player: 'p2' });
    // Turn 4, p1's next turn: no attack at all.
    expect(t.refuse({ type: 'Attack', player: 'p1', attack: 0 }).code).toBe('cannot-attack-effect');
    t.do({ type: 'EndTurn', player: 'p1' });
    expect(t.active('p1').effects).toBeUndefined();
    t.do({ type: 'EndTurn', player: 'p2' });
    t.do({ type: 'Attack', player: 'p1', attack: 1 });
    expect(t.state.result).toEqual({ winner: 'p1', reasons: ['no-pokemon-in-play'] });
  });

  it('"This Pokémon can\'t use Sacred Sword during your next turn." (Virizion bw2-17): its other attack still can', () => {
    const t = attackWith('sv', cardById('bw2-17'), 1, [energy.grass, energy.grass, energy.grass], snorlax);
    t.do({ type: 'EndTurn', player: 'p2' });
    expect(t.refuse({ type: 'Attack', player: 'p1', attack: 1 }).code).toBe('cannot-use-attack-effect');
    t.do({ type: 'Attack', player: 'p1', attack: 0 });
  });

  it('"During your opponent\'s next turn, they can\'t play any Item cards from their hand." (Frillish rsv10pt5-44, Oceanic Gloom): on the player', () => {
    const t = attackWith('sv', cardById('rsv10pt5-44'), 0, [energy.psychic], chespin);
    expect(t.state.players.p2.effects).toEqual([expect.objectContaining({ rule: { kind: 'no-item-cards' }, until: 3 })]);
    const potion = cardById('sv1-188');
    expect(t.refuse({ type: 'PlayTrainer', player: 'p2', card: potion })).toMatchObject({ code: 'item-lock' });
    // A Supporter is no Item card.
    t.do({ type: 'EndTurn', player: 'p2' });
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do({ type: 'PlayTrainer', player: 'p2', card: potion });
  });
});

describe('enforced by the rules they change: damage from the attacker\'s side', () => {
  it('"During your next turn, this Pokémon\'s attacks do 20 more damage … (before applying Weakness and Resistance)." (Lillipup sm1-103, Work Up): step 2 of its next attack', () => {
    const t = attackWith('sv', cardById('sm1-103'), 0, [energy.fire], cardById('sv2-127'));
    t.do({ type: 'EndTurn', player: 'p2' });
    energize(t, 'p1', 'p1-active', energy.fire);
    const events = t.do({ type: 'Attack', player: 'p1', attack: 1 });
    expect(events.find((e) => e.type === 'DamageDealt' && e.target === 'p2-active')).toMatchObject({ amount: 40, steps: { base: 20, afterAttackerEffects: 40 } });
  });

  it('"prevent all damage done to this Pokémon by attacks from Basic non-Colorless Pokémon" (Terapagos ex me2pt5-179, Crown Opal): a Colorless Basic still does damage', () => {
    const crownOpal = (defender: CardDef): Table => {
      const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: cardById('me2pt5-179') }, p2: { active: defender } });
      t.do({ type: 'EndTurn', player: 'p2' });
      energize(t, 'p1', 'p1-active', energy.grass, energy.water, energy.lightning);
      // The players enter 100 less (a step 5 effect) so the Defending Pokémon stays in play.
      t.do({ type: 'Attack', player: 'p1', attack: 1, defenderReduction: 100 });
      return t;
    };
    // Ting-Lu ex, a Fighting Basic: Land Scoop's damage is prevented.
    const tingLu = crownOpal(cardById('sv2-127'));
    energize(tingLu, 'p2', 'p2-active', energy.fighting, energy.fighting, energy.fighting);
    expect(damageTo(tingLu.do({ type: 'Attack', player: 'p2', attack: 0 }), 'p1-active')).toBe(0);
    // Snorlax, a Colorless Basic: Strength does its 70.
    const colorless = crownOpal(snorlax);
    energize(colorless, 'p2', 'p2-active', energy.fire, energy.fire, energy.fire, energy.fire);
    expect(damageTo(colorless.do({ type: 'Attack', player: 'p2', attack: 1 }), 'p1-active')).toBe(70);
  });

  it('"prevent all damage done to this Pokémon by attacks from Ancient Pokémon" (Iron Moth sv6pt5-9, Anachronism Repulsor): only an Ancient attacker\'s damage', () => {
    const repulsor = (defender: CardDef): Table => {
      const t = attackWith('sv', cardById('sv6pt5-9'), 1, [energy.fire, energy.fire, energy.fire], defender);
      energize(t, 'p2', 'p2-active', energy.fire, energy.fire, energy.fire, energy.fire);
      return t;
    };
    // Gouging Fire (sv8-38), an Ancient Pokémon, 130 HP: 120 leaves it standing; its Lunge Out does nothing to Iron Moth.
    const ancient = repulsor(cardById('sv8-38'));
    expect(ancient.active('p1').effects).toEqual([expect.objectContaining({ rule: expect.objectContaining({ kind: 'prevent-damage' }) })]);
    const events = ancient.do({ type: 'Attack', player: 'p2', attack: 0 });
    expect(damageTo(events, 'p1-active')).toBe(0);
    expect(events).toContainEqual(expect.objectContaining({ type: 'RuleApplied', rule: 'lingering-effect' }));
    // Snorlax (xy0-26), not an Ancient Pokémon: its Strength does its 70 (the players enter 10 less for Iron Moth's 120, Snorlax's HP).
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: cardById('sv6pt5-9') }, p2: { active: snorlax } });
    t.do({ type: 'EndTurn', player: 'p2' });
    energize(t, 'p1', 'p1-active', energy.fire, energy.fire, energy.fire);
    t.do({ type: 'Attack', player: 'p1', attack: 1, defenderReduction: 10 });
    energize(t, 'p2', 'p2-active', energy.fire, energy.fire, energy.fire, energy.fire);
    expect(damageTo(t.do({ type: 'Attack', player: 'p2', attack: 1 }), 'p1-active')).toBe(70);
  });

  it('"this Pokémon takes 100 less damage from attacks from Evolution Pokémon (after applying Weakness and Resistance)" (Crustle sv4-7, Crag Bash): a Basic attacker\'s damage is whole', () => {
    /** Dwebble evolves into Crustle and uses Crag Bash on Chespin (the players enter 100 less so it stays), evolved into Quilladin or not. */
    const cragBash = (evolved: boolean): Table => {
      const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: cardById('sv4-6') }, p2: { active: chespin } });
      t.do({ type: 'EndTurn', player: 'p2' });
      t.do({ type: 'EndTurn', player: 'p1' });
      if (evolved) t.do({ type: 'Evolve', player: 'p2', card: cardById('xy0-4'), target: 'p2-active' });
      t.do({ type: 'EndTurn', player: 'p2' });
      t.do({ type: 'Evolve', player: 'p1', card: cardById('sv4-7'), target: 'p1-active' });
      energize(t, 'p1', 'p1-active', energy.grass, energy.grass, energy.grass);
      t.do({ type: 'Attack', player: 'p1', attack: 1, defenderReduction: 100 });
      energize(t, 'p2', 'p2-active', energy.grass, energy.grass);
      return t;
    };
    // Quilladin's Leech Seed 20, 100 less: none. Chespin's Seed Bomb 20: all of it.
    expect(damageTo(cragBash(true).do({ type: 'Attack', player: 'p2', attack: 0 }), 'p1-active')).toBe(0);
    expect(damageTo(cragBash(false).do({ type: 'Attack', player: 'p2', attack: 1 }), 'p1-active')).toBe(20);
  });

  it('"Flip a coin. If heads, if this Pokémon would be Knocked Out by damage from an attack during your opponent\'s next turn, it is not Knocked Out, and its remaining HP becomes 10." (Phanpy sm7-72, Endure)', () => {
    /** Phanpy (70 HP, Weakness Grass) endures; Chespin's Seed Bomb then does 40 to it with 50 damage on it already. */
    const endure = (face: 'heads' | 'tails'): GameEvent[] => {
      const t = attackWith('sv', cardById('sm7-72'), 1, [energy.fighting], chespin, { flips: [face] });
      t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'scenario', action: { kind: 'put-damage-counters', target: 'p1-active', counters: 5 } });
      energize(t, 'p2', 'p2-active', energy.grass, energy.grass);
      return t.do({ type: 'Attack', player: 'p2', attack: 1 });
    };
    // 000 "Angreifen im Detail" f: the damage is placed as 10 HP are left, so the Knock Out check finds Phanpy standing.
    const heads = endure('heads');
    expect(damageTo(heads, 'p1-active')).toBe(10);
    expect(heads.some((e) => e.type === 'PokemonKnockedOut')).toBe(false);
    const tails = endure('tails');
    expect(damageTo(tails, 'p1-active')).toBe(40);
    expect(tails).toContainEqual(expect.objectContaining({ type: 'PokemonKnockedOut', pokemon: 'p1-active' }));
  });

  it('"… prevent all damage done to each of your Future Pokémon by attacks from Pokémon ex. If this Pokémon is no longer your Active Pokémon, this effect ends." (Miraidon sv8-69, C.O.D.E.: Protect)', () => {
    const miraidon = cardById('sv8-69'); // Basic Future Pokémon, 120 HP
    /** Miraidon uses C.O.D.E.: Protect on p2's `attacker`, which then has `cost` attached for its first attack. */
    const protect = (attacker: CardDef, cost: CardDef[]): Table => {
      const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: miraidon, bench: [miraidon, cardById('sv1-66')] }, p2: { active: attacker } });
      t.do({ type: 'EndTurn', player: 'p2' });
      energize(t, 'p1', 'p1-active', energy.lightning, energy.lightning);
      t.do({ type: 'Attack', player: 'p1', attack: 0 });
      energize(t, 'p2', 'p2-active', ...cost);
      return t;
    };
    const pikachuEx = cardById('sv2-63'); // Basic Pokémon ex: Pika Punch [C] 30
    const ex = protect(pikachuEx, [energy.lightning]);
    expect(ex.state.players.p1.effects).toEqual([expect.objectContaining({ rule: expect.objectContaining({ kind: 'prevent-damage', whileActive: true }) })]);
    expect(damageTo(ex.do({ type: 'Attack', player: 'p2', attack: 0 }), 'p1-active')).toBe(0);
    // Mareep, not a Pokémon ex: its Static Shock does its 10.
    expect(damageTo(protect(cardById('sv1-66'), [energy.lightning]).do({ type: 'Attack', player: 'p2', attack: 0 }), 'p1-active')).toBe(10);
    // Switched out of the Active Spot (Boss's Orders), Miraidon's effect has ended: the other Miraidon, Future too, takes the 30.
    const switched = protect(pikachuEx, [energy.lightning]);
    switched.do({ type: 'Adjust', player: 'p2', reason: "Boss's Orders", action: { kind: 'switch', player: 'p1', target: 'p1-bench0' } });
    expect(damageTo(switched.do({ type: 'Attack', player: 'p2', attack: 0 }), 'p1-bench0')).toBe(30);
    // Ended for good (000 "E) Ziehe dein Aktives Pokémon zurück": "Wenn dein Aktives Pokémon auf deine Bank kommt …, verlieren
    // … jegliche Effekte von Attacken ihre Wirkung"): switched out and back in the same turn, Miraidon takes the 30.
    const back = protect(pikachuEx, [energy.lightning]);
    back.do({ type: 'Adjust', player: 'p2', reason: "Boss's Orders", action: { kind: 'switch', player: 'p1', target: 'p1-bench0' } });
    back.do({ type: 'Adjust', player: 'p2', reason: "Boss's Orders", action: { kind: 'switch', player: 'p1', target: 'p1-active' } });
    expect(back.state.players.p1.effects).toBeUndefined();
    expect(damageTo(back.do({ type: 'Attack', player: 'p2', attack: 0 }), 'p1-active')).toBe(30);
    expect(replay(back.log)).toEqual(back.state);
  });

  it('"If the Defending Pokémon is a Basic Pokémon, it can\'t attack …" (Spiritomb sm5-53, Terrify): nothing on an Evolution Pokémon', () => {
    const basic = attackWith('sv', cardById('sm5-53'), 1, [energy.psychic], snorlax);
    expect(basic.active('p2').effects).toEqual([expect.objectContaining({ rule: { kind: 'cannot-attack' } })]);
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: cardById('sm5-53') }, p2: { active: chespin } });
    t.do({ type: 'EndTurn', player: 'p2' });
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do({ type: 'Evolve', player: 'p2', card: cardById('xy0-4'), target: 'p2-active' });
    t.do({ type: 'EndTurn', player: 'p2' });
    energize(t, 'p1', 'p1-active', energy.psychic);
    t.do({ type: 'Attack', player: 'p1', attack: 1 });
    expect(t.active('p2').effects).toBeUndefined();
  });
});

describe('Abilities whose effect lasts', () => {
  it('"… you may prevent all damage from and effects of attacks from your opponent\'s Pokémon done to this Pokémon until the end of your opponent\'s next turn." (Espathra sv4-81, Stance)', () => {
    const t = quickStart({ profile: 'sv', p1: { active: cardById('sv4-79') }, p2: { active: cardById('sm7-7') } });
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do({ type: 'EndTurn', player: 'p2' });
    t.do({ type: 'Evolve', player: 'p1', card: cardById('sv4-81'), target: 'p1-active' });
    const used = t.do({ type: 'UseAbility', player: 'p1', pokemon: 'p1-active', ability: 0 });
    // Executed, so not handed to the players.
    expect(used.map((e) => e.type)).toEqual(['AbilityUsed', 'LingeringEffectAdded']);
    t.do({ type: 'EndTurn', player: 'p1' });
    energize(t, 'p2', 'p2-active', energy.grass);
    t.do({ type: 'Attack', player: 'p2', attack: 0 });
    // Treecko's Sleep Poison: no Special Condition on Espathra.
    expect(t.active('p1')).toMatchObject({ poisoned: false, rotation: null });
  });

  it('"… prevent all damage done to this Mimikyu V by attacks from your opponent\'s Pokémon …" (Mimikyu V swsh9-68, Dummy Doll): on the Bench too', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: chespin }, p2: { active: cardById('sv2-53') } });
    t.do({ type: 'EndTurn', player: 'p2' });
    t.do({ type: 'PlayToBench', player: 'p1', card: cardById('swsh9-68'), uid: 'mimikyu' });
    t.do({ type: 'PlayToBench', player: 'p1', card: froakie, uid: 'froakie' });
    t.do({ type: 'UseAbility', player: 'p1', pokemon: 'mimikyu', ability: 0 });
    t.do({ type: 'EndTurn', player: 'p1' });
    energize(t, 'p2', 'p2-active', energy.water, energy.water);
    const events = t.do({ type: 'Attack', player: 'p2', attack: 0 });
    // Avalanche: 10 to each Benched Pokémon, none to Mimikyu V.
    expect(damageTo(events, 'froakie')).toBe(10);
    expect(damageTo(events, 'mimikyu')).toBe(0);
  });
});

describe('replay', () => {
  it('a Crown Opal logged by an older hub, its attackers as the words "basic-non-colorless", replays and still prevents a Fighting Basic\'s damage', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: cardById('me2pt5-179') }, p2: { active: cardById('sv2-127') } });
    t.do({ type: 'EndTurn', player: 'p2' });
    energize(t, 'p1', 'p1-active', energy.grass, energy.water, energy.lightning);
    t.do({ type: 'Attack', player: 'p1', attack: 1, defenderReduction: 100 });
    const logged = JSON.parse(JSON.stringify(t.log), (key, value) =>
      key === 'from' && value !== null && typeof value === 'object' && Array.isArray(value.categories) ? 'basic-non-colorless' : value,
    ) as GameEvent[];
    expect(JSON.stringify(logged)).toContain('"from":"basic-non-colorless"');
    const resumed = quickStart({ profile: 'sv', p1: { active: snorlax }, p2: { active: snorlax } });
    resumed.state = replay(logged);
    energize(resumed, 'p2', 'p2-active', energy.fighting, energy.fighting, energy.fighting);
    expect(damageTo(resumed.do({ type: 'Attack', player: 'p2', attack: 0 }), 'p1-active')).toBe(0);
  });

  const LINGERING: readonly { readonly card: string; readonly cost: readonly (keyof typeof energy)[] }[] = [
    { card: 'bw3-84', cost: ['metal', 'metal', 'metal'] },
    { card: 'sm6-32', cost: ['water'] },
    { card: 'sm6-13', cost: ['fire', 'fire', 'fire'] },
    { card: 'base1-62', cost: ['fighting'] },
    { card: 'bw3-6', cost: ['grass', 'grass'] },
    { card: 'bw9-31', cost: ['water', 'water', 'water'] },
    { card: 'rsv10pt5-44', cost: ['psychic'] },
    { card: 'bw5-40', cost: ['lightning'] },
  ];

  it('property: the log replays to the live state at every point, with lasting effects in play', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LINGERING),
        fc.constantFrom(...LINGERING),
        fc.constantFrom<ProfileId>('sv', 'xy'),
        fc.array(fc.nat({ max: 1 << 20 }), { minLength: 10, maxLength: 80 }),
        (mine, theirs, profile, choices) => {
          const t = quickStart({ profile, first: 'p2', p1: { active: cardById(mine.card), bench: [chespin] }, p2: { active: cardById(theirs.card), bench: [froakie] } });
          energize(t, 'p2', 'p2-active', ...theirs.cost.map((k) => energy[k]));
          t.do({ type: 'EndTurn', player: 'p2' });
          energize(t, 'p1', 'p1-active', ...mine.cost.map((k) => energy[k]));
          const lingering = attacksOf(t.active('p1')).findIndex((a) => parseAttack(a).effects.some((e) => e.kind === 'lingering'));
          t.do({ type: 'Attack', player: 'p1', attack: lingering });
          const holding = (): boolean => [t.state.players.p1, t.state.players.p2].some((p) => p.effects || p.active?.effects);
          let heldEffect = holding();
          for (const choice of choices) {
            if (t.state.stage === 'finished') break;
            const next = candidates(t.state, choice).find((c: Command) => decide(t.state, c).ok);
            if (!next) break;
            t.do(next);
            heldEffect ||= holding();
            expect(replay(t.log)).toEqual(t.state);
          }
          // The first attack made its effect (Withdraw only on heads), and it was in the state while the game went on.
          expect(t.log.some((e) => e.type === 'LingeringEffectAdded') || mine.card === 'bw3-6').toBe(true);
          return heldEffect || mine.card === 'bw3-6' || t.log.some((e) => e.type === 'PokemonKnockedOut');
        },
      ),
      { numRuns: 40 },
    );
    // It replays the whole log after every command: about 5 s on a loaded machine, the default limit.
  }, 20_000);
});

/**
 * Items and Supporters whose effect lasts through the opponent's next turn, kept on their player and read in damage step
 * 5 (000 "Angreifen im Detail" 5: "Berechne die Schadenseffekte von Trainer- oder Energiekarten … auf dem Aktiven Pokémon
 * deines Gegners"): "During your opponent's next turn, all of your [Metal] Pokémon take 30 less damage from attacks from
 * your opponent's Pokémon (after applying Weakness and Resistance). (This includes new Pokémon that come into play.)"
 */
describe('lasting effects of Trainer cards', () => {
  const jasminesGaze = cardById('sv8-178'); // Supporter
  const ironDefender = cardById('me1-118'); // Item: "all of your Metal Pokémon"
  const pikachuEx = cardById('sv2-63'); // Basic Lightning Pokémon ex, 190 HP, Weakness Fighting ×2
  const varoom = cardById('sv1-141'); // Basic Metal, 80 HP

  /** p1 plays `trainer` on its first turn and passes; p2's `attacker` then uses its `attack` with `cost` attached. */
  function after(trainer: CardDef, defender: CardDef, attacker: CardDef, attack: number, cost: CardDef[]): { t: Table; events: GameEvent[] } {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: defender }, p2: { active: attacker } });
    t.do({ type: 'EndTurn', player: 'p2' });
    t.do({ type: 'PlayTrainer', player: 'p1', card: trainer });
    t.do({ type: 'EndTurn', player: 'p1' });
    energize(t, 'p2', 'p2-active', ...cost);
    return { t, events: t.do({ type: 'Attack', player: 'p2', attack }) };
  }

  it('Jasmine\'s Gaze: Klawf\'s Hammer In, 100 ×2 for Weakness, does 30 less to Pikachu ex; the effect ends with that turn', () => {
    const { t, events } = after(jasminesGaze, pikachuEx, cardById('sv9-90'), 1, [energy.fighting, energy.fighting, energy.fighting]);
    expect(events.find((e) => e.type === 'DamageDealt' && e.target === 'p1-active')).toMatchObject({ amount: 170, steps: { afterWeakness: 200, afterDefenderEffects: 170 } });
    expect(t.state.players.p1.effects).toBeUndefined();
  });

  it('Iron Defender: only a Metal Pokémon takes 30 less (Mareep\'s Static Shock, 10, does none to Varoom and 10 to Pikachu ex)', () => {
    const mareep = cardById('sv1-66');
    expect(damageTo(after(ironDefender, varoom, mareep, 0, [energy.lightning]).events, 'p1-active')).toBe(0);
    expect(damageTo(after(ironDefender, pikachuEx, mareep, 0, [energy.lightning]).events, 'p1-active')).toBe(10);
  });

  it('both are read from the text as executed', () => {
    for (const card of [jasminesGaze, ironDefender]) expect(textCoverage(card).handedToPlayers).toEqual([]);
  });
});
