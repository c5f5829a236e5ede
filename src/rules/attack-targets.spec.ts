import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { parseAttack } from './attack-text.js';
import type { CardDef } from './card.js';
import type { Command } from './command.js';
import type { GameEvent } from './event.js';
import { replay } from './fold.js';
import { quickStart, type Table } from './testing/table.js';

/**
 * Attacks that damage Pokémon the text chooses, or each of a side's, Active and Benched alike. 000 "Angreifen im
 * Detail" d: "Triff die von der Attacke vorgegebenen Entscheidungen. Wenn die Attackenbeschreibung dich auffordert,
 * „1 Pokémon auf der Bank deines Gegners“ auszuwählen, musst du diese Wahl jetzt treffen."; "B) Prüfe Schwäche und
 * Resistenz des Aktiven Pokémon deines Gegners": "Wende Schwäche und Resistenz bei Pokémon auf der Bank nicht an!"
 * Every card here prints "(Don't apply Weakness and Resistance for Benched Pokémon.)" after its text.
 */

const mantine = cardById('sv8-40'); // "Aqua Dive" [W][C]: "This attack does 50 damage to 1 of your opponent's Pokémon."
const skarmory = cardById('sv10-142'); // Steven's Skarmory "Sonic Double" [M][M][C]: "This attack does 50 damage to 2 of your opponent's Pokémon."
const lapras = cardById('sv3-45'); // "Hail" [C][C]: "This attack does 10 damage to each of your opponent's Pokémon."
const girafarig = cardById('sv6-83'); // "Dual Headbutt" [C] 30: "This attack also does 10 damage to 1 of your Benched Pokémon."
const bombirdier = cardById('sv9-101'); // "Drop Shot" [D][D][C]: "Discard all Energy from this Pokémon, and this attack does 120 damage to 1 of your opponent's Pokémon."
const manaphy = cardById('swsh9-41'); // "Wave Veil": "Prevent all damage done to your Benched Pokémon by attacks from your opponent's Pokémon."
const fennekin = cardById('xy0-8'); // Fire, 60 HP, Weakness Water ×2
const chespin = cardById('xy0-3'); // Grass, 60 HP, Weakness Fire ×2
const froakie = cardById('xy0-12'); // Water, 60 HP
const snorlax = cardById('xy0-26'); // Colorless, 120 HP
const water = cardById('sve-3');
const darkness = cardById('sve-7');
const metal = cardById('sve-8');
const colorless = cardById('sve-1');

type Damage = Extract<GameEvent, { type: 'DamageDealt' }>;
const dealt = (events: readonly GameEvent[]): Damage[] => events.filter((e): e is Damage => e.type === 'DamageDealt');
const damageTo = (events: readonly GameEvent[]): Record<string, number> => Object.fromEntries(dealt(events).map((d) => [d.target, d.amount]));
const attack = (index: number, benchTargets?: string[]): Command => ({ type: 'Attack', player: 'p1', attack: index, ...(benchTargets && { benchTargets }) });

/** p2 goes first and passes; p1's Active has the Energy for its attacks. */
function ready(attacker: CardDef, energy: readonly CardDef[], p2: { active: CardDef; bench?: CardDef[] }, p1Bench: CardDef[] = []): Table {
  const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: attacker, bench: p1Bench }, p2 });
  t.do({ type: 'EndTurn', player: 'p2' });
  for (const card of energy) t.do({ type: 'AttachEnergy', player: 'p1', card, target: 'p1-active', from: 'deck', source: { kind: 'effect', card: 'scenario' } });
  return t;
}

describe('"This attack does N damage to 1 of your opponent\'s Pokémon" (Mantine, Aqua Dive)', () => {
  const table = () => ready(mantine, [water, water], { active: fennekin, bench: [fennekin, froakie] });

  it('000 "Angreifen im Detail" d: the target is chosen as the attack is declared; without one it is refused', () => {
    const refusal = table().refuse(attack(1));
    expect(refusal).toMatchObject({ code: 'bench-targets', ref: { file: expect.stringMatching(/^000/), section: 'Angreifen im Detail' } });
    expect(refusal.message).toBe("Aqua Dive: choose 1 of your opponent's Pokémon.");
  });

  it('the Active Pokémon chosen takes the damage with Weakness: 50 ×2 for Fennekin\'s Water Weakness', () => {
    const events = table().do(attack(1, ['p2-active']));
    expect(dealt(events)).toEqual([expect.objectContaining({ target: 'p2-active', amount: 100, steps: expect.objectContaining({ base: 50, afterWeakness: 100 }) })]);
  });

  it('"Wende Schwäche und Resistenz bei Pokémon auf der Bank nicht an!": the Benched Fennekin chosen takes 50', () => {
    const t = table();
    const events = t.do(attack(1, ['p2-bench0']));
    expect(damageTo(events)).toEqual({ 'p2-bench0': 50 });
    expect(t.bench('p2', 0).damage).toBe(50);
    expect(t.active('p2').damage).toBe(0);
    // The whole text is the engine's: the attack ends the turn at once.
    expect(t.state.turn?.player).toBe('p2');
  });

  it('only the opponent\'s Pokémon can be chosen, and only one', () => {
    const t = table();
    expect(t.refuse(attack(1, ['p1-active'])).code).toBe('bench-targets');
    expect(t.refuse(attack(1, ['p2-active', 'p2-bench0'])).message).toBe("Aqua Dive: choose 1 of your opponent's Pokémon.");
  });
});

