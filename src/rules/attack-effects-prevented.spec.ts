import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import type { CardDef } from './card.js';
import type { GameEvent } from './event.js';
import { quickStart, type Table } from './testing/table.js';

/**
 * "Prevent all effects of attacks used by your opponent's Pokémon done to the Pokémon this card is attached to." (Mist
 * Energy sv5-161; "Cocoon Cover", "Flare Veil": "(Damage is not an effect.)"): of the steps of 000 "Angreifen im Detail"
 * f, the damage counters from damage are placed and "alle weiteren Effekte" on that Pokémon are not: no Special
 * Condition, and what the attacking player enters for the attack's text on it is refused.
 */

const pikachu = cardById('sv2-62'); // Basic, 70 HP, Weakness Fighting ×2
const mistEnergy = cardById('sv5-161');
const fighting = cardById('sve-6');
const swablu = cardById('sv8-148'); // "Disarming Voice" [C] 10: "Your opponent's Active Pokémon is now Confused."
const farfetchd = cardById('sv6-132'); // "Mach Cut" [C] 30: "Discard a Special Energy from your opponent's Active Pokémon."

/** p2 goes first and attaches Mist Energy (or nothing) to Pikachu; p1 attacks with its first attack. */
function attackWith(attacker: CardDef, mist: boolean): { t: Table; events: GameEvent[] } {
  const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: attacker }, p2: { active: pikachu, bench: [pikachu] } });
  if (mist) t.do({ type: 'AttachEnergy', player: 'p2', card: mistEnergy, uid: 'mist', target: 'p2-active' });
  t.do({ type: 'EndTurn', player: 'p2' });
  t.do({ type: 'AttachEnergy', player: 'p1', card: fighting, target: 'p1-active' });
  return { t, events: t.do({ type: 'Attack', player: 'p1', attack: 0 }) };
}

describe('"Prevent all effects of attacks" (Mist Energy): damage is dealt, the effects are not', () => {
  it('Swablu "Disarming Voice": without Mist Energy, Pikachu is Confused', () => {
    const { t } = attackWith(swablu, false);
    expect(t.active('p2').rotation?.condition).toBe('Confused');
  });

  it('with Mist Energy, Pikachu takes the 10 damage and is not Confused; the log says why', () => {
    const { t, events } = attackWith(swablu, true);
    expect(t.active('p2').damage).toBe(10);
    expect(t.active('p2').rotation).toBeNull();
    expect(events.some((e) => e.type === 'RuleApplied' && e.message.includes('Mist Energy'))).toBe(true);
  });

  it('Farfetch\'d "Mach Cut": the attacking player\'s discard of Mist Energy from Pikachu is refused, citing the attack steps', () => {
    const { t } = attackWith(farfetchd, true);
    expect(t.active('p2').damage).toBe(30);
    const refused = t.refuse({ type: 'Adjust', player: 'p1', reason: 'Mach Cut', action: { kind: 'move-card', uid: 'mist', to: 'discard' } });
    expect(refused.code).toBe('attack-effects-prevented');
    expect(refused.ref).toEqual({ file: expect.stringMatching(/^000/), section: 'Angreifen im Detail' });
    t.do({ type: 'FinishAttack', player: 'p1' });
    expect(t.active('p2').attached.map((c) => c.uid)).toContain('mist');
  });

  it('without Mist Energy the same discard is entered', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: farfetchd }, p2: { active: pikachu } });
    t.do({ type: 'AttachEnergy', player: 'p2', card: cardById('sv9-159'), uid: 'spiky', target: 'p2-active' });
    t.do({ type: 'EndTurn', player: 'p2' });
    t.do({ type: 'AttachEnergy', player: 'p1', card: fighting, target: 'p1-active' });
    t.do({ type: 'Attack', player: 'p1', attack: 0 });
    t.do({ type: 'Adjust', player: 'p1', reason: 'Mach Cut', action: { kind: 'move-card', uid: 'spiky', to: 'discard' } });
    expect(t.state.players.p2.discard.map((c) => c.uid)).toContain('spiky');
  });
});
