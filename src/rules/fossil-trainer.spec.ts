import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { playedAsBasicPokemon } from './fossil-trainer.js';
import { RULEBOOK } from './rulebook.js';
import { topCard } from './state.js';
import { quickStart, Table } from './testing/table.js';

const chespin = cardById('xy0-3');
const froakie = cardById('xy0-12');
const rareFossil = cardById('swsh3-167');
const dracozolt = cardById('swsh3-65');
const unidentifiedFossil = cardById('sm9-155');
const roboSubstitute = cardById('xy4-102');

describe('000 "Anhang 15: Seltenes Fossil und Unbekanntes Fossil": Fossil Item cards "können als Basis-Pokémon gespielt werden"', () => {
  it('the text gives what it is in play: a Colorless Basic Pokémon with the printed HP, no attacks, no Retreat Cost', () => {
    expect(playedAsBasicPokemon(rareFossil)).toMatchObject({ supertype: 'Pokémon', stage: 'Basic', hp: 70, types: ['Colorless'], attacks: [], retreatCost: 0 });
    // "Play this card as if it were a 60-HP Basic Colorless Pokémon." where the data has no HP for it.
    expect(playedAsBasicPokemon(cardById('swsh10-157'))).toMatchObject({ stage: 'Basic', hp: 60, types: ['Colorless'] });
    expect(playedAsBasicPokemon(roboSubstitute)).toMatchObject({ hp: 30, types: ['Colorless'] });
    // Older Fossils (played in XY's Expanded) say it with their own name: "Play Armor Fossil as if it were a Colorless Basic Pokémon."
    expect(playedAsBasicPokemon(cardById('dp2-116'))).toMatchObject({ stage: 'Basic', hp: 50, types: ['Colorless'] });
    expect(playedAsBasicPokemon(cardById('ex12-78'))).toMatchObject({ stage: 'Basic', hp: 40, types: ['Colorless'] });
    // An XY Fossil Item that puts a Restored Pokémon onto the Bench is not played as one itself (002 "APPENDIX B").
    expect(playedAsBasicPokemon(cardById('xy3-94'))).toBeNull();
    expect(playedAsBasicPokemon(chespin)).toBeNull();
  });

  it('Rare Fossil goes from the hand onto the Bench during the turn, and Dracozolt ("Evolves from Rare Fossil") evolves from it', () => {
    const t = quickStart({ profile: 'sv', p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'PlayToBench', player: 'p1', card: rareFossil, uid: 'fossil' });
    expect(topCard(t.bench('p1', 0))).toMatchObject({ name: 'Rare Fossil', stage: 'Basic', hp: 70 });
    t.passTo(3);
    t.do({ type: 'Evolve', player: 'p1', card: dracozolt, target: 'fossil' });
    expect(t.bench('p1', 0).stack.map((c) => c.def.name)).toEqual(['Rare Fossil', 'Dracozolt']);
  });

  it('it cannot retreat ("This card can\'t be affected by any Special Conditions, and it can\'t retreat.")', () => {
    const t = quickStart({ profile: 'sv', p1: { active: rareFossil, bench: [chespin] }, p2: { active: froakie } });
    expect(t.refuse({ type: 'Retreat', player: 'p1', to: 'p1-bench0', discard: [] })).toEqual({
      code: 'cannot-retreat',
      message: "Rare Fossil can't retreat, as its text says.",
      ref: { file: RULEBOOK.sv, section: 'Anhang 15: Seltenes Fossil und Unbekanntes Fossil' },
    });
  });

  it('"This card can\'t be affected by any Special Conditions": an entered condition is refused (Unidentified Fossil\'s text says nothing of them)', () => {
    const t = quickStart({ profile: 'sv', p1: { active: chespin }, p2: { active: rareFossil } });
    const poison = (target = 'p2-active') => ({ type: 'Adjust', player: 'p1', reason: 'attack text', action: { kind: 'set-condition', target, condition: 'Poisoned' } }) as const;
    expect(t.refuse(poison())).toMatchObject({ code: 'condition-not-possible', message: "Rare Fossil can't be affected by any Special Conditions, as its text says." });
    const u = quickStart({ profile: 'sv', p1: { active: chespin }, p2: { active: cardById('swsh10-157') } });
    u.do(poison());
    expect(u.active('p2').poisoned).toBe(true);
  });

  it('an attack\'s Special Condition does not reach it either (Varoom sv1-140 "Poison Gas": "Your opponent\'s Active Pokémon is now Poisoned.")', () => {
    const varoom = cardById('sv1-140');
    const t = quickStart({ profile: 'sv', p1: { active: varoom }, p2: { active: rareFossil }, first: 'p2' });
    t.do({ type: 'EndTurn', player: 'p2' });
    t.do({ type: 'AttachEnergy', player: 'p1', card: cardById('sve-1'), target: 'p1-active' });
    t.do({ type: 'Attack', player: 'p1', attack: 0 });
    expect(t.active('p2').poisoned).toBe(false);
  });

  it('it is Knocked Out like a Pokémon at its printed HP, the opponent takes a Prize card, and it goes to the discard pile as the Item card it is', () => {
    const t = quickStart({ profile: 'sv', p1: { active: chespin }, p2: { active: rareFossil, bench: [froakie] } });
    const counters = (n: number) => t.do({ type: 'Adjust', player: 'p1', reason: 'attack text', action: { kind: 'put-damage-counters', target: 'p2-active', counters: n } });
    counters(6);
    expect(t.state.players.p2.active).not.toBeNull();
    counters(1);
    expect(t.state.players.p2.active).toBeNull();
    expect(t.state.players.p1.prizesTaken).toBe(1);
    expect(t.state.players.p2.discard.map((c) => [c.uid, c.def.supertype, c.def.trainerKind])).toEqual([['p2-active', 'Trainer', 'Item']]);
  });
});

describe('002 GLOSSARY "FOSSIL TRAINER CARDS": "these Trainer cards always count as Basic Pokémon during set-up"', () => {
  it('in XY, Unidentified Fossil is placed as the Active Pokémon and Robo Substitute on the Bench, so the hand needs no mulligan', () => {
    const t = new Table();
    t.do({ type: 'StartMatch', matchId: 'm', profile: 'xy', players: [{ name: 'Ash' }, { name: 'Misty' }] });
    t.flip('heads');
    t.do({ type: 'ChooseFirstPlayer', player: 'p1', first: 'p1' });
    t.do({ type: 'PlaceActive', player: 'p1', card: unidentifiedFossil, uid: 'fossil' });
    t.do({ type: 'PlayToBench', player: 'p1', card: roboSubstitute, uid: 'robo' });
    expect(t.refuse({ type: 'DeclareMulligan', player: 'p1' }).code).toBe('has-basic');
    // A Restored Pokémon still is not a Basic Pokémon (002 "APPENDIX B").
    expect(t.refuse({ type: 'PlaceActive', player: 'p2', card: cardById('xy3-61') }).code).toBe('not-basic');
    t.do({ type: 'PlaceActive', player: 'p2', card: froakie });
    t.do({ type: 'FinishSetup', player: 'p1' });
    t.do({ type: 'FinishSetup', player: 'p2' });
    expect(topCard(t.active('p1'))).toMatchObject({ name: 'Unidentified Fossil', stage: 'Basic', hp: 60 });
  });
});
