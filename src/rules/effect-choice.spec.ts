import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { choiceIn, trainerCountRange } from './effect-choice.js';
import { SV, SWSH } from './profile.js';
import type { ProfileId } from './profile.js';
import { UP_TO_REF, UP_TO_SWSH_REF } from './rulebook.js';
import { quickStart, type Table } from './testing/table.js';

/**
 * 000 'Was ist der Unterschied zwischen „bis zu“ und „beliebig viele“?': "bis zu X" lets a player choose "eine
 * beliebige Zahl zwischen 1 und X" (drawing excepted: 0 may be chosen), "beliebig viele" from 0. 001 'Mitä eroa on
 * sanamuodoilla "up to" ja "any amount"?' says 1–X with no exception; 002 and 004 say nothing. The count a player
 * chooses is part of the command that plays the effect, checked against the card's text.
 */

const superiorEnergyRetrieval = cardById('sv2-189'); // "Put up to 4 Basic Energy cards from your discard pile into your hand."
const buddyBuddyPoffin = cardById('sv5-144'); // "Search your deck for up to 2 Basic Pokémon with 70 HP or less …"
const nestBall = cardById('sv1-181'); // "Search your deck for a Basic Pokémon and put it onto your Bench."
const energySwitch = cardById('sv1-173'); // "Move a Basic Energy from 1 of your Pokémon to another of your Pokémon."
const erika = cardById('gym1-16'); // "You may draw up to 3 cards, then your opponent may draw up to 3 cards."
const ironLeavesEx = cardById('sv5-25'); // "Rapid Vernier": "… you may move any amount of Energy from your other Pokémon to this Pokémon."
const magnemite = cardById('sv2-65'); // "Magnetic Charge" [C]: "Attach up to 2 Basic Lightning Energy cards from your discard pile to 1 of your Benched Pokémon."
const miraidonEx = cardById('sv1-81'); // "Tandem Unit": "… you may search your deck for up to 2 Basic Lightning Pokémon and put them onto your Bench."
const levincia = cardById('sv9-150'); // Stadium: "Once during each player's turn, that player may put up to 2 Basic Lightning Energy cards …"
const pikachu = cardById('sv2-62');
const jet = cardById('sv2-190'); // provides Colorless

/** p2 went first and passed: it is p1's first turn, going second. */
function p1sTurn(profile: ProfileId = 'sv', active = pikachu): Table {
  const t = quickStart({ profile, first: 'p2', p1: { active, bench: [pikachu] }, p2: { active: pikachu } });
  t.do({ type: 'EndTurn', player: 'p2' });
  return t;
}

const play = (card: typeof nestBall, count?: number) => ({ type: 'PlayTrainer' as const, player: 'p1' as const, card, ...(count === undefined ? {} : { count }) });

describe('"up to X" (000: from 1 to X)', () => {
  it('Superior Energy Retrieval: "up to 4" takes 1 to 4, and the event keeps the count chosen', () => {
    const t = p1sTurn();
    expect(t.do(play(superiorEnergyRetrieval, 4))).toContainEqual(expect.objectContaining({ type: 'TrainerPlayed', count: 4 }));
  });

  it('Superior Energy Retrieval: 5 is refused, citing 000', () => {
    const v = p1sTurn().refuse(play(superiorEnergyRetrieval, 5));
    expect(v).toMatchObject({ code: 'count-range', ref: UP_TO_REF });
    expect(v.message).toContain('1 to 4');
  });

  it('Buddy-Buddy Poffin: "up to 2" does not take 0 (000: "zwischen 1 und X")', () => {
    expect(p1sTurn().refuse(play(buddyBuddyPoffin, 0))).toMatchObject({ code: 'count-range', ref: UP_TO_REF });
  });

  it('Nest Ball and Energy Switch let the player choose no count: one is refused', () => {
    const t = p1sTurn();
    expect(t.refuse(play(nestBall, 1)).code).toBe('count-not-asked');
    expect(t.refuse(play(energySwitch, 1)).code).toBe('count-not-asked');
  });

  it('without a count the card is played as before: the players apply the choice', () => {
    const [played] = p1sTurn().do(play(buddyBuddyPoffin));
    expect(played).not.toHaveProperty('count');
  });

  it('an attack\'s "up to 2" (Magnemite "Magnetic Charge"): 3 is refused, 2 is the attack\'s count', () => {
    const t = p1sTurn('sv', magnemite);
    t.do({ type: 'AttachEnergy', player: 'p1', card: jet, target: 'p1-active' });
    expect(t.refuse({ type: 'Attack', player: 'p1', attack: 0, count: 3 })).toMatchObject({ code: 'count-range', ref: UP_TO_REF });
    expect(t.do({ type: 'Attack', player: 'p1', attack: 0, count: 2 })).toContainEqual(expect.objectContaining({ type: 'AttackDeclared', count: 2 }));
  });
});

