import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardName } from '../game/card-names.js';
import { SEATS, inPlayOf, topOf, visible, type GameView } from '../game/game-view.js';
import { usePreferences } from '../preferences.js';

const KINDS = ['put-damage-counters', 'heal', 'set-condition', 'clear-condition', 'move-card'] as const;
type Kind = (typeof KINDS)[number];
const CONDITIONS = ['Asleep', 'Burned', 'Confused', 'Paralyzed', 'Poisoned'] as const;
const DESTINATIONS = ['hand', 'deck', 'discard', 'lost-zone'] as const;

/**
 * A judge's correction: counters on or off, a Special Condition set or cleared, a card moved.
 * The reason is required and read by the match's players, never by spectators (the form says so); the hub
 * writes the judge's name from the signed-in session.
 */
export function CorrectionForm({ view, judge, disabled, onCorrect }: { view: GameView; judge: string; disabled: boolean; onCorrect: (command: Record<string, unknown>) => void }) {
  const { t } = useTranslation();
  const { cardLanguage } = usePreferences();
  const [kind, setKind] = useState<Kind>('put-damage-counters');
  const [target, setTarget] = useState('');
  const [amount, setAmount] = useState(1);
  const [condition, setCondition] = useState<(typeof CONDITIONS)[number]>('Poisoned');
  const [destination, setDestination] = useState<(typeof DESTINATIONS)[number]>('discard');
  const [reason, setReason] = useState('');
  const ids = { kind: useId(), target: useId(), amount: useId(), condition: useId(), destination: useId(), reason: useId() };
  const pokemon = SEATS.flatMap((seat) =>
    inPlayOf(view.players[seat])
      .map(visible)
      .filter((p) => p !== null)
      .map((p) => ({ id: p.id, label: `${view.players[seat].name}: ${cardName(topOf(p), cardLanguage)}`, attached: p.attached })),
  );
  const targets =
    kind === 'move-card'
      ? pokemon.flatMap((p) => [{ id: p.id, label: p.label }, ...p.attached.map((c) => ({ id: c.uid, label: `${p.label} → ${cardName(c.def, cardLanguage)}` }))])
      : pokemon;
  const chosen = targets.some((x) => x.id === target) ? target : (targets[0]?.id ?? '');
  const action = (): Record<string, unknown> => {
    switch (kind) {
      case 'put-damage-counters':
        return { kind, target: chosen, counters: amount };
      case 'heal':
        return { kind, target: chosen, amount: amount * 10 };
      case 'set-condition':
      case 'clear-condition':
        return { kind, target: chosen, condition };
      case 'move-card':
        return { kind, uid: chosen, to: destination };
    }
  };
  return (
    <form
      className="panel form-grid correction-form"
      aria-labelledby="correction-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (reason.trim() === '' || chosen === '') return;
        onCorrect({ type: 'JudgeCorrect', judge, reason: reason.trim(), action: action() });
        setReason('');
      }}
    >
      <h2 id="correction-title">{t('correction.title')}</h2>
      <label htmlFor={ids.kind}>{t('correction.kind')}</label>
      <select id={ids.kind} value={kind} onChange={(e) => setKind(e.target.value as Kind)} data-testid="correction-kind">
        {KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`correction.kinds.${k}`)}
          </option>
        ))}
      </select>
      <label htmlFor={ids.target}>{kind === 'move-card' ? t('correction.card') : t('correction.target')}</label>
      <select id={ids.target} value={chosen} onChange={(e) => setTarget(e.target.value)} data-testid="correction-target">
        {targets.map((x) => (
          <option key={x.id} value={x.id}>
            {x.label}
          </option>
        ))}
      </select>
      {kind === 'put-damage-counters' || kind === 'heal' ? (
        <>
          <label htmlFor={ids.amount}>{t('correction.counters')}</label>
          <input id={ids.amount} type="number" min={1} max={100} value={amount} onChange={(e) => setAmount(Math.max(1, Math.min(100, Number(e.target.value) || 1)))} data-testid="correction-amount" />
        </>
      ) : null}
      {kind === 'set-condition' || kind === 'clear-condition' ? (
        <>
          <label htmlFor={ids.condition}>{t('correction.condition')}</label>
          <select id={ids.condition} value={condition} onChange={(e) => setCondition(e.target.value as (typeof CONDITIONS)[number])}>
            {CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {t(`condition.${c}`)}
              </option>
            ))}
          </select>
        </>
      ) : null}
      {kind === 'move-card' ? (
        <>
          <label htmlFor={ids.destination}>{t('correction.destination')}</label>
          <select id={ids.destination} value={destination} onChange={(e) => setDestination(e.target.value as (typeof DESTINATIONS)[number])}>
            {DESTINATIONS.map((d) => (
              <option key={d} value={d}>
                {t(`correction.destinations.${d}`)}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <label htmlFor={ids.reason}>{t('correction.reason')}</label>
      <textarea id={ids.reason} value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={200} aria-describedby={`${ids.reason}-readers`} data-testid="correction-reason" />
      <p id={`${ids.reason}-readers`} className="muted" data-testid="correction-reason-readers">
        {t('correction.reasonReaders')}
      </p>
      <button type="submit" className="primary" disabled={disabled || reason.trim() === '' || chosen === ''} data-testid="correction-submit">
        {t('correction.submit', { judge })}
      </button>
    </form>
  );
}
