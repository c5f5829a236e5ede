import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { quickStart, type Table } from './testing/table.js';

const chespin = cardById('xy0-3');
const quilladin = cardById('xy0-4');
const chesnaught = cardById('xy0-5');
const froakie = cardById('xy0-12');
const fennekin = cardById('xy0-8');
const tierno = cardById('xy0-39');
const potion = cardById('xy0-37');
const grass = cardById('sve-1');
const water = cardById('sve-3');
const dce = cardById('base1-96');

/** End turns until it is `seat`'s turn number `n` (both players just pass). */
function passTo(t: Table, number: number): void {
  while ((t.state.turn?.number ?? 0) < number) t.do({ type: 'EndTurn', player: t.turnPlayer() });
}

describe('turn: draw', () => {
  it('000 "Zugabfolge" 1: each turn starts by drawing a card, the first player\'s first turn too', () => {
    const t = quickStart({ profile: 'sv', p1: { active: chespin }, p2: { active: froakie } });
    expect(t.state.players.p1).toMatchObject({ hand: { count: 7 }, deck: 46 });
    t.do({ type: 'EndTurn', player: 'p1' });
    expect(t.state.players.p2).toMatchObject({ hand: { count: 7 }, deck: 46 });
  });

  it('000 "Zugabfolge" 1: a player who cannot draw at the start of the turn loses', () => {
    const t = quickStart({ profile: 'xy', format: { name: 'tiny', overrides: { deckSize: 15 } }, p1: { active: chespin }, p2: { active: froakie } });
    // Deck of 15: 7 to the hand and 6 Prize cards leave 2; p1 draws them on turns 1 and 3.
    passTo(t, 4);
    expect(t.state.players.p1.deck).toBe(0);
    t.do({ type: 'EndTurn', player: 'p2' });
    expect(t.state.result).toEqual({ winner: 'p2', reasons: ['deck-out'] });
    expect(t.state.stage).toBe('finished');
  });
});

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

describe('turn: evolution', () => {
  it('002 "TURN ACTIONS" B: evolves from the exact name; not on either player\'s first turn', () => {
    const t = quickStart({ profile: 'xy', p1: { active: chespin }, p2: { active: froakie } });
    expect(t.refuse({ type: 'Evolve', player: 'p1', card: quilladin, target: 'p1-active' }).code).toBe('first-turn-evolution');
    passTo(t, 3);
    expect(t.refuse({ type: 'Evolve', player: 'p1', card: cardById('xy0-13'), target: 'p1-active' })).toMatchObject({
      code: 'name-mismatch',
      ref: { section: "WHAT DOES AND DOESN'T COUNT FOR A POKÉMON'S NAME?" },
    });
    t.do({ type: 'Evolve', player: 'p1', card: quilladin, target: 'p1-active' });
    expect(t.active('p1').stack.map((c) => c.def.name)).toEqual(['Chespin', 'Quilladin']);
  });

  it('002 "Evolution notes": not on the Pokémon\'s first turn in play, and not twice in one turn', () => {
    const t = quickStart({ profile: 'xy', p1: { active: chespin }, p2: { active: froakie } });
    passTo(t, 3);
    t.do({ type: 'PlayToBench', player: 'p1', card: chespin, uid: 'new' });
    expect(t.refuse({ type: 'Evolve', player: 'p1', card: quilladin, target: 'new' }).code).toBe('pokemon-new-in-play');
    t.do({ type: 'Evolve', player: 'p1', card: quilladin, target: 'p1-active' });
    expect(t.refuse({ type: 'Evolve', player: 'p1', card: chesnaught, target: 'p1-active' }).code).toBe('pokemon-new-in-play');
    passTo(t, 5);
    t.do({ type: 'Evolve', player: 'p1', card: chesnaught, target: 'p1-active' });
  });

  it('evolving removes Special Conditions and keeps damage and attachments', () => {
    const t = quickStart({ profile: 'xy', p1: { active: chespin }, p2: { active: froakie } });
    passTo(t, 3);
    t.do({ type: 'AttachEnergy', player: 'p1', card: grass, target: 'p1-active' });
    t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'missed Poison', action: { kind: 'set-condition', target: 'p1-active', condition: 'Poisoned' } });
    t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'missed damage', action: { kind: 'put-damage-counters', target: 'p1-active', counters: 2 } });
    t.do({ type: 'Evolve', player: 'p1', card: quilladin, target: 'p1-active' });
    expect(t.active('p1')).toMatchObject({ poisoned: false, damage: 20, attached: [{ def: { name: 'Basic Grass Energy' } }] });
  });

  it('Rare Candy (an effect) evolves a Basic straight to Stage 2', () => {
    const t = quickStart({ profile: 'xy', p1: { active: chespin }, p2: { active: froakie } });
    passTo(t, 3);
    expect(t.refuse({ type: 'Evolve', player: 'p1', card: chesnaught, target: 'p1-active' }).code).toBe('name-mismatch');
    t.do({ type: 'Evolve', player: 'p1', card: chesnaught, target: 'p1-active', source: { kind: 'effect', card: 'Rare Candy' } });
    expect(t.active('p1').stack.at(-1)?.def.name).toBe('Chesnaught');
  });

  it('000 "Anhang 23": Mega Evolution ends the turn', () => {
    const t = quickStart({ profile: 'xy', p1: { active: cardById('xy1-1') }, p2: { active: froakie } });
    passTo(t, 3);
    const events = t.do({ type: 'Evolve', player: 'p1', card: cardById('xy1-2'), target: 'p1-active' });
    expect(events.map((e) => e.type)).toContain('TurnEnded');
    expect(t.state.turn).toMatchObject({ player: 'p2', number: 4 });
  });

  it('000 "Anhang 10": a Pokémon VMAX evolves from its Pokémon V', () => {
    const t = quickStart({ profile: 'swsh', p1: { active: cardById('swsh4-43') }, p2: { active: froakie } });
    passTo(t, 3);
    t.do({ type: 'Evolve', player: 'p1', card: cardById('swsh4-44'), target: 'p1-active' });
    expect(t.active('p1').stack.at(-1)?.def.prizeValue).toBe(3);
  });
});

