import { inPlayOf, topOf, visible, type GameView, type Seat } from './game-view.js';

export type OncePerGame = 'gx' | 'vstar';

const SUBTYPE: Record<OncePerGame, string> = { gx: 'GX', vstar: 'VSTAR' };

/**
 * The once-per-game actions worth a line on the turn checklist: those a Pokémon of the player has
 * in play (a Pokémon-GX for the GX attack, a Pokémon VSTAR for the VSTAR Power), and one already used.
 * A Scarlet & Violet Standard game has neither, so its checklist does not list them.
 */
export function oncePerGameFor(view: GameView, seat: Seat): OncePerGame[] {
  const player = view.players[seat];
  const subtypes = new Set(
    inPlayOf(player)
      .map(visible)
      .filter((p) => p !== null)
      .flatMap((p) => topOf(p).subtypes),
  );
  const used: Record<OncePerGame, boolean> = { gx: player.gxUsed, vstar: player.vstarUsed };
  return (['gx', 'vstar'] as const).filter((kind) => used[kind] || subtypes.has(SUBTYPE[kind]));
}
