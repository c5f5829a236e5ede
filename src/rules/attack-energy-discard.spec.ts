import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { energyDiscardChoice, energyDiscardOptions } from './attack-energy-discard.js';
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
 * vorgegebenen Entscheidungen"). "2 Energy" counts the Energy the cards provide, as 000 "E) Ziehe dein Aktives Pokémon
 * zurück" counts a Retreat Cost ("eine Energie für jedes … -Symbol") and as TCG Live rules it (Greninja ex "Mirage
 * Barrage" discarding one Ignition Energy: test/fixtures/battle-logs/cdierkens+ptcgl-battle-log-parser/slowking-vs-greninja.txt
 * lines 158–164); no card is split, none is thrown in beyond the amount.
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
const ignition = cardById('me2-124'); // "If this card is attached to an Evolution Pokémon, it provides [C][C][C] Energy instead."
const neoUpper = cardById('sv5-162'); // "If this card is attached to a Stage 2 Pokémon, this card provides every type of Energy but provides only 2 Energy at a time."
// Greninja ex, Stage 2 from Frogadier from Froakie: "Mirage Barrage" [W][C][C]: "Discard 2 Energy from this Pokémon. This
// attack does 120 damage to 2 of your opponent's Pokémon. (Don't apply Weakness and Resistance for Benched Pokémon.)"
const greninja = [cardById('sv6-56'), cardById('sv6-57'), cardById('sv6-106')] as const;
// Blaziken-GX, Stage 2 from Combusken from Torchic: "Explosive Kick" [R][R][C] 210: "Discard 2 Fire Energy from this Pokémon."
const blaziken = [cardById('sm7-25'), cardById('sm7-27'), cardById('sm7-28')] as const;

/** p2 goes first and passes; p1's Active has these Energy cards attached, uids e0, e1, …. */
function ready(attacker: CardDef, energy: readonly CardDef[], defender: CardDef = snorlax, bench: CardDef[] = []): Table {
  const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: attacker }, p2: { active: defender, bench } });
  t.do({ type: 'EndTurn', player: 'p2' });
  energy.forEach((card, i) => t.do({ type: 'AttachEnergy', player: 'p1', card, uid: `e${i}`, target: 'p1-active', from: 'deck', source: { kind: 'effect', card: 'scenario' } }));
  return t;
}

/** The same with p1's Active evolved from its Basic to its Stage 2 in turns 4 and 6 (000 "Entwicklung": not on a first turn, once a turn). */
function evolved(line: readonly [CardDef, CardDef, CardDef], energy: readonly CardDef[], bench: CardDef[] = [snorlax, snorlax]): Table {
  const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: line[0] }, p2: { active: snorlax, bench } });
  t.passTo(4);
  t.do({ type: 'Evolve', player: 'p1', card: line[1], target: 'p1-active' });
  t.passTo(6);
  t.do({ type: 'Evolve', player: 'p1', card: line[2], target: 'p1-active' });
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
    // Followed by damage to chosen Pokémon, read as its own sentence once the discard's is read (Greninja ex, Mirage Barrage).
    ['sv6-106', 1, { kind: 'discard-own-energy', count: 2, on: 'always' }],
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
    expect(refusal.message).toBe('Ember: choose Energy cards that provide 1 Energy (of Basic Fire Energy, Basic Water Energy) attached to Charcadet to discard, none more than needed.');
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

describe('"Discard 2 Energy from this Pokémon." (Mewtwo, Psyslash): Energy provided, not cards', () => {
  it('a Double Turbo Energy providing [C][C] is the 2 Energy alone, and so are two Psychic Energy: the player chooses', () => {
    const t = ready(mewtwo, [psychic, psychic, doubleTurbo]);
    const choice = energyDiscardChoice(t.state, t.active('p1'), mewtwo.attacks[1]!);
    expect(choice).toMatchObject({ count: 2, cards: [{ uid: 'e0' }, { uid: 'e1' }, { uid: 'e2' }], units: [1, 1, 2] });
    expect(energyDiscardOptions(choice!).map((cards) => cards.map((c) => c.uid))).toEqual([['e0', 'e1'], ['e2']]);
    const events = t.do(attack(1, ['e2']));
    expect(moved(events)).toEqual(['e2']);
    expect(attachedUids(t)).toEqual(['e0', 'e1']);
  });

  it('the Double Turbo Energy and a Psychic Energy are refused: the Psychic Energy is more than needed', () => {
    const t = ready(mewtwo, [psychic, psychic, doubleTurbo]);
    const refusal = t.refuse(attack(1, ['e2', 'e0']));
    expect(refusal.message).toBe('Psyslash: choose Energy cards that provide 2 Energy (of Basic Psychic Energy, Basic Psychic Energy, Double Turbo Energy) attached to Mewtwo to discard, none more than needed.');
    expect(t.refuse(attack(1, ['e0'])).code).toBe('energy-discarded');
  });

  it('a Fire Energy and a Double Turbo Energy (Torkoal, Fire Spin [R][C][C]): the Double Turbo Energy alone is the only choice, the engine takes it and the Fire Energy stays', () => {
    // Was "both go" when the engine counted cards; TCG Live counts the Energy provided (slowking-vs-greninja.txt 158–164).
    const t = ready(torkoal, [fire, doubleTurbo]);
    expect(energyDiscardChoice(t.state, t.active('p1'), torkoal.attacks[1]!)).toBeNull();
    t.do(attack(1));
    expect(attachedUids(t)).toEqual(['e0']);
    expect(discardUids(t)).toEqual(['e1']);
  });
});

