import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { quickStart } from './testing/table.js';

const chespin = cardById('xy0-3');
const froakie = cardById('xy0-12');
const tierno = cardById('xy0-39');
const potion = cardById('xy0-37');

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
