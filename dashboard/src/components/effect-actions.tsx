import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wordsIn, type ServedAbility } from '@protocol';
import { trainerCountRange, type CardDef, type CountRange } from '@rules/index.js';
import type { CheckedActions } from '../connection/use-seat-actions.js';
import { cardName } from '../game/card-names.js';
import { topOf, visible, type GameView, type Seat } from '../game/game-view.js';
import { saidInEnglish } from '../game/text-in-english.js';
import { usePreferences } from '../preferences.js';
import { ActionReason, refused } from './action-reason.js';
import { CardSearch } from './card-search.js';
import { CountField, defaultCount } from './count-field.js';
import { ModalDialog } from './modal-dialog.js';

type Send = (c: Record<string, unknown>) => void;

/**
 * "Use Ability: Tandem Unit (Miraidon ex)" for each Ability the hub serves among the seat's actions: exactly those the
 * engine says the seat's Pokémon have now (its own, a BREAK's previous stage's, an attached card's it may use such as
 * Forest Seal Stone's), each sent with the index the hub gives it. One printed on another card than the Pokémon names
 * that card too. Confirmed in a dialog that quotes the text and, where it lets the player choose a count, asks it
 * (`CountField`). One the hub refuses now (a VSTAR Power already used, an Ability a card in play takes away) is
 * disabled with the rule beside it. Nothing is shown until the hub has answered for this state.
 */
export function AbilityActions({ view, seat, send, disabled, checked }: { view: GameView; seat: Seat; send: Send; disabled: boolean; checked: CheckedActions | null }) {
  const { t } = useTranslation();
  const { cardLanguage } = usePreferences();
  const [chosen, setChosen] = useState<{ label: string; ability: ServedAbility } | null>(null);
  const me = view.players[seat];
  const inPlay = [me.active, ...me.bench].flatMap((seen) => visible(seen) ?? []);
  const uses = [...(checked?.values() ?? [])].flatMap((action) => {
    const ability = action.ability;
    const pokemon = ability && inPlay.find((p) => p.id === ability.pokemon);
    if (!ability || !pokemon) return [];
    const top = topOf(pokemon);
    const names = { ability: wordsIn(ability.name, cardLanguage), pokemon: cardName(top, cardLanguage), card: wordsIn(ability.card.name, cardLanguage) };
    const label = ability.card.id === top.id ? t('effectActions.useAbility', names) : t('servedAbilities.useAbilityFrom', names);
    return [{ action, ability, label }];
  });
  if (uses.length === 0) return null;
  return (
    <>
      {uses.map(({ action, ability, label }) => {
        const reasonId = `${action.action.replaceAll(':', '-')}-reason`;
        const takenAwayBy = ability.takenAwayBy && t('servedAbilities.takenAway', { card: wordsIn(ability.takenAwayBy, cardLanguage) });
        return (
          <div className="action-row" key={action.action}>
            <button type="button" disabled={disabled || refused(action) || ability.index === null} aria-describedby={refused(action) ? reasonId : undefined} onClick={() => setChosen({ label, ability })} data-testid="use-ability">
              {label}
            </button>
            <ActionReason id={reasonId} action={action} text={takenAwayBy} />
          </div>
        );
      })}
      {chosen ? (
        <ConfirmEffect
          title={chosen.label}
          text={wordsIn(chosen.ability.text, cardLanguage)}
          printed={chosen.ability.text.en}
          range={chosen.ability.count}
          onCancel={() => setChosen(null)}
          onConfirm={(count) => {
            send({ type: 'UseAbility', player: seat, pokemon: chosen.ability.pokemon, ability: chosen.ability.index, ...(count === undefined ? {} : { count }) });
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
          // The catalogue has Trainer texts as printed in English only.
          text={card.rules.join(' ')}
          printed={card.rules.join(' ')}
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

/**
 * The text quoted, the count asked where the text offers one (starting at the most it allows), then confirmed. A text
 * quoted as printed in English (`text` is `printed`: the catalogue has no translation) is said to be so on a page in
 * another language.
 */
export function ConfirmEffect({
  title,
  text,
  printed,
  range,
  onCancel,
  onConfirm,
}: {
  title: string;
  text: string;
  /** The text as printed in English. */
  printed: string;
  range: CountRange | null;
  onCancel: () => void;
  onConfirm: (count: number | undefined) => void;
}) {
  const { t, i18n } = useTranslation();
  const [count, setCount] = useState(range ? defaultCount(range) : 0);
  return (
    <ModalDialog title={title} onDismiss={onCancel} testId="confirm-effect">
      {text ? (
        <p className="attack-text" lang={text === printed ? 'en' : undefined}>
          {text}
        </p>
      ) : null}
      {saidInEnglish(text, printed, i18n.language) ? (
        <p className="muted" data-testid="text-in-english">
          {t('effectActions.textInEnglish')}
        </p>
      ) : null}
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
