import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newerSetOffered, newestSet } from './catalogue-freshness.js';

/** Issue 17, item 10: "say on the store overview when the catalogue is older than the newest set a source offers". */
const sv9 = { id: 'sv9', name: 'Journey Together', releaseDate: '2025/03/28' };
const sv10 = { id: 'sv10', name: 'Destined Rivals', releaseDate: '2025/05/30' };
const zsv10pt5 = { id: 'zsv10pt5', name: 'Black Bolt', releaseDate: '2025/07/18' };
const rsv10pt5 = { id: 'rsv10pt5', name: 'White Flare', releaseDate: '2025/07/18' };
const me1 = { id: 'me1', name: 'Mega Evolution', releaseDate: '2025/09/26' };
const base1 = { id: 'base1', name: 'Base', releaseDate: '1999/01/09' };

describe('whether the catalogue is older than its source', () => {
  it('is older when the source offers a set released after the catalogue\'s newest, and names the newest of them', () => {
    expect(newerSetOffered([sv9], [sv9, sv10, me1, zsv10pt5])).toEqual(me1);
  });

  it('is up to date when it holds the newest set offered', () => {
    expect(newerSetOffered([sv9, sv10, me1], [sv9, sv10, me1])).toBeUndefined();
  });

  it('is not older for an old set it lacks: a store may leave a vintage set out', () => {
    expect(newerSetOffered([me1], [base1, me1])).toBeUndefined();
  });

  it('counts two sets of one release day as equally new, so the one it lacks is still offered', () => {
    expect(newerSetOffered([sv10, rsv10pt5], [sv10, rsv10pt5, zsv10pt5])).toEqual(zsv10pt5);
  });

  it('an empty catalogue is older than any source with a set', () => {
    expect(newerSetOffered([], [sv9, sv10])).toEqual(sv10);
    expect(newestSet([])).toBeUndefined();
  });

  it('never offers a set the catalogue holds, nor one older than its newest', () => {
    const set = fc.record({ id: fc.stringMatching(/^[a-z]{1,3}[0-9]{1,2}$/), name: fc.constant('A set'), releaseDate: fc.date({ min: new Date('1999-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10).replaceAll('-', '/')) });
    fc.assert(
      fc.property(fc.array(set, { maxLength: 8 }), fc.array(set, { maxLength: 8 }), (held, offered) => {
        const newer = newerSetOffered(held, offered);
        if (newer === undefined) return;
        expect(held.some((s) => s.id === newer.id)).toBe(false);
        expect(offered).toContainEqual(newer);
        for (const s of held) expect(newer.releaseDate >= s.releaseDate).toBe(true);
      }),
    );
  });
});
