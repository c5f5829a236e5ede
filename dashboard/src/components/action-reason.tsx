import { useTranslation } from 'react-i18next';
import type { SeatAction } from '../connection/use-seat-actions.js';
import { citation, refusalText } from '../game/rulebook.js';

/** Whether the hub refused this action for now; an action it has not checked (yet) is not. */
export function refused(action: SeatAction | undefined): action is Extract<SeatAction, { legal: false }> {
  return action !== undefined && !action.legal;
}

/**
 * Why a control is disabled, right beside it (its `aria-describedby`): the rule in the interface
 * language (or `text`, where the control words it with the cards it names) and where the rulebook says it.
 */
export function ActionReason({ id, action, text }: { id: string; action: SeatAction | undefined; text?: string | undefined }) {
  const { t, i18n } = useTranslation();
  if (!refused(action)) return null;
  return (
    <span id={id} className="action-reason" data-testid="action-reason">
      <span aria-hidden="true">⊘ </span>
      {text ?? refusalText(action.violation, t, (key) => i18n.exists(key))} <span className="rule-ref">({citation(action.violation.ref, t, i18n.language)})</span>
    </span>
  );
}