describe('turn: Energy', () => {
  it('000 "Zugabfolge" C: one Energy from the hand per turn; an effect\'s attachment does not count', () => {
    const t = quickStart({ profile: 'sv', p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'AttachEnergy', player: 'p1', card: grass, target: 'p1-active' });
    expect(t.refuse({ type: 'AttachEnergy', player: 'p1', card: grass, target: 'p1-active' }).code).toBe('energy-already-attached');
    const [e] = t.do({ type: 'AttachEnergy', player: 'p1', card: grass, target: 'p1-active', from: 'deck', source: { kind: 'effect', card: 'Ability' } });
    expect(e).toMatchObject({ type: 'EnergyAttached', source: { kind: 'effect', card: 'Ability' }, from: 'deck' });
    expect(t.active('p1').attached).toHaveLength(2);
    expect(t.refuse({ type: 'AttachEnergy', player: 'p1', card: grass, target: 'p2-active', source: { kind: 'effect', card: 'x' } }).code).toBe('no-such-pokemon');
  });
});

describe('turn: Trainers', () => {
  it('001 "SÄÄNTÖMUUTOS": the first player plays no Supporter on the first turn', () => {
    const t = quickStart({ profile: 'swsh', p1: { active: chespin }, p2: { active: froakie } });
    expect(t.refuse({ type: 'PlayTrainer', player: 'p1', card: tierno })).toMatchObject({ code: 'supporter-first-turn', ref: { file: '001_aaaa365f5ce01ede.txt' } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: potion });
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do({ type: 'PlayTrainer', player: 'p2', card: tierno });
    expect(t.refuse({ type: 'PlayTrainer', player: 'p2', card: tierno }).code).toBe('supporter-already-played');
    expect(t.state.players.p2.discard.map((c) => c.def.name)).toEqual(['Tierno']);
  });

  it('002: in the XY era the first player may play a Supporter on the first turn', () => {
    const t = quickStart({ profile: 'xy', p1: { active: chespin }, p2: { active: froakie } });
    const [e] = t.do({ type: 'PlayTrainer', player: 'p1', card: tierno });
    expect(e).toMatchObject({ type: 'TrainerPlayed', kind: 'Supporter', text: expect.arrayContaining([expect.stringMatching(/Draw 3 cards/)]) });
  });

  it('000 "D) Spiele Trainerkarten": one Stadium per turn, not one with the name in play, the old one to its owner\'s discard', () => {
    const t = quickStart({ profile: 'sv', p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('sv2-171'), uid: 'artazon' });
    expect(t.refuse({ type: 'PlayTrainer', player: 'p1', card: cardById('sv1-167') }).code).toBe('stadium-already-played');
    t.do({ type: 'EndTurn', player: 'p1' });
    expect(t.refuse({ type: 'PlayTrainer', player: 'p2', card: cardById('sv2-171') }).code).toBe('same-stadium');
    t.do({ type: 'PlayTrainer', player: 'p2', card: cardById('sv1-167') });
    expect(t.state.stadium?.def.name).toBe('Beach Court');
    expect(t.state.players.p1.discard.map((c) => c.uid)).toEqual(['artazon']);
  });

  it('002: in the XY era a Stadium with the same name may replace the one in play', () => {
    const t = quickStart({ profile: 'xy', p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('sv2-171') });
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do({ type: 'PlayTrainer', player: 'p2', card: cardById('sv2-171') });
    expect(t.state.stadium?.owner).toBe('p2');
  });

  it('one Pokémon Tool per Pokémon', () => {
    const t = quickStart({ profile: 'sv', p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('sv1-169'), target: 'p1-active' });
    expect(t.refuse({ type: 'PlayTrainer', player: 'p1', card: cardById('sv2-176'), target: 'p1-active' }).code).toBe('tool-limit');
    expect(t.refuse({ type: 'PlayTrainer', player: 'p1', card: cardById('sv2-176'), target: 'p2-active' }).code).toBe('no-such-pokemon');
  });
});

