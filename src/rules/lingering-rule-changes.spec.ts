import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { parseAttack } from './attack-text.js';
import type { CardDef } from './card.js';
import { attackCost, retreatCost, weaknessesOf } from './continuous-effects.js';
import type { GameEvent } from './event.js';
import type { Seat } from './state.js';
import { quickStart, type Table } from './testing/table.js';

/**
 * Attack effects that last into the next turn and change a rule the engine already applies: an attack's cost and the
 * Retreat Cost (000 "Zugabfolge" E and "Angreifen im Detail" a: the Energy the cost asks for), damage step 5 (000
 * "Angreifen im Detail" f, step 5: "Berechne die Schadenseffekte … auf dem Aktiven Pokémon deines Gegners"), Weakness
 * (step 3) and an attack's effects. They end with the turn the text names, or as the Pokémon leaves the Active Spot
 * (000 "E) Ziehe dein Aktives Pokémon zurück": "verlieren … jegliche Effekte von Attacken ihre Wirkung").
 */

const energy = { grass: cardById('sve-1'), fighting: cardById('sve-6'), water: cardById('sve-3'), lightning: cardById('sve-4'), metal: cardById('sve-8'), darkness: cardById('sve-7') };
const snorlax = cardById('xy0-26'); // Basic Colorless, 130 HP, Weakness Fighting, Retreat Cost 4
const luvdisc = cardById('sv2-47'); // second attack "Water Pulse" [W] 20: "Your opponent's Active Pokémon is now Asleep."
const greatTusk = cardById('sv1-123'); // Basic Fighting ex, 250 HP, "Bedrock Breaker" [F] 40

function attach(t: Table, seat: Seat, target: string, ...cards: CardDef[]): void {
  for (const card of cards) t.do({ type: 'AttachEnergy', player: seat, card, target, from: 'deck', source: { kind: 'effect', card: 'scenario' } });
}

const damageTo = (events: readonly GameEvent[], target: string): number =>
  events.reduce((n, e) => (e.type === 'DamageDealt' && e.target === target ? n + e.amount : n), 0);

/** p2 goes first and passes; on turn 2 p1's Basic attacker uses `attack` against p2's Active Pokémon; then it is p2's turn 3. */
function attackWith(attacker: CardDef, attack: number, cost: readonly CardDef[], defender: CardDef = snorlax): Table {
  const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: attacker }, p2: { active: defender, bench: [luvdisc] } });
  t.do({ type: 'EndTurn', player: 'p2' });
  attach(t, 'p1', 'p1-active', ...cost);
  t.do({ type: 'Attack', player: 'p1', attack });
  return t;
}

/** As `attackWith`, with a Stage 1 evolved from `basic` on p1's second turn (turn 4: no evolving on a player's first turn). */
function attackWithEvolved(basic: CardDef, stage1: CardDef, attack: number, cost: readonly CardDef[], defender: CardDef): Table {
  const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: basic }, p2: { active: defender, bench: [snorlax] } });
  for (const seat of ['p2', 'p1', 'p2'] as const) t.do({ type: 'EndTurn', player: seat });
  t.do({ type: 'Evolve', player: 'p1', card: stage1, target: 'p1-active' });
  attach(t, 'p1', 'p1-active', ...cost);
  t.do({ type: 'Attack', player: 'p1', attack });
  return t;
}

