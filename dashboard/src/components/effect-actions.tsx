import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chosenCountRange, isUsedAbility, trainerCountRange, type AbilityDef, type CardDef, type CountRange } from '@rules/index.js';
import type { CheckedActions } from '../connection/use-seat-actions.js';
import { cardName } from '../game/card-names.js';
import { topOf, visible, type GameView, type Seat } from '../game/game-view.js';
import { usePreferences } from '../preferences.js';
import { ActionReason, refused } from './action-reason.js';
import { CardSearch } from './card-search.js';
import { CountField, defaultCount } from './count-field.js';
import { ModalDialog } from './modal-dialog.js';

type Send = (c: Record<string, unknown>) => void;

/**
 * "Use Ability: Tandem Unit (Miraidon ex)" for each Ability a player uses ("Once during your turn, you may …") of the
 * seat's Pokémon in play, its own and those an attached card lets it use (Forest Seal Stone), indexed as
 * `UseAbility.ability` counts them. Confirmed in a dialog
 * that quotes the text and, where it lets the player choose a count, asks it (`CountField`). One the hub refuses now
 * (a VSTAR Power already used, an Ability locked by a card in play) is disabled with the rule beside it.
 */
export function AbilityActions({ view, seat, send, disabled, checked }: { view: GameView; seat: Seat; send: Send; disabled: boolean; checked: CheckedActions | null }) {
  const { t } = useTranslation();
  const { cardLanguage } = usePreferences();
  const [chosen, setChosen] = useState<{ pokemon: string; index: number; name: string; ability: AbilityDef } | null>(null);
  const me = view.players[seat];
  const uses = [me.active, ...me.bench].flatMap((seen) => {
    const pokemon = visible(seen);
    if (!pokemon) return [];
    const name = cardName(topOf(pokemon), cardLanguage);
    const abilities = [...topOf(pokemon).abilities, ...pokemon.attached.flatMap((c) => c.def.abilities)].map((ability, index) => ({ pokemon: pokemon.id, index, name, ability }));
    // One that applies by itself while the Pokémon is in play is not "used".
    return abilities.filter((use) => isUsedAbility(use.ability));
  });
  if (uses.length === 0) return null;
  return (
    <>
      {uses.map((use) => {
        const verdict = checked?.get(`ability:${use.pokemon}:${use.index}`);
        const reasonId = `ability-${use.pokemon}-${use.index}-reason`;
        return (
          <div className="action-row" key={`${use.pokemon}:${use.index}`}>
            <button type="button" disabled={disabled || refused(verdict)} aria-describedby={refused(verdict) ? reasonId : undefined} onClick={() => setChosen(use)} data-testid="use-ability">
              {t('effectActions.useAbility', { ability: cardName(use.ability, cardLanguage), pokemon: use.name })}
            </button>
            <ActionReason id={reasonId} action={verdict} />
          </div>
        );
      })}
      {chosen ? (
        <ConfirmEffect
          title={t('effectActions.useAbility', { ability: cardName(chosen.ability, cardLanguage), pokemon: chosen.name })}
          text={cardLanguage === 'en' ? chosen.ability.text : (chosen.ability.texts?.[cardLanguage] ?? chosen.ability.text)}
          range={view.profile ? chosenCountRange(view.profile, [chosen.ability.text]) : null}
          onCancel={() => setChosen(null)}
          onConfirm={(count) => {
            send({ type: 'UseAbility', player: seat, pokemon: chosen.pokemon, ability: chosen.index, ...(count === undefined ? {} : { count }) });
            setChosen(null);
          }}
        />
      ) : null}
    </>
  );
}

const playedForItsText = (card: CardDef): boolean => card.supertype === 'Trainer' && (card.trainerKind === 'Item' || card.trainerKind === 'Supporter');

/**
 * An Item or Supporter card played from the hand, named by a catalogue search, confirmed in a dialog that quotes its
 * text and asks the count its "up to X" or "any amount" lets the player choose (`trainerCountRange`). Stadiums and
 * Tools go where they are played: the Stadium zone, the Pokémon.
 */
export function TrainerPlay({ view, seat, send, disabled }: { view: GameView; seat: Seat; send: Send; disabled: boolean }) {
  const { t } = useTranslation();
  const { cardLanguage } = usePreferences();
  const [card, setCard] = useState<CardDef | null>(null);
  return (
    <>
      <CardSearch label={t('effectActions.trainerSearch')} fits={playedForItsText} disabled={disabled} onPick={setCard} />
      {card ? (
        <ConfirmEffect
          title={t('effectActions.playTrainer', { card: cardName(card, cardLanguage) })}
          text={card.rules.join(' ')}
          range={view.profile ? trainerCountRange(view.profile, card) : null}
          onCancel={() => setCard(null)}
          onConfirm={(count) => {
            send({ type: 'PlayTrainer', player: seat, card: card.id, ...(count === undefined ? {} : { count }) });
            setCard(null);
          }}
        />
      ) : null}
    </>
  );
}

/** The text quoted, the count asked where the text offers one (starting at the most it allows), then confirmed. */
export function ConfirmEffect({ title, text, range, onCancel, onConfirm }: { title: string; text: string; range: CountRange | null; onCancel: () => void; onConfirm: (count: number | undefined) => void }) {
  const { t } = useTranslation();
  const [count, setCount] = useState(range ? defaultCount(range) : 0);
  return (
    <ModalDialog title={title} onDismiss={onCancel} testId="confirm-effect">
      {text ? <p className="attack-text">{text}</p> : null}
      {range ? <CountField range={range} value={count} onChange={setCount} /> : null}
      <div className="action-row">
        <button type="button" className="primary" onClick={() => onConfirm(range ? count : undefined)} data-testid="confirm-effect-button">
          {t('effectActions.confirm')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </ModalDialog>
  );
}
