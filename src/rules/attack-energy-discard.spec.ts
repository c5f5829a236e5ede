import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { energyDiscardChoice } from './attack-energy-discard.js';
import { parseAttack } from './attack-text.js';
import type { CardDef } from './card.js';
import type { Command } from './command.js';
import type { GameEvent } from './event.js';
import { replay } from './fold.js';
import { quickStart, type Table } from './testing/table.js';

/**
 * "Discard … Energy from this Pokémon": the attack's own effect, done by the engine after the attack's damage and
 * before its Knock Outs are checked (000 "Angreifen im Detail" f: "Anschließend musst du alle weiteren Effekte
 * anwenden … Prüfe nun, ob irgendein Pokémon durch die Attacke kampfunfähig gemacht wurde"). Which cards are chosen as
 * the attack is declared where the choice matters (000 "Angreifen im Detail" d: "Triff die von der Attacke
 * vorgegebenen Entscheidungen"); it counts Energy cards (000 glossary "Energiekarte").
 */

const charcadet = cardById('sv1-39'); // "Ember" [R] 30: "Discard an Energy from this Pokémon."
const mewtwo = cardById('sv3pt5-150'); // "Psyslash" [P][P][C] 130: "Discard 2 Energy from this Pokémon."
const torkoal = cardById('sv6-30'); // "Fire Spin" [R][C][C] 110: "Discard 2 Energy from this Pokémon."
const zapdos = cardById('sv6-65'); // "Thunderbolt" [L][L][C] 190: "Discard all Energy from this Pokémon."
const deerling = cardById('sv5-16'); // "Leaf Litter Tackle" [G][C][C] 40: "Discard a Grass Energy from this Pokémon."
const moltres = cardById('sv3pt5-146'); // "Blazing Flight" [R][R][R]: "Discard 2 Fire Energy from this Pokémon. This attack does 120 damage to 1 of your opponent's Benched Pokémon."
const snorlax = cardById('xy0-26'); // Colorless, 120 HP, no Weakness to these
const froakie = cardById('xy0-12'); // Water, 60 HP
const grass = cardById('sve-1');
const fire = cardById('sve-2');
const water = cardById('sve-3');
const lightning = cardById('sve-4');
const psychic = cardById('sve-5');
const metal = cardById('sve-8');
const doubleTurbo = cardById('swsh9-151'); // Special Energy: "provides [C][C] Energy" (one card)

/** p2 goes first and passes; p1's Active has these Energy cards attached, uids e0, e1, …. */
function ready(attacker: CardDef, energy: readonly CardDef[], defender: CardDef = snorlax, bench: CardDef[] = []): Table {
  const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: attacker }, p2: { active: defender, bench } });
  t.do({ type: 'EndTurn', player: 'p2' });
  energy.forEach((card, i) => t.do({ type: 'AttachEnergy', player: 'p1', card, uid: `e${i}`, target: 'p1-active', from: 'deck', source: { kind: 'effect', card: 'scenario' } }));
  return t;
}

const attack = (index: number, energyDiscarded?: string[], more: Partial<Extract<Command, { type: 'Attack' }>> = {}): Command => ({ type: 'Attack', player: 'p1', attack: index, ...(energyDiscarded && { energyDiscarded }), ...more });
const attachedUids = (t: Table): string[] => t.active('p1').attached.map((c) => c.uid);
const discardUids = (t: Table): string[] => t.state.players.p1.discard.map((c) => c.uid);
const moved = (events: readonly GameEvent[]): string[] => events.flatMap((e) => (e.type === 'CardsMoved' && e.to === 'discard' ? e.uids : []));

describe('the wordings read from the card text: an, N, all, typed, basic, joined by ", and", older, behind a coin', () => {
  it.each([
    ['sv1-39', 0, { kind: 'discard-own-energy', count: 1, on: 'always' }],
    ['sv3pt5-150', 1, { kind: 'discard-own-energy', count: 2, on: 'always' }],
    ['sv6-65', 1, { kind: 'discard-own-energy', count: 'all', on: 'always' }],
    ['sv5-16', 1, { kind: 'discard-own-energy', count: 1, type: 'Grass', on: 'always' }],
    ['sv6-123', 0, { kind: 'discard-own-energy', count: 'all', type: 'Metal', on: 'always' }],
    ['sm6-95', 0, { kind: 'discard-own-energy', count: 'all', type: 'Psychic', basic: true, on: 'always' }],
    // "Discard 2 Energy from this Pokémon, and your opponent's Active Pokémon is now Paralyzed."
    ['me2pt5-48', 1, { kind: 'discard-own-energy', count: 2, on: 'always' }],
    // The older wording (002 era): "Discard an Energy attached to this Pokémon." (Delphox, Fire Blast)
    ['xy0-10', 1, { kind: 'discard-own-energy', count: 1, on: 'always' }],
    // Behind a coin of its own: "Flip a coin. If tails, discard all Energy from this Pokémon." (Pikachu ex, Dynamic Bolt)
    ['sv2-63', 1, { kind: 'discard-own-energy', count: 'all', on: 'tails' }],
  ] as const)('%s attack %i', (id, index, effect) => {
    const plan = parseAttack(cardById(id).attacks[index]!);
    expect(plan.effects).toContainEqual(effect);
    expect(plan.manual).toEqual([]);
  });

  it('not behind another text\'s condition: "If this Pokémon has any damage counters on it, discard …" is left to the players', () => {
    const plan = parseAttack({ name: 'Test', cost: [], damage: null, text: 'If this Pokémon has any damage counters on it, discard an Energy from this Pokémon.' });
    expect(plan.effects).toEqual([]);
    expect(plan.manual).toHaveLength(1);
  });
});

