import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { RULEBOOK, viewFor } from '../rules/index.js';
import { quickStart, Table } from '../rules/testing/table.js';
import { engineFormat, restrictionMenu, type RestrictionId } from './index.js';

const MENU_PLAY = { file: RULEBOOK.formats, section: 'Menü der Beschränkungen, Optionen für Einschränkungen beim Spielen' };
const menu = (...chosen: RestrictionId[]) => engineFormat(restrictionMenu(chosen));

const chespin = cardById('xy0-3');
const quilladin = cardById('xy0-4');
const chesnaught = cardById('xy0-5');
const froakie = cardById('xy0-12');
const potion = cardById('sv1-188');
const switchCard = cardById('sv1-194');
const defianceBand = cardById('sv1-169');
const beachCourt = cardById('sv1-167');
const artazon = cardById('sv2-171');
const mesagoza = cardById('sv1-178');

describe('003 "Menü der Beschränkungen": "Jeder Spieler darf nur eine Itemkarte pro Zug spielen."', () => {
  it('a second Item in the same turn is refused, citing 003; the next turn allows one again', () => {
    const t = quickStart({ profile: 'sv', format: menu('one-item-per-turn'), p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: potion });
    expect(t.refuse({ type: 'PlayTrainer', player: 'p1', card: switchCard })).toEqual({
      code: 'item-limit',
      message: 'You can play only one Item card each turn in this format.',
      ref: MENU_PLAY,
    });
    // An Item played by another card's effect is not the player's one Item.
    t.do({ type: 'PlayTrainer', player: 'p1', card: potion, from: 'deck', source: { kind: 'effect', card: 'Ability' } });
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do({ type: 'PlayTrainer', player: 'p2', card: potion });
  });

  it('a Pokémon Tool is its own Trainer kind in the handbook\'s era ("Item, Ausrüstung, …"), so it does not count', () => {
    const t = quickStart({ profile: 'sv', format: menu('one-item-per-turn'), p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: potion });
    t.do({ type: 'PlayTrainer', player: 'p1', card: defianceBand, target: 'p1-active' });
  });

  it('where the era makes a Tool a kind of Item (002 glossary), it is the turn\'s one Item', () => {
    const t = quickStart({ profile: 'xy', format: menu('one-item-per-turn'), p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: potion });
    expect(t.refuse({ type: 'PlayTrainer', player: 'p1', card: cardById('xy1-121'), target: 'p1-active' }).code).toBe('item-limit');
  });

  it('without the restriction, Items are played freely (000 "D) Spiele Trainerkarten")', () => {
    const t = quickStart({ profile: 'sv', format: menu(), p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: potion });
    t.do({ type: 'PlayTrainer', player: 'p1', card: potion });
  });
});

