import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { abilityHandling } from './passive-abilities.js';
import type { GameEvent } from './event.js';
import { quickStart, type Table } from './testing/table.js';

/**
 * Pikachu ex (sv8-57) "Resolute Heart": "If this Pokémon has full HP and would be Knocked Out by damage from an attack,
 * it is not Knocked Out, and its remaining HP becomes 10." 000 "Angreifen im Detail" f: "lege dann die Schadensmarken
 * auf das Pokémon"; then "Prüfe nun, ob irgendein Pokémon durch die Attacke kampfunfähig gemacht wurde" (000 "C) Lege
 * Schadensmarken auf das Aktive Pokémon deines Gegners"): the Knock Out check finds Pikachu ex with 10 HP left.
 */

const pikachuEx = cardById('sv8-57'); // Basic, 200 HP, Weakness Fighting ×2
const klawf = cardById('sv9-90'); // Basic Fighting, second attack "Hammer In" [F][C][C] 100
const fighting = cardById('sve-6');

type Damage = Extract<GameEvent, { type: 'DamageDealt' }>;

/** p2 goes first; p1 attacks with Klawf's "Hammer In": 100, ×2 for Weakness = 200, Pikachu ex's HP. */
function hammerIn(before?: (t: Table) => void): { t: Table; events: GameEvent[] } {
  const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: klawf }, p2: { active: pikachuEx, bench: [cardById('sv2-62')] } });
  t.do({ type: 'EndTurn', player: 'p2' });
  for (let i = 0; i < 3; i++) t.do({ type: 'AttachEnergy', player: 'p1', card: fighting, target: 'p1-active', from: 'deck', source: { kind: 'effect', card: 'scenario' } });
  before?.(t);
  return { t, events: t.do({ type: 'Attack', player: 'p1', attack: 1 }) };
}

describe('"its remaining HP becomes 10" (Resolute Heart, Sturdy), checked with the Knock Outs after the attack', () => {
  it('is read from the text as executed', () => {
    expect(abilityHandling(pikachuEx, pikachuEx.abilities[0]!)).toBe('executed');
    const crustle = cardById('zsv10pt5-52'); // "Sturdy", the same text
    expect(abilityHandling(crustle, crustle.abilities[0]!)).toBe('executed');
  });

  it('Pikachu ex at full HP takes 200: it is not Knocked Out, 10 HP are left', () => {
    const { t, events } = hammerIn();
    const damage = events.filter((e): e is Damage => e.type === 'DamageDealt');
    expect(damage.map((d) => [d.target, d.amount])).toEqual([['p2-active', 190]]);
    expect(damage[0]?.steps?.afterWeakness).toBe(200);
    expect(events.some((e) => e.type === 'RuleApplied' && e.rule === 'knock-out-survived')).toBe(true);
    expect(events.some((e) => e.type === 'PokemonKnockedOut')).toBe(false);
    expect(t.active('p2').damage).toBe(190);
  });

  it('with any damage on it, it has no full HP: the same attack Knocks it Out', () => {
    const { events } = hammerIn((t) => t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'scenario', action: { kind: 'put-damage-counters', target: 'p2-active', counters: 1 } }));
    expect(events.some((e) => e.type === 'RuleApplied' && e.rule === 'knock-out-survived')).toBe(false);
    expect(events.some((e) => e.type === 'PokemonKnockedOut')).toBe(true);
  });
});
