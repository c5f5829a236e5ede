import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { energyDiscardChoice } from './attack-energy-discard.js';
import { parseAttack } from './attack-text.js';
import type { CardDef } from './card.js';
import type { Command } from './command.js';
import { countRange } from './damage-count.js';
import type { GameEvent } from './event.js';
import { replay } from './fold.js';
import { SV } from './profile.js';
import { textCoverage } from './text-coverage.js';
import { quickStart, type Table } from './testing/table.js';

/**
 * "Discard up to 2 … Energy" and "Discard any amount of … Energy" in attacks: the player chooses the count as the attack
 * is declared (000 "Angreifen im Detail" d: "Triff die von der Attacke vorgegebenen Entscheidungen"), within what 000
 * 'Was ist der Unterschied zwischen „bis zu“ und „beliebig viele“?' allows ("bis zu X": 1 to X; "beliebig viele": 0 too;
 * "Aktionen, die mit „kannst du“ beschrieben werden, sind optional"), and the engine discards that many Energy cards
 * after the damage (f: "Anschließend musst du alle weiteren Effekte anwenden"), the damage counting each card.
 */

const diancie = cardById('me2-41'); // Mega Diancie ex: "Garland Ray" [P][P] 120×: "Discard up to 2 Energy cards from this Pokémon, and this attack does 120 damage for each card you discarded in this way."
const chienPao = cardById('sv2-61'); // Chien-Pao ex: "Hail Blade" [W][W] 60×: "You may discard any amount of Water Energy from your Pokémon. This attack does 60 damage for each card you discarded in this way."
const tadbulb = cardById('sv2-77');
const bellibolt = cardById('svp-94'); // Bellibolt: "Two Bump Bolt" [L][L][C] 10+: "You may discard up to 2 Lightning Energy from this Pokémon. This attack does 80 more damage for each card you discarded in this way."
const snorlax = cardById('xy0-26'); // Colorless, 120 HP, Weakness Fighting
const lapras = cardById('sv4pt5-16'); // a Benched Water Pokémon of p1's
const water = cardById('sve-3');
const lightning = cardById('sve-4');
const psychic = cardById('sve-5');
const fire = cardById('sve-2');

const attack = (index: number, more: Partial<Extract<Command, { type: 'Attack' }>> = {}): Command => ({ type: 'Attack', player: 'p1', attack: index, ...more });
const dealt = (events: readonly GameEvent[], target: string): number => events.reduce((n, e) => n + (e.type === 'DamageDealt' && e.target === target ? e.amount : 0), 0);
const discarded = (events: readonly GameEvent[]): string[] => events.flatMap((e) => (e.type === 'CardsMoved' && e.to === 'discard' ? e.uids : []));
const attachedUids = (t: Table, id = 'p1-active'): string[] => (id === 'p1-active' ? t.active('p1') : t.state.players.p1.bench.find((p) => p.id === id)!).attached.map((c) => c.uid);

/** p2 goes first and passes; p1's Active (and Benched Pokémon) get these Energy cards, uids e0, e1, … in order. */
function ready(attacker: CardDef, energy: readonly (readonly [CardDef, string])[], bench: CardDef[] = []): Table {
  const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: attacker, bench }, p2: { active: snorlax } });
  t.do({ type: 'EndTurn', player: 'p2' });
  energy.forEach(([card, target], i) => t.do({ type: 'AttachEnergy', player: 'p1', card, uid: `e${i}`, target, from: 'deck', source: { kind: 'effect', card: 'scenario' } }));
  return t;
}