describe('003 "Menü der Beschränkungen": "beliebig viele Stadionkarten auf einmal im Spiel"', () => {
  it('a new Stadium joins those in play; `stadium` is the last one played', () => {
    const t = quickStart({ profile: 'sv', format: menu('several-stadiums'), p1: { active: chespin }, p2: { active: froakie } });
    expect(t.state.stadiums).toEqual([]);
    t.do({ type: 'PlayTrainer', player: 'p1', card: beachCourt, uid: 'court' });
    expect(t.refuse({ type: 'PlayTrainer', player: 'p1', card: artazon }).code).toBe('stadium-already-played');
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do({ type: 'PlayTrainer', player: 'p2', card: artazon, uid: 'artazon' });
    expect(t.state.stadiums?.map((c) => c.uid)).toEqual(['court', 'artazon']);
    expect(t.state.stadium?.uid).toBe('artazon');
    expect(t.state.players.p1.discard).toEqual([]);
  });

  it('one Stadium per turn, and none with the name of one in play (000 "D) Spiele Trainerkarten")', () => {
    const t = quickStart({ profile: 'sv', format: menu('several-stadiums'), p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: beachCourt });
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do({ type: 'PlayTrainer', player: 'p2', card: artazon });
    t.do({ type: 'EndTurn', player: 'p2' });
    expect(t.refuse({ type: 'PlayTrainer', player: 'p1', card: beachCourt }).code).toBe('same-stadium');
    t.do({ type: 'PlayTrainer', player: 'p1', card: mesagoza });
    expect(t.state.stadiums?.map((c) => c.def.name)).toEqual(['Beach Court', 'Artazon', 'Mesagoza']);
  });

  it('a Stadium leaving play leaves the others, and the last one played is `stadium` again', () => {
    const t = quickStart({ profile: 'sv', format: menu('several-stadiums'), p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: beachCourt, uid: 'court' });
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do({ type: 'PlayTrainer', player: 'p2', card: artazon, uid: 'artazon' });
    t.do({ type: 'Adjust', player: 'p2', reason: 'a card discards a Stadium', action: { kind: 'move-card', uid: 'artazon', to: 'discard' } });
    expect(t.state.stadiums?.map((c) => c.uid)).toEqual(['court']);
    expect(t.state.stadium?.uid).toBe('court');
    expect(t.state.players.p2.discard.map((c) => c.uid)).toEqual(['artazon']);
  });

  it('in every other format the new Stadium replaces the old one, and the state has no `stadiums`', () => {
    const t = quickStart({ profile: 'sv', format: menu('one-item-per-turn'), p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: beachCourt, uid: 'court' });
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do({ type: 'PlayTrainer', player: 'p2', card: artazon, uid: 'artazon' });
    expect(t.state.stadium?.uid).toBe('artazon');
    expect(t.state.players.p1.discard.map((c) => c.uid)).toEqual(['court']);
    expect('stadiums' in t.state).toBe(false);
  });
});

describe('003 "Menü der Beschränkungen": "sein Pokémon in dem Zug entwickeln, in dem es ins Spiel gebracht wurde"', () => {
  it('a Pokémon evolves the turn it was played, but not twice in that turn, and not on the first turns', () => {
    const t = quickStart({ profile: 'sv', format: menu('evolve-when-played'), p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'PlayToBench', player: 'p1', card: chespin, uid: 'first-turn' });
    expect(t.refuse({ type: 'Evolve', player: 'p1', card: quilladin, target: 'first-turn' }).code).toBe('first-turn-evolution');
    t.passTo(3);
    t.do({ type: 'PlayToBench', player: 'p1', card: chespin, uid: 'new' });
    t.do({ type: 'Evolve', player: 'p1', card: quilladin, target: 'new' });
    expect(t.refuse({ type: 'Evolve', player: 'p1', card: chesnaught, target: 'new' }).code).toBe('pokemon-new-in-play');
    t.passTo(5);
    t.do({ type: 'Evolve', player: 'p1', card: chesnaught, target: 'new' });
    expect(t.bench('p1', 1).stack.map((c) => c.def.name)).toEqual(['Chespin', 'Quilladin', 'Chesnaught']);
  });
});

