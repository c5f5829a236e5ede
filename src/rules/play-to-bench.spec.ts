import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { quickStart } from './testing/table.js';

const chespin = cardById('xy0-3');
const quilladin = cardById('xy0-4');
const froakie = cardById('xy0-12');
const potion = cardById('xy0-37');

describe('turn: Bench', () => {
  it('002 "TURN ACTIONS" A: Basic Pokémon to the Bench, at most 5', () => {
    const t = quickStart({ profile: 'xy', p1: { active: chespin }, p2: { active: froakie } });
    for (let i = 0; i < 5; i++) t.do({ type: 'PlayToBench', player: 'p1', card: froakie });
    expect(t.refuse({ type: 'PlayToBench', player: 'p1', card: froakie })).toMatchObject({ code: 'bench-full', ref: { section: 'TURN ACTIONS' } });
    expect(t.refuse({ type: 'PlayToBench', player: 'p1', card: quilladin }).code).toBe('not-basic');
    expect(t.refuse({ type: 'PlayToBench', player: 'p2', card: froakie }).code).toBe('not-your-turn');
  });

  it('a card from the hand needs a card in the hand', () => {
    const t = quickStart({ profile: 'sv', p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'Adjust', player: 'p1', reason: 'test: empty hand', action: { kind: 'discard-from-hand', player: 'p1', card: potion } });
    for (let i = 0; i < 6; i++) t.do({ type: 'Adjust', player: 'p1', reason: 'discard', action: { kind: 'discard-from-hand', player: 'p1', card: potion } });
    expect(t.state.players.p1.hand.count).toBe(0);
    expect(t.refuse({ type: 'PlayToBench', player: 'p1', card: froakie }).code).toBe('hand-empty');
  });
});

describe('turn: Restored Pokémon', () => {
  it('000 "Anhang 26": a Restored Pokémon goes onto the Bench only through its Fossil\'s effect', () => {
    const t = quickStart({ profile: 'xy', p1: { active: chespin }, p2: { active: froakie } });
    const omanyte = cardById('xy10-17');
    expect(t.refuse({ type: 'PlayToBench', player: 'p1', card: omanyte }).code).toBe('not-basic');
    const [e] = t.do({ type: 'PlayToBench', player: 'p1', card: omanyte, source: { kind: 'effect', card: 'Helix Fossil' } });
    expect(e).toMatchObject({ type: 'PokemonBenched', source: { kind: 'effect', card: 'Helix Fossil' } });
  });
});