describe('"Discard an Energy from this Pokémon." (Charcadet, Ember)', () => {
  it('one Energy attached: the engine discards it after the damage, and the turn ends with nothing left to enter', () => {
    const t = ready(charcadet, [fire]);
    const events = t.do(attack(0));
    const damage = events.findIndex((e) => e.type === 'DamageDealt' && e.target === 'p2-active');
    const discard = events.findIndex((e) => e.type === 'CardsMoved' && e.to === 'discard');
    expect(damage).toBeGreaterThan(-1);
    expect(discard).toBeGreaterThan(damage);
    expect(attachedUids(t)).toEqual([]);
    expect(discardUids(t)).toEqual(['e0']);
    expect(events.some((e) => e.type === 'AttackEffectsAwaited')).toBe(false);
    expect(t.state.turn?.player).toBe('p2');
  });

  it('two alike Fire Energy cards: no choice matters, the engine takes one', () => {
    const t = ready(charcadet, [fire, fire]);
    expect(energyDiscardChoice(t.state, t.active('p1'), charcadet.attacks[0]!)).toBeNull();
    t.do(attack(0));
    expect(attachedUids(t)).toHaveLength(1);
    expect(t.state.players.p1.discard).toHaveLength(1);
  });

  it('a Fire and a Water Energy: the player chooses which; without a choice the attack is refused, citing 000 "Angreifen im Detail"', () => {
    const t = ready(charcadet, [fire, water]);
    const refusal = t.refuse(attack(0));
    expect(refusal).toMatchObject({ code: 'energy-discarded', ref: { file: expect.stringMatching(/^000/), section: 'Angreifen im Detail' } });
    expect(refusal.message).toBe('Ember: choose 1 Energy card (of Basic Fire Energy, Basic Water Energy) attached to Charcadet to discard, each once.');
    expect(t.refuse(attack(0, ['e0', 'e1'])).code).toBe('energy-discarded');
    expect(t.refuse(attack(0, ['nothing'])).code).toBe('energy-discarded');
    t.do(attack(0, ['e1']));
    expect(attachedUids(t)).toEqual(['e0']);
    expect(discardUids(t)).toEqual(['e1']);
    expect(replay(t.log)).toEqual(t.state);
  });

  it('an attack that discards nothing takes no Energy choice', () => {
    const t = ready(mewtwo, [psychic, psychic]);
    expect(t.refuse(attack(0, ['e0'])).message).toBe('Reflective Barrier does not discard Energy from Mewtwo: choose none.');
  });
});

describe('"Discard 2 Energy from this Pokémon." (Mewtwo, Psyslash)', () => {
  it('counts Energy cards: a Double Turbo Energy providing [C][C] is one of the two', () => {
    const t = ready(mewtwo, [psychic, psychic, doubleTurbo]);
    expect(energyDiscardChoice(t.state, t.active('p1'), mewtwo.attacks[1]!)).toMatchObject({ count: 2, cards: [{ uid: 'e0' }, { uid: 'e1' }, { uid: 'e2' }] });
    expect(t.refuse(attack(1, ['e2'])).code).toBe('energy-discarded');
    const events = t.do(attack(1, ['e2', 'e0']));
    expect(moved(events).sort()).toEqual(['e0', 'e2']);
    expect(attachedUids(t)).toEqual(['e1']);
  });

  it('no more than two attached: both go, no choice asked (Torkoal, Fire Spin [R][C][C]: "Discard 2 Energy from this Pokémon.")', () => {
    const t = ready(torkoal, [fire, doubleTurbo]);
    t.do(attack(1));
    expect(attachedUids(t)).toEqual([]);
    expect(discardUids(t).sort()).toEqual(['e0', 'e1']);
  });
});

describe('"Discard all Energy from this Pokémon." (Zapdos, Thunderbolt)', () => {
  it('every Energy card attached goes to the discard pile, Knock Outs checked after it', () => {
    const t = ready(zapdos, [lightning, lightning, water], froakie, [snorlax]);
    const events = t.do(attack(1));
    expect(attachedUids(t)).toEqual([]);
    expect(discardUids(t).sort()).toEqual(['e0', 'e1', 'e2']);
    const discard = events.findIndex((e) => e.type === 'CardsMoved' && e.to === 'discard' && e.uids.length === 3);
    const knockOut = events.findIndex((e) => e.type === 'PokemonKnockedOut' && e.pokemon === 'p2-active');
    expect(knockOut).toBeGreaterThan(discard);
    expect(replay(t.log)).toEqual(t.state);
  });
});