describe('003 "Menü der Beschränkungen": "sein startendes Pokémon zu Beginn des Spiels aussuchen"', () => {
  it('before drawing, each player may take the starting Basic Pokémon from the deck, or draw as usual', () => {
    const t = new Table();
    t.do({ type: 'StartMatch', matchId: 'm', profile: 'sv', format: menu('choose-starting-pokemon'), players: [{ name: 'Ash' }, { name: 'Misty' }] });
    t.flip('heads');
    t.do({ type: 'ChooseFirstPlayer', player: 'p1', first: 'p1' });
    expect(t.state.prompts.map((p) => [p.kind, 'player' in p ? p.player : null])).toEqual([['starting-pokemon', 'p1'], ['starting-pokemon', 'p2']]);
    expect(t.state.players.p1.hand.count).toBe(0);
    expect(t.refuse({ type: 'PlaceActive', player: 'p1', card: chespin })).toMatchObject({ code: 'starting-pokemon-pending', ref: MENU_PLAY });
    expect(t.refuse({ type: 'ChooseStartingPokemon', player: 'p1', card: quilladin })).toMatchObject({ code: 'not-basic', ref: MENU_PLAY });
    t.do({ type: 'ChooseStartingPokemon', player: 'p1', card: chespin, uid: 'start' });
    expect(t.state.players.p1).toMatchObject({ deck: 52, hand: { count: 7 }, active: { id: 'start', faceDown: true } });
    t.do({ type: 'ChooseStartingPokemon', player: 'p2' });
    expect(t.state.players.p2).toMatchObject({ deck: 53, hand: { count: 7 }, active: null });
    expect(t.state.prompts).toEqual([]);
    expect(t.refuse({ type: 'PlaceActive', player: 'p1', card: chespin }).code).toBe('active-placed');
    expect(t.refuse({ type: 'DeclareMulligan', player: 'p1' }).code).toBe('has-basic');
    t.do({ type: 'PlaceActive', player: 'p2', card: froakie });
    t.do({ type: 'FinishSetup', player: 'p1' });
    t.do({ type: 'FinishSetup', player: 'p2' });
    expect(t.active('p1')).toMatchObject({ id: 'start', faceDown: false, stack: [{ def: { name: 'Chespin' } }] });
    expect(t.state.players.p1).toMatchObject({ deck: 45, prizes: 6, hand: { count: 8 } });
  });

  it('in a normal game the opening hands are drawn at once (000 "Spielablauf")', () => {
    const t = new Table();
    t.do({ type: 'StartMatch', matchId: 'm', profile: 'sv', format: menu(), players: [{ name: 'Ash' }, { name: 'Misty' }] });
    t.flip('heads');
    t.do({ type: 'ChooseFirstPlayer', player: 'p1', first: 'p1' });
    expect(t.state.players.p1.hand.count).toBe(7);
    expect(t.refuse({ type: 'ChooseStartingPokemon', player: 'p1', card: chespin }).code).toBe('no-starting-choice');
  });
});

describe('003 "Menü der Beschränkungen": "eine beliebige Karte verdeckt hinlegen und als Regenbogen-Energie einsetzen"', () => {
  it('any card, face down, is the turn\'s Energy attachment and pays for any type', () => {
    const t = quickStart({ profile: 'sv', format: menu('face-down-rainbow-energy'), p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'AttachFaceDownEnergy', player: 'p1', card: potion, uid: 'fd', target: 'p1-active' });
    expect(t.active('p1').attached).toMatchObject([{ uid: 'fd', def: { name: 'Rainbow Energy (face down)', supertype: 'Energy' }, face: { name: 'Potion' } }]);
    expect(t.refuse({ type: 'AttachEnergy', player: 'p1', card: cardById('sve-1'), target: 'p1-active' }).code).toBe('energy-already-attached');
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do({ type: 'EndTurn', player: 'p2' });
    // Vine Whip costs one Grass Energy: the face-down card pays it. 10, doubled by Froakie's Grass Weakness.
    t.do({ type: 'Attack', player: 'p1', attack: 0 });
    expect(t.active('p2').damage).toBe(20);
  });

  it('the card stays hidden from the opponent and spectators, even its id, and is itself again in the discard pile', () => {
    const t = quickStart({ profile: 'sv', format: menu('face-down-rainbow-energy'), p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'AttachFaceDownEnergy', player: 'p1', card: potion, uid: 'fd', target: 'p1-active' });
    for (const viewer of [{ role: 'player', seat: 'p2' } as const, { role: 'spectator' } as const]) {
      const view = viewFor(t.state, viewer);
      expect(view.players.p1.active).toMatchObject({ attached: [{ uid: 'hidden:p1:active.attached.1', def: { name: 'Rainbow Energy (face down)' } }] });
      expect(JSON.stringify(view)).not.toMatch(/"fd"|Potion/);
    }
    for (const viewer of [{ role: 'player', seat: 'p1' } as const, { role: 'judge' } as const]) {
      expect(viewFor(t.state, viewer).players.p1.active).toMatchObject({ attached: [{ uid: 'fd', face: { name: 'Potion' } }] });
    }
    t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'test: Knock Out', action: { kind: 'put-damage-counters', target: 'p1-active', counters: 6 } });
    expect(t.state.players.p1.discard.find((c) => c.uid === 'fd')).toEqual({ uid: 'fd', owner: 'p1', def: potion });
  });

  it('is refused where the format does not allow it', () => {
    const t = quickStart({ profile: 'sv', format: menu('open-hands'), p1: { active: chespin }, p2: { active: froakie } });
    expect(t.refuse({ type: 'AttachFaceDownEnergy', player: 'p1', card: potion, target: 'p1-active' })).toMatchObject({
      code: 'face-down-energy-not-allowed',
      ref: MENU_PLAY,
    });
  });
});