describe('"This attack does 50 damage to 2 of your opponent\'s Pokémon" (Steven\'s Skarmory, Sonic Double)', () => {
  it('two different Pokémon of the opponent, the Active one and a Benched one', () => {
    const t = ready(skarmory, [metal, metal, colorless], { active: snorlax, bench: [froakie, fennekin] });
    expect(t.refuse(attack(1, ['p2-bench0'])).message).toBe("Sonic Double: choose 2 of your opponent's Pokémon.");
    expect(t.refuse(attack(1, ['p2-bench0', 'p2-bench0'])).code).toBe('bench-targets');
    expect(t.refuse(attack(1, ['p2-bench0', 'p1-active'])).code).toBe('bench-targets');
    const events = t.do(attack(1, ['p2-active', 'p2-bench1']));
    expect(damageTo(events)).toEqual({ 'p2-active': 50, 'p2-bench1': 50 });
  });

  it('an opponent with only the Active Pokémon: that one is all there is to choose', () => {
    const t = ready(skarmory, [metal, metal, colorless], { active: snorlax });
    expect(t.refuse(attack(1, [])).message).toBe("Sonic Double: choose 1 of your opponent's Pokémon (all 1: there are no more).");
    expect(damageTo(t.do(attack(1, ['p2-active'])))).toEqual({ 'p2-active': 50 });
  });
});

describe('"This attack does 10 damage to each of your opponent\'s Pokémon" (Lapras, Hail)', () => {
  it('each of them, nothing to choose: the Active Fennekin takes 20 with its Water Weakness, the Benched ones 10', () => {
    const t = ready(lapras, [colorless, colorless], { active: fennekin, bench: [fennekin, chespin] });
    expect(t.refuse(attack(0, ['p2-bench0'])).message).toBe('Hail does not choose Pokémon: choose none.');
    expect(damageTo(t.do(attack(0)))).toEqual({ 'p2-active': 20, 'p2-bench0': 10, 'p2-bench1': 10 });
  });
});

describe('"This attack also does 10 damage to 1 of your Benched Pokémon" (Girafarig, Dual Headbutt)', () => {
  it('one of the player\'s own Benched Pokémon, never the opponent\'s', () => {
    const t = ready(girafarig, [colorless], { active: snorlax, bench: [froakie] }, [chespin, froakie]);
    expect(t.refuse(attack(0)).message).toBe('Dual Headbutt: choose 1 of your Benched Pokémon.');
    expect(t.refuse(attack(0, ['p2-bench0'])).code).toBe('bench-targets');
    expect(damageTo(t.do(attack(0, ['p1-bench1'])))).toEqual({ 'p2-active': 30, 'p1-bench1': 10 });
  });
});

describe('Manaphy "Wave Veil": "Prevent all damage done to your Benched Pokémon by attacks from your opponent\'s Pokémon."', () => {
  it('a Benched Pokémon chosen for Aqua Dive takes none (damage, not damage counters, is what the Ability stops)', () => {
    const t = ready(mantine, [water, water], { active: fennekin, bench: [manaphy, fennekin] });
    t.do(attack(1, ['p2-bench1']));
    expect(t.bench('p2', 1).damage).toBe(0);
  });

  it('the prevention is logged with the Pokémon and the card that prevents it, so the players see why nothing was dealt (000 "Angreifen im Detail" d)', () => {
    const t = ready(mantine, [water, water], { active: fennekin, bench: [manaphy, fennekin] });
    const events = t.do(attack(1, ['p2-bench1']));
    expect(dealt(events)).toEqual([]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'RuleApplied', rule: 'damage-prevented', pokemon: 'p2-bench1', by: 'Manaphy', message: 'Fennekin takes no damage from this attack (Manaphy).' }));
    expect(replay(t.log)).toEqual(t.state);
  });

  it('Hail: the Active Pokémon takes its damage, the Benched ones none', () => {
    const t = ready(lapras, [colorless, colorless], { active: fennekin, bench: [manaphy, chespin] });
    expect(damageTo(t.do(attack(0)))).toEqual({ 'p2-active': 20 });
    expect([t.bench('p2', 0).damage, t.bench('p2', 1).damage]).toEqual([0, 0]);
  });
});

