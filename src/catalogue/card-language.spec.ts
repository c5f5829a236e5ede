import { describe, expect, it } from 'vitest';
import { parseAttack } from '../rules/index.js';
import { cardText } from './card-language.js';
import { cardById } from './testing.js';

/** The text the engine hands to the players for an attack: what it did not execute (src/rules/attack-text.ts). */
const handed = (id: string, attack: string): { printed: ReturnType<typeof cardById>['attacks'][number]; text: string } => {
  const printed = cardById(id).attacks.find((a) => a.name === attack);
  if (!printed) throw new Error(`${id} has no attack ${attack}`);
  const [text] = parseAttack(printed).manual;
  if (text === undefined) throw new Error(`${id} ${attack} hands nothing to the players`);
  return { printed, text };
};

describe('card text handed to the players, in the card language (TCGdex texts, #15)', () => {
  it('gives a whole text handed over in German where the catalogue has it', () => {
    // (Pachirisu's "Electro Paws", "Discard all Energy from this Pokémon.", was this example until the engine discarded its Energy itself.)
    const { printed, text } = handed('sv1-62', 'Curl Up');
    expect(text).toBe('Put this Pokémon and all attached cards into your hand.');
    expect(cardText(printed, text, 'de')).toBe('Nimm dieses Pokémon und alle angelegten Karten auf deine Hand.');
    expect(cardText(printed, text, 'fr')).toBe('Ajoutez à votre main ce Pokémon et toutes les cartes qui lui sont attachées.');
  });

  it('finds the sentences the engine left to the players by their place in the German text', () => {
    // Toxic Ripper: the engine poisons; the 6 counters at the Checkup are the players'.
    const { printed, text } = handed('sv1-131', 'Toxic Ripper');
    expect(text).toBe('During Pokémon Checkup, put 6 damage counters on that Pokémon instead of 1.');
    expect(cardText(printed, text, 'de')).toBe('Lege beim Pokémon-Check 6 Schadensmarken anstelle von 1 Schadensmarke auf jenes Pokémon.');
  });

  it('keeps the English print for part of a sentence, a text with no translation, and for an English or Finnish page (card language English)', () => {
    const poltergeist = cardById('sv1-88').attacks.find((a) => a.name === 'Poltergeist');
    const part = 'This attack does 60 damage';
    expect(cardText(poltergeist, part, 'de')).toBe(part);
    const { texts: _texts, ...untranslated } = cardById('sv1-76').attacks[0]!;
    expect(cardText(untranslated, 'Discard all Energy from this Pokémon.', 'de')).toBe('Discard all Energy from this Pokémon.');
    expect(cardText(undefined, 'Discard all Energy from this Pokémon.', 'de')).toBe('Discard all Energy from this Pokémon.');
    expect(cardText(poltergeist, 'Your opponent reveals their hand.', 'en')).toBe('Your opponent reveals their hand.');
  });

  it('keeps the English print where the German text has its sentences split otherwise', () => {
    const printed = { text: 'Flip a coin. If heads, discard an Energy.', texts: { de: 'Wirf 1 Münze und lege bei Kopf 1 Energie ab.' } };
    expect(cardText(printed, 'If heads, discard an Energy.', 'de')).toBe('If heads, discard an Energy.');
  });

  it('names an Energy symbol of the German and French texts by its type, as the English print does, not as TCGdex’s "{L}"', () => {
    // Miraidon ex (sv1-81) "Tandem Unit": "… up to 2 Basic Lightning Pokémon …"; TCGdex: "… bis zu 2 Basis-{L}-Pokémon …".
    const tandemUnit = cardById('sv1-81').abilities.find((a) => a.name === 'Tandem Unit')!;
    expect(tandemUnit.texts?.de).toContain('Basis-{L}-Pokémon');
    const german = cardText(tandemUnit, tandemUnit.text, 'de');
    expect(german).toContain('Basis-Elektro-Pokémon');
    expect(german).not.toMatch(/\{[A-Z]\}/);
    const printed = { text: 'Discard a Fire Energy. Heal 30 damage.', texts: { fr: 'Défaussez une Énergie {R}. Soignez 30 dégâts.' } };
    expect(cardText(printed, 'Discard a Fire Energy.', 'fr')).toBe('Défaussez une Énergie Feu.');
  });
});
