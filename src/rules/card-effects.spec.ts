import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { attacksOf } from './attack.js';
import { discardedAtEndOfTurn, toolLimitOf } from './card-text.js';
import { quickStart, type Table } from './testing/table.js';

const chespin = cardById('xy0-3');
const quilladin = cardById('xy0-4');
const froakie = cardById('xy0-12');
const grass = cardById('sve-1');
const defianceBand = cardById('sv1-169');
const tmEvolution = cardById('sv4-178');
const wally = cardById('g1-RC27');
const rareCandy = cardById('sv1-191');

const tool = (target: string, card = defianceBand) => ({ type: 'PlayTrainer', player: 'p1', card, target }) as const;

describe('Pokémon Tools: the limit per Pokémon', () => {
  it('000 glossary "Pokémon-Ausrüstung": only one Pokémon Tool may be attached to each Pokémon', () => {
    const t = quickStart({ profile: 'sv', p1: { active: chespin }, p2: { active: froakie } });
    t.do(tool('p1-active'));
    expect(t.refuse(tool('p1-active'))).toMatchObject({ code: 'tool-limit', message: 'Chespin already has a Pokémon Tool attached.' });
  });

  it('an Ability raises the limit: Revavroom ex "Tune-Up" may have up to 4 Pokémon Tools attached (read from its text)', () => {
    const revavroom = cardById('sv3-156');
    expect(toolLimitOf(revavroom)).toBe(4);
    expect(toolLimitOf(chespin)).toBeNull();
    const t = quickStart({ profile: 'sv', p1: { active: cardById('sv3-154') }, p2: { active: froakie } });
    t.do(tool('p1-active'));
    expect(t.refuse(tool('p1-active')).code).toBe('tool-limit');
    t.passTo(3);
    t.do({ type: 'Evolve', player: 'p1', card: revavroom, target: 'p1-active' });
    for (let i = 0; i < 3; i++) t.do(tool('p1-active'));
    expect(t.active('p1').attached).toHaveLength(4);
    expect(t.refuse(tool('p1-active'))).toMatchObject({ code: 'tool-limit', message: 'Revavroom ex already has 4 Pokémon Tools attached.' });
  });
});

describe('Technical Machines', () => {
  it('000 glossary "Technische Maschine": the Pokémon uses the attached Technical Machine\'s attack as its own', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'EndTurn', player: 'p2' });
    t.do({ type: 'AttachEnergy', player: 'p1', card: grass, target: 'p1-active' });
    t.do(tool('p1-active', tmEvolution));
    const names = attacksOf(t.active('p1')).map((a) => a.name);
    expect(names).toEqual([...chespin.attacks.map((a) => a.name), 'Evolution']);
    const events = t.do({ type: 'Attack', player: 'p1', attack: names.indexOf('Evolution') });
    expect(events).toContainEqual(expect.objectContaining({ type: 'AttackDeclared', name: 'Evolution' }));
  });

  it('a Technical Machine is discarded at the end of its owner\'s turn, as its text says ("discard it at the end of your turn")', () => {
    expect(discardedAtEndOfTurn(tmEvolution)).toBe(true);
    expect(discardedAtEndOfTurn(defianceBand)).toBe(false);
    const t = quickStart({ profile: 'sv', p1: { active: chespin, bench: [chespin] }, p2: { active: froakie } });
    t.do(tool('p1-active', tmEvolution));
    t.do(tool('p1-bench0', defianceBand));
    const events = t.do({ type: 'EndTurn', player: 'p1' });
    const tm = t.state.players.p1.discard.find((c) => c.def.id === tmEvolution.id);
    expect(events[0]).toEqual({ type: 'CardsMoved', uids: [tm?.uid], to: 'discard', cause: { kind: 'end-of-turn' } });
    expect(t.active('p1').attached).toEqual([]);
    expect(t.bench('p1', 0).attached.map((c) => c.def.name)).toEqual(['Defiance Band']);
  });

  it('PlusPower (base1): "At the end of your turn, discard PlusPower."', () => {
    const plusPower = cardById('base1-84');
    expect(plusPower.name).toBe('PlusPower');
    expect(discardedAtEndOfTurn(plusPower)).toBe(true);
  });
});

