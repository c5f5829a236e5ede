import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NameIndex, type NameEntry } from './name-index.js';

const entry = (id: string, releaseDate: string, ...keys: string[]): NameEntry => ({ id, setId: id.split('-')[0] ?? id, releaseDate, keys });

describe('NameIndex', () => {
  const index = new NameIndex([
    entry('base1-58', '1999/01/09', 'pikachu', 'pikachu', 'pikachu'),
    entry('sv1-81', '2023/03/31', 'miraidon ex', 'miraidon ex', 'miraidon ex'),
    entry('sv1-80', '2023/03/31', 'miraidon', 'miraidon', 'miraidon'),
    entry('svp-85', '2023/01/01', 'pikachu with grey felt hat', 'pikachu mit grauem filzhut'),
    entry('sv4-4', '2023/11/03', 'charizard', 'glurak', 'dracaufeu'),
    entry('swsh1-1', '2020/02/07', 'flying pikachu'),
  ]);

  it('ranks the exact name first, then names starting with the query, then names containing it', () => {
    expect(index.search('pikachu', 10)).toEqual(['base1-58', 'svp-85', 'swsh1-1']);
  });

  it('within a rank, newest set first', () => {
    const newer = new NameIndex([entry('a-1', '2001/01/01', 'eevee'), entry('b-1', '2024/01/01', 'eevee')]);
    expect(newer.search('eevee', 10)).toEqual(['b-1', 'a-1']);
  });

  it('finds German and French names', () => {
    expect(index.search('glurak', 10)).toEqual(['sv4-4']);
    expect(index.search('dracau', 10)).toEqual(['sv4-4']);
  });

  it('keeps to the sets asked for, and to the limit', () => {
    expect(index.search('pikachu', 10, ['svp'])).toEqual(['svp-85']);
    expect(index.search('pikachu', 1)).toEqual(['base1-58']);
  });

  it('a key found in several names of one card lists the card once', () => {
    expect(index.search('miraidon', 10)).toEqual(['sv1-80', 'sv1-81']);
  });

  it('finds exactly the cards a plain scan finds, each once, exact before prefix before contains', () => {
    const word = fc.stringMatching(/^[a-c]{1,4}( [a-c]{1,3})?$/);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.array(word, { minLength: 1, maxLength: 3 }), fc.integer({ min: 1999, max: 2026 })), {
          maxLength: 30,
        }),
        fc.stringMatching(/^[a-c]{1,2}$/),
        (cards, key) => {
          const entries = cards.map(([keys, year], i) => entry(`s${i}-${i}`, `${year}/01/01`, ...keys));
          const found = new NameIndex(entries).search(key, 1000);
          const expected = entries.filter((e) => e.keys.some((k) => k.includes(key))).map((e) => e.id);
          expect([...found].sort()).toEqual([...expected].sort());
          const rank = (id: string) => {
            const keys = entries.find((e) => e.id === id)?.keys ?? [];
            return keys.includes(key) ? 0 : keys.some((k) => k.startsWith(key)) ? 1 : 2;
          };
          const ranks = found.map(rank);
          expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        },
      ),
    );
  });
});
