import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdjustAction } from '@rules/index.js';
import { cardName } from '../game/card-names.js';
import { findPokemon, inPlayOf, SEATS, topOf, type GameView, type Seat } from '../game/game-view.js';
import { usePreferences } from '../preferences.js';
import { ModalDialog } from './modal-dialog.js';
import './adjust-sheet.css';

type Send = (command: Record<string, unknown>) => void;

const CONDITIONS = ['Asleep', 'Confused', 'Paralyzed', 'Poisoned', 'Burned'] as const;
type Condition = (typeof CONDITIONS)[number];
/** Steps in damage, as on a damage-counter app: one counter (10) or a 50 marker. */
const STEPS = [-50, -10, 10, 50] as const;

/** Who on this tablet changes a Pokémon by hand: its owner when seated here (it applies at once), else the player seated here who proposes it. */
export function proposerFor(view: GameView, pokemonId: string, seats: readonly Seat[]): Seat | null {
  const owner = SEATS.find((seat) => inPlayOf(view.players[seat]).some((p) => p.id === pokemonId));
  if (owner && seats.includes(owner)) return owner;
  return seats[0] ?? null;
}

/**
 * A player's own damage counters and Special Conditions, for card text the engine leaves to the players: on their
 * own Pokémon it applies at once; on the opponent's the opponent is asked to accept (src/rules/adjustment-confirmation.ts).
 * One change goes out at a time: each command is made against the state the player sees.
 */
export function AdjustSheet({
  view,
  pokemonId,
  seat,
  send,
  disabled,
  onClose,
}: {
  view: GameView;
  pokemonId: string;
  seat: Seat;
  send: Send;
  disabled: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { cardLanguage } = usePreferences();
  const [change, setChange] = useState(0);
  const [why, setWhy] = useState('');
  const whyId = useId();
  const pokemon = findPokemon(view, pokemonId);
  if (!pokemon) return null;
  const name = cardName(topOf(pokemon), cardLanguage);
  const theirs = pokemon.owner !== seat;
  // Special Conditions are only ever on an Active Pokémon: moving to the Bench removes them.
  const isActive = view.players[pokemon.owner].active?.id === pokemon.id;
  const pending = view.prompts.some((p) => p.kind === 'confirm-adjustment');
  const locked = disabled || (theirs && pending);
  const active = new Set<Condition>([
    ...(pokemon.rotation ? [pokemon.rotation.condition] : []),
    ...(pokemon.poisoned ? (['Poisoned'] as const) : []),
    ...(pokemon.burned ? (['Burned'] as const) : []),
  ]);
  // A change made is the sheet's job done, as a counter app's sheet closes: the board (or, on the opponent's Pokémon, the
  // request waiting for their answer) shows it, and the next tap opens the sheet afresh.
  const propose = (action: AdjustAction) => {
    send({ type: 'ProposeAdjust', player: seat, reason: why.trim() || t('adjustSheet.defaultReason'), action });
    onClose();
  };
  // Counters come off only as far as there are any.
  const step = (by: number) => setChange((now) => Math.max(-pokemon.damage, now + by));
  return (
    <ModalDialog title={t('adjustSheet.title', { name })} onDismiss={onClose} testId="adjust-sheet">
      <p data-testid="adjust-damage-now">{t('adjustSheet.damageNow', { damage: pokemon.damage, count: pokemon.damage / 10 })}</p>
      {theirs ? <p className="hint">{t('adjustSheet.needsOpponent', { name: view.players[pokemon.owner].name || t(`seat.${pokemon.owner}`) })}</p> : null}
      <fieldset className="adjust-damage">
        <legend>{t('adjustSheet.damage')}</legend>
        <div className="stepper">
          {STEPS.map((by) => (
            <button key={by} type="button" disabled={locked || change + by < -pokemon.damage} onClick={() => step(by)} aria-label={t(by > 0 ? 'adjustSheet.add' : 'adjustSheet.remove', { count: Math.abs(by) / 10 })}>
              {by > 0 ? `+${by}` : `−${-by}`}
            </button>
          ))}
          <output className="change" aria-live="polite" data-testid="adjust-change">
            {change === 0 ? t('adjustSheet.noChange') : t(change > 0 ? 'adjustSheet.putCounters' : 'adjustSheet.removeCounters', { count: Math.abs(change) / 10 })}
          </output>
        </div>
        <button
          type="button"
          className="primary"
          disabled={locked || change === 0}
          onClick={() => {
            propose(change > 0 ? { kind: 'put-damage-counters', target: pokemon.id, counters: change / 10 } : { kind: 'heal', target: pokemon.id, amount: -change });
          }}
        >
          {theirs ? t('adjustSheet.askDamage') : t('adjustSheet.applyDamage')}
        </button>
      </fieldset>
      {isActive ? (
        <fieldset className="adjust-conditions">
          <legend>{t('card.conditions')}</legend>
          {CONDITIONS.map((condition) => (
            <button
              key={condition}
              type="button"
              aria-pressed={active.has(condition)}
              disabled={locked}
              onClick={() => propose({ kind: active.has(condition) ? 'clear-condition' : 'set-condition', target: pokemon.id, condition })}
            >
              {t(`condition.${condition}`)}
            </button>
          ))}
        </fieldset>
      ) : null}
      <label htmlFor={whyId}>{t('adjustSheet.why')}</label>
      <input id={whyId} value={why} maxLength={200} onChange={(e) => setWhy(e.target.value)} placeholder={t('adjustSheet.whyHint')} />
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          {t('adjustSheet.done')}
        </button>
      </div>
    </ModalDialog>
  );
}
