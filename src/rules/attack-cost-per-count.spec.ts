import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import type { CardDef } from './card.js';
import { attackCost } from './continuous-effects.js';
import { abilityHandling } from './passive-abilities.js';
import type { GameState } from './state.js';
import { quickStart, type Table } from './testing/table.js';

/**
 * "This Pokémon's attacks cost Colorless less for each …": the cost is read when the attack is declared, counted in the
 * state it is in (000 "Angreifen im Detail" a: "Vergewissere dich, dass die erforderlichen Energiekarten angelegt
 * sind"). Each card is read from its text: the count, and the one attack it names where it names one.
 */

const ursaluna = cardById('sv6-141'); // "Seasoned Skill"; "Blood Moon" [C][C][C][C][C] 240
const incineroar = cardById('sv5-34'); // "Hustle Play"; "Blaze Blast" [R][C][C][C][C] 240
const crabominable = cardById('svp-134'); // "Food Prep"; "Haymaker" [W][C][C][C][C] 250
const kofu = cardById('sv7-138');
const litten = cardById('sv5-32');
const crabrawler = cardById('sv7-87');
const pikachu = cardById('sv2-62');
const fire = cardById('sve-2');

const C = 'Colorless';

function withP2(t: Table, change: (p: GameState['players']['p2']) => GameState['players']['p2']): GameState {
  return { ...t.state, players: { ...t.state.players, p2: change(t.state.players.p2) } };
}

function withP1(t: Table, change: (p: GameState['players']['p1']) => GameState['players']['p1']): GameState {
  return { ...t.state, players: { ...t.state.players, p1: change(t.state.players.p1) } };
}

/**
 * p2 goes first; p1's Active Pokémon is `active`, or `evolved` on top of it as if evolved in earlier turns (a setup
 * shortcut: the evolution's timing is not what these tests are about).
 */
function table(active: CardDef, p2Bench: readonly CardDef[] = [], evolved?: CardDef): Table {
  const t = quickStart({ profile: 'sv', first: 'p2', p1: { active }, p2: { active: pikachu, bench: p2Bench } });
  if (evolved) t.state = withP1(t, (p) => ({ ...p, active: p.active && { ...p.active, stack: [...p.active.stack, { uid: 'p1-evolved', owner: 'p1', def: evolved }] } }));
  return t;
}

describe('attacks that cost Colorless less for each … (read from the Ability\'s text)', () => {
  it('the three texts are executed', () => {
    for (const def of [ursaluna, incineroar, crabominable]) expect(abilityHandling(def, def.abilities[0]!)).toBe('executed');
  });

  it('Bloodmoon Ursaluna ex sv6-141 "Blood Moon used by this Pokémon costs Colorless less for each Prize card your opponent has taken.": 2 taken, 3 Colorless', () => {
    const t = table(ursaluna);
    const bloodMoon = ursaluna.attacks.find((a) => a.name === 'Blood Moon')!;
    expect(attackCost(t.state, t.active('p1'), bloodMoon)).toEqual([C, C, C, C, C]);
    const twoTaken = withP2(t, (p) => ({ ...p, prizesTaken: 2 }));
    expect(attackCost(twoTaken, twoTaken.players.p1.active!, bloodMoon)).toEqual([C, C, C]);
    // Only the attack it names: its other attack keeps its printed cost.
    const other = ursaluna.attacks.find((a) => a.name !== 'Blood Moon');
    if (other) expect(attackCost(twoTaken, twoTaken.players.p1.active!, other)).toEqual(other.cost);
  });

  it('Incineroar ex sv5-34 "… cost Colorless less for each of your opponent\'s Benched Pokémon.": with 2 there, "Blaze Blast" is used with 3 Energy', () => {
    const t = table(litten, [pikachu, pikachu], incineroar);
    t.do({ type: 'EndTurn', player: 'p2' });
    for (let i = 0; i < 3; i++) t.do({ type: 'AttachEnergy', player: 'p1', card: fire, target: 'p1-active', from: 'deck', source: { kind: 'effect', card: 'scenario' } });
    expect(attackCost(t.state, t.active('p1'), incineroar.attacks[0]!)).toEqual(['Fire', C, C]);
    expect(t.do({ type: 'Attack', player: 'p1', attack: 0 }).some((e) => e.type === 'DamageDealt')).toBe(true);
  });

  it('Incineroar ex with no Benched Pokémon across: the printed 5 Energy, and 3 do not pay it', () => {
    const t = table(litten, [], incineroar);
    t.do({ type: 'EndTurn', player: 'p2' });
    for (let i = 0; i < 3; i++) t.do({ type: 'AttachEnergy', player: 'p1', card: fire, target: 'p1-active', from: 'deck', source: { kind: 'effect', card: 'scenario' } });
    expect(t.refuse({ type: 'Attack', player: 'p1', attack: 0 }).code).toBe('energy-cost');
  });

  it('Crabominable svp-134 "… cost Colorless less for each Kofu card in your discard pile.": 2 Kofu, 2 Colorless fewer; other cards count nothing', () => {
    const t = table(crabrawler, [], crabominable);
    const discard = [kofu, kofu, pikachu].map((def, i) => ({ uid: `d${i}`, owner: 'p1' as const, def }));
    const state = withP1(t, (p) => ({ ...p, discard }));
    expect(attackCost(state, state.players.p1.active!, crabominable.attacks[0]!)).toEqual(['Water', C, C]);
  });
});
