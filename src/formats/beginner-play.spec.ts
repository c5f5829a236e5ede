import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { RULEBOOK } from '../rules/index.js';
import { quickStart, Table } from '../rules/testing/table.js';
import { engineFormat, formatById } from './index.js';

const format = (id: string) => {
  const f = formatById(id);
  if (!f) throw new Error(`no format ${id}`);
  return engineFormat(f);
};

const toedscool = cardById('sv1-25');
const weedle = cardById('xy0-1');
const chespin = cardById('xy0-3');
const quilladin = cardById('xy0-4');
const chesnaught = cardById('xy0-5');
const froakie = cardById('xy0-12');
const grass = cardById('sve-1');

describe('003 "Multi-Level (Lernen & Los)", level 1: "Spezielle Zustände werden nicht angewendet."', () => {
  it('an attack\'s Special Condition is not applied, and the log says why', () => {
    const t = quickStart({ profile: 'sv', format: format('multi-level-1'), p1: { active: toedscool }, p2: { active: weedle } });
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do({ type: 'AttachEnergy', player: 'p2', card: grass, target: 'p2-active' });
    // String Shot: "Flip a coin. If heads, … Paralyzed." The coin could bring nothing, so it is not flipped.
    const events = t.do({ type: 'Attack', player: 'p2', attack: 0 });
    expect(t.pendingFlip()).toBeNull();
    expect(events).toContainEqual({
      type: 'RuleApplied',
      rule: 'special-condition-not-applied',
      message: 'Toedscool is not Paralyzed: Special Conditions are not applied in this format.',
      ref: { file: RULEBOOK.formats, section: 'Multi-Level (Lernen & Los)' },
    });
    expect(t.active('p1')).toMatchObject({ damage: 10, rotation: null });
    t.do({ type: 'AttachEnergy', player: 'p1', card: grass, target: 'p1-active' });
    // Spore: "Your opponent's Active Pokémon is now Asleep."
    t.do({ type: 'Attack', player: 'p1', attack: 0 });
    expect(t.active('p2').rotation).toBeNull();
    expect(t.log.filter((e) => e.type === 'SpecialConditionApplied')).toEqual([]);
  });

  it('nor can an adjustment apply one', () => {
    const t = quickStart({ profile: 'sv', format: format('multi-level-1'), p1: { active: toedscool }, p2: { active: weedle } });
    const refused = t.refuse({ type: 'Adjust', player: 'p1', reason: 'card text', action: { kind: 'set-condition', target: 'p2-active', condition: 'Poisoned' } });
    expect(refused).toMatchObject({ code: 'condition-not-applied', ref: { file: RULEBOOK.formats, section: 'Multi-Level (Lernen & Los)' } });
  });

  it('level 2 applies them again: "und Spezielle Zustände werden angewendet"', () => {
    const t = quickStart({ profile: 'sv', format: format('multi-level-2'), p1: { active: toedscool }, p2: { active: weedle } });
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do({ type: 'EndTurn', player: 'p2' });
    t.do({ type: 'AttachEnergy', player: 'p1', card: grass, target: 'p1-active' });
    t.do({ type: 'Attack', player: 'p1', attack: 0 });
    expect(t.active('p2').rotation?.condition).toBe('Asleep');
  });
});

describe('003 "Basiskampf", Vorbereitung: "Jeder Spieler legt seine Pokémon verdeckt hin, eins als Aktives Pokémon und zwei auf die Bank."', () => {
  it('the three Pokémon are laid out as they are, of any stage, without a mulligan, then revealed', () => {
    const t = new Table();
    t.do({ type: 'StartMatch', matchId: 'b1', profile: 'sv', format: format('basiskampf'), players: [{ name: 'Ash' }, { name: 'Misty' }] });
    t.flip('heads');
    t.do({ type: 'ChooseFirstPlayer', player: 'p1', first: 'p1' });
    expect(t.state.players.p1).toMatchObject({ hand: { count: 3 }, deck: 0 });
    expect(t.refuse({ type: 'DeclareMulligan', player: 'p1' })).toMatchObject({ code: 'no-mulligan', ref: { file: RULEBOOK.formats, section: 'Basiskampf' } });
    t.do({ type: 'PlaceActive', player: 'p1', card: quilladin, uid: 'q' });
    t.do({ type: 'PlayToBench', player: 'p1', card: chesnaught, uid: 'c' });
    expect(t.refuse({ type: 'FinishSetup', player: 'p1' })).toMatchObject({ code: 'lay-out-all', ref: { section: 'Basiskampf' } });
    t.do({ type: 'PlayToBench', player: 'p1', card: chespin, uid: 'b' });
    t.do({ type: 'FinishSetup', player: 'p1' });
    t.do({ type: 'PlaceActive', player: 'p2', card: froakie, uid: 'f' });
    t.do({ type: 'PlayToBench', player: 'p2', card: weedle });
    t.do({ type: 'PlayToBench', player: 'p2', card: weedle });
    t.do({ type: 'FinishSetup', player: 'p2' });
    expect(t.state.players.p1).toMatchObject({ hand: { count: 0 }, deck: 0, prizes: 0 });
    expect(t.active('p1')).toMatchObject({ faceDown: false, stack: [{ def: { name: 'Quilladin' } }] });
    // Needle Arm (Grass, Colorless, Colorless) with nothing attached: 50, doubled by Froakie's Grass Weakness.
    t.do({ type: 'Attack', player: 'p1', attack: 1 });
    expect(t.log).toContainEqual(expect.objectContaining({ type: 'PokemonKnockedOut', pokemon: 'f' }));
  });

  it('in a normal game an Evolution card does not start in play (000 "Spielablauf")', () => {
    const t = new Table();
    t.do({ type: 'StartMatch', matchId: 'n1', profile: 'sv', players: [{ name: 'Ash' }, { name: 'Misty' }] });
    t.flip('heads');
    t.do({ type: 'ChooseFirstPlayer', player: 'p1', first: 'p1' });
    expect(t.refuse({ type: 'PlaceActive', player: 'p1', card: quilladin }).code).toBe('not-basic');
    t.do({ type: 'PlaceActive', player: 'p1', card: chespin });
    expect(t.refuse({ type: 'PlayToBench', player: 'p1', card: quilladin }).code).toBe('not-basic');
  });
});

