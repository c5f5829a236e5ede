import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { quickStart } from '../rules/testing/table.js';
import { seatActions } from './seat-actions.js';

const fennekin = cardById('xy0-8');
const chespin = cardById('xy0-3');
const weedle = cardById('xy0-1');
const fire = cardById('sve-2');

const byAction = (actions: ReturnType<typeof seatActions>) => Object.fromEntries(actions.map((a) => [a.action, a]));

describe("a seat's actions, each checked with the rules before it is offered", () => {
  it('refuses every attack on the first turn of the player who goes first, Energy or not (000 "A) Prüfe die an dein Aktives Pokémon angelegte Energie")', () => {
    const t = quickStart({ profile: 'sv', p1: { active: fennekin }, p2: { active: weedle } });
    t.do({ type: 'AttachEnergy', player: 'p1', card: fire, target: 'p1-active' });
    const actions = byAction(seatActions(t.state, 'p1'));
    expect(actions['attack:0']).toMatchObject({ legal: false, violation: { code: 'first-turn-attack', ref: { file: '000_0830806de1b6dc84.txt' } } });
    expect(actions['attack:1']).toMatchObject({ legal: false, violation: { code: 'first-turn-attack' } });
    expect(actions['end-turn']).toEqual({ action: 'end-turn', legal: true, choose: false });
    expect(actions.retreat).toMatchObject({ legal: false, violation: { code: 'no-such-pokemon' } });
  });

  it('refuses the attacks of a Paralyzed Active Pokémon, and its retreat (000 "Spezielle Zustände")', () => {
    const t = quickStart({ profile: 'sv', p1: { active: weedle }, p2: { active: fennekin, bench: [chespin] } });
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do({ type: 'AttachEnergy', player: 'p2', card: fire, target: 'p2-active' });
    // With the damage the engine would deal now: Fennekin's 10 on Weedle, ×2 for its Weakness (000 "Angreifen im Detail").
    expect(byAction(seatActions(t.state, 'p2'))['attack:0']).toEqual({ action: 'attack:0', legal: true, choose: false, damage: 20 });
    t.do({ type: 'Adjust', player: 'p2', reason: 'test: Paralyzed by an attack', action: { kind: 'set-condition', target: 'p2-active', condition: 'Paralyzed' } });
    const actions = byAction(seatActions(t.state, 'p2'));
    expect(actions['attack:0']).toMatchObject({ legal: false, violation: { code: 'cannot-attack-condition' } });
    expect(actions.retreat).toMatchObject({ legal: false, violation: { code: 'cannot-retreat-condition' } });
  });

  it('offers an attack whose text chooses the opponent\'s Pokémon as legal once they are chosen (Mantine sv8-40 "Aqua Dive": "This attack does 50 damage to 1 of your opponent\'s Pokémon"; 000 "Angreifen im Detail" d)', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: cardById('sv8-40') }, p2: { active: fennekin, bench: [chespin] } });
    t.do({ type: 'EndTurn', player: 'p2' });
    for (let i = 0; i < 2; i += 1) t.do({ type: 'AttachEnergy', player: 'p1', card: cardById('sve-3'), target: 'p1-active', from: 'deck', source: { kind: 'effect', card: 'scenario' } });
    expect(byAction(seatActions(t.state, 'p1'))['attack:1']).toMatchObject({ legal: true, choose: true });
  });

  it('offers the Stadium in play\'s "Once during each player\'s turn" use, refused once used this turn (Artazon sv2-171; 000 "D) Spiele Trainerkarten")', () => {
    const t = quickStart({ profile: 'sv', p1: { active: fennekin }, p2: { active: weedle } });
    expect(byAction(seatActions(t.state, 'p1'))['use-stadium']).toBeUndefined();
    t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('sv2-171') });
    expect(byAction(seatActions(t.state, 'p1'))['use-stadium']).toEqual({ action: 'use-stadium', legal: true, choose: false });
    expect(byAction(seatActions(t.state, 'p2'))['use-stadium']).toMatchObject({ legal: false, violation: { code: 'not-your-turn' } });
    t.do({ type: 'UseStadium', player: 'p1' });
    expect(byAction(seatActions(t.state, 'p1'))['use-stadium']).toMatchObject({ legal: false, violation: { code: 'stadium-already-used', ref: { file: '000_0830806de1b6dc84.txt' } } });
  });

  it('offers a retreat that discards Energy as a choice, and refuses one the Energy attached cannot pay', () => {
    const t = quickStart({ profile: 'sv', p1: { active: fennekin, bench: [chespin] }, p2: { active: weedle } });
    expect(byAction(seatActions(t.state, 'p1')).retreat).toMatchObject({ legal: false, violation: { code: 'retreat-cost-unpaid' } });
    t.do({ type: 'AttachEnergy', player: 'p1', card: fire, target: 'p1-active' });
    expect(byAction(seatActions(t.state, 'p1')).retreat).toEqual({ action: 'retreat', legal: true, choose: false });
  });

  it('an attack whose count only the table knows is offered with the damage of each count the player may enter (Blastoise ex "Twin Cannons": up to 2, 140 each, Weakness ×2)', () => {
    const hoOh = cardById('sv10-39');
    const water = cardById('sve-3');
    const t = quickStart({ profile: 'sv', p1: { active: cardById('sv3pt5-7') }, p2: { active: hoOh } });
    while ((t.state.turn?.number ?? 0) < 3) t.do({ type: 'EndTurn', player: t.turnPlayer() });
    t.do({ type: 'Evolve', player: 'p1', card: cardById('sv3pt5-9'), target: 'p1-active', source: { kind: 'effect', card: 'Rare Candy' } });
    for (const card of [water, water]) t.do({ type: 'AttachEnergy', player: 'p1', card, target: 'p1-active', source: { kind: 'effect', card: 'test' } });
    expect(byAction(seatActions(t.state, 'p1'))['attack:0']).toEqual({
      action: 'attack:0',
      legal: true,
      choose: false,
      counts: [
        { count: 1, damage: 280 },
        { count: 2, damage: 560 },
      ],
    });
  });

  it('offers each Ability a player uses, with its least "up to" count, refused on the opponent\'s turn (Miraidon ex sv1-81 "Tandem Unit"; 000 "Bestandteile eines Zuges" F)', () => {
    const miraidon = cardById('sv1-81');
    const t = quickStart({ profile: 'sv', p1: { active: miraidon }, p2: { active: miraidon } });
    expect(byAction(seatActions(t.state, 'p1'))['ability:p1-active:0']).toEqual({ action: 'ability:p1-active:0', legal: true, choose: false });
    expect(byAction(seatActions(t.state, 'p2'))['ability:p2-active:0']).toMatchObject({ legal: false, violation: { code: 'not-your-turn' } });
  });

  it('lists nothing once the game is over', () => {
    const t = quickStart({ profile: 'sv', p1: { active: fennekin }, p2: { active: weedle } });
    t.do({ type: 'Concede', player: 'p2' });
    expect(seatActions(t.state, 'p1')).toEqual([]);
  });
});
