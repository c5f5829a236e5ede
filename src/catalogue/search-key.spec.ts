import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameKey, numberKey, setCodeKey } from './search-key.js';

describe('nameKey: names compare as a player types them', () => {
  it.each([
    ['Pokémon', 'pokemon'],
    ['Évoli', 'evoli'],
    ['Knattatox-ex', 'knattatox ex'],
    ["Professor's Research", 'professors research'],
    ['Professor’s Research', 'professors research'],
    ['Brindibou et Noadkoko d’Alola GX', 'brindibou et noadkoko dalola gx'],
    ['Weiß', 'weiss'],
    ['  M  Heracross-EX ', 'm heracross ex'],
    ['Nidoran♀', 'nidoran'],
  ])('%s -> %s', (name, key) => {
    expect(nameKey(name)).toBe(key);
  });
});

describe('numberKey: collector numbers compare without leading zeros', () => {
  it.each([
    ['057', '57'],
    ['57', '57'],
    ['TG01', 'TG1'],
    ['swsh020', 'SWSH20'],
    ['SV049', 'SV49'],
    ['0', '0'],
    ['100', '100'],
  ])('%s -> %s', (number, key) => {
    expect(numberKey(number)).toBe(key);
  });
});

describe('setCodeKey', () => {
  it('"PR-SV", "pr sv" and "PRSV" are one code', () => {
    expect(new Set(['PR-SV', 'pr sv', 'PRSV'].map(setCodeKey))).toEqual(new Set(['PRSV']));
  });
});

describe('keys are stable', () => {
  it('folding a folded name or number changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(nameKey(nameKey(text))).toBe(nameKey(text));
        expect(numberKey(numberKey(text))).toBe(numberKey(text));
      }),
    );
  });

  it('a folded name has only lower-case letters, digits and single inner spaces', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(nameKey(text)).toMatch(/^(?:[\p{Ll}\p{Lo}\p{Lm}\p{N}]+(?: [\p{Ll}\p{Lo}\p{Lm}\p{N}]+)*)?$/u);
      }),
    );
  });
});
