import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { quickStart } from './testing/table.js';

/** Miraidon ex (sv1-81) "Tandem Unit": "Once during your turn, you may search your deck for up to 2 Basic {L} Pokémon and put them onto your Bench. …" */
const miraidonEx = cardById('sv1-81');
const pawmi = cardById('sv1-74');

describe('an Ability whose text says "Once during your turn" (000 "Bestandteile eines Zuges" F: Abilities any number, unless the card says otherwise)', () => {
  it('is used once during that turn by that Pokémon, and again during its player\'s next turn', () => {
    const t = quickStart({ profile: 'sv', p1: { active: miraidonEx }, p2: { active: pawmi } });
    expect(t.do({ type: 'UseAbility', player: 'p1', pokemon: 'p1-active', ability: 0 })).toContainEqual(expect.objectContaining({ type: 'AbilityUsed', name: 'Tandem Unit' }));
    expect(t.refuse({ type: 'UseAbility', player: 'p1', pokemon: 'p1-active', ability: 0 })).toMatchObject({
      code: 'ability-already-used',
      message: 'Miraidon ex has already used Tandem Unit this turn: its text allows it once during your turn.',
      ref: { section: 'Bestandteile eines Zuges' },
    });
    t.passTo(3);
    expect(t.do({ type: 'UseAbility', player: 'p1', pokemon: 'p1-active', ability: 0 })).toContainEqual(expect.objectContaining({ type: 'AbilityUsed', name: 'Tandem Unit' }));
  });

  it('is used once by each Pokémon that has it: a second Miraidon ex uses its own Tandem Unit the same turn', () => {
    const t = quickStart({ profile: 'sv', p1: { active: miraidonEx, bench: [miraidonEx] }, p2: { active: pawmi } });
    t.do({ type: 'UseAbility', player: 'p1', pokemon: 'p1-active', ability: 0 });
    expect(t.do({ type: 'UseAbility', player: 'p1', pokemon: 'p1-bench0', ability: 0 })).toContainEqual(expect.objectContaining({ type: 'AbilityUsed', pokemon: 'p1-bench0' }));
    expect(t.refuse({ type: 'UseAbility', player: 'p1', pokemon: 'p1-bench0', ability: 0 }).code).toBe('ability-already-used');
  });
});
