import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import type { CardDef } from '../rules/index.js';
import { decodeEntities, exportDeckList, parseDeckList, type CardLookup } from './deck-list.js';

/** A few real cards behind the CardLookup port, with the set codes TCG Live writes. */
const POOL = ['sv8-57', 'sv3pt5-4', 'sv3-125', 'me1-114', 'sv1-186', 'sv2-185', 'svp-27', 'sv5-153', 'sve-2', 'sve-4', 'sm9-33', 'sv1-181'].map(cardById);
const CODES: Record<string, string> = { sv8: 'SSP', sv3pt5: 'MEW', sv3: 'OBF', me1: 'MEG', sv1: 'SVI', sv2: 'PAL', svp: 'PR-SV', sv5: 'TEF', sve: 'SVE', sm9: 'TEU' };
const codeKey = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

const lookup: CardLookup = {
  byCode(setCode, number) {
    const setId = Object.entries(CODES).find(([, code]) => codeKey(code) === codeKey(setCode))?.[0];
    if (setId === undefined) return undefined;
    return POOL.filter((c) => c.setId === setId && c.number.replace(/^0+/, '') === number.replace(/^0+/, ''));
  },
  byName: (name) => POOL.filter((c) => c.name.toLowerCase() === name.toLowerCase()),
  basicEnergy: (type) => POOL.find((c) => c.energyKind === 'Basic' && c.name === `Basic ${type} Energy`),
  ptcgoCode: (setId) => CODES[setId],
};