describe('"Discard all Energy from this Pokémon, and this attack does 120 damage to 1 of your opponent\'s Pokémon" (Bombirdier, Drop Shot)', () => {
  // This test once had the discard wait for the players (`AttackEffectsAwaited`): the engine now discards the Energy
  // itself (attack-energy-discard.ts), so nothing waits and the Knock Out follows in the same step.
  it('the damage is dealt, the Energy discarded, and the Knock Out is checked once after both (000 "Angreifen im Detail" f)', () => {
    const t = ready(bombirdier, [darkness, darkness, colorless], { active: froakie, bench: [snorlax] });
    const events = t.do(attack(1, ['p2-bench0']));
    expect(damageTo(events)).toEqual({ 'p2-bench0': 120 });
    expect(events.some((e) => e.type === 'AttackEffectsAwaited')).toBe(false);
    const discarded = events.findIndex((e) => e.type === 'CardsMoved' && e.to === 'discard' && e.uids.length === 3);
    const knockOut = events.findIndex((e) => e.type === 'PokemonKnockedOut' && e.pokemon === 'p2-bench0');
    expect(discarded).toBeGreaterThan(-1);
    expect(knockOut).toBeGreaterThan(discarded);
    expect(t.active('p1').attached).toEqual([]);
    expect(replay(t.log)).toEqual(t.state);
  });
});

describe('"This attack does 20 damage to 1 of your opponent\'s Pokémon for each damage counter on this Pokémon" (Scream Tail, Roaring Scream)', () => {
  it('the count is read on the attacker as the attack is made: 3 damage counters, 60 to the Benched Pokémon chosen', () => {
    const t = ready(cardById('sv4-86'), [cardById('sve-5'), colorless], { active: snorlax, bench: [froakie] });
    t.do({ type: 'Adjust', player: 'p1', reason: 'scenario: 3 damage counters on Scream Tail', action: { kind: 'put-damage-counters', target: 'p1-active', counters: 3 } });
    expect(damageTo(t.do(attack(1, ['p2-bench0'])))).toEqual({ 'p2-bench0': 60 });
  });

  it('no damage counters, no damage', () => {
    const t = ready(cardById('sv4-86'), [cardById('sve-5'), colorless], { active: snorlax, bench: [froakie] });
    expect(damageTo(t.do(attack(1, ['p2-active'])))).toEqual({});
  });
});

describe('only the Pokémon the text allows', () => {
  it('"50 damage to 3 of your opponent\'s Pokémon that have any damage counters on them" (Iron Jugulis, Homing Headbutt): the 2 damaged ones are all there are', () => {
    const t = ready(cardById('sv4-158'), [colorless, colorless, colorless], { active: snorlax, bench: [fennekin, froakie] });
    for (const target of ['p2-active', 'p2-bench1']) t.do({ type: 'Adjust', player: 'p1', reason: 'scenario: damaged earlier', action: { kind: 'put-damage-counters', target, counters: 1 } });
    expect(t.refuse(attack(0, ['p2-active', 'p2-bench0'])).message).toBe("Homing Headbutt: choose 2 of your opponent's Pokémon that have any damage counters on them (all 2: there are no more).");
    expect(damageTo(t.do(attack(0, ['p2-active', 'p2-bench1'])))).toEqual({ 'p2-active': 50, 'p2-bench1': 50 });
  });

  it('"60 damage to 1 of your opponent\'s Benched Pokémon ex or Benched Pokémon V" (Shaymin, Pinpoint Dive): Miraidon ex, not Snorlax', () => {
    const t = ready(cardById('sv5-13'), [cardById('sve-1')], { active: froakie, bench: [snorlax, cardById('sv1-81')] });
    expect(t.refuse(attack(0, ['p2-bench0'])).code).toBe('bench-targets');
    expect(damageTo(t.do(attack(0, ['p2-bench1'])))).toEqual({ 'p2-bench1': 60 });
  });

  it('"60 damage to each of your opponent\'s Pokémon ex. This attack\'s damage isn\'t affected by Weakness or Resistance." (Vaporeon ex, Severe Squall) is read whole', () => {
    expect(parseAttack(cardById('sv8pt5-23').attacks[0]!)).toEqual({ effects: [{ kind: 'opponents-pokemon-damage', amount: 60, count: 'each', only: 'ex' }], manual: [], ignores: ['Weakness', 'Resistance'] });
  });
});

