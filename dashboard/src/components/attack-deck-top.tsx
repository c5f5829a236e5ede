import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardDef } from '@rules/index.js';
import { cardText } from '@protocol';
import { cardName } from '../game/card-names.js';
import { usePreferences } from '../preferences.js';
import { CardSearch } from './card-search.js';

/** What the card discarded from the top of the deck lets the attack use: its attacks where it is a Pokémon without a Rule Box. */
export const usableAttacks = (card: CardDef): CardDef['attacks'] => (card.supertype === 'Pokémon' && !card.ruleBox ? card.attacks : []);

/**
 * "Discard the top card of your deck, and if that card is a Pokémon that doesn't have a Rule Box, choose 1 of its attacks
 * and use it as this attack." (Slowking "Seek Inspiration"): the player names the card they discarded (the hub cannot see
 * the deck) and which of its attacks to use; the hub resolves that attack (`deck-top-attack.ts`). Named no card, the
 * players carry the text out after the attack, as the line under the search says. The attack chosen is quoted, as the
 * dialog quotes the attack itself above.
 */
export function AttackDeckTop({ card, uses, onCard, onUses }: { card: CardDef | null; uses: number | undefined; onCard: (card: CardDef) => void; onUses: (uses: number) => void }) {
  const { t } = useTranslation();
  const { cardLanguage } = usePreferences();
  const id = useId();
  const attacks = card ? usableAttacks(card) : [];
  // The attack used is this attack now: its own text (what else it discards, whom it hits) is what the player carries out.
  const used = uses === undefined ? undefined : attacks[uses];
  return (
    <fieldset data-testid="attack-deck-top">
      <CardSearch label={t('attack.deckTopCard')} fits={() => true} disabled={false} onPick={onCard} />
      {card === null ? <p>{t('attack.deckTopUnnamed')}</p> : <p data-testid="deck-top-card">{t('attack.deckTopChosen', { name: cardName(card, cardLanguage) })}</p>}
      {card !== null && attacks.length === 0 ? <p>{t('attack.deckTopNoAttack', { name: cardName(card, cardLanguage) })}</p> : null}
      {card !== null && attacks.length > 0 ? (
        <div className="field-row">
          <label htmlFor={id}>{t('attack.deckTopAttack', { name: cardName(card, cardLanguage) })}</label>
          <select id={id} value={uses ?? ''} onChange={(e) => onUses(Number(e.target.value))} data-testid="deck-top-attack">
            <option value="" disabled>
              —
            </option>
            {attacks.map((a, i) => (
              <option key={a.name} value={i}>
                {cardName(a, cardLanguage)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {used?.text ? (
        <p className="attack-text" data-testid="deck-top-attack-text">
          {`${cardName(used, cardLanguage)}: ${cardText(used, used.text, cardLanguage)}`}
        </p>
      ) : null}
    </fieldset>
  );
}