describe('evolution: only a card that says so lifts the timing limits (000 "Hinweise zur Entwicklung": "es sei denn, eine Karte drückt dies unmissverständlich aus")', () => {
  const wallyText = wally.rules[0] ?? '';

  it('Wally (an effect): "You can use this card during your first turn or on a Pokémon that was put into play this turn."', () => {
    const t = quickStart({ profile: 'xy', p1: { active: chespin }, p2: { active: froakie } });
    expect(t.refuse({ type: 'Evolve', player: 'p1', card: quilladin, target: 'p1-active', from: 'deck' }).code).toBe('first-turn-evolution');
    t.do({ type: 'PlayToBench', player: 'p1', card: chespin, uid: 'new' });
    const events = t.do({ type: 'Evolve', player: 'p1', card: quilladin, target: 'new', from: 'deck', source: { kind: 'effect', card: 'Wally', text: wallyText } });
    expect(events[0]).toMatchObject({ type: 'PokemonEvolved', source: { kind: 'effect', card: 'Wally' } });
    expect(t.bench('p1', 0).stack.at(-1)?.def.name).toBe('Quilladin');
  });

  it('Rare Candy: "You can\'t use this card during your first turn" allows nothing', () => {
    const t = quickStart({ profile: 'sv', p1: { active: chespin }, p2: { active: froakie } });
    const candy = { kind: 'effect', card: 'Rare Candy', text: rareCandy.rules[0] ?? '' } as const;
    expect(t.refuse({ type: 'Evolve', player: 'p1', card: cardById('xy0-5'), target: 'p1-active', source: candy }).code).toBe('first-turn-evolution');
  });

  it('Caterpie "Adaptive Evolution": "This Pokémon can evolve during your first turn or the turn you play it."', () => {
    const t = quickStart({ profile: 'sv', p1: { active: cardById('g1-3') }, p2: { active: froakie } });
    t.do({ type: 'Evolve', player: 'p1', card: cardById('g1-4'), target: 'p1-active' });
    expect(t.active('p1').stack.at(-1)?.def.name).toBe('Metapod');
  });

  it('Shinx "Evolutionary Advantage": "If you go second, this Pokémon can evolve during your first turn."', () => {
    const shinx = cardById('sm5-45');
    const luxio = cardById('sm5-47');
    const t = quickStart({ profile: 'sv', p1: { active: shinx }, p2: { active: shinx } });
    expect(t.refuse({ type: 'Evolve', player: 'p1', card: luxio, target: 'p1-active' }).code).toBe('first-turn-evolution');
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do({ type: 'Evolve', player: 'p2', card: luxio, target: 'p2-active' });
    expect(t.active('p2').stack.at(-1)?.def.name).toBe('Luxio');
  });
});

describe('Supporter cards', () => {
  it('000 "D) Spiele Trainerkarten": a Supporter is played like an Item and goes to the discard pile once played', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'EndTurn', player: 'p2' });
    t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('xy0-39') });
    expect(t.state.players.p1.discard.map((c) => c.def.name)).toEqual(['Tierno']);
  });
});

describe('Team Flare Hyper Gear', () => {
  const headRinger = cardById('xy4-97');
  const venusaurEx = cardById('xy1-1');

  it('000 "Anhang 21": Head Ringer goes only on the opponent\'s Pokémon-EX, never on the player\'s own nor on a Pokémon that is not EX', () => {
    const t = quickStart({ profile: 'xy', first: 'p2', p1: { active: venusaurEx }, p2: { active: venusaurEx, bench: [chespin] } });
    t.do({ type: 'EndTurn', player: 'p2' });
    const ringer = (target: string) => ({ type: 'PlayTrainer', player: 'p1', card: headRinger, target }) as const;
    const refusal = {
      code: 'hyper-gear-target',
      message: "Team Flare Hyper Gear: attach Head Ringer Team Flare Hyper Gear to one of your opponent's Pokémon-EX.",
      ref: { file: '000_0830806de1b6dc84.txt', section: 'Anhang 21: Team Flare-Superzubehör' },
    };
    expect(t.refuse(ringer('p1-active'))).toEqual(refusal);
    expect(t.refuse(ringer('p2-bench0'))).toEqual(refusal);
    t.do(ringer('p2-active'));
    expect(t.active('p2').attached.map((c) => c.def.name)).toEqual(['Head Ringer Team Flare Hyper Gear']);
  });
});
