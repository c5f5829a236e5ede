import type { GameView, Seat } from './game-view.js';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The end of a game in words, the same on the store overview, the overlay and the result page:
 * "Ash wins (took the last Prize card)", or Sudden Death when both won at once; null while it runs.
 */
export function resultText(view: GameView, t: Translate): string | null {
  if (!view.result) return null;
  const { winner, reasons } = view.result;
  if (winner === null) return t('status.suddenDeath');
  return t('status.winner', { name: playerName(view, winner, t), reasons: reasons.map((r) => t(`winReason.${r}`)).join(', ') });
}

export function playerName(view: GameView, seat: Seat, t: Translate): string {
  return view.players[seat].name || t(`seat.${seat}`);
}
