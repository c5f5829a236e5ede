import type { GameView } from './game-view.js';

/** The engine's sentences name seats "p1" and "p2" (a coin's reason): players read their names there. */
export function withPlayerNames(text: string, view: GameView): string {
  return text.replace(/\b(p1|p2)\b/g, (seat) => view.players[seat as 'p1' | 'p2'].name || seat);
}
