import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { EnergyDiscard, EnergyDiscardChoice } from '@rules/index.js';
import { cardName } from '../game/card-names.js';
import { usePreferences } from '../preferences.js';

/** What the attack list says an attack discards from its own Pokémon ("discards 2 Fire Energy from this Pokémon", "if tails, …"). */
export function discardWords(t: TFunction, discard: EnergyDiscard): string {
  const type = discard.type ? t(`energy.${discard.type}`) : null;
  const what =
    discard.count === 'all'
      ? type ? t('attackEnergy.discardsAllOfType', { type }) : t('attackEnergy.discardsAll')
      : type ? t('attackEnergy.discardsOfType', { count: discard.count, type }) : t('attackEnergy.discards', { count: discard.count });
  if (discard.on === 'heads') return t('attackEnergy.onHeads', { what });
  return discard.on === 'tails' ? t('attackEnergy.onTails', { what }) : what;
}

/**
 * The Energy cards an attack's text discards from its Pokémon, where the player chooses which ("Discard an Energy from
 * this Pokémon" with a Fire and a Water Energy attached), asked before the attack is confirmed (000 "Angreifen im
 * Detail" d): as many as the text says; no more can be ticked.
 */
export function AttackEnergy({ choice, pokemon, chosen, onChange }: { choice: EnergyDiscardChoice; pokemon: string; chosen: readonly string[]; onChange: (chosen: string[]) => void }) {
  const { t } = useTranslation();
  const { cardLanguage } = usePreferences();
  return (
    <fieldset data-testid="attack-energy">
      <legend>{t('attackEnergy.choose', { count: choice.count, name: pokemon })}</legend>
      {choice.cards.map((card) => {
        const ticked = chosen.includes(card.uid);
        return (
          <label key={card.uid} className="choice">
            <input
              type="checkbox"
              checked={ticked}
              disabled={!ticked && chosen.length >= choice.count}
              onChange={(e) => onChange(e.target.checked ? [...chosen, card.uid] : chosen.filter((uid) => uid !== card.uid))}
            />
            {cardName(card.def, cardLanguage)}
          </label>
        );
      })}
      <output aria-live="polite">{t('attackEnergy.chosen', { chosen: chosen.length, count: choice.count })}</output>
    </fieldset>
  );
}
