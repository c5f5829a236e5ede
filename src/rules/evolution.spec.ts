import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { quickStart, type Table } from './testing/table.js';

const chespin = cardById('xy0-3');
const quilladin = cardById('xy0-4');
const chesnaught = cardById('xy0-5');
const froakie = cardById('xy0-12');
const grass = cardById('sve-1');

/** End turns until it is `seat`'s turn number `n` (both players just pass). */
describe('turn: evolution', () => {
  it('002 "TURN ACTIONS" B: evolves from the exact name; not on either player\'s first turn', () => {
    const t = quickStart({ profile: 'xy', p1: { active: chespin }, p2: { active: froakie } });
    expect(t.refuse({ type: 'Evolve', player: 'p1', card: quilladin, target: 'p1-active' }).code).toBe('first-turn-evolution');
    t.passTo(3);
    expect(t.refuse({ type: 'Evolve', player: 'p1', card: cardById('xy0-13'), target: 'p1-active' })).toMatchObject({
      code: 'name-mismatch',
      ref: { section: "WHAT DOES AND DOESN'T COUNT FOR A POKÉMON'S NAME?" },
    });
    t.do({ type: 'Evolve', player: 'p1', card: quilladin, target: 'p1-active' });
    expect(t.active('p1').stack.map((c) => c.def.name)).toEqual(['Chespin', 'Quilladin']);
  });

  it('002 "Evolution notes": not on the Pokémon\'s first turn in play, and not twice in one turn', () => {
    const t = quickStart({ profile: 'xy', p1: { active: chespin }, p2: { active: froakie } });
    t.passTo(3);
    t.do({ type: 'PlayToBench', player: 'p1', card: chespin, uid: 'new' });
    expect(t.refuse({ type: 'Evolve', player: 'p1', card: quilladin, target: 'new' }).code).toBe('pokemon-new-in-play');
    t.do({ type: 'Evolve', player: 'p1', card: quilladin, target: 'p1-active' });
    expect(t.refuse({ type: 'Evolve', player: 'p1', card: chesnaught, target: 'p1-active' }).code).toBe('pokemon-new-in-play');
    t.passTo(5);
    t.do({ type: 'Evolve', player: 'p1', card: chesnaught, target: 'p1-active' });
  });

  it('000 "Hinweise zur Entwicklung", a card\'s text over the rule: Forest of Vitality (me1-117) lets Grass Pokémon evolve into Grass Pokémon the turn they are played, again the same turn, and no other type', () => {
    const t = quickStart({ profile: 'sv', p1: { active: froakie }, p2: { active: froakie } });
    t.passTo(3);
    t.do({ type: 'PlayToBench', player: 'p1', card: chespin, uid: 'chespin' });
    t.do({ type: 'PlayToBench', player: 'p1', card: froakie, uid: 'froakie' });
    expect(t.refuse({ type: 'Evolve', player: 'p1', card: quilladin, target: 'chespin' }).code).toBe('pokemon-new-in-play');
    t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('me1-117') });
    t.do({ type: 'Evolve', player: 'p1', card: quilladin, target: 'chespin' });
    // "during the turn they play those Pokémon": a Quilladin evolved this turn was played this turn too (TCG Live evolves Weedle, Kakuna, Beedrill ex in one turn).
    t.do({ type: 'Evolve', player: 'p1', card: chesnaught, target: 'chespin' });
    expect(t.refuse({ type: 'Evolve', player: 'p1', card: cardById('xy0-13'), target: 'froakie' }).code).toBe('pokemon-new-in-play');
  });

  it('evolving removes Special Conditions and keeps damage and attachments', () => {
    const t = quickStart({ profile: 'xy', p1: { active: chespin }, p2: { active: froakie } });
    t.passTo(3);
    t.do({ type: 'AttachEnergy', player: 'p1', card: grass, target: 'p1-active' });
    t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'missed Poison', action: { kind: 'set-condition', target: 'p1-active', condition: 'Poisoned' } });
    t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'missed damage', action: { kind: 'put-damage-counters', target: 'p1-active', counters: 2 } });
    t.do({ type: 'Evolve', player: 'p1', card: quilladin, target: 'p1-active' });
    expect(t.active('p1')).toMatchObject({ poisoned: false, damage: 20, attached: [{ def: { name: 'Basic Grass Energy' } }] });
  });

  it('Rare Candy (an effect) evolves a Basic straight to Stage 2', () => {
    const t = quickStart({ profile: 'xy', p1: { active: chespin }, p2: { active: froakie } });
    t.passTo(3);
    expect(t.refuse({ type: 'Evolve', player: 'p1', card: chesnaught, target: 'p1-active' }).code).toBe('name-mismatch');
    t.do({ type: 'Evolve', player: 'p1', card: chesnaught, target: 'p1-active', source: { kind: 'effect', card: 'Rare Candy' } });
    expect(t.active('p1').stack.at(-1)?.def.name).toBe('Chesnaught');
  });

  it('000 "Anhang 23": Mega Evolution ends the turn', () => {
    const t = quickStart({ profile: 'xy', p1: { active: cardById('xy1-1') }, p2: { active: froakie } });
    t.passTo(3);
    const events = t.do({ type: 'Evolve', player: 'p1', card: cardById('xy1-2'), target: 'p1-active' });
    expect(events.map((e) => e.type)).toContain('TurnEnded');
    expect(t.state.turn).toMatchObject({ player: 'p2', number: 4 });
  });

  it('000 "Anhang 10": a Pokémon VMAX evolves from its Pokémon V', () => {
    const t = quickStart({ profile: 'swsh', p1: { active: cardById('swsh4-43') }, p2: { active: froakie } });
    t.passTo(3);
    t.do({ type: 'Evolve', player: 'p1', card: cardById('swsh4-44'), target: 'p1-active' });
    expect(t.active('p1').stack.at(-1)?.def.prizeValue).toBe(3);
  });
});
