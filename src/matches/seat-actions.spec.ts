import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { abilitiesOf, decide, isUsedAbility } from '../rules/index.js';
import { quickStart, type Table } from '../rules/testing/table.js';
import { dipplinAttackedOnce, greninjaBreak, sealStoneOnGiratina } from '../rules/testing/boards.js';
import { seatActions } from './seat-actions.js';

const fennekin = cardById('xy0-8');
const chespin = cardById('xy0-3');
const weedle = cardById('xy0-1');
const fire = cardById('sve-2');

const byAction = (actions: ReturnType<typeof seatActions>) => Object.fromEntries(actions.map((a) => [a.action, a]));

describe("a seat's actions, each checked with the rules before it is offered", () => {
  it('refuses every attack on the first turn of the player who goes first, Energy or not (000 "A) Prüfe die an dein Aktives Pokémon angelegte Energie")', () => {
    const t = quickStart({ profile: 'sv', p1: { active: fennekin }, p2: { active: weedle } });
    t.do({ type: 'AttachEnergy', player: 'p1', card: fire, target: 'p1-active' });
    const actions = byAction(seatActions(t.state, 'p1'));
    expect(actions['attack:0']).toMatchObject({ legal: false, violation: { code: 'first-turn-attack', ref: { file: '000_0830806de1b6dc84.txt' } } });
    expect(actions['attack:1']).toMatchObject({ legal: false, violation: { code: 'first-turn-attack' } });
    expect(actions['end-turn']).toEqual({ action: 'end-turn', legal: true, choose: false });
    expect(actions.retreat).toMatchObject({ legal: false, violation: { code: 'no-such-pokemon' } });
  });

  it('refuses the attacks of a Paralyzed Active Pokémon, and its retreat (000 "Spezielle Zustände")', () => {
    const t = quickStart({ profile: 'sv', p1: { active: weedle }, p2: { active: fennekin, bench: [chespin] } });
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do({ type: 'AttachEnergy', player: 'p2', card: fire, target: 'p2-active' });
    // With the damage the engine would deal now: Fennekin's 10 on Weedle, ×2 for its Weakness (000 "Angreifen im Detail").
    expect(byAction(seatActions(t.state, 'p2'))['attack:0']).toEqual({ action: 'attack:0', legal: true, choose: false, damage: 20 });
    t.do({ type: 'Adjust', player: 'p2', reason: 'test: Paralyzed by an attack', action: { kind: 'set-condition', target: 'p2-active', condition: 'Paralyzed' } });
    const actions = byAction(seatActions(t.state, 'p2'));
    expect(actions['attack:0']).toMatchObject({ legal: false, violation: { code: 'cannot-attack-condition' } });
    expect(actions.retreat).toMatchObject({ legal: false, violation: { code: 'cannot-retreat-condition' } });
  });

  it('offers an attack whose text chooses the opponent\'s Pokémon as legal once they are chosen (Mantine sv8-40 "Aqua Dive": "This attack does 50 damage to 1 of your opponent\'s Pokémon"; 000 "Angreifen im Detail" d)', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: cardById('sv8-40') }, p2: { active: fennekin, bench: [chespin] } });
    t.do({ type: 'EndTurn', player: 'p2' });
    for (let i = 0; i < 2; i += 1) t.do({ type: 'AttachEnergy', player: 'p1', card: cardById('sve-3'), target: 'p1-active', from: 'deck', source: { kind: 'effect', card: 'scenario' } });
    expect(byAction(seatActions(t.state, 'p1'))['attack:1']).toMatchObject({ legal: true, choose: true });
  });

  it('offers an attack that discards an Energy the player chooses as legal once it is chosen (Charcadet sv1-39 "Ember": "Discard an Energy from this Pokémon", with a Fire and a Water Energy)', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: cardById('sv1-39') }, p2: { active: fennekin } });
    t.do({ type: 'EndTurn', player: 'p2' });
    for (const card of [fire, cardById('sve-3')]) t.do({ type: 'AttachEnergy', player: 'p1', card, target: 'p1-active', from: 'deck', source: { kind: 'effect', card: 'scenario' } });
    expect(byAction(seatActions(t.state, 'p1'))['attack:0']).toMatchObject({ legal: true, choose: true });
  });

  it('serves what each Energy card counts for in the state it is in: Greninja ex sv6-106 "Mirage Barrage" ("Discard 2 Energy from this Pokémon") with Ignition Energy me2-124 on it, an Evolution Pokémon ([C][C][C])', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: cardById('sv6-56') }, p2: { active: fennekin, bench: [chespin] } });
    t.passTo(4);
    t.do({ type: 'Evolve', player: 'p1', card: cardById('sv6-57'), target: 'p1-active' });
    t.passTo(6);
    t.do({ type: 'Evolve', player: 'p1', card: cardById('sv6-106'), target: 'p1-active' });
    ['sve-3', 'sve-2', 'me2-124'].forEach((id, i) => t.do({ type: 'AttachEnergy', player: 'p1', card: cardById(id), uid: `e${i}`, target: 'p1-active', from: 'deck', source: { kind: 'effect', card: 'scenario' } }));
    expect(byAction(seatActions(t.state, 'p1'))['attack:1']).toMatchObject({ legal: true, choose: true, energy: { count: 2, cards: [{ uid: 'e0', units: 1 }, { uid: 'e1', units: 1 }, { uid: 'e2', units: 3 }] } });
    expect(byAction(seatActions(t.state, 'p1'))['attack:0']).not.toHaveProperty('energy');
  });

  it('offers Chien-Pao ex sv2-61 "Hail Blade" ("You may discard any amount of Water Energy from your Pokémon", 60×) each count from 0 to the Water Energy in play, and serves the cards with the Pokémon holding each', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: cardById('sv2-61'), bench: [cardById('sv4pt5-16')] }, p2: { active: fennekin } });
    t.do({ type: 'EndTurn', player: 'p2' });
    [['sve-3', 'p1-active'], ['sve-3', 'p1-active'], ['sve-3', 'p1-bench0']].forEach(([id, target], i) => t.do({ type: 'AttachEnergy', player: 'p1', card: cardById(id!), uid: `e${i}`, target: target!, from: 'deck', source: { kind: 'effect', card: 'scenario' } }));
    expect(byAction(seatActions(t.state, 'p1'))['attack:0']).toMatchObject({
      legal: true,
      // 60 for each card, doubled by Fennekin's Weakness to Water.
      counts: [0, 1, 2, 3].map((count) => ({ count, damage: count * 120 })),
      energy: { perCount: true, cards: [{ uid: 'e0', units: 1, on: 'p1-active' }, { uid: 'e1', units: 1, on: 'p1-active' }, { uid: 'e2', units: 1, on: 'p1-bench0' }] },
    });
  });

  it('offers the Stadium in play\'s "Once during each player\'s turn" use, refused once used this turn (Artazon sv2-171; 000 "D) Spiele Trainerkarten")', () => {
    const t = quickStart({ profile: 'sv', p1: { active: fennekin }, p2: { active: weedle } });
    expect(byAction(seatActions(t.state, 'p1'))['use-stadium']).toBeUndefined();
    t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('sv2-171') });
    expect(byAction(seatActions(t.state, 'p1'))['use-stadium']).toEqual({ action: 'use-stadium', legal: true, choose: false });
    expect(byAction(seatActions(t.state, 'p2'))['use-stadium']).toMatchObject({ legal: false, violation: { code: 'not-your-turn' } });
    t.do({ type: 'UseStadium', player: 'p1' });
    expect(byAction(seatActions(t.state, 'p1'))['use-stadium']).toMatchObject({ legal: false, violation: { code: 'stadium-already-used', ref: { file: '000_0830806de1b6dc84.txt' } } });
  });

  it('offers a retreat that discards Energy as a choice, and refuses one the Energy attached cannot pay', () => {
    const t = quickStart({ profile: 'sv', p1: { active: fennekin, bench: [chespin] }, p2: { active: weedle } });
    expect(byAction(seatActions(t.state, 'p1')).retreat).toMatchObject({ legal: false, violation: { code: 'retreat-cost-unpaid' } });
    t.do({ type: 'AttachEnergy', player: 'p1', card: fire, target: 'p1-active' });
    expect(byAction(seatActions(t.state, 'p1')).retreat).toEqual({ action: 'retreat', legal: true, choose: false });
  });

  it('an attack whose count only the table knows is offered with the damage of each count the player may enter (Blastoise ex "Twin Cannons": up to 2, 140 each, Weakness ×2)', () => {
    const hoOh = cardById('sv10-39');
    const water = cardById('sve-3');
    const t = quickStart({ profile: 'sv', p1: { active: cardById('sv3pt5-7') }, p2: { active: hoOh } });
    while ((t.state.turn?.number ?? 0) < 3) t.do({ type: 'EndTurn', player: t.turnPlayer() });
    t.do({ type: 'Evolve', player: 'p1', card: cardById('sv3pt5-9'), target: 'p1-active', source: { kind: 'effect', card: 'Rare Candy' } });
    for (const card of [water, water]) t.do({ type: 'AttachEnergy', player: 'p1', card, target: 'p1-active', source: { kind: 'effect', card: 'test' } });
    expect(byAction(seatActions(t.state, 'p1'))['attack:0']).toEqual({
      action: 'attack:0',
      legal: true,
      choose: false,
      counts: [
        { count: 1, damage: 280 },
        { count: 2, damage: 560 },
      ],
    });
  });

  it('offers each Ability a player uses, with its least "up to" count, refused on the opponent\'s turn (Miraidon ex sv1-81 "Tandem Unit"; 000 "Bestandteile eines Zuges" F)', () => {
    const miraidon = cardById('sv1-81');
    const t = quickStart({ profile: 'sv', p1: { active: miraidon }, p2: { active: miraidon } });
    expect(byAction(seatActions(t.state, 'p1'))['ability:p1-active:0']).toEqual({
      action: 'ability:p1-active:0',
      legal: true,
      choose: false,
      ability: expect.objectContaining({ pokemon: 'p1-active', index: 0, name: { en: 'Tandem Unit', de: 'Tandem-Aggregat', fr: 'Unité Tandem' }, card: { id: 'sv1-81', name: expect.objectContaining({ en: 'Miraidon ex' }) }, count: { min: 1, max: 2 } }),
    });
    expect(byAction(seatActions(t.state, 'p2'))['ability:p2-active:0']).toMatchObject({ legal: false, violation: { code: 'not-your-turn' } });
  });

  it('offers the second attack an Ability allows, and the end of the turn, once the opponent has a new Active Pokémon (Dipplin sv6-18 "Festival Lead")', () => {
    const t = dipplinAttackedOnce('froakie');
    const waiting = byAction(seatActions(t.state, 'p1'));
    expect(waiting['attack:0']).toMatchObject({ legal: false, violation: { code: 'prompt-open' } });
    expect(waiting['end-turn']).toMatchObject({ legal: true });
    expect(waiting.retreat).toMatchObject({ legal: false, violation: { code: 'attack-again' } });
    t.do({ type: 'PromoteActive', player: 'p2', target: 'p2-bench0' });
    const open = byAction(seatActions(t.state, 'p1'));
    expect(open['attack:0']).toMatchObject({ legal: true, damage: 40 });
    expect(open['end-turn']).toMatchObject({ legal: true });
    // "This Pokémon may use an attack it has twice" is no Ability the player uses: no "Use Ability" for it.
    expect(Object.keys(open).filter((a) => a.startsWith('ability:'))).toEqual([]);
  });

  it('lists nothing once the game is over', () => {
    const t = quickStart({ profile: 'sv', p1: { active: fennekin }, p2: { active: weedle } });
    t.do({ type: 'Concede', player: 'p2' });
    expect(seatActions(t.state, 'p1')).toEqual([]);
  });
});

