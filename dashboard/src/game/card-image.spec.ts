import { describe, expect, it } from 'vitest';
import { viewFor } from '../../../src/rules/index.js';
import { Table } from '../../../src/rules/testing/table.js';
import { demoCard } from '../testing/demo-cards.js';
import { cardImageUrl, pokemonImageUrl } from './card-image.js';
import { readGameView } from './game-view.js';

const snorlax = demoCard('xy0-26');

describe('card art addresses (issue 15, "Card art")', () => {
  it('asks the hub for a card\'s picture by its catalogue id', () => {
    expect(cardImageUrl(snorlax)).toBe('/api/cards/xy0-26/image?size=small');
    expect(cardImageUrl({ id: 'ex10-!' }, 'large')).toBe('/api/cards/ex10-!/image?size=large');
  });

  it('a spectator and the opponent get no image address for a face-down setup Pokémon: their view names no card', () => {
    const t = new Table();
    t.do({ type: 'StartMatch', matchId: 'm1', profile: 'sv', players: [{ name: 'Ash' }, { name: 'Misty' }] });
    t.flip('heads');
    t.do({ type: 'ChooseFirstPlayer', player: 'p1', first: 'p1' });
    t.do({ type: 'PlaceActive', player: 'p1', card: snorlax, uid: '04A1B2C3D4E5F6' });
    for (const viewer of [{ role: 'spectator' }, { role: 'player', seat: 'p2' }] as const) {
      const view = readGameView(viewFor(t.state, viewer))!;
      expect(pokemonImageUrl(view.players.p1.active!), viewer.role).toBeUndefined();
      expect(JSON.stringify(view), viewer.role).not.toContain('xy0-26');
    }
    const own = readGameView(viewFor(t.state, { role: 'player', seat: 'p1' }))!;
    expect(pokemonImageUrl(own.players.p1.active!)).toBe('/api/cards/xy0-26/image?size=small');
  });
});
