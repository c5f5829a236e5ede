import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import type { CardDef } from './card.js';
import type { GameEvent } from './event.js';
import { quickStart, type Table } from './testing/table.js';
import { textCoverage } from './text-coverage.js';

/**
 * Pokémon Tools whose text an attack sets off ("If the Pokémon this card is attached to is … damaged by an attack /
 * Knocked Out by damage from an attack …"): the text waits for the players in the attack's `attack-effects` prompt,
 * and Knock Outs are checked once they are done (000 "Angreifen im Detail": "Anschließend musst du alle weiteren
 * Effekte anwenden", then 000 "Kampfunfähigkeit" in the same turn).
 */

const flamigo = cardById('sv4-106'); // Basic Fighting, no Rule Box, "Peck" [F] 30
const fighting = cardById('sve-6');
const mareep = cardById('sv1-66'); // Basic, 60 HP, Weakness Fighting ×2: Peck Knocks it Out
const pikachuEx = cardById('sv2-63'); // Basic Pokémon ex, Weakness Fighting ×2
const hoOh = cardById('sv10-39'); // Basic Pokémon ex, 230 HP
const rockyHelmet = cardById('sv1-193'); // "If the Pokémon this card is attached to is in the Active Spot and is damaged by an attack from your opponent's Pokémon (even if it is Knocked Out), put 2 damage counters on the Attacking Pokémon."
const vengefulPunch = cardById('sv3-197'); // "If the Pokémon this card is attached to is Knocked Out by damage from an attack from your opponent's Pokémon, put 4 damage counters on the Attacking Pokémon."
const survivalBrace = cardById('sv6-164'); // "If the Pokémon this card is attached to has full HP and would be Knocked Out by damage from an attack …, it is not Knocked Out, and its remaining HP becomes 10. Then, discard this card."
const braveBangle = cardById('rsv10pt5-80'); // "If the Pokémon this card is attached to doesn't have a Rule Box, the attacks it uses do 30 more damage to your opponent's Active Pokémon ex (before applying Weakness and Resistance)."

/** p2 goes first and attaches `tool` to its Active; p1 then attacks with Flamigo's Peck. */
function peckAt(defender: CardDef, tool: CardDef | null, p1Tool: CardDef | null = null): { t: Table; events: GameEvent[] } {
  const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: flamigo }, p2: { active: defender } });
  if (tool) t.do({ type: 'PlayTrainer', player: 'p2', card: tool, uid: 'tool', target: 'p2-active' });
  t.do({ type: 'EndTurn', player: 'p2' });
  t.do({ type: 'AttachEnergy', player: 'p1', card: fighting, target: 'p1-active' });
  if (p1Tool) t.do({ type: 'PlayTrainer', player: 'p1', card: p1Tool, target: 'p1-active' });
  return { t, events: t.do({ type: 'Attack', player: 'p1', attack: 0 }) };
}

const awaited = (events: readonly GameEvent[]) => events.find((e): e is Extract<GameEvent, { type: 'AttackEffectsAwaited' }> => e.type === 'AttackEffectsAwaited');

describe('Pokémon Tools an attack sets off', () => {
  it('Rocky Helmet and Vengeful Punch are counter-attacks: the engine puts their counters, nothing waits for the players (counter-attack.ts)', () => {
    const helmet = peckAt(hoOh, rockyHelmet);
    expect(awaited(helmet.events)).toBeUndefined();
    expect(helmet.t.active('p1').damage).toBe(20);
    expect(peckAt(hoOh, vengefulPunch).t.active('p1').damage).toBe(0);
    const punch = peckAt(mareep, vengefulPunch);
    expect(awaited(punch.events)).toBeUndefined();
    expect(punch.events).toContainEqual(expect.objectContaining({ type: 'DamageDealt', target: 'p1-active', amount: 40 }));
  });

  it('Deluxe Bomb: the engine puts its 12 counters, and hands the players the rest of its text ("discard this card")', () => {
    const deluxeBomb = cardById('sv7-134');
    const { t, events } = peckAt(hoOh, deluxeBomb);
    expect(events).toContainEqual(expect.objectContaining({ type: 'DamageDealt', target: 'p1-active', amount: 120 }));
    expect(awaited(events)?.texts).toEqual(["Ethan's Ho-Oh ex (Deluxe Bomb): If you placed any damage counters in this way, discard this card."]);
    // 120 Knocks Out Flamigo, checked once the players are done with the attack's effects.
    expect(t.do({ type: 'FinishAttack', player: 'p1' })).toContainEqual(expect.objectContaining({ type: 'PokemonKnockedOut', pokemon: 'p1-active' }));
  });

  // Survival Brace used to wait here for the players to set the remaining HP to 10; issue #12 has the engine apply it
  // (knock-out-survived.ts, whose spec has its scenarios): nothing waits, and the outcome is the one the players entered.
  it('Survival Brace: the engine leaves the Pokémon at full HP 10 HP and discards the Brace, nothing waits for the players', () => {
    const { t, events } = peckAt(mareep, survivalBrace);
    expect(awaited(events)).toBeUndefined();
    expect(events.some((e) => e.type === 'PokemonKnockedOut')).toBe(false);
    expect(t.active('p2').damage).toBe(50);
  });

  it('a Tool whose Pokémon the attack did not damage sets nothing off: the attack ends the turn at once', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: flamigo }, p2: { active: mareep, bench: [mareep] } });
    t.do({ type: 'PlayTrainer', player: 'p2', card: survivalBrace, target: 'p2-bench0' });
    t.do({ type: 'EndTurn', player: 'p2' });
    t.do({ type: 'AttachEnergy', player: 'p1', card: fighting, target: 'p1-active' });
    expect(awaited(t.do({ type: 'Attack', player: 'p1', attack: 0 }))).toBeUndefined();
  });

  it('Brave Bangle: a Pokémon without a Rule Box does 30 more to the opponent\'s Active Pokémon ex, before Weakness (000 "Angreifen im Detail" 2)', () => {
    const dealt = (events: readonly GameEvent[]) => events.find((e): e is Extract<GameEvent, { type: 'DamageDealt' }> => e.type === 'DamageDealt')?.amount;
    expect(dealt(peckAt(pikachuEx, null).events)).toBe(60);
    expect(dealt(peckAt(pikachuEx, null, braveBangle).events)).toBe(120);
  });

  it('coverage: none of these Tools\' texts is silently ignored', () => {
    for (const tool of [rockyHelmet, vengefulPunch, survivalBrace, braveBangle, cardById('sv6-158'), cardById('sv8-162'), cardById('sv5-151'), cardById('sv4-161'), cardById('sv6-150'), cardById('sv7-134')]) {
      expect(textCoverage(tool).ignored, tool.name).toEqual([]);
    }
    expect(textCoverage(braveBangle).executed.map((t) => t.name)).toContain('Brave Bangle');
  });
});