describe("a seat's Abilities, served as the engine lists them (abilitiesOf), so the tablet uses the Ability it shows", () => {
  const abilities = (t: Table, seat: 'p1' | 'p2') => seatActions(t.state, seat).filter((a) => a.ability !== undefined);
  /** The Ability the engine uses for the served index: the one the action names. */
  const used = (t: Table, pokemon: string, index: number) => t.do({ type: 'UseAbility', player: 'p1', pokemon, ability: index }).find((e) => e.type === 'AbilityUsed');

  it('000 "Anhang 19": a BREAK keeps the Abilities of its previous stage: Greninja BREAK xy9-41 "Giant Water Shuriken", then Greninja xy1-41 "Water Shuriken"', () => {
    const t = greninjaBreak();
    const served = abilities(t, 'p1');
    expect(served.map((a) => [a.action, a.legal, a.ability?.index, a.ability?.name.en, a.ability?.card])).toEqual([
      ['ability:p1-active:0', true, 0, 'Giant Water Shuriken', { id: 'xy9-41', name: expect.objectContaining({ en: 'Greninja BREAK' }) }],
      ['ability:p1-active:1', true, 1, 'Water Shuriken', { id: 'xy1-41', name: expect.objectContaining({ en: 'Greninja' }) }],
    ]);
    expect(served[1]?.ability?.text.en).toBe(cardById('xy1-41').abilities[0]?.text);
    expect(used(t, 'p1-active', 1)).toMatchObject({ name: 'Water Shuriken' });
  });

  it('Forest Seal Stone swsh12-156: "The Pokémon V this card is attached to can use the VSTAR Power on this card": served on Giratina V, printed on the Stone; not on a Pokémon that is not a V', () => {
    const stone = cardById('swsh12-156');
    const t = sealStoneOnGiratina();
    const served = abilities(t, 'p1');
    expect(served.map((a) => [a.action, a.legal, a.ability?.index, a.ability?.name.en, a.ability?.card.id])).toEqual([['ability:p1-active:0', true, 0, 'Star Alchemy', 'swsh12-156']]);
    expect(served[0]?.ability?.name.de).toBe(stone.abilities[0]?.names?.de);
    expect(used(t, 'p1-active', 0)).toMatchObject({ name: 'Star Alchemy', vstarPower: true });
    // 000 "Anhang 6": one VSTAR Power a game, the Stone's included.
    expect(abilities(t, 'p1')[0]).toMatchObject({ legal: false, violation: { code: 'vstar-used' } });
  });

  it('Path to the Peak swsh6-148: "Pokémon with a Rule Box in play (both yours and your opponent\'s) have no Abilities." Mew ex svp-53 has none to use, and its "Restart" is refused naming the Stadium', () => {
    const t = quickStart({ profile: 'sv', p1: { active: fennekin, bench: [cardById('svp-53')] }, p2: { active: weedle } });
    expect(abilities(t, 'p1').map((a) => [a.action, a.legal])).toEqual([['ability:p1-bench0:0', true]]);
    t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('swsh6-148') });
    const served = abilities(t, 'p1');
    expect(served.filter((a) => a.ability?.index !== null)).toEqual([]);
    expect(served).toEqual([
      {
        action: 'ability:p1-bench0:taken-away:0',
        legal: false,
        violation: { code: 'ability-taken-away', message: "Mew ex's Restart can't be used while Path to the Peak is in play.", ref: { file: '000_0830806de1b6dc84.txt', section: 'Bestandteile eines Zuges' } },
        ability: expect.objectContaining({ pokemon: 'p1-bench0', index: null, name: expect.objectContaining({ en: 'Restart' }), takenAwayBy: expect.objectContaining({ en: 'Path to the Peak' }) }),
      },
    ]);
    expect(t.refuse({ type: 'UseAbility', player: 'p1', pokemon: 'p1-bench0', ability: 0 }).code).toBe('no-such-ability');
  });

  it('Path to the Peak takes Forest Seal Stone\'s "Star Alchemy" from Giratina V too (a Pokémon V has a Rule Box): refused, printed on the Stone', () => {
    const t = quickStart({ profile: 'swsh', p1: { active: cardById('swsh11-130') }, p2: { active: weedle } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('swsh12-156'), target: 'p1-active' });
    t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('swsh6-148') });
    expect(abilities(t, 'p1').map((a) => [a.action, a.legal, a.ability?.index, a.ability?.card.id, a.ability?.takenAwayBy?.en])).toEqual([
      ['ability:p1-active:taken-away:0', false, null, 'swsh12-156', 'Path to the Peak'],
    ]);
  });

  // Pokémon with Abilities a player uses (Mew ex "Restart", Miraidon ex "Tandem Unit", Klefki "Mischievous Lock" is not
  // one), with and without a Rule Box, Forest Seal Stone on any of them, Path to the Peak or not.
  const POOL = ['svp-53', 'sv1-81', 'swsh11-130', 'sv4-106', 'sv4pt5-159', 'swsh12-138'].map(cardById);
  it('property: every Ability served with an index is the one the engine uses for that index, and they are all the used ones abilitiesOf lists', () => {
    fc.assert(
      fc.property(
        // At most 3 Pokémon, 3 Stones and the Stadium: the 7 cards of the opening hand (4 of each ran out of cards).
        fc.array(fc.nat({ max: POOL.length - 1 }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
        fc.boolean(),
        (picked, stones, peak) => {
          const [active, ...bench] = picked.map((i) => POOL[i]!);
          const t = quickStart({ profile: 'swsh', p1: { active: active!, bench }, p2: { active: weedle } });
          const ids = ['p1-active', ...bench.map((_, i) => `p1-bench${i}`)];
          ids.forEach((id, i) => stones[i] && t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('swsh12-156'), target: id }));
          if (peak) t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('swsh6-148') });
          const served = abilities(t, 'p1').filter((a) => a.ability?.index !== null);
          const listed = ids.flatMap((id) => {
            const pokemon = id === 'p1-active' ? t.active('p1') : t.bench('p1', Number(id.slice('p1-bench'.length)));
            return abilitiesOf(t.state, pokemon).flatMap((u, index) => (isUsedAbility(u.ability) ? [`${id}:${index}:${u.ability.name}`] : []));
          });
          expect(served.map((a) => `${a.ability?.pokemon}:${a.ability?.index}:${a.ability?.name.en}`)).toEqual(listed);
          for (const a of served) {
            const decision = decide(t.state, { type: 'UseAbility', player: 'p1', pokemon: a.ability!.pokemon, ability: a.ability!.index!, ...(a.ability?.count && { count: a.ability.count.min }) });
            expect(decision.ok).toBe(a.legal);
            if (decision.ok) expect(decision.events.find((e) => e.type === 'AbilityUsed')).toMatchObject({ name: a.ability?.name.en });
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
