import { useTranslation } from 'react-i18next';
import { citation, refusalText } from '../game/rulebook.js';
import type { DeckCheck } from './league-api.js';

/**
 * Why a pasted deck list cannot be registered, beside the list: first what to do about it (the sets the hub's
 * catalogue lacks, to import; or register the player without the list), then the deck's rules broken, each with the
 * rulebook as the reader looks it up, then the lines not read, folded away when there are many.
 */
export function DeckProblems({ check, formatName }: { check: DeckCheck; formatName: string }) {
  const { t } = useTranslation('league');
  // The rule's wording and its rulebook come from the table's strings, as a refusal at the table is worded.
  const { t: rules, i18n } = useTranslation();
  const missingSets = [...new Set(check.listProblems.flatMap((p) => (p.missingSet === undefined ? [] : [p.missingSet])))];
  const lines = (
    <ul>
      {check.listProblems.map((p) => (
        <li key={p.line}>{t('deckProblems.line', { line: p.line, text: p.text, reason: p.reason })}</li>
      ))}
    </ul>
  );
  return (
    <div className="form-error league-deck-refused" role="alert" data-testid="deck-problems">
      <p>
        <strong>{t('deckProblems.title', { format: formatName })}</strong> {t('deckProblems.withoutList')}
      </p>
      {missingSets.length > 0 ? <p data-testid="deck-missing-sets">{t('deckProblems.missingSets', { sets: missingSets.join(', ') })}</p> : null}
      {check.deckProblems.length > 0 ? (
        <ul>
          {check.deckProblems.map((p, i) => (
            <li key={i}>
              {refusalText(p, rules, (key) => i18n.exists(key))} <span className="muted">({citation(p.ref, rules, i18n.language)})</span>
            </li>
          ))}
        </ul>
      ) : null}
      {check.listProblems.length === 0 ? null : check.listProblems.length <= 3 ? (
        lines
      ) : (
        <details>
          <summary>{t('deckProblems.lines', { count: check.listProblems.length })}</summary>
          {lines}
        </details>
      )}
    </div>
  );
}
