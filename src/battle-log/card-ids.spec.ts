import { describe, expect, it } from 'vitest';
import { catalogueId, notePrintings, withoutCardIds } from './card-ids.js';

/** TCG Live's card ids, in the shapes the current client writes with "Hide card IDs from export" off. */
describe('TCG Live card ids', () => {
  it('a line is read without its ids, each id kept where its card name starts', () => {
    const line = withoutCardIds("Ash's (sv6_128) Dreepy used Bite on Misty's (svbsp_129) Pecharunt for 40 damage.");
    expect(line.text).toBe("Ash's Dreepy used Bite on Misty's Pecharunt for 40 damage.");
    expect(line.marks).toEqual([{ at: 6, id: 'sv6_128' }, { at: 34, id: 'svbsp_129' }]);
  });

  it('an id goes with the longest name read that starts where it stood', () => {
    const printings = new Map<string, string[]>();
    notePrintings(printings, withoutCardIds('• (sv6_130) Dragapult ex, (sv6_128) Dreepy, (sv6_128) Dreepy'), ['Dragapult', 'Dragapult ex', 'Dreepy']);
    expect(Object.fromEntries(printings)).toEqual({ 'Dragapult ex': ['sv6_130'], Dreepy: ['sv6_128'] });
  });

  it('a line without ids is left as it is', () => {
    expect(withoutCardIds('Ash played Nest Ball (Ghetsis).')).toEqual({ text: 'Ash played Nest Ball (Ghetsis).', marks: [] });
  });

  it('the catalogue id: the set code with a half set as "pt5" and the Black Star Promos as "p", the finish suffix dropped', () => {
    expect(catalogueId('sv6_128')).toBe('sv6-128');
    expect(catalogueId('sv8-5_80_mph')).toBe('sv8pt5-80');
    expect(catalogueId('sv5_156_ph')).toBe('sv5-156');
    expect(catalogueId('svbsp_129')).toBe('svp-129');
    expect(catalogueId('me2-5_34_ph')).toBe('me2pt5-34');
  });
});
