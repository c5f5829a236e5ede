import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import type { CardDef } from './card.js';
import { decide } from './decide.js';
import type { GameEvent } from './event.js';
import { replay } from './fold.js';
import { quickStart, type Table } from './testing/table.js';

/**
 * 000 "Angreifen im Detail" f: "Wende alle Effekte an, die vor dem Schaden auftreten, und lege dann die
 * Schadensmarken auf das Pokémon. Anschließend musst du alle weiteren Effekte anwenden." — 002 "FULL
 * DETAILS OF ATTACKING" F the same; 002 "C PUT damage counters": "Your attack is complete, so check to see
 * if any Pokémon were Knocked Out by the attack." The attack's text the engine does not execute is entered
 * by the players before Knock Outs are checked and the turn ends.
 */

const fighting = cardById('sve-6');
const chespin = cardById('xy0-3');
const froakie = cardById('xy0-12');
const fennekin = cardById('xy0-8');

function energize(t: Table, target: string, ...cards: CardDef[]): void {
  for (const card of cards) t.do({ type: 'AttachEnergy', player: 'p1', card, target, from: 'deck', source: { kind: 'effect', card: 'scenario' } });
}

const types = (events: readonly GameEvent[]): string[] => events.map((e) => e.type);

describe("the attack's own effects, before Knock Outs and the turn's end", () => {
  // Ting-Lu ex (sv2-127) "Land Scoop", 150: "Put 2 damage counters on 1 of your opponent's Benched Pokémon."
  function landScoop(): Table {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: cardById('sv2-127') }, p2: { active: chespin, bench: [fennekin, froakie] } });
    t.do({ type: 'EndTurn', player: 'p2' });
    // Fennekin (60 HP) has 40 damage: Land Scoop's 2 counters Knock it Out.
    t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'scenario', action: { kind: 'put-damage-counters', target: 'p2-bench0', counters: 4 } });
    energize(t, 'p1-active', fighting, fighting, fighting);
    return t;
  }

  it('the players enter the counters on the Bench in the attacker\'s turn; both Knock Outs and their Prize cards come before the turn ends', () => {
    const t = landScoop();
    const attack = t.do({ type: 'Attack', player: 'p1', attack: 0 });
    // 150 on Chespin (60 HP) is on it, but nothing is Knocked Out yet and the turn goes on.
    expect(t.active('p2').damage).toBe(150);
    expect(types(attack)).not.toContain('PokemonKnockedOut');
    expect(types(attack)).not.toContain('TurnEnded');
    expect(t.state.prompts).toEqual([
      expect.objectContaining({ kind: 'attack-effects', player: 'p1', attack: 'Land Scoop', texts: ["Put 2 damage counters on 1 of your opponent's Benched Pokémon."] }),
    ]);
    // The counters: still no Knock Out until the attack is done.
    t.do({ type: 'Adjust', player: 'p1', reason: 'Land Scoop: 2 damage counters on Fennekin', action: { kind: 'put-damage-counters', target: 'p2-bench0', counters: 2 } });
    expect(t.bench('p2', 0).damage).toBe(60);
    const done = t.do({ type: 'FinishAttack', player: 'p1' });
    const order = types(done);
    expect(order.filter((e) => e === 'PokemonKnockedOut')).toHaveLength(2);
    // Knocked Out and Prize cards taken in p1's turn: before the turn ends and the Checkup runs.
    expect(order.indexOf('PrizesTaken')).toBeLessThan(order.indexOf('AttackResolved'));
    expect(t.state.players.p1.prizes).toBe(4);
    t.do({ type: 'PromoteActive', player: 'p2', target: 'p2-bench1' });
    expect(t.state.turn).toMatchObject({ player: 'p2', number: 3 });
    expect(replay(t.log)).toEqual(t.state);
  });

  it('while the attack waits, turn actions and another attack are refused; only its effects and FinishAttack go on', () => {
    const t = landScoop();
    t.do({ type: 'Attack', player: 'p1', attack: 0 });
    expect(t.refuse({ type: 'EndTurn', player: 'p1' }).code).toBe('not-main-phase');
    expect(t.refuse({ type: 'Attack', player: 'p1', attack: 0 }).code).toBe('not-main-phase');
    expect(t.refuse({ type: 'PlayToBench', player: 'p1', card: chespin }).code).toBe('not-main-phase');
    expect(t.refuse({ type: 'FinishAttack', player: 'p2' })).toMatchObject({ code: 'no-attack-effects', ref: { section: 'Angreifen im Detail' } });
    t.do({ type: 'FinishAttack', player: 'p1' });
    expect(t.refuse({ type: 'FinishAttack', player: 'p1' }).code).toBe('no-attack-effects');
  });

  it('an attack whose whole text the engine executes ends the turn in the same command, as before', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'EndTurn', player: 'p2' });
    energize(t, 'p1-active', cardById('sve-1'));
    const events = t.do({ type: 'Attack', player: 'p1', attack: 0 });
    expect(types(events)).toEqual(expect.arrayContaining(['AttackResolved', 'TurnEnded', 'TurnStarted']));
    expect(t.state.prompts).toEqual([]);
  });

  it('Technical Machine: Evolution (sv4-178): the evolution the attack makes is entered as an effect in the attacker\'s turn', () => {
    // "Choose up to 2 of your Benched Pokémon. For each of those Pokémon, search your deck for a card that
    // evolves from that Pokémon and put it onto that Pokémon to evolve it."
    const t = quickStart({ profile: 'sv', p1: { active: froakie, bench: [chespin] }, p2: { active: fennekin } });
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do({ type: 'EndTurn', player: 'p2' });
    t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('sv4-178'), uid: 'tm', target: 'p1-active' });
    energize(t, 'p1-active', cardById('sve-3'));
    const evolution = froakie.attacks.length;
    t.do({ type: 'Attack', player: 'p1', attack: evolution });
    const quilladin = cardById('xy0-4');
    // A normal evolution is no part of the attack; the one its text makes is.
    expect(t.refuse({ type: 'Evolve', player: 'p1', card: quilladin, target: 'p1-bench0' }).code).toBe('not-main-phase');
    t.do({ type: 'Evolve', player: 'p1', card: quilladin, target: 'p1-bench0', from: 'deck', source: { kind: 'effect', card: 'tm' } });
    expect(t.bench('p1', 0)).toMatchObject({ enteredTurn: 3 });
    expect(t.state.turn).toMatchObject({ player: 'p1', number: 3 });
    const done = t.do({ type: 'FinishAttack', player: 'p1' });
    // The turn ends after the evolution, and the Technical Machine is discarded as it ends (its own text).
    expect(types(done)).toEqual(expect.arrayContaining(['AttackResolved', 'CardsMoved', 'TurnEnded']));
    expect(t.state.players.p1.discard.map((c) => c.uid)).toEqual(['tm']);
  });

  it('the waiting attack is plain data in the state: read back from JSON (a hub restart), it is finished there', () => {
    const t = landScoop();
    t.do({ type: 'Attack', player: 'p1', attack: 0 });
    const restarted = JSON.parse(JSON.stringify(t.state)) as typeof t.state;
    const d = decide(restarted, { type: 'FinishAttack', player: 'p1' });
    expect(d.ok && d.state.players.p2.active).toBeNull();
    expect(d.ok && d.state.prompts).toEqual([expect.objectContaining({ kind: 'choose-active', player: 'p2' })]);
  });
});
