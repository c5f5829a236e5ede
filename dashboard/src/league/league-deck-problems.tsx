import { useTranslation } from 'react-i18next';
import { citation } from '../game/rulebook.js';
import { wordByCode } from './word-by-code.js';
import type { DeckCheck } from './league-api.js';
import { useCardNames } from './use-card-names.js';

/**
 * Why a pasted deck list cannot be registered, beside the list: first what to do about it (the sets the hub's
 * catalogue lacks, to import; or register the player without the list), then the deck's rules broken, each with the
 * rulebook as the reader looks it up, then the lines not read, folded away when there are many. Each problem is
 * worded here from the hub's code, with the cards in the reader's card language.
 */
export function DeckProblems({ check, formatName }: { check: DeckCheck; formatName: string }) {
  const { t, i18n } = useTranslation('league');
  // The rulebook's name comes from the table's strings, as a refusal at the table cites it.
  const { t: rules } = useTranslation();
  const has = (key: string) => i18n.exists(key, { ns: 'league' });
  const cards = check.deckProblems.flatMap((p) => p.cards ?? []);
  const named = useCardNames(cards.map((c) => c.id));
  const cardName = (english: string) => {
    const card = cards.find((c) => c.name === english);
    return card ? named({ cardId: card.id, name: card.name }) : english;
  };
  const missingSets = [...new Set(check.listProblems.flatMap((p) => (p.missingSet === undefined ? [] : [p.missingSet])))];
  const lines = (
    <ul>
      {check.listProblems.map((p) => (
        <li key={p.line}>{t('deckProblems.line', { line: p.line, text: p.text, reason: wordByCode({ ...p, message: p.reason }, 'deckLines', t, has, (name) => name) })}</li>
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
              {wordByCode({ ...p, params: { ...p.params, ...('format' in (p.params ?? {}) && { format: formatName }) } }, 'deckRules', t, has, cardName)}{' '}
              <span className="muted">({citation(p.ref, rules, i18n.language)})</span>
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
