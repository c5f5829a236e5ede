import { describe, expect, it } from 'vitest';
import { createDraftSchema } from '../../../src/protocol/draft.schema.js';
import { packsOf } from './draft-packs.js';

describe('the packs an organiser types for a Ditto-Draft', () => {
  it('reads one pack per block of card ids, commas or spaces between them', () => {
    expect(packsOf('sv1-74, sv1-75 sv1-166\n\n  xy0-1\nxy0-2 \n', 'cards')).toEqual([{ cards: ['sv1-74', 'sv1-75', 'sv1-166'] }, { cards: ['xy0-1', 'xy0-2'] }]);
  });

  it('reads a set then its numbers as printed', () => {
    expect(packsOf('SVI 13 14 15\n\nsv1 080', 'set')).toEqual([
      { set: 'SVI', numbers: ['13', '14', '15'] },
      { set: 'sv1', numbers: ['080'] },
    ]);
  });

  it('passes deck-list lines on whole, one block a pack', () => {
    expect(packsOf('1 Sprigatito SVI 13\n2 Fuecoco SVI 35\n\n1 Quaxly SVI 52', 'list')).toEqual([{ list: '1 Sprigatito SVI 13\n2 Fuecoco SVI 35' }, { list: '1 Quaxly SVI 52' }]);
  });

  it('gives no pack for empty text, so the form can say so', () => {
    expect(packsOf(' \n\n ', 'cards')).toEqual([]);
  });

  it('makes packs the hub accepts', () => {
    const body = { name: 'Friday', players: ['Aino', 'Ben'].map((name) => ({ name, packs: packsOf('SVI 1 2 3', 'set') })) };
    expect(createDraftSchema.safeParse(body).success).toBe(true);
  });
});
