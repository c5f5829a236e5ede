import { useTranslation } from 'react-i18next';
import type { CardDef, EnergyType } from '@rules/index.js';
import { cardName } from '../game/card-names.js';
import { usePreferences } from '../preferences.js';
import { EnergySymbol } from './energy-symbol.js';
import { useFacePicture } from './face-picture.js';
import './card-face.css';

/** What a card is, as its top line prints it: a Trainer's kind, an Energy's, a Pokémon's stage. */
function kindOf(card: CardDef): { key: string; className: string } {
  if (card.supertype === 'Trainer') {
    const kind = card.trainerKind ?? 'Item';
    return { key: `printedFace.trainer.${kind}`, className: `trainer-${kind.toLowerCase().replace(/ /g, '-')}` };
  }
  if (card.supertype === 'Energy') return { key: `printedFace.energy.${card.energyKind ?? 'Basic'}`, className: `type-${symbolsOf(card)[0]!.toLowerCase()}` };
  return { key: `cardFace.stage.${card.stage ?? 'Basic'}`, className: `type-${symbolsOf(card)[0]!.toLowerCase()}` };
}

/** The symbols in the middle of the drawn face: the Energy it provides, or the Pokémon's type. */
function symbolsOf(card: CardDef): readonly EnergyType[] {
  const types = card.provides?.length ? card.provides : card.types;
  return types?.length ? types : ['Colorless'];
}

/**
 * A card's face out of play (issue 15, card art for Trainer and Energy cards, and any card in a list): the printed
 * picture from the hub once it has loaded; under it, and alone offline, a drawn face with the card's kind (Item,
 * Supporter, Stadium, Pokémon Tool; Basic or Special Energy; a Pokémon's stage) and its name, framed in the Trainer
 * kind's colour or the type's, the Energy or type symbol in the middle. `chip` draws it thumbnail-sized, its colour and
 * picture only, no text: the name is written beside it wherever a chip is shown. Only a picture, hidden from screen
 * readers.
 */
export function PrintedCardFace({ card, chip = false }: { card: CardDef; chip?: boolean }) {
  const { t } = useTranslation();
  const { cardLanguage } = usePreferences();
  const name = cardName(card, cardLanguage);
  const kind = kindOf(card);
  const { withArt, picture } = useFacePicture(card, name);
  return (
    <div
      className={`card-face printed-face ${kind.className}${chip ? ' face-chip' : ''}${withArt ? ' with-art' : ''}`}
      aria-hidden="true"
      data-testid="printed-card-face"
      data-supertype={card.supertype}
    >
      {picture}
      {chip ? null : (
        <>
          <p className="face-kind">{t(kind.key, { defaultValue: card.supertype })}</p>
          <p className="face-name">{name}</p>
          <div className="face-art">
            <span className="face-emblem">
              {card.supertype === 'Trainer' ? (
                <span className="trainer-emblem">{t('printedFace.trainerMark')}</span>
              ) : (
                symbolsOf(card).map((type, i) => <EnergySymbol key={i} type={type} />)
              )}
            </span>
          </div>
        </>
      )}
    </div>
  );
}