describe('"Flip a coin. If tails, discard all Energy from this Pokémon." (Pikachu ex, Dynamic Bolt)', () => {
  const pikachu = cardById('sv2-63'); // [L][L][C] 220

  it('heads: the damage and nothing discarded; tails: the damage, then every Energy card discarded', () => {
    for (const face of ['heads', 'tails'] as const) {
      const t = ready(pikachu, [lightning, lightning, water]);
      t.do(attack(1));
      const events = t.flip(face);
      expect(events).toContainEqual(expect.objectContaining({ type: 'DamageDealt', target: 'p2-active', amount: 220 }));
      expect(attachedUids(t)).toEqual(face === 'heads' ? ['e0', 'e1', 'e2'] : []);
      expect(replay(t.log)).toEqual(t.state);
    }
  });
});

describe('"Discard all Metal Energy from this Pokémon. This attack does 50 damage for each card you discarded in this way." (Heatran, Steel Burst, 50×)', () => {
  const heatran = cardById('sv6-123'); // [M][C][C]

  it('the engine counts the cards its own discard takes: two Metal Energy, 100 damage, no count asked; the Water Energy stays', () => {
    expect(parseAttack(heatran.attacks[0]!).damage).toEqual([expect.objectContaining({ kind: 'per', amount: 50, count: { kind: 'own-energy-discarded', type: 'Metal', basic: false } })]);
    const t = ready(heatran, [metal, water, metal]);
    const events = t.do(attack(0));
    expect(events).toContainEqual(expect.objectContaining({ type: 'DamageDealt', target: 'p2-active', amount: 100 }));
    expect(discardUids(t).sort()).toEqual(['e0', 'e2']);
    expect(attachedUids(t)).toEqual(['e1']);
    expect(replay(t.log)).toEqual(t.state);
  });
});

describe('"Discard a Grass Energy from this Pokémon." (Deerling, Leaf Litter Tackle): only cards that provide that type', () => {
  it('Grass with two Water: the one Grass Energy goes, the engine needs no choice', () => {
    const t = ready(deerling, [water, grass, water]);
    t.do(attack(1));
    expect(discardUids(t)).toEqual(['e1']);
  });

  it('a Water Energy chosen is refused: it provides no Grass', () => {
    const t = ready(deerling, [water, grass, water]);
    expect(t.refuse(attack(1, ['e0'])).message).toBe('Leaf Litter Tackle: choose 1 Grass Energy card (of Basic Grass Energy) attached to Deerling to discard, each once.');
  });
});

describe('"Discard 2 Fire Energy from this Pokémon. This attack does 120 damage to 1 of your opponent\'s Benched Pokémon." (Moltres, Blazing Flight)', () => {
  it('both sentences are the engine\'s: the Bench target takes 120, two Fire Energy cards go', () => {
    const t = ready(moltres, [fire, fire, fire], snorlax, [snorlax]);
    const events = t.do(attack(0, undefined, { benchTargets: ['p2-bench0'] }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'DamageDealt', target: 'p2-bench0', amount: 120 }));
    expect(attachedUids(t)).toHaveLength(1);
    expect(events.some((e) => e.type === 'AttackEffectsAwaited')).toBe(false);
  });
});

describe('property: with any Energy attached and any choice, the log replays to the live state', () => {
  it('a valid choice discards exactly those cards; any other is refused with energy-discarded and changes nothing', () => {
    const kinds = [fire, water, psychic, doubleTurbo];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...kinds), { minLength: 1, maxLength: 4 }), fc.array(fc.constantFrom('e0', 'e1', 'e2', 'e3', 'e4', 'e5', 'x'), { maxLength: 3 }), fc.boolean(), (energy, picked, choose) => {
        // Two Psychic Energy and at least one more card pay Psyslash's cost.
        const t = ready(mewtwo, [psychic, psychic, ...energy]);
        const all = attachedUids(t);
        const before = t.state;
        const chosen = choose ? picked : undefined;
        const choice = energyDiscardChoice(t.state, t.active('p1'), mewtwo.attacks[1]!);
        const needed = Math.min(2, all.length);
        const valid = chosen === undefined ? choice === null : new Set(chosen).size === chosen.length && chosen.length === needed && chosen.every((u) => all.includes(u));
        if (!valid) {
          expect(t.refuse(attack(1, chosen)).code).toBe('energy-discarded');
          expect(t.state).toBe(before);
          return;
        }
        t.do(attack(1, chosen));
        expect(t.state.players.p1.discard).toHaveLength(needed);
        if (chosen) expect(discardUids(t).sort()).toEqual([...chosen].sort());
        expect(attachedUids(t)).toHaveLength(all.length - needed);
        expect(replay(t.log)).toEqual(t.state);
      }),
      { numRuns: 80 },
    );
  });
});
