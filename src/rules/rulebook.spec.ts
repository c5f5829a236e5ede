import { describe, expect, it } from 'vitest';
import { CLASSIC_REFS, FORMAT_REFS, SV_REFS, SWSH_REFS, UP_TO_REF, UP_TO_SWSH_REF, XY_REFS } from './rulebook.js';
import { missingFromRulebook } from './testing/rulebook-text.js';

describe('every section the engine cites is in its rulebook', () => {
  it.each([
    ['003 (formats)', FORMAT_REFS],
    ['000', SV_REFS],
    ['001', SWSH_REFS],
    ['002', XY_REFS],
    ['004', CLASSIC_REFS],
    ['000 and 001 on "up to"', { sv: UP_TO_REF, swsh: UP_TO_SWSH_REF }],
  ] as const)('%s', (_, refs) => {
    for (const ref of Object.values(refs)) expect({ ref, missing: missingFromRulebook(ref) }).toEqual({ ref, missing: [] });
  });
});
