import { describe, expect, it } from 'vitest';
import type { CardDef } from '../rules/index.js';
import { resolveCards } from './card-resolution.js';

const froakie = { id: 'xy0-4', name: 'Froakie', hp: 50 } as unknown as CardDef;
const lookup = (id: string) => (id === 'xy0-4' ? froakie : undefined);

describe('cards named in a command come from the catalogue', () => {
  it('replaces a card id with its CardDef', () => {
    expect(resolveCards({ type: 'PlayToBench', player: 'p1', card: 'xy0-4' }, lookup)).toEqual({
      ok: true,
      command: { type: 'PlayToBench', player: 'p1', card: froakie },
    });
  });

  it("ignores the printed text a client sends and keeps the catalogue's", () => {
    const forged = { id: 'xy0-4', name: 'Froakie', hp: 999 };
    expect(resolveCards({ type: 'PlaceActive', player: 'p1', card: forged }, lookup)).toMatchObject({ ok: true, command: { card: { hp: 50 } } });
  });

  it('resolves the card of a discard-from-hand adjustment', () => {
    const command = { type: 'Adjust', player: 'p1', reason: 'x', action: { kind: 'discard-from-hand', player: 'p1', card: 'xy0-4' } };
    expect(resolveCards(command, lookup)).toMatchObject({ ok: true, command: { action: { card: froakie } } });
  });

  it("takes the card an attack discarded from the deck (Seek Inspiration's `revealed`) from the catalogue, not the client's text", () => {
    const forged = { id: 'xy0-4', name: 'Froakie', hp: 50, attacks: [{ name: 'Forged', damage: '999' }] };
    expect(resolveCards({ type: 'Attack', player: 'p1', attack: 0, revealed: forged, uses: 0 }, lookup)).toEqual({
      ok: true,
      command: { type: 'Attack', player: 'p1', attack: 0, revealed: froakie, uses: 0 },
    });
  });

  it('names a card the catalogue does not have', () => {
    expect(resolveCards({ type: 'PlayToBench', player: 'p1', card: 'zz-1' }, lookup)).toEqual({ ok: false, message: 'no card "zz-1" in the catalogue' });
  });

  it('leaves commands without cards alone', () => {
    const command = { type: 'EndTurn', player: 'p2' };
    expect(resolveCards(command, lookup)).toEqual({ ok: true, command });
  });
});