describe('turn: Pokémon Tools', () => {
  it('README era table: a Pokémon Tool is a kind of Item in swsh/xy, its own Trainer kind in sv', () => {
    for (const [profile, countsAsItem] of [['swsh', true], ['xy', true], ['sv', false]] as const) {
      const t = quickStart({ profile, p1: { active: chespin }, p2: { active: froakie } });
      const [e] = t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('sv1-169'), target: 'p1-active' });
      expect(e).toMatchObject({ type: 'TrainerPlayed', kind: 'Tool', countsAsItem });
    }
  });
});

describe('turn: retreat', () => {
  it('002 "TURN ACTIONS" E: discard Energy for the Retreat Cost, once per turn; the Bench clears Special Conditions', () => {
    const t = quickStart({ profile: 'xy', p1: { active: chespin, bench: [fennekin] }, p2: { active: froakie } });
    t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'test', action: { kind: 'set-condition', target: 'p1-active', condition: 'Confused' } });
    t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'test', action: { kind: 'set-condition', target: 'p1-active', condition: 'Poisoned' } });
    expect(t.refuse({ type: 'Retreat', player: 'p1', to: 'p1-bench0', discard: [] }).code).toBe('retreat-cost-unpaid');
    t.do({ type: 'AttachEnergy', player: 'p1', card: water, uid: 'w1', target: 'p1-active' });
    t.do({ type: 'Retreat', player: 'p1', to: 'p1-bench0', discard: ['w1'] });
    expect(t.active('p1').id).toBe('p1-bench0');
    expect(t.bench('p1', 0)).toMatchObject({ id: 'p1-active', rotation: null, poisoned: false, attached: [] });
    expect(t.state.players.p1.discard.map((c) => c.uid)).toEqual(['w1']);
    expect(t.refuse({ type: 'Retreat', player: 'p1', to: 'p1-active', discard: [] }).code).toBe('already-retreated');
  });

  it('002 "SPECIAL CONDITIONS": an Asleep or Paralyzed Pokémon cannot retreat', () => {
    const t = quickStart({ profile: 'xy', p1: { active: cardById('xy0-25'), bench: [fennekin] }, p2: { active: froakie } });
    t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'test', action: { kind: 'set-condition', target: 'p1-active', condition: 'Asleep' } });
    t.do({ type: 'AttachEnergy', player: 'p1', card: dce, uid: 'dce', target: 'p1-active' });
    expect(t.refuse({ type: 'Retreat', player: 'p1', to: 'p1-bench0', discard: ['dce'] }).code).toBe('cannot-retreat-condition');
  });

  it('a Double Colorless Energy pays a Retreat Cost of 2', () => {
    const t = quickStart({ profile: 'xy', p1: { active: cardById('xy0-22'), bench: [fennekin] }, p2: { active: froakie } });
    t.do({ type: 'AttachEnergy', player: 'p1', card: dce, uid: 'dce', target: 'p1-active' });
    t.do({ type: 'Retreat', player: 'p1', to: 'p1-bench0', discard: ['dce'] });
    expect(t.active('p1').id).toBe('p1-bench0');
  });

  it('004 "Confused": a Confused Pokémon pays, then flips; tails, the retreat fails for the turn', () => {
    const t = quickStart({ profile: 'classic', p1: { active: cardById('base1-58'), bench: [cardById('base1-63')] }, p2: { active: cardById('base1-7') } });
    t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'test', action: { kind: 'set-condition', target: 'p1-active', condition: 'Confused' } });
    t.do({ type: 'AttachEnergy', player: 'p1', card: cardById('base1-100'), uid: 'l1', target: 'p1-active' });
    t.do({ type: 'Retreat', player: 'p1', to: 'p1-bench0', discard: ['l1'] });
    expect(t.pendingFlip()).toMatch(/Confused Pokémon retreating/);
    t.flip('tails');
    expect(t.active('p1').id).toBe('p1-active');
    expect(t.state.players.p1.discard.map((c) => c.uid)).toEqual(['l1']);
    expect(t.refuse({ type: 'Retreat', player: 'p1', to: 'p1-bench0', discard: [] }).code).toBe('retreat-failed');
  });
});

describe('turn: classic Trainers', () => {
  it('004 "Play a Trainer Card": PlusPower attaches to a Pokémon; Base Set has no limit of one per Pokémon', () => {
    const t = quickStart({ profile: 'classic', p1: { active: cardById('base1-58') }, p2: { active: cardById('base1-63') } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('base1-84'), target: 'p1-active' });
    t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('base1-84'), target: 'p1-active' });
    expect(t.active('p1').attached.map((c) => c.def.name)).toEqual(['PlusPower', 'PlusPower']);
    t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('base1-75') });
    expect(t.state.players.p1.discard.map((c) => c.def.name)).toEqual(['Lass']);
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
