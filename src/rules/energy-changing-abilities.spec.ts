import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import type { CardDef } from './card.js';
import { cardEffects } from './card-effects/index.js';
import { energyOf, typesOf } from './continuous-effects.js';
import type { GameEvent } from './event.js';
import { findPokemon } from './state.js';
import { quickStart, type Table } from './testing/table.js';

/**
 * Abilities that change what Energy provides or what type a Pokémon is: the one place every rule asks
 * (`continuous-effects.ts`) reads them, so the attack cost (000 "Zugabfolge" 3: the Energy the attack needs) and
 * Weakness and Resistance (000 "Angreifen im Detail" 3 and 4: by the attacking Pokémon's type) follow them.
 */

const chikorita = cardById('me1-8');
const bayleef = cardById('me1-9');
const meganium = cardById('me1-10'); // "Wild Growth": "Each Basic Grass Energy attached to all of your Pokémon provides GrassGrass Energy. The effect of Wild Growth doesn't stack."; "Solar Beam" [G][G][C][C] 140
const grass = cardById('sve-1');
const capsakid = cardById('sv8-12');
const scovillain = cardById('sv3-25'); // Grass; "Double Type": "As long as this Pokémon is in play, it is Grass and Fire type."; "Spicy Headbutt" [G][C][C] 110, not affected by Resistance
const ironTreads = cardById('sv5-118'); // Metal, Weakness Fire ×2, Resistance Grass −30; "Dual Core": "As long as this Pokémon has a Future Booster Energy Capsule attached, it is Fighting and Metal type."; "Wheel Pass" [M][C] 60
const capsule = cardById('sv4-164'); // Future Booster Energy Capsule: the Future Pokémon's attacks do 20 more damage to the opponent's Active Pokémon
const metal = cardById('sve-8');
const pikachu = cardById('sv2-62'); // Weakness Fighting ×2

const attach = (t: Table, target: string, ...cards: CardDef[]): void => {
  for (const card of cards) t.do({ type: 'AttachEnergy', player: 'p1', card, target, from: 'deck', source: { kind: 'effect', card: 'scenario' } });
};

function damageTo(events: readonly GameEvent[], target: string): number | undefined {
  return events.find((e): e is Extract<GameEvent, { type: 'DamageDealt' }> => e.type === 'DamageDealt' && e.target === target)?.amount;
}

/** p2 goes first; p1 evolves Chikorita into Meganium on turns 4 and 6 (000 "Hinweise zur Entwicklung"). */
function withMeganium(bench: readonly CardDef[] = []): Table {
  const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: chikorita, bench }, p2: { active: pikachu } });
  t.passTo(4);
  t.do({ type: 'Evolve', player: 'p1', card: bayleef, target: 'p1-active' });
  t.passTo(6);
  t.do({ type: 'Evolve', player: 'p1', card: meganium, target: 'p1-active' });
  return t;
}

const pokemon = (t: Table, ref: string) => {
  const found = findPokemon(t.state, ref);
  if (!found) throw new Error(`no ${ref}`);
  return found.pokemon;
};

describe('an Ability that changes what basic Energy provides', () => {
  it('Meganium "Wild Growth": 2 Basic Grass Energy provide GrassGrass each, so "Solar Beam" [G][G][C][C] can be used', () => {
    const t = withMeganium();
    attach(t, 'p1-active', grass, grass);
    expect(energyOf(t.state, pokemon(t, 'p1-active'))).toEqual(['Grass', 'Grass', 'Grass', 'Grass']);
    expect(damageTo(t.do({ type: 'Attack', player: 'p1', attack: 0 }), 'p2-active')).toBe(140);
  });

  it('Wild Growth reaches all of its player\'s Pokémon, and not the opponent\'s', () => {
    const t = withMeganium([chikorita]);
    attach(t, 'p1-bench0', grass);
    t.passTo(7);
    t.do({ type: 'AttachEnergy', player: 'p2', card: grass, target: 'p2-active' });
    expect(energyOf(t.state, pokemon(t, 'p1-bench0'))).toEqual(['Grass', 'Grass']);
    expect(energyOf(t.state, pokemon(t, 'p2-active'))).toEqual(['Grass']);
  });

  it('"The effect of Wild Growth doesn\'t stack": the text is executed whole, and a second Meganium adds nothing', () => {
    expect(cardEffects(meganium).readings.every((r) => r.executed)).toBe(true);
    const t = withMeganium([chikorita]);
    t.passTo(8);
    t.do({ type: 'Evolve', player: 'p1', card: bayleef, target: 'p1-bench0' });
    t.passTo(10);
    t.do({ type: 'Evolve', player: 'p1', card: meganium, target: 'p1-bench0' });
    attach(t, 'p1-active', grass);
    expect(energyOf(t.state, pokemon(t, 'p1-active'))).toEqual(['Grass', 'Grass']);
  });

  it('without Meganium in play, a Basic Grass Energy provides one Grass Energy', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: chikorita }, p2: { active: pikachu } });
    t.do({ type: 'EndTurn', player: 'p2' });
    attach(t, 'p1-active', grass);
    expect(energyOf(t.state, pokemon(t, 'p1-active'))).toEqual(['Grass']);
  });
});

describe('an Ability that changes a Pokémon\'s type (Weakness by the attacker\'s type, 000 "Angreifen im Detail" 3)', () => {
  it('Scovillain "Double Type": Grass and Fire, so Iron Treads (Weakness Fire ×2) takes 220 from "Spicy Headbutt" 110', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: capsakid }, p2: { active: ironTreads } });
    t.passTo(4);
    t.do({ type: 'Evolve', player: 'p1', card: scovillain, target: 'p1-active' });
    attach(t, 'p1-active', grass, grass, grass);
    expect(typesOf(t.state, pokemon(t, 'p1-active'))).toEqual(['Grass', 'Fire']);
    expect(damageTo(t.do({ type: 'Attack', player: 'p1', attack: 0 }), 'p2-active')).toBe(220);
  });

  it('Iron Treads "Dual Core": Fighting and Metal only while a Future Booster Energy Capsule is attached', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: ironTreads }, p2: { active: pikachu } });
    t.do({ type: 'EndTurn', player: 'p2' });
    attach(t, 'p1-active', metal, metal);
    expect(typesOf(t.state, pokemon(t, 'p1-active'))).toEqual(['Metal']);
    t.do({ type: 'PlayTrainer', player: 'p1', card: capsule, target: 'p1-active' });
    expect(typesOf(t.state, pokemon(t, 'p1-active'))).toEqual(['Fighting', 'Metal']);
    // (60 + 20 from the Capsule) × 2 for Pikachu's Weakness to Fighting.
    expect(damageTo(t.do({ type: 'Attack', player: 'p1', attack: 0 }), 'p2-active')).toBe(160);
  });
});