describe('read from the attack text', () => {
  it.each([
    ['sv3pt5-89', 'Sticky Jail', [{ kind: 'attack-cost-more', colorless: 1 }, { kind: 'retreat-cost-more', colorless: 1 }]],
    ['sv6-16', 'Drum Beating', [{ kind: 'attack-cost-more', colorless: 1 }, { kind: 'retreat-cost-more', colorless: 1 }]],
    ['sv4-18', 'Binding Greed', [{ kind: 'attack-cost-more', colorless: 2 }]],
    ['sv2-24', 'Dead Wood Detention', [{ kind: 'attack-cost-more', colorless: 2 }]],
    ['sv3pt5-88', 'Gummy Press', [{ kind: 'retreat-cost-more', colorless: 1 }]],
    ['sv4-34', 'Smokescreen Shot', [{ kind: 'flip-before-attacking' }]],
    ['me1-69', 'Sand Attack', [{ kind: 'flip-before-attacking' }]],
    ['sv8-105', 'Screech', [{ kind: 'takes-more-damage', amount: 50 }]],
    ['me2pt5-62', 'Pouncing Trap', [{ kind: 'cannot-retreat' }, { kind: 'takes-more-damage', amount: 100 }]],
    ['sv3pt5-76', 'Dynamic Roll', [{ kind: 'attacks-do-more-damage', amount: 120 }]],
    ['sv6-76', 'Wind Power Charge', [{ kind: 'attacks-do-more-damage', amount: 120 }]],
    ['sv8-130', 'Metal Defender', [{ kind: 'no-weakness' }]],
    ['sv3-145', 'Oracle Press', [{ kind: 'prevent-effects' }]],
    ['sv4-140', 'Light Pulse', [{ kind: 'prevent-effects' }]],
    // Its text has a no-break space ("30 less damage (before\u00a0applying …"): read as a space.
    ['sv1-93', 'Moonblast', [{ kind: 'attacks-do-less-damage', amount: 30 }]],
  ] as const)('%s %s', (id, name, rules) => {
    const attack = cardById(id).attacks.find((a) => a.name === name);
    if (!attack) throw new Error(`${id} has no ${name}`);
    const plan = parseAttack(attack);
    expect(plan.effects.map((e) => (e.kind === 'lingering' ? e.rule : e))).toEqual(rules);
    expect(plan.manual).toEqual([]);
  });

  it('Roost (sv10-141): "During your next turn, this Pokémon can\'t retreat." is the attacker\'s own, for its next turn', () => {
    const attack = cardById('sv10-141').attacks.find((a) => a.name === 'Roost');
    expect(parseAttack(attack!).effects).toContainEqual({ kind: 'lingering', rule: { kind: 'cannot-retreat' }, target: 'self', lasts: 'own-next-turn', on: 'always' });
  });
});

describe('enforced by the rule they change', () => {
  it('Grimer "Gummy Press": during p2\'s next turn the Defending Pokémon\'s Retreat Cost is one Colorless more, then as printed', () => {
    const t = attackWith(cardById('sv3pt5-88'), 0, [energy.darkness]);
    expect(retreatCost(t.state, t.active('p2'))).toBe(5);
    attach(t, 'p2', 'p2-active', energy.water, energy.water, energy.water, energy.water);
    expect(t.refuse({ type: 'Retreat', player: 'p2', to: 'p2-bench0', discard: t.active('p2').attached.map((c) => c.uid) }).code).toBe('retreat-cost-unpaid');
    t.do({ type: 'EndTurn', player: 'p2' });
    expect(retreatCost(t.state, t.active('p2'))).toBe(4);
  });

  it('Wo-Chien "Binding Greed": the Defending Pokémon\'s attacks cost two Colorless more; an attack it could pay is refused', () => {
    const t = attackWith(cardById('sv4-18'), 1, [energy.grass, energy.grass, energy.grass, energy.grass], greatTusk);
    const tusk = t.active('p2');
    expect(attackCost(t.state, tusk, greatTusk.attacks[0]!)).toEqual(['Fighting', 'Colorless', 'Colorless']);
    attach(t, 'p2', 'p2-active', energy.fighting);
    expect(t.refuse({ type: 'Attack', player: 'p2', attack: 0 }).code).toBe('energy-cost');
  });

  it('Stunfisk "Pouncing Trap": during p1\'s next turn the Defending Pokémon takes 100 more damage, after Weakness and Resistance', () => {
    const stunfisk = cardById('me2pt5-62');
    const t = attackWith(stunfisk, 0, [energy.lightning]);
    expect(t.active('p2').damage).toBe(30);
    t.do({ type: 'EndTurn', player: 'p2' });
    const events = t.do({ type: 'Attack', player: 'p1', attack: 0 });
    expect(damageTo(events, 'p2-active')).toBe(130);
  });

  it('Archaludon ex "Metal Defender": during p2\'s next turn it has no Weakness', () => {
    const t = attackWithEvolved(cardById('sv8-129'), cardById('sv8-130'), 0, [energy.metal, energy.metal, energy.metal], greatTusk);
    expect(weaknessesOf(t.state, t.active('p1'))).toEqual([]);
    t.do({ type: 'EndTurn', player: 'p2' });
    expect(weaknessesOf(t.state, t.active('p1'))).toEqual([{ type: 'Fire', kind: 'times', amount: 2 }]);
  });

  it('Bronzong "Oracle Press": during p2\'s next turn an attack\'s effects on it are prevented, its damage is not', () => {
    const t = attackWithEvolved(cardById('sv3-144'), cardById('sv3-145'), 0, [energy.metal], luvdisc);
    attach(t, 'p2', 'p2-active', energy.water);
    const events = t.do({ type: 'Attack', player: 'p2', attack: 1 });
    expect(damageTo(events, 'p1-active')).toBe(20);
    expect(events.some((e) => e.type === 'SpecialConditionApplied')).toBe(false);
    expect(t.active('p1').rotation).toBeNull();
  });
});