describe('003 "Menü der Beschränkungen": "mit seinen Handkarten … aufgedeckt"', () => {
  it('both players see the cards the engine knows in either hand; spectators still do not', () => {
    const t = quickStart({ profile: 'sv', format: menu('open-hands'), p1: { active: chespin, bench: [froakie] }, p2: { active: froakie } });
    t.do({ type: 'Adjust', player: 'p1', reason: 'back to the hand', action: { kind: 'move-card', uid: 'p1-bench0', to: 'hand' } });
    expect(viewFor(t.state, { role: 'player', seat: 'p2' }).players.p1.hand).toMatchObject({ count: 7, known: [{ uid: 'p1-bench0' }] });
    expect(viewFor(t.state, { role: 'spectator' }).players.p1.hand).toEqual({ count: 7, known: null });
  });

  it('a card shown from the hand (tapped on a reader) is known from then on, until it is played', () => {
    const t = quickStart({ profile: 'sv', format: menu('open-hands'), p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'RevealHandCard', player: 'p1', card: potion, uid: 'potion-tag' });
    expect(viewFor(t.state, { role: 'player', seat: 'p2' }).players.p1.hand).toMatchObject({ count: 7, known: [{ uid: 'potion-tag', def: { name: 'Potion' } }] });
    expect(t.refuse({ type: 'RevealHandCard', player: 'p1', card: potion, uid: 'potion-tag' }).code).toBe('card-already-in-game');
    t.do({ type: 'PlayTrainer', player: 'p1', card: potion, uid: 'potion-tag' });
    expect(t.state.players.p1.hand).toEqual({ count: 6, known: [] });
    for (let i = 0; i < 6; i++) t.do({ type: 'RevealHandCard', player: 'p1', card: froakie });
    expect(t.refuse({ type: 'RevealHandCard', player: 'p1', card: froakie })).toMatchObject({ code: 'hand-all-known', ref: MENU_PLAY });
  });

  it('a known card played without its id is that card: the known cards never outnumber the hand', () => {
    const t = quickStart({ profile: 'sv', format: menu('open-hands'), p1: { active: chespin }, p2: { active: froakie } });
    const [shown] = t.do({ type: 'RevealHandCard', player: 'p1', card: potion });
    const [played] = t.do({ type: 'PlayTrainer', player: 'p1', card: potion });
    expect(shown?.type === 'HandCardRevealed' && played?.type === 'TrainerPlayed' && played.card.uid === shown.card.uid).toBe(true);
    expect(t.state.players.p1.hand).toEqual({ count: 6, known: [] });
  });

  it('with hands hidden, the opponent sees only the count (000: the hand is private)', () => {
    const t = quickStart({ profile: 'sv', format: menu('face-down-rainbow-energy'), p1: { active: chespin, bench: [froakie] }, p2: { active: froakie } });
    t.do({ type: 'Adjust', player: 'p1', reason: 'back to the hand', action: { kind: 'move-card', uid: 'p1-bench0', to: 'hand' } });
    t.do({ type: 'RevealHandCard', player: 'p1', card: potion, uid: 'potion-tag' });
    expect(viewFor(t.state, { role: 'player', seat: 'p2' }).players.p1.hand).toEqual({ count: 7, known: null });
    expect(viewFor(t.state, { role: 'player', seat: 'p1' }).players.p1.hand.known).toHaveLength(2);
  });
});