describe('any choice of targets for Sonic Double ("2 of your opponent\'s Pokémon")', () => {
  const basics = [fennekin, chespin, froakie, snorlax];
  it('is accepted exactly when it names as many different Pokémon of the opponent as the text takes, and those alone take the 50', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...basics), { maxLength: 5 }), fc.array(fc.constantFrom('p2-active', 'p2-bench0', 'p2-bench1', 'p2-bench4', 'p1-active', 'p1-bench0', 'nobody'), { maxLength: 4 }), (bench, picked) => {
        const t = ready(skarmory, [metal, metal, colorless], { active: snorlax, bench }, [froakie]);
        const theirs = ['p2-active', ...bench.map((_, i) => `p2-bench${i}`)];
        const valid = new Set(picked).size === picked.length && picked.every((id) => theirs.includes(id)) && picked.length === Math.min(2, theirs.length);
        const before = t.log.length;
        if (!valid) return t.refuse(attack(1, picked)).code === 'bench-targets';
        const events = t.do(attack(1, picked));
        expect(damageTo(events)).toEqual(Object.fromEntries(picked.map((id) => [id, 50])));
        expect(replay(t.log)).toEqual(t.state);
        return t.log.length > before;
      }),
      { numRuns: 60 },
    );
  });
});

describe('reading the text', () => {
  const plan = (id: string, index: number) => parseAttack(cardById(id).attacks[index]!);

  it('"to each of 2 of your opponent\'s Pokémon" chooses 2 (Mega Eelektross ex, Split Bomb)', () => {
    expect(plan('me2pt5-61', 0)).toEqual({ effects: [{ kind: 'opponents-pokemon-damage', amount: 60, count: 2 }], manual: [] });
  });

  it('a "for each" only the table knows is not read: "… for each Energy card you discarded in this way" (Wugtrio ex, Tricolor Pump)', () => {
    expect(plan('sv5-60', 0).effects).toEqual([]);
  });

  it('"… to 1 of your opponent\'s Benched Pokémon for each Prize card your opponent has taken" counts as an N× attack does (Wo-Chien ex, Covetous Ivy)', () => {
    expect(plan('sv2-27', 0).effects).toEqual([
      { kind: 'bench-damage', amount: 60, scope: 'choose-opponent', count: 1, per: expect.objectContaining({ kind: 'per', amount: 60, count: { kind: 'prizes-taken', by: 'opponent' } }) },
    ]);
  });

  it('"… for each damage counter on that Pokémon" counts on the Pokémon damaged: not read (Team Rocket\'s Sneasel, Strike the Sleeper)', () => {
    expect(plan('sv10-128', 1)).toMatchObject({ effects: [], manual: [expect.stringContaining('for each damage counter on that Pokémon')] });
  });

  it('behind a coin it is not read: "Flip a coin. If heads, this attack does 10 damage to 1 of your opponent\'s Pokémon." (Magikarp, Jump)', () => {
    expect(plan('sv1-44', 0).effects).toEqual([]);
  });

  it('nor where the rest of the text changes how the damage is dealt: "… isn\'t affected by Weakness or Resistance, or by any effects on that Pokémon." (Umbreon, Feint Attack)', () => {
    expect(plan('sv3-130', 0)).toMatchObject({ effects: [], manual: [expect.stringContaining("This attack does 50 damage to 1 of your opponent's Pokémon.")] });
  });

  it('nor where Weakness and Resistance apply otherwise: "Also apply Weakness and Resistance for Benched Pokémon." (Espeon, Shadow Ball)', () => {
    expect(plan('bw9-48', 1).effects).toEqual([]);
  });

  it('nor where the text may undo it: "If you don\'t have 10 or more …, this attack does nothing." (Coalossal, Tar Cannon)', () => {
    const tar = cardById('me2pt5-120').attacks.findIndex((a) => a.name === 'Tar Cannon');
    expect(plan('me2pt5-120', tar)).toMatchObject({ effects: [], manual: [expect.stringContaining('this attack does nothing')] });
  });
});