describe('an Ability\'s "up to X" (000: from 1 to X)', () => {
  it('Miraidon ex "Tandem Unit", "up to 2 Basic Lightning Pokémon": 3 and 0 are refused citing 000, 2 is the Ability\'s count', () => {
    const t = p1sTurn('sv', miraidonEx);
    const use = (count: number) => ({ type: 'UseAbility' as const, player: 'p1' as const, pokemon: 'p1-active', ability: 0, count });
    const three = t.refuse(use(3));
    expect(three).toMatchObject({ code: 'count-range', ref: UP_TO_REF });
    expect(three.message).toBe('Tandem Unit: "up to 2 Basic Lightning Pokémon and put them onto your Bench" lets you choose 1 to 2, not 3.');
    expect(t.refuse(use(0))).toMatchObject({ code: 'count-range', ref: UP_TO_REF });
    expect(t.do(use(2))).toContainEqual(expect.objectContaining({ type: 'AbilityUsed', name: 'Tandem Unit', count: 2 }));
  });
});

describe('a Trainer asks its count as it is played: an Item\'s or a Supporter\'s text', () => {
  it('the range the dashboard and the mirror offer is the one the engine checks: Buddy-Buddy Poffin 1 to 2, Erika 0 to 3 in 000 and 1 to 3 in 001', () => {
    expect(trainerCountRange(SV, buddyBuddyPoffin)).toEqual({ min: 1, max: 2 });
    expect(trainerCountRange(SV, erika)).toEqual({ min: 0, max: 3 });
    expect(trainerCountRange(SWSH, erika)).toEqual({ min: 1, max: 3 });
    expect(trainerCountRange(SV, nestBall)).toBeNull();
  });

  it('Levincia\'s "up to 2" is chosen when the Stadium is used, not as it is played: a count with the play is refused', () => {
    expect(trainerCountRange(SV, levincia)).toBeNull();
    expect(p1sTurn().refuse(play(levincia, 2)).code).toBe('count-not-asked');
  });
});

describe('"draw up to X": the eras differ', () => {
  it('000 lets a draw choose 0 (Erika: "You may draw up to 3 cards")', () => {
    expect(p1sTurn('sv').do(play(erika, 0))).toContainEqual(expect.objectContaining({ type: 'TrainerPlayed', count: 0 }));
  });

  it('001 says 1–X with no exception: 0 is refused in the SWSH era', () => {
    expect(p1sTurn('swsh').refuse(play(erika, 0))).toMatchObject({ code: 'count-range', ref: UP_TO_SWSH_REF });
  });

  it('002 says nothing: "up to 4" takes 0 as the wording reads', () => {
    expect(p1sTurn('xy').do(play(superiorEnergyRetrieval, 0))).toContainEqual(expect.objectContaining({ type: 'TrainerPlayed', count: 0 }));
  });
});

describe('"any amount" (000: 0 too)', () => {
  it('Iron Leaves ex "Rapid Vernier": any count, 0 included, is the Ability\'s count', () => {
    const t = p1sTurn('sv', ironLeavesEx);
    expect(t.do({ type: 'UseAbility', player: 'p1', pokemon: 'p1-active', ability: 0, count: 0 })).toContainEqual(expect.objectContaining({ type: 'AbilityUsed', count: 0 }));
    expect(t.do({ type: 'UseAbility', player: 'p1', pokemon: 'p1-active', ability: 0, count: 7 })).toContainEqual(expect.objectContaining({ type: 'AbilityUsed', count: 7 }));
  });
});

describe('what is a choice in a text', () => {
  it('reads "up to", "any amount" and "draw up to"; limits and reminders are none', () => {
    expect(choiceIn(superiorEnergyRetrieval.rules)).toEqual({ kind: 'up-to', max: 4, what: 'Basic Energy cards from your discard pile into your hand', draw: false });
    expect(choiceIn(erika.rules)).toMatchObject({ kind: 'up-to', max: 3, draw: true });
    expect(choiceIn(ironLeavesEx.abilities.map((a) => a.text))).toMatchObject({ kind: 'any-amount' });
    // Area Zero Underdepths: "can have up to 8 Pokémon on their Bench" is a Bench size, not a choice.
    expect(choiceIn(cardById('sv7-131').rules)).toBeNull();
    // "You may play any number of Item cards during your turn." is the Item rule's reminder.
    expect(choiceIn(nestBall.rules)).toBeNull();
  });
});
