import { useTranslation } from 'react-i18next';
import { adjustmentText } from '../game/adjustment-text.js';
import type { GameView, Seat } from '../game/game-view.js';
import { usePreferences } from '../preferences.js';
import './adjust-sheet.css';

type Send = (command: Record<string, unknown>) => void;

/** On the proposer's board: the change to the opponent's side that waits for their answer, and a way to take it back. */
export function PendingAdjustment({ view, seats }: { view: GameView; seats: readonly { seat: Seat; send: Send; disabled: boolean }[] }) {
  const { t } = useTranslation();
  const { cardLanguage } = usePreferences();
  const prompt = view.prompts.find((p) => p.kind === 'confirm-adjustment');
  if (prompt?.kind !== 'confirm-adjustment') return null;
  const proposer = seats.find((s) => s.seat === prompt.by);
  if (!proposer) return null;
  return (
    <div className="panel pending-adjustment" role="status" data-testid="pending-adjustment">
      <p>
        {t('adjustSheet.waiting', { name: view.players[prompt.player].name || t(`seat.${prompt.player}`) })}{' '}
        <strong>{adjustmentText(view, prompt.player, prompt.action, t, cardLanguage)}</strong>
      </p>
      <button type="button" disabled={proposer.disabled} onClick={() => proposer.send({ type: 'AnswerAdjustment', player: proposer.seat, accept: false })}>
        {t('adjustSheet.withdraw')}
      </button>
    </div>
  );
}
