import { describe, expect, it } from 'vitest';
import { cardById } from '../../../src/catalogue/testing.js';
import { viewFor } from '../../../src/rules/index.js';
import { greninjaBreak } from '../../../src/rules/testing/boards.js';
import { quickStart } from '../../../src/rules/testing/table.js';
import { betweenTurnsText } from './between-turns-text.js';

/**
 * The between-turns dialog quotes each text the players carry out at the Checkup (000 "4) Pokémon-Check") under the
 * name of its Ability or attack, in the card language, found where the engine finds it.
 */
describe('a between-turns text named in the card language', () => {
  it('000 "Anhang 19": Greninja\'s "Water Shuriken" under Greninja BREAK keeps its German name and text', () => {
    const shuriken = cardById('xy1-41').abilities[0];
    const view = viewFor(greninjaBreak().state, { role: 'player', seat: 'p1' });
    expect(betweenTurnsText(view, { card: 'p1-active', name: 'Water Shuriken', text: shuriken?.text ?? '' }, 'de')).toBe('Wasser-Shuriken: Einmal während deines Zuges (vor deinem Angriff) kannst du 1 Wasser-Energiekarte von deiner Hand auf deinen Ablagestapel legen. Wenn du das machst, lege 3 Schadensmarken auf 1 Pokémon deines Gegners.');
  });

  it('an attack on the top card: Gligar\'s "Toxic"', () => {
    const view = viewFor(quickStart({ profile: 'sv', p1: { active: cardById('sv4-91') }, p2: { active: cardById('sv1-74') } }).state, { role: 'spectator' });
    const toxic = 'During Pokémon Checkup, put 2 damage counters on that Pokémon instead of 1.';
    expect(betweenTurnsText(view, { card: 'p1-active', name: 'Toxic', text: toxic }, 'de')).toBe('Toxin: Lege beim Pokémon-Check 2 Schadensmarken anstelle von 1 Schadensmarke auf jenes Pokémon.');
  });
});
