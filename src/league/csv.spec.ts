import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv.js';

describe('CSV for exports and imported pairings (RFC 4180)', () => {
  it('quotes commas, quotes and line breaks, and reads them back', () => {
    const text = toCsv([['table', 'name'], [1, 'Dan "the Dragon", jr.'], [2, 'two\nlines']]);
    expect(text).toBe('table,name\r\n1,"Dan ""the Dragon"", jr."\r\n2,"two\nlines"\r\n');
    expect(parseCsv(text)).toEqual([['table', 'name'], ['1', 'Dan "the Dragon", jr.'], ['2', 'two\nlines']]);
  });

  it('keeps a name a spreadsheet would run as a formula from running', () => {
    expect(toCsv([['=HYPERLINK("x")']])).toBe('"\'=HYPERLINK(""x"")"\r\n');
  });

  it('reads a German spreadsheet\'s semicolons and a byte-order mark', () => {
    expect(parseCsv('\uFEFFtable;player1;player2\n1;Ana;Ben\n')).toEqual([['table', 'player1', 'player2'], ['1', 'Ana', 'Ben']]);
  });

  it('round-trips any cells that do not start like a formula', () => {
    const cellArb = fc.string({ minLength: 1 }).filter((s) => !/^[=+\-@]/.test(s) && s.trim() !== '');
    fc.assert(fc.property(fc.array(fc.array(cellArb, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (rows) => {
      const width = rows[0]!.length;
      const table = rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? 'x'));
      expect(parseCsv(toCsv(table))).toEqual(table);
    }));
  });
});
