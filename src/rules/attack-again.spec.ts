import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { attackTwiceOf } from './attack-again.js';
import type { CardDef } from './card.js';
import type { GameEvent } from './event.js';
import { replay } from './fold.js';
import { quickStart, type Table } from './testing/table.js';
import { textCoverage } from './text-coverage.js';

/**
 * Dipplin "Festival Lead" (sv6-18): "If Festival Grounds is in play, this Pokémon may use an attack it has twice. If the
 * first attack Knocks Out your opponent's Active Pokémon, you may attack again after your opponent chooses a new Active
 * Pokémon." Attacking ends the turn (000 "Zugabfolge" 3: "Greife an und beende deinen Zug"); this text holds the end
 * for one more attack. TCG Live logs it as "Dipplin used Festival Lead." with the second attack as its `- ` line
 * (test/fixtures/battle-logs/cdierkens+ptcgl-battle-log-parser/dipplin-vs-mega-excadrill.txt 235–247).
 */

const applin = cardById('sv6-17');
const dipplin = cardById('sv6-18'); // "Do the Wave" [G] 20×: "This attack does 20 damage for each of your Benched Pokémon."
const festivalGrounds = cardById('sv6-149');
const jumpluff = cardById('swsh7-4'); // "This Pokémon may attack twice each turn. If the first attack Knocks Out …"
const snorlax = cardById('xy0-26'); // 120 HP, Weakness Fighting
const froakie = cardById('xy0-12'); // 60 HP, Weakness Grass ×2
const grass = cardById('sve-1');

/** p2 goes first and passes; p1's Dipplin (evolved in turn 4) with a Grass Energy and 2 Benched Pokémon: 40 damage an attack. */
function ready(defender: CardDef, stadium = true): Table {
  const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: applin, bench: [snorlax, snorlax] }, p2: { active: defender, bench: [snorlax] } });
  t.passTo(4);
  t.do({ type: 'Evolve', player: 'p1', card: dipplin, target: 'p1-active' });
  t.do({ type: 'AttachEnergy', player: 'p1', card: grass, target: 'p1-active' });
  if (stadium) t.do({ type: 'PlayTrainer', player: 'p1', card: festivalGrounds });
  return t;
}

const attack = { type: 'Attack', player: 'p1', attack: 0 } as const;
const damageTo = (events: readonly GameEvent[]): number[] => events.flatMap((e) => (e.type === 'DamageDealt' ? [e.amount] : []));
const turnEnded = (events: readonly GameEvent[]): boolean => events.some((e) => e.type === 'TurnEnded');

describe('the text read from the card', () => {
  it('Festival Lead names the Stadium it needs; Jumpluff\'s needs none; the engine executes it', () => {
    expect(attackTwiceOf(dipplin.abilities[0]!)).toEqual({ inPlay: 'Festival Grounds' });
    expect(attackTwiceOf(jumpluff.abilities[0]!)).toEqual({ inPlay: null });
    expect(textCoverage(dipplin).executed.map((x) => x.name)).toContain('Festival Lead');
  });
});

describe('"this Pokémon may use an attack it has twice"', () => {
  it('with Festival Grounds in play: the first attack leaves the turn open for a second, which ends it', () => {
    const t = ready(snorlax);
    const first = t.do(attack);
    expect(damageTo(first)).toEqual([40]);
    expect(turnEnded(first)).toBe(false);
    expect(t.state.prompts).toMatchObject([{ kind: 'attack-again', player: 'p1', ability: 'Festival Lead' }]);
    const second = t.do(attack);
    expect(damageTo(second)).toEqual([40]);
    expect(turnEnded(second)).toBe(true);
    expect(t.state.players.p2.active?.damage).toBe(80);
    expect(replay(t.log)).toEqual(t.state);
  });

  it('without Festival Grounds the attack ends the turn, as every attack does (000 "Zugabfolge" 3)', () => {
    const t = ready(snorlax, false);
    expect(turnEnded(t.do(attack))).toBe(true);
    expect(t.state.prompts).toEqual([]);
  });

  it('between the attacks nothing else is played; ending the turn instead of attacking again ends it', () => {
    const t = ready(snorlax);
    t.do(attack);
    const refused = t.refuse({ type: 'AttachEnergy', player: 'p1', card: grass, target: 'p1-active' });
    expect(refused).toMatchObject({ code: 'attack-again', message: 'You have attacked: Festival Lead lets you attack again, or end your turn.' });
    const events = t.do({ type: 'EndTurn', player: 'p1' });
    expect(turnEnded(events)).toBe(true);
    expect(t.state.turn?.player).toBe('p2');
  });

  it('a first attack that Knocks Out the Active Pokémon: the second waits until the opponent has chosen a new one, then hits it', () => {
    const t = ready(froakie);
    const first = t.do(attack);
    expect(first).toContainEqual(expect.objectContaining({ type: 'PokemonKnockedOut', name: 'Froakie' }));
    expect(t.refuse(attack)).toMatchObject({ code: 'prompt-open', message: 'Your opponent chooses a new Active Pokémon first: then Festival Lead lets you attack again.' });
    t.do({ type: 'PromoteActive', player: 'p2', target: 'p2-bench0' });
    const second = t.do(attack);
    expect(damageTo(second)).toEqual([40]);
    expect(turnEnded(second)).toBe(true);
    expect(replay(t.log)).toEqual(t.state);
  });
});