describe('deck-list text as TCG Live, Limitless and PTCGO write it', () => {
  it('decodes the HTML entities of pasted lists', () => {
    expect(decodeEntities('Boss&#39;s Orders &amp; Pok&eacute;gear &#x2019; &unknown;')).toBe("Boss's Orders & Pokégear ’ &unknown;");
  });

  it('reads Windows line endings, bullets, "4x", promo codes and "Basic {L} Energy"', () => {
    const text = 'Pokémon: 5\r\n* 4 Pikachu ex SSP 57\r\n1x Pikachu PR-SV 027\r\n\r\nTrainer: 1\r\n- 1 Boss&#39;s Orders MEG 114\r\nEnergy: 6\r\n6 Basic {L} Energy SVE 4\r\n';
    const { lines, problems } = parseDeckList(text, lookup);
    expect(problems).toEqual([]);
    expect(lines.map((l) => [l.line, l.count, l.card.id])).toEqual([[2, 4, 'sv8-57'], [3, 1, 'svp-27'], [6, 1, 'me1-114'], [8, 6, 'sve-4']]);
  });

  it('resolves a basic Energy by its type whatever the set code says', () => {
    const { lines } = parseDeckList('3 Basic {R} Energy Energy 2\n2 Fire Energy XYZ 9\n1 Basic Fire Energy', lookup);
    expect(lines.map((l) => l.card.id)).toEqual(['sve-2', 'sve-2', 'sve-2']);
  });

  it('reports a card under the wrong header and a total that does not add up', () => {
    const { problems } = parseDeckList('Trainer: 4\n4 Pikachu ex SSP 57\nTotal Cards: 60', lookup);
    expect(problems).toEqual([
      { line: 2, text: '4 Pikachu ex SSP 57', reason: 'Pikachu ex is a Pokémon card, listed under "Trainer: 4"', code: 'wrong-section', params: { card: 'Pikachu ex', supertype: 'Pokémon', section: 'Trainer: 4' } },
      { line: 3, text: 'Total Cards: 60', reason: 'the list says 60 cards, its resolved lines add up to 4', code: 'total-count', params: { declared: 60, counted: 4 } },
    ]);
  });

  it('asks for a set code where printings of a Pokémon differ, and takes a Trainer by name alone', () => {
    const { lines, problems } = parseDeckList('2 Pikachu ex\n4 Iono\n1 Charizard', lookup);
    expect(lines.map((l) => l.card.id)).toEqual(['sv2-185']);
    expect(problems).toEqual([
      { line: 1, text: '2 Pikachu ex', reason: '"Pikachu ex" is a Pokémon: give its set code and number, its printings differ (1 in the catalogue)', code: 'pokemon-needs-code', params: { name: 'Pikachu ex', printings: 1 } },
      { line: 3, text: '1 Charizard', reason: expect.stringContaining('no card named "Charizard"'), code: 'no-card-named', params: { name: 'Charizard' } },
    ]);
  });

  it('resolves a German TCG Live export by the catalogue\'s German names and set code + number', () => {
    // Names as the German cards print them (TCGdex): Glumanda (MEW 4), Befehl vom Boss (MEG 114), Elektro-Energie (SVE 4).
    const text = 'Pokémon: 4\n4 Glumanda MEW 4\n\nTrainer: 2\n2 Befehl vom Boss MEG 114\n\nEnergie: 7\n6 Basis-{L}-Energie SVE 4\n1 Elektro-Energie SVE 4\n\nKarten insgesamt: 13\n';
    const { lines, problems } = parseDeckList(text, lookup);
    expect(problems).toEqual([]);
    expect(lines.map((l) => [l.count, l.card.id])).toEqual([[4, 'sv3pt5-4'], [2, 'me1-114'], [6, 'sve-4'], [1, 'sve-4']]);
  });

  it('still refuses a German name that is not the card at that set code and number', () => {
    expect(parseDeckList('4 Glurak-ex MEW 4', lookup).problems).toEqual([{ line: 1, text: '4 Glurak-ex MEW 4', reason: 'MEW 4 is "Charmander", not "Glurak-ex"', code: 'other-card-at-number', params: { set: 'MEW', number: '4', names: 'Charmander', name: 'Glurak-ex' } }]);
  });

  it('names the set whose cards the catalogue lacks, so the organiser knows what to import', () => {
    // A set the catalogue does not know, and a number its known set does not hold.
    expect(parseDeckList('1 Pikachu ex XYZ 57\n1 Iono PAL 999', lookup).problems).toEqual([
      { line: 1, text: '1 Pikachu ex XYZ 57', reason: 'unknown set code "XYZ"', code: 'unknown-set-code', params: { set: 'XYZ' }, missingSet: 'XYZ' },
      { line: 2, text: '1 Iono PAL 999', reason: 'no card PAL 999 in the catalogue', code: 'no-card-at-number', params: { set: 'PAL', number: '999' }, missingSet: 'PAL' },
    ]);
  });

  it('reports a count of zero instead of keeping it', () => {
    expect(parseDeckList('0 Iono PAL 185', lookup).problems).toEqual([{ line: 1, text: '0 Iono PAL 185', reason: 'a card line needs a count of 1 or more', code: 'no-count', params: {} }]);
  });
});

describe('export', () => {
  it('writes sections, counts and set codes as TCG Live does', () => {
    const text = exportDeckList([{ card: cardById('sv8-57'), count: 4 }, { card: cardById('sve-4'), count: 8 }, { card: cardById('me1-114'), count: 2 }], lookup);
    expect(text).toBe('Pokémon: 4\n4 Pikachu ex SSP 57\n\nTrainer: 2\n2 Boss\'s Orders MEG 114\n\nEnergy: 8\n8 Basic Lightning Energy SVE 4\n\nTotal Cards: 14\n');
  });

  it('round-trips: parsing an export gives back every card and count', () => {
    const deckArb = fc.uniqueArray(fc.constantFrom(...POOL), { minLength: 1, maxLength: POOL.length, selector: (c: CardDef) => c.id }).chain((cards) =>
      fc.tuple(...cards.map((card) => fc.integer({ min: 1, max: 20 }).map((count) => ({ card, count })))),
    );
    fc.assert(
      fc.property(deckArb, (deck) => {
        const { lines, problems } = parseDeckList(exportDeckList(deck, lookup), lookup);
        const key = (entries: readonly { card: CardDef; count: number }[]) => entries.map((e) => `${e.card.id}×${e.count}`).sort();
        return problems.length === 0 && JSON.stringify(key(lines)) === JSON.stringify(key(deck));
      }),
    );
  });
});