describe('003 "Basiskampf": "Der erste Spieler wählt eine Attacke seines Aktiven Pokémon"', () => {
  it('attacks need no Energy, the first player attacks on the first turn, and there is no deck to draw from', () => {
    const t = quickStart({
      profile: 'sv',
      format: format('basiskampf'),
      p1: { active: chespin, bench: [froakie, weedle] },
      p2: { active: froakie, bench: [chespin, weedle] },
    });
    expect(t.state.players.p1).toMatchObject({ deck: 0, hand: { count: 0 }, prizes: 0 });
    expect(t.log).toContainEqual(expect.objectContaining({ type: 'RuleApplied', rule: 'no-draw-from-empty-deck' }));
    // Seed Bomb costs Grass and Colorless; nothing is attached. Grass against Froakie's Weakness: 20 × 2.
    t.do({ type: 'Attack', player: 'p1', attack: 1 });
    expect(t.active('p2').damage).toBe(40);
    expect(t.state.turn).toMatchObject({ player: 'p2', number: 2 });
  });

  it('"Das Spiel endet, wenn ein Spieler keine Pokémon mehr übrig hat": Knock Outs take no Prize cards', () => {
    // Fennekin's Live Coal: 20, doubled by Weedle's Fire Weakness, Knocks Out a 40-HP Weedle.
    const fennekin = cardById('xy0-8');
    const t = quickStart({ profile: 'sv', format: format('basiskampf'), p1: { active: fennekin, bench: [fennekin, fennekin] }, p2: { active: weedle, bench: [weedle, weedle] } });
    const knockOut = (): void => {
      t.do({ type: 'Attack', player: 'p1', attack: 1 });
      if (t.state.prompts.some((p) => p.kind === 'choose-active')) t.do({ type: 'PromoteActive', player: 'p2', target: t.bench('p2', 0).id });
      if (!t.state.result) t.do({ type: 'EndTurn', player: 'p2' });
    };
    knockOut();
    knockOut();
    expect(t.state.result).toBeNull();
    knockOut();
    expect(t.state.result).toEqual({ winner: 'p1', reasons: ['no-pokemon-in-play'] });
    expect(t.state.players.p1.prizesTaken).toBe(0);
  });
});

describe('003 "Packkampf": "Spieler verlieren nicht, wenn sie zu Beginn ihres Zuges keine Karte ziehen können."', () => {
  it('the turn starts without a draw and the game goes on', () => {
    const t = quickStart({ profile: 'sv', format: format('packkampf'), p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'Adjust', player: 'p1', reason: 'a card draws the deck', action: { kind: 'draw', player: 'p1', count: 60 } });
    expect(t.state.players.p1.deck).toBe(0);
    t.do({ type: 'EndTurn', player: 'p1' });
    const events = t.do({ type: 'EndTurn', player: 'p2' });
    expect(t.state.result).toBeNull();
    expect(t.state.turn).toMatchObject({ player: 'p1', number: 3 });
    expect(events).toContainEqual({
      type: 'RuleApplied',
      rule: 'no-draw-from-empty-deck',
      message: 'No card to draw: the deck is empty, and in this format that does not lose the game.',
      ref: { file: RULEBOOK.formats, section: 'Packkampf' },
    });
    expect(events.some((e) => e.type === 'CardsDrawn')).toBe(false);
  });

  it('in a normal game the same empty deck loses (000 "Zugabfolge")', () => {
    const t = quickStart({ profile: 'sv', format: format('multi-level-1'), p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'Adjust', player: 'p1', reason: 'a card draws the deck', action: { kind: 'draw', player: 'p1', count: 60 } });
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do({ type: 'EndTurn', player: 'p2' });
    expect(t.state.result).toEqual({ winner: 'p2', reasons: ['deck-out'] });
  });
});

describe('evolution on the turn a Pokémon was played is still refused outside the menu', () => {
  it('000 "Hinweise zur Entwicklung"', () => {
    const t = quickStart({ profile: 'sv', format: format('multi-level-2'), p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do({ type: 'EndTurn', player: 'p2' });
    t.do({ type: 'PlayToBench', player: 'p1', card: chespin, uid: 'new' });
    expect(t.refuse({ type: 'Evolve', player: 'p1', card: quilladin, target: 'new' }).code).toBe('pokemon-new-in-play');
  });
});
