import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { weaknessesOf } from './continuous-effects.js';
import type { GameEvent } from './event.js';
import { abilityHandling } from './passive-abilities.js';
import { quickStart } from './testing/table.js';

/**
 * Lillie's Clefairy ex (sv9-56) "Fairy Zone": "The Weakness of each of your opponent's Dragon Pokémon in play is now
 * Psychic. (Apply Weakness as ×2.)" 000 "Angreifen im Detail" step 3: "Prüfe, ob das Verteidigende Pokémon eine
 * Schwäche gegenüber dem Typ des Angreifenden Pokémon hat" — the Weakness the effect leaves, not the printed one.
 */

const clefairy = cardById('sv9-56'); // Basic Psychic ex, "Full Moon Rondo" [P][C] 20+ (20 more for each Benched Pokémon)
const axew = cardById('sv6pt5-44'); // Basic Dragon, no Weakness printed
const pikachu = cardById('sv2-62'); // Basic Lightning, Weakness Fighting
const psychic = cardById('sve-5');

type Damage = Extract<GameEvent, { type: 'DamageDealt' }>;

describe('"The Weakness of … is now Psychic" (Fairy Zone)', () => {
  it('is read from the text as executed, its reminder "(Apply Weakness as ×2.)" with it', () => {
    expect(abilityHandling(clefairy, clefairy.abilities[0]!)).toBe('executed');
  });

  it('reaches only the opponent\'s Dragon Pokémon: Axew has Psychic ×2, Pikachu keeps its printed Weakness', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: clefairy }, p2: { active: axew, bench: [pikachu] } });
    expect(weaknessesOf(t.state, t.active('p2'))).toEqual([{ type: 'Psychic', kind: 'times', amount: 2 }]);
    expect(weaknessesOf(t.state, t.bench('p2', 0))).toEqual(pikachu.weaknesses);
    expect(weaknessesOf(t.state, t.active('p1'))).toEqual(clefairy.weaknesses);
  });

  it('Full Moon Rondo on Axew with one Benched Pokémon in play: 40, ×2 for the Psychic Weakness = 80', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: clefairy }, p2: { active: axew, bench: [pikachu] } });
    t.do({ type: 'EndTurn', player: 'p2' });
    t.do({ type: 'AttachEnergy', player: 'p1', card: psychic, target: 'p1-active' });
    t.do({ type: 'AttachEnergy', player: 'p1', card: psychic, target: 'p1-active', from: 'deck', source: { kind: 'effect', card: 'scenario' } });
    const damage = t.do({ type: 'Attack', player: 'p1', attack: 0 }).filter((e): e is Damage => e.type === 'DamageDealt');
    expect(damage.map((d) => [d.target, d.amount, d.steps?.afterWeakness])).toEqual([['p2-active', 80, 80]]);
  });
});