describe('the wordings read: "up to N" or "any amount", "You may", from this Pokémon, your Pokémon or your Benched Pokémon', () => {
  it.each([
    ['me2-41', 0, { kind: 'discard-chosen-energy', max: 2, optional: false, from: 'self' }],
    ['svp-94', 1, { kind: 'discard-chosen-energy', max: 2, optional: true, from: 'self', type: 'Lightning' }],
    ['sv5-111', 1, { kind: 'discard-chosen-energy', max: 2, optional: false, from: 'self', type: 'Metal' }],
    ['swsh11-49', 0, { kind: 'discard-chosen-energy', max: null, optional: true, from: 'self', type: 'Water' }],
    // "… from this Pokémon. If you do, this attack does 50 more damage for each card you discarded in this way." (Rillaboom VMAX)
    ['swsh45sv-SV106', 1, { kind: 'discard-chosen-energy', max: 3, optional: true, from: 'self', type: 'Grass' }],
    ['sv2-61', 0, { kind: 'discard-chosen-energy', max: null, optional: true, from: 'own', type: 'Water' }],
    ['svp-145', 1, { kind: 'discard-chosen-energy', max: null, optional: true, from: 'own', basic: true }],
    ['sv8pt5-30', 0, { kind: 'discard-chosen-energy', max: 2, optional: true, from: 'bench', basic: true }],
  ] as const)('%s attack %i: executed whole, its damage counting the count chosen', (id, index, effect) => {
    const plan = parseAttack(cardById(id).attacks[index]!);
    expect(plan.effects).toEqual([effect]);
    expect(plan.manual).toEqual([]);
    expect(plan.damage?.[0]).toMatchObject({ kind: 'per', count: { kind: 'entered' } });
    expect(textCoverage(cardById(id)).executed.map((t) => t.name)).toContain(cardById(id).attacks[index]!.name);
  });

  it('the range a picker offers (000: "bis zu X" from 1, "kannst du" and "beliebig viele" from 0)', () => {
    expect(countRange(SV, diancie.attacks[0]!)).toEqual({ min: 1, max: 2 });
    expect(countRange(SV, bellibolt.attacks[1]!)).toEqual({ min: 0, max: 2 });
    expect(countRange(SV, chienPao.attacks[0]!)).toEqual({ min: 0, max: null });
  });
});

describe('"Discard up to 2 Energy cards from this Pokémon" (Mega Diancie ex, Garland Ray)', () => {
  it('2 chosen of 2 Psychic Energy: 240 damage, then both discarded before the Knock Out is checked', () => {
    const t = ready(diancie, [[psychic, 'p1-active'], [psychic, 'p1-active']]);
    const events = t.do(attack(0, { count: 2 }));
    expect(dealt(events, 'p2-active')).toBe(240);
    expect(discarded(events)).toEqual(['e0', 'e1']);
    expect(events.findIndex((e) => e.type === 'CardsMoved')).toBeLessThan(events.findIndex((e) => e.type === 'PokemonKnockedOut'));
    expect(replay(t.log)).toEqual(t.state);
  });

  it('"up to 2" lets the player choose 1 or 2 in 000, not 0 or 3; no count is refused too', () => {
    const t = ready(diancie, [[psychic, 'p1-active'], [psychic, 'p1-active']]);
    expect(t.refuse(attack(0, { count: 0 }))).toMatchObject({ code: 'count-range', message: 'Garland Ray: "up to 2 Energy" lets you discard 1 to 2, not 0.', ref: { file: expect.stringMatching(/^000/) } });
    expect(t.refuse(attack(0, { count: 3 })).message).toBe('Garland Ray: Mega Diancie ex has 2 Energy cards attached to discard, not 3.');
    expect(t.refuse(attack(0)).message).toBe('Garland Ray: enter how many Energy cards to discard from Mega Diancie ex (1 to 2).');
  });

  it('two Psychic and a Fire Energy, 1 chosen: the player names the card; the others stay', () => {
    const t = ready(diancie, [[psychic, 'p1-active'], [psychic, 'p1-active'], [fire, 'p1-active']]);
    expect(t.refuse(attack(0, { count: 1 }))).toMatchObject({
      code: 'energy-discarded',
      message: 'Garland Ray: choose 1 of the Energy cards attached to Mega Diancie ex to discard (Basic Psychic Energy, Basic Psychic Energy, Basic Fire Energy).',
    });
    expect(t.refuse(attack(0, { count: 1, energyDiscarded: ['e0', 'e2'] })).code).toBe('energy-discarded');
    const events = t.do(attack(0, { count: 1, energyDiscarded: ['e2'] }));
    expect(dealt(events, 'p2-active')).toBe(120);
    expect(attachedUids(t)).toEqual(['e0', 'e1']);
  });
});

