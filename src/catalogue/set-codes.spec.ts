import { describe, expect, it } from 'vitest';
import type { CatalogueSet } from './catalogue-data.js';
import { parseSetCodeAndNumber, SetCodes } from './set-codes.js';

const set = (id: string, ptcgoCode?: string): CatalogueSet => ({
  id,
  name: id,
  series: 'x',
  releaseDate: '2023/03/31',
  printedTotal: 1,
  ...(ptcgoCode === undefined ? {} : { ptcgoCode }),
});

describe('SetCodes', () => {
  const codes = new SetCodes([set('sv1', 'SVI'), set('svp', 'PR-SV'), set('sm115', 'HIF'), set('sma', 'HIF'), set('pop1')]);

  it('maps a ptcgoCode to its set, in any case: SVI = sv1', () => {
    expect(codes.setIds('SVI')).toEqual(['sv1']);
    expect(codes.setIds('svi')).toEqual(['sv1']);
  });

  it('maps the set id itself, in any case: sv1, SVP', () => {
    expect(codes.setIds('sv1')).toEqual(['sv1']);
    expect(codes.setIds('SVP')).toEqual(['svp']);
  });

  it('reads promo codes with or without the dash: PR-SV, PR SV, PRSV', () => {
    for (const code of ['PR-SV', 'PR SV', 'prsv']) expect(codes.setIds(code)).toEqual(['svp']);
  });

  it('a code shared by a set and its subset names both (HIF: sm115 and sma)', () => {
    expect(codes.setIds('HIF')).toEqual(['sm115', 'sma']);
  });

  it('a set without ptcgoCode is found by its id only, an unknown code by nothing', () => {
    expect(codes.setIds('pop1')).toEqual(['pop1']);
    expect(codes.ptcgoCode('pop1')).toBeUndefined();
    expect(codes.setIds('XYZ')).toEqual([]);
  });

  it('gives the ptcgoCode of a set', () => {
    expect(codes.ptcgoCode('sv1')).toBe('SVI');
  });
});

describe('parseSetCodeAndNumber', () => {
  it.each([
    ['SVI 57', 'SVI', '57'],
    ['SVI-57', 'SVI', '57'],
    ['sv1 057', 'sv1', '057'],
    ['PR-SV 85', 'PR-SV', '85'],
    ['PR SV 85', 'PR SV', '85'],
    ['BRS TG13', 'BRS', 'TG13'],
    ['PR-SW SWSH020', 'PR-SW', 'SWSH020'],
    ['HIF SV49', 'HIF', 'SV49'],
  ])('%s is set %s, number %s', (text, setCode, number) => {
    expect(parseSetCodeAndNumber(text)).toEqual({ setCode, number });
  });

  it.each(['Pikachu', 'Miraidon ex', '57', ''])('"%s" is no set code and number', (text) => {
    expect(parseSetCodeAndNumber(text)).toBeUndefined();
  });
});