describe('Greninja ex, "Mirage Barrage": "Discard 2 Energy from this Pokémon." with Ignition Energy on an Evolution Pokémon ([C][C][C])', () => {
  it('a Water Energy and an Ignition Energy: the Ignition Energy alone provides 2 or more, so the engine takes it and the Water Energy stays (as TCG Live did, slowking-vs-greninja.txt lines 158–164)', () => {
    const t = evolved(greninja, [water, ignition]);
    expect(energyDiscardChoice(t.state, t.active('p1'), greninja[2].attacks[1]!)).toBeNull();
    const events = t.do(attack(1, undefined, { benchTargets: ['p2-active', 'p2-bench0'] }));
    expect(moved(events)).toContain('e1');
    expect(attachedUids(t)).toEqual(['e0']);
    expect(discardUids(t)).toEqual(['e1']);
    expect(replay(t.log)).toEqual(t.state);
  });

  it('Water, Fire and Ignition Energy: the Ignition Energy alone or the two basic Energy; the player chooses, and Ignition with a basic Energy is refused as more than needed', () => {
    const t = evolved(greninja, [water, fire, ignition]);
    const choice = energyDiscardChoice(t.state, t.active('p1'), greninja[2].attacks[1]!);
    expect(choice).toMatchObject({ count: 2, units: [1, 1, 3] });
    expect(energyDiscardOptions(choice!).map((cards) => cards.map((c) => c.uid))).toEqual([['e0', 'e1'], ['e2']]);
    const targets = { benchTargets: ['p2-active', 'p2-bench0'] };
    expect(t.refuse(attack(1, undefined, targets)).code).toBe('energy-discarded');
    expect(t.refuse(attack(1, ['e2', 'e0'], targets)).code).toBe('energy-discarded');
    const before = t.state;
    t.do(attack(1, ['e0', 'e1'], targets));
    expect(discardUids(t).sort()).toEqual(['e0', 'e1']);
    expect(attachedUids(t)).toEqual(['e2']);
    expect(before.players.p1.active?.attached).toHaveLength(3);
    expect(replay(t.log)).toEqual(t.state);
  });
});

describe('Blaziken-GX, "Explosive Kick": "Discard 2 Fire Energy from this Pokémon." with a card providing every type', () => {
  it('Neo Upper Energy on a Stage 2 provides 2 of any type: it is 2 Fire Energy alone, beside two Fire Energy; a Water Energy counts for none', () => {
    const t = evolved(blaziken, [fire, fire, neoUpper, water]);
    const choice = energyDiscardChoice(t.state, t.active('p1'), blaziken[2].attacks[1]!);
    expect(choice).toMatchObject({ count: 2, cards: [{ uid: 'e0' }, { uid: 'e1' }, { uid: 'e2' }], units: [1, 1, 2] });
    expect(t.refuse(attack(1, ['e3', 'e0'])).message).toBe('Explosive Kick: choose Energy cards that provide 2 Fire Energy (of Basic Fire Energy, Basic Fire Energy, Neo Upper Energy) attached to Blaziken-GX to discard, none more than needed.');
    t.do(attack(1, ['e2']));
    expect(discardUids(t)).toEqual(['e2']);
    expect(attachedUids(t)).toEqual(['e0', 'e1', 'e3']);
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
    expect(t.refuse(attack(1, ['e0'])).message).toBe('Leaf Litter Tackle: choose all Energy cards (of Basic Grass Energy) attached to Deerling to discard, none more than needed.');
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
  it('a valid choice (providing 2 Energy, no card more than needed) discards exactly those cards; any other is refused with energy-discarded and changes nothing', () => {
    const kinds = [fire, water, psychic, doubleTurbo];
    const provides = (card: CardDef): number => (card === doubleTurbo ? 2 : 1);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...kinds), { minLength: 1, maxLength: 4 }), fc.array(fc.constantFrom('e0', 'e1', 'e2', 'e3', 'e4', 'e5', 'x'), { maxLength: 3 }), fc.boolean(), (energy, picked, choose) => {
        // Two Psychic Energy and at least one more card pay Psyslash's cost.
        const cards = [psychic, psychic, ...energy];
        const t = ready(mewtwo, cards);
        const all = attachedUids(t);
        const units = (uid: string): number => provides(cards[all.indexOf(uid)]!);
        const before = t.state;
        const chosen = choose ? picked : undefined;
        const choice = energyDiscardChoice(t.state, t.active('p1'), mewtwo.attacks[1]!);
        // Written out apart from the module: at least 2 Energy, and leaving any chosen card out would leave less than 2.
        const total = (uids: readonly string[]): number => uids.reduce((n, u) => n + units(u), 0);
        const valid =
          chosen === undefined
            ? choice === null
            : new Set(chosen).size === chosen.length && chosen.every((u) => all.includes(u)) && total(chosen) >= 2 && chosen.every((u) => total(chosen) - units(u) < 2);
        if (!valid) {
          expect(t.refuse(attack(1, chosen)).code).toBe('energy-discarded');
          expect(t.state).toBe(before);
          return;
        }
        const events = t.do(attack(1, chosen));
        if (chosen) expect(discardUids(t).sort()).toEqual([...chosen].sort());
        expect(total(moved(events))).toBeGreaterThanOrEqual(2);
        expect(attachedUids(t)).toHaveLength(all.length - moved(events).length);
        expect(replay(t.log)).toEqual(t.state);
      }),
      { numRuns: 80 },
    );
  });
});
