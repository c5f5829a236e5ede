import { useTranslation } from 'react-i18next';
import { stadiumUseOf } from '@rules/index.js';
import type { CheckedActions } from '../connection/use-seat-actions.js';
import { cardName } from '../game/card-names.js';
import type { GameView, Seat } from '../game/game-view.js';
import { usePreferences } from '../preferences.js';
import { ActionReason, refused } from './action-reason.js';

/**
 * "Use Stadium: Artazon", where the Stadium in play has a text the player whose turn it is may use
 * ("Once during each player's turn, that player may …"; src/rules/use-stadium.ts). Disabled with the
 * hub's reason beside it when refused (used already, its condition unmet). What the card then asks of
 * the player shows under "Now, with your cards".
 */
export function StadiumAction({ view, seat, send, disabled, checked }: { view: GameView; seat: Seat; send: (c: Record<string, unknown>) => void; disabled: boolean; checked: CheckedActions | null }) {
  const { t } = useTranslation();
  const { cardLanguage } = usePreferences();
  const stadium = view.stadium;
  if (!stadium || !stadiumUseOf(stadium.def)) return null;
  const use = checked?.get('use-stadium');
  const reasonId = `use-stadium-${seat}`;
  return (
    <div className="action-row">
      <button
        type="button"
        disabled={disabled || refused(use)}
        aria-describedby={refused(use) ? reasonId : undefined}
        onClick={() => send({ type: 'UseStadium', player: seat })}
        data-testid="use-stadium"
      >
        {t('actions.useStadium', { name: cardName(stadium.def, cardLanguage) })}
      </button>
      <ActionReason id={reasonId} action={use} />
    </div>
  );
}
