import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { energyPick, type CardInst, type EnergyDiscard, type EnergyDiscardChoice, type EnergyPick } from '@rules/index.js';
import type { SeatAction } from '../connection/use-seat-actions.js';
import { cardName, type CardNameLanguage } from '../game/card-names.js';
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
 * The Energy cards an attack's text discards from its Pokémon, where the player chooses which ("Discard 2 Energy from
 * this Pokémon" with two basic Energy and a Double Turbo Energy attached), asked before the attack is confirmed (000
 * "Angreifen im Detail" d). The text counts the Energy the cards provide, so each card says what it provides where that
 * is not 1; cards can be ticked until they provide enough, and the line below says what is missing or which card is
 * more than needed (the attack dialog's confirm waits for a valid pick).
 */
export function AttackEnergy({
  choice,
  pokemon,
  chosen,
  onChange,
  holderName,
}: {
  choice: EnergyDiscardChoice;
  pokemon: string;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  /** The name of the Pokémon holding a card, where the text takes them from several ("… from your Pokémon"). */
  holderName?: (id: string) => string;
}) {
  const { t } = useTranslation();
  const { cardLanguage } = usePreferences();
  const pick = energyPick(choice, chosen);
  return (
    <fieldset data-testid="attack-energy">
      <legend>{choice.perCount ? t('attackEnergy.chooseCards', { count: choice.count }) : t('attackEnergy.choose', { count: choice.count, name: pokemon })}</legend>
      {choice.cards.map((card, i) => {
        const ticked = chosen.includes(card.uid);
        const units = choice.units[i] ?? 1;
        const holder = choice.holders?.[i];
        const printed = cardName(card.def, cardLanguage);
        const name = holder !== undefined && holderName ? t('attackEnergy.onPokemon', { name: printed, pokemon: holderName(holder) }) : printed;
        return (
          <label key={card.uid} className="choice">
            <input
              type="checkbox"
              checked={ticked}
              disabled={!ticked && pick.kind !== 'short'}
              onChange={(e) => onChange(e.target.checked ? [...chosen, card.uid] : chosen.filter((uid) => uid !== card.uid))}
            />
            {units === 1 ? name : t('attackEnergy.provides', { count: units, name })}
          </label>
        );
      })}
      <output aria-live="polite">{pickWords(t, pick, cardLanguage)}</output>
    </fieldset>
  );
}

/**
 * "Discard any amount of Basic Energy from your Pokémon" with the count set to every card offered: nothing is left to
 * tick, so the dialog lists the cards that go, each with its Pokémon, before the player confirms (a newcomer would not
 * guess that the Benched Pokémon's Energy goes too).
 */
export function AttackEnergyAll({ choice, holderName }: { choice: EnergyDiscardChoice; holderName: (id: string) => string }) {
  const { t } = useTranslation();
  const { cardLanguage } = usePreferences();
  return (
    <div data-testid="attack-energy-all">
      <p>{t('attackEnergy.allGo', { count: choice.cards.length })}</p>
      <ul>
        {choice.cards.map((card, i) => {
          const holder = choice.holders?.[i];
          const printed = cardName(card.def, cardLanguage);
          return <li key={card.uid}>{holder === undefined ? printed : t('attackEnergy.onPokemon', { name: printed, pokemon: holderName(holder) })}</li>;
        })}
      </ul>
    </div>
  );
}

function pickWords(t: TFunction, pick: EnergyPick, language: CardNameLanguage): string {
  if (pick.kind === 'short') return t('attackEnergy.missing', { count: pick.missing });
  if (pick.kind === 'spare') return t('attackEnergy.spare', { count: pick.spare.length, names: pick.spare.map((c) => cardName(c.def, language)).join(', ') });
  return t('attackEnergy.enough');
}

/**
 * The Energy choice as the hub served it, counted in the state the cards are in (a view's printed cards cannot tell that
 * Ignition Energy provides 3 on an Evolution Pokémon); null where the hub served none. `attached`: the attacker's cards,
 * or those of all the seat's Pokémon where the text takes them from several (each served with its Pokémon).
 */
export function servedEnergyChoice(engine: SeatAction, attached: readonly CardInst[]): EnergyDiscardChoice | null {
  const served = engine.energy;
  if (!served) return null;
  const cards = served.cards.flatMap((c) => {
    const card = attached.find((a) => a.uid === c.uid);
    return card ? [{ card, units: c.units, on: c.on }] : [];
  });
  const holders = cards.flatMap((c) => (c.on === undefined ? [] : [c.on]));
  return {
    count: served.count,
    cards: cards.map((c) => c.card),
    units: cards.map((c) => c.units),
    ...(served.perCount && { perCount: true as const }),
    ...(holders.length === cards.length && holders.length > 0 && { holders }),
  };
}
