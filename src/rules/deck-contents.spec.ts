import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import type { CommandOf } from './command.js';
import { RULEBOOK } from './rulebook.js';
import { quickStart, Table } from './testing/table.js';
import { viewFor } from './view.js';

const chespin = cardById('xy0-3');
const froakie = cardById('xy0-12');
const grass = cardById('sve-1');
const nestBall = cardById('sv1-181');
const tyrunt = cardById('xy3-61');
const jawFossil = cardById('xy3-94');
const rareFossil = cardById('swsh3-167');
const mewtwoVUnionPart = cardById('swshp-SWSH159');

/** p1's registered deck: two Chespin, one Rare Fossil and 57 basic Grass Energy. */
const DECK_LIST = [
  { id: chespin.id, count: 2 },
  { id: rareFossil.id, count: 1 },
  { id: grass.id, count: 57 },
];

function registered(list = DECK_LIST): Table {
  const t = new Table();
  t.do({ type: 'StartMatch', matchId: 'm', profile: 'sv', players: [{ name: 'Ash', deckList: list }, { name: 'Misty' }] });
  t.flip('heads');
  t.do({ type: 'ChooseFirstPlayer', player: 'p1', first: 'p1' });
  t.do({ type: 'PlaceActive', player: 'p1', card: chespin, uid: 'p1-active' });
  t.do({ type: 'FinishSetup', player: 'p1' });
  t.do({ type: 'PlaceActive', player: 'p2', card: froakie, uid: 'p2-active' });
  t.do({ type: 'FinishSetup', player: 'p2' });
  return t;
}

/** Nest Ball: "Search your deck for a Basic Pokémon and put it onto your Bench." */
const search = (card = chespin, player: 'p1' | 'p2' = 'p1', source = { kind: 'effect' as const, card: 'Nest Ball', text: nestBall.rules[0] ?? '' }): CommandOf<'PlayToBench'> => ({
  type: 'PlayToBench',
  player,
  card,
  from: 'deck',
  source,
});

describe('deck contents where the table knows them: a registered deck list brought to StartMatch', () => {
  it('a list that does not hold the whole deck is refused (000 "Zusammenstellen von Decks")', () => {
    const t = new Table();
    expect(t.refuse({ type: 'StartMatch', matchId: 'm', profile: 'sv', players: [{ name: 'Ash', deckList: [{ id: chespin.id, count: 59 }] }, { name: 'Misty' }] })).toEqual({
      code: 'deck-list-size',
      message: "Ash's deck list holds 59 cards; the deck holds 60.",
      ref: { file: RULEBOOK.sv, section: 'Zusammenstellen von Decks' },
    });
  });

  it('a search finds only what the deck holds: not a card the list lacks, nor a copy more than it lists', () => {
    const t = registered();
    expect(t.refuse(search(froakie))).toMatchObject({ code: 'not-in-deck-list', message: 'Froakie (xy0-12) is not in your registered deck, so it cannot come from it.' });
    // One Chespin is the Active already: one is left in the deck.
    t.do(search());
    expect(t.refuse(search())).toMatchObject({ code: 'not-in-deck-list', message: 'Your registered deck holds 2× Chespin (xy0-3) and all of them are out of the deck already.' });
    // Misty brought no list: nothing is known of her deck.
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do(search(froakie, 'p2'));
  });

  it('the list is hidden information: its owner and judges see it, the opponent and spectators do not', () => {
    const t = registered();
    expect(viewFor(t.state, { role: 'player', seat: 'p1' }).players.p1.deckList).toEqual(DECK_LIST);
    expect(viewFor(t.state, { role: 'judge' }).players.p1.deckList).toEqual(DECK_LIST);
    expect(viewFor(t.state, { role: 'player', seat: 'p2' }).players.p1).not.toHaveProperty('deckList');
    expect(viewFor(t.state, { role: 'spectator' }).players.p1).not.toHaveProperty('deckList');
  });
});

describe('a search "for a Basic Pokémon" finds only Basic Pokémon cards', () => {
  it('002 "APPENDIX B: RESTORED POKÉMON": Nest Ball cannot find Tyrunt, which only its Fossil\'s effect puts onto the Bench', () => {
    expect(nestBall.rules[0]).toMatch(/^Search your deck for a Basic Pokémon and put it onto your Bench/);
    const t = quickStart({ profile: 'xy', p1: { active: chespin }, p2: { active: froakie } });
    expect(t.refuse(search(tyrunt))).toEqual({
      code: 'search-finds-basic-only',
      message: 'Tyrunt is not a Basic Pokémon in the deck: a search for a Basic Pokémon cannot find it.',
      ref: { file: RULEBOOK.xy, section: 'APPENDIX B: RESTORED POKÉMON' },
    });
    t.do(search(tyrunt, 'p1', { kind: 'effect', card: 'Jaw Fossil', text: jawFossil.rules[0] ?? '' }));
    expect(t.bench('p1', 0).stack[0]?.def.name).toBe('Tyrunt');
  });

  it('000 glossary "Fossil-Trainerkarten": Rare Fossil in the deck is no Basic Pokémon, so no search puts it into play', () => {
    const t = registered();
    expect(t.refuse(search(rareFossil))).toMatchObject({ code: 'not-basic', ref: { file: RULEBOOK.sv, section: 'Anhang 15: Seltenes Fossil und Unbekanntes Fossil' } });
  });

  it('000 "Anhang 7": a Pokémon V-UNION part is a card of its own outside play, and no Basic Pokémon', () => {
    expect(mewtwoVUnionPart.stage).toBe('V-UNION');
    const t = quickStart({ profile: 'sv', p1: { active: chespin }, p2: { active: froakie } });
    expect(t.refuse(search(mewtwoVUnionPart))).toMatchObject({ code: 'search-finds-basic-only', ref: { section: 'Anhang 7: Pokémon-V-UNION' } });
  });
});