describe('"You may discard up to 2 Lightning Energy from this Pokémon" (Bellibolt, Two Bump Bolt, 10+)', () => {
  function bellibolted(): Table {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: tadbulb }, p2: { active: snorlax } });
    t.passTo(4);
    t.do({ type: 'Evolve', player: 'p1', card: bellibolt, target: 'p1-active' });
    [lightning, lightning, psychic].forEach((card, i) => t.do({ type: 'AttachEnergy', player: 'p1', card, uid: `e${i}`, target: 'p1-active', from: 'deck', source: { kind: 'effect', card: 'scenario' } }));
    return t;
  }

  it('"You may": 0 is a choice, the attack does its 10 and nothing is discarded', () => {
    const t = bellibolted();
    const events = t.do(attack(1, { count: 0 }));
    expect(dealt(events, 'p2-active')).toBe(10);
    expect(discarded(events)).toEqual([]);
  });

  it('2 of its 2 Lightning Energy: 170, the Psychic Energy stays (it is not Lightning)', () => {
    const t = bellibolted();
    expect(energyDiscardChoice(t.state, t.active('p1'), bellibolt.attacks[1]!)).toBeNull();
    const events = t.do(attack(1, { count: 2 }));
    expect(dealt(events, 'p2-active')).toBe(170);
    expect(attachedUids(t)).toEqual(['e2']);
  });
});

describe('"You may discard any amount of Water Energy from your Pokémon" (Chien-Pao ex, Hail Blade, 60×)', () => {
  const board = [[water, 'p1-active'], [water, 'p1-active'], [water, 'p1-bench0'], [psychic, 'p1-bench0']] as const;

  it('cards on two Pokémon: the player names them, from the Bench too; the Psychic Energy is none of them', () => {
    const t = ready(chienPao, board, [lapras]);
    const refusal = t.refuse(attack(0, { count: 2 }));
    expect(refusal.message).toBe('Hail Blade: choose 2 of the Water Energy cards attached to your Pokémon to discard (Basic Water Energy on Chien-Pao ex, Basic Water Energy on Chien-Pao ex, Basic Water Energy on Lapras).');
    expect(t.refuse(attack(0, { count: 2, energyDiscarded: ['e0', 'e3'] })).code).toBe('energy-discarded');
    expect(energyDiscardChoice(t.state, t.active('p1'), chienPao.attacks[0]!)).toMatchObject({ perCount: true, cards: [{ uid: 'e0' }, { uid: 'e1' }, { uid: 'e2' }], holders: ['p1-active', 'p1-active', 'p1-bench0'] });
    const events = t.do(attack(0, { count: 2, energyDiscarded: ['e0', 'e2'] }));
    expect(dealt(events, 'p2-active')).toBe(120);
    expect(attachedUids(t)).toEqual(['e1']);
    expect(attachedUids(t, 'p1-bench0')).toEqual(['e3']);
    expect(replay(t.log)).toEqual(t.state);
  });

  it('all 3: no choice to make; "any amount" is bounded only by what is attached', () => {
    const t = ready(chienPao, board, [lapras]);
    expect(t.refuse(attack(0, { count: 4 })).message).toBe('Hail Blade: your Pokémon have 3 Water Energy cards attached to discard, not 4.');
    const events = t.do(attack(0, { count: 3 }));
    expect(discarded(events)).toEqual(['e0', 'e1', 'e2']);
  });
});
