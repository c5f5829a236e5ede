import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import type { CardDef } from './card.js';
import { quickStart, type Table } from './testing/table.js';

/**
 * "N+" attacks that count a Knock Out in the opponent's last turn (000 "Angreifen im Detail" step 2: the attack's own
 * damage before Weakness). Chi-Yu (sv4-29) "Megafire of Envy" [R][R], 50+: "If any of your Pokémon were Knocked Out by
 * damage from an attack during your opponent's last turn, this attack does 90 more damage." Lucario (sv1-114)
 * "Avenging Knuckle" 30+ counts only "your Fighting Pokémon".
 */

const chiYu = cardById('sv4-29'); // 110 HP
const lucario = cardById('sv1-114');
const riolu = cardById('sv1-113');
const pikachu = cardById('sv2-62'); // "Pika Bolt" [L][C], 30; Weakness Fighting
const fire = cardById('sve-2');
const fighting = cardById('sve-6');
const lightning = cardById('sve-4');

function energize(t: Table, seat: 'p1' | 'p2', target: string, ...cards: CardDef[]): void {
  for (const card of cards) t.do({ type: 'AttachEnergy', player: seat, card, target, from: 'deck', source: { kind: 'effect', card: 'scenario' } });
}

/**
 * Turn 2: the opponent's Pikachu does 30 to p1's Active Chi-Yu, which 8 damage counters put before make a Knock Out
 * (or not). Turn 3: p1's Benched Pokémon (`attacker`) is the Active one, with Energy for its attack.
 */
function afterOpponentsTurn(knockOut: boolean, attacker: CardDef = chiYu): Table {
  const t = quickStart({ profile: 'sv', p1: { active: chiYu, bench: [attacker === lucario ? riolu : attacker] }, p2: { active: pikachu } });
  t.do({ type: 'EndTurn', player: 'p1' });
  energize(t, 'p2', 'p2-active', lightning, lightning);
  if (knockOut) t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'scenario', action: { kind: 'put-damage-counters', target: 'p1-active', counters: 8 } });
  t.do({ type: 'Attack', player: 'p2', attack: 1 });
  if (t.state.prompts.some((p) => p.kind === 'choose-active')) t.do({ type: 'PromoteActive', player: 'p1', target: 'p1-bench0' });
  else t.do({ type: 'Adjust', player: 'p1', reason: 'scenario', action: { kind: 'switch', player: 'p1', target: 'p1-bench0' } });
  if (attacker === lucario) t.do({ type: 'Evolve', player: 'p1', card: lucario, target: 'p1-bench0' });
  energize(t, 'p1', 'p1-bench0', fire, fire, fighting);
  return t;
}

const damageTo = (events: ReturnType<Table['do']>): number | undefined => events.find((e) => e.type === 'DamageDealt')?.amount;

describe('"If any of your Pokémon were Knocked Out by damage from an attack during your opponent\'s last turn"', () => {
  it('Chi-Yu: 50 + 90 after the opponent\'s attack Knocked Out one of its player\'s Pokémon', () => {
    const t = afterOpponentsTurn(true);
    expect(t.state.players.p1.knockedOutByAttack).toMatchObject({ turn: 2, cards: [{ name: 'Chi-Yu' }] });
    expect(damageTo(t.do({ type: 'Attack', player: 'p1', attack: 1 }))).toBe(140);
  });

  it('Chi-Yu: 50 with no Knock Out in that turn', () => {
    const t = afterOpponentsTurn(false);
    expect(damageTo(t.do({ type: 'Attack', player: 'p1', attack: 1 }))).toBe(50);
  });

  it('Lucario: a Knocked Out Chi-Yu is not one of "your Fighting Pokémon": 30, doubled by Pikachu\'s Weakness, not 150', () => {
    const t = afterOpponentsTurn(true, lucario);
    expect(damageTo(t.do({ type: 'Attack', player: 'p1', attack: 0 }))).toBe(60);
  });
});
