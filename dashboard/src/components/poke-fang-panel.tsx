import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { biggestAttackCosts, HP_TO_WIN, type MiniGameMoveBody, type PokeFangState, type RowSlot, totalHp, TURNS_BEFORE_REPLACE, TYPES_TO_WIN } from '@protocol';
import { cardName } from '../game/card-names.js';
import { usePreferences } from '../preferences.js';

type BasicType = Extract<MiniGameMoveBody, { type: 'attach' }>['energy'];
/** The basic Energy cards there are (Fairy from the XY era; no basic Dragon Energy was printed). */
const BASIC_TYPES: readonly BasicType[] = ['Grass', 'Fire', 'Water', 'Lightning', 'Psychic', 'Fighting', 'Darkness', 'Metal', 'Fairy'];

/**
 * 003 "Poké-Fang" as the hub counts it (src/minigames/poke-fang.ts): the row with the Energy on each
 * Pokémon, each player's catch pile, whose turn it is. The player attaches an Energy card from their
 * hand on paper and enters it here; the hub says whether it caught the Pokémon.
 */
export function PokeFang({ state, busy, move }: { state: PokeFangState; busy: boolean; move: (m: MiniGameMoveBody) => void }) {
  const { t } = useTranslation('formats');
  const { cardLanguage } = usePreferences();
  const over = state.winner !== null;
  const rowOf = (player: 0 | 1) => (state.separate ? player : 0);
  return (
    <>
      <p data-testid="poke-fang-goal">{t(state.advanced ? 'pokeFang.goalAdvanced' : 'pokeFang.goal', { types: TYPES_TO_WIN, hp: HP_TO_WIN })}</p>
      {over ? (
        <p data-testid="minigame-winner">
          <strong>{t('minigames.winner', { name: state.players[state.winner!] })}</strong>
        </p>
      ) : (
        <p data-testid="poke-fang-turn" aria-live="polite">
          <strong>{t('pokeFang.turn', { name: state.players[state.turn], number: state.turns + 1 })}</strong>
          {state.lastTurnFor !== null ? ` ${t('pokeFang.lastTurn', { name: state.players[state.lastTurnFor] })}` : ''}
        </p>
      )}
      {state.rows.map((row, r) => (
        <section key={r} aria-labelledby={`poke-fang-row-${r}`}>
          <h3 id={`poke-fang-row-${r}`}>{state.separate ? t('pokeFang.ownRow', { name: state.players[r] }) : t('pokeFang.row')}</h3>
          <ol className="poke-fang-row" data-testid={`poke-fang-row-${r}`}>
            {row.map((slot, s) => (
              <li key={s} data-testid={`poke-fang-slot-${r}-${s}`}>
                <Slot slot={slot} index={s} row={r} players={state.players} turns={state.turns} disabled={busy || over} move={move} />
              </li>
            ))}
          </ol>
        </section>
      ))}
      {!over ? <AttachForm key={state.turns} state={state} row={state.rows[rowOf(state.turn)] ?? []} busy={busy} move={move} /> : null}
      <h3>{t('pokeFang.caught')}</h3>
      <ul data-testid="poke-fang-caught">
        {state.players.map((name, i) => {
          const caught = state.caught[i as 0 | 1];
          return (
            <li key={i} data-testid={`poke-fang-caught-${i}`}>
              <strong>{name}</strong>: {t('pokeFang.caughtCount', { count: caught.length })}
              {state.advanced ? ` · ${t('pokeFang.hp', { hp: totalHp(caught) })}` : ''}
              {caught.length > 0 ? ` — ${caught.map((c) => `${cardName(c, cardLanguage)} (${(c.types ?? []).map((ty) => t(`energy.${ty}`, { ns: 'translation' })).join('/')})`).join(', ')}` : ''}
            </li>
          );
        })}
      </ul>
      <p className="muted">{t('pokeFang.noDice')}</p>
    </>
  );
}

function Slot({ slot, index, row, players, turns, disabled, move }: { slot: RowSlot; index: number; row: number; players: PokeFangState['players']; turns: number; disabled: boolean; move: (m: MiniGameMoveBody) => void }) {
  const { t } = useTranslation('formats');
  const { cardLanguage } = usePreferences();
  const [cardId, setCardId] = useState('');
  const id = useId();
  const waited = turns - slot.since;
  const mayReplace = slot.card !== null && waited >= TURNS_BEFORE_REPLACE;
  const energy = (type: string) => t(`energy.${type}`, { ns: 'translation' });
  return (
    <article className="boss-card" aria-label={slot.card ? cardName(slot.card, cardLanguage) : t('pokeFang.empty', { number: index + 1 })}>
      <h4>
        {index + 1}. {slot.card ? cardName(slot.card, cardLanguage) : t('pokeFang.empty', { number: index + 1 })}
      </h4>
      {slot.card ? (
        <>
          {/* Each player's Energy lies on their own side and counts only for them (003 "Poké-Fang"). */}
          {slot.energy.map((mine, player) => (
            <p key={player} data-testid={`poke-fang-energy-${player}`}>
              {players[player]}: {t('pokeFang.energy', { count: mine.length })}
              {mine.length > 0 ? `: ${mine.map(energy).join(', ')}` : ''}
            </p>
          ))}
          <p className="muted">
            {t('pokeFang.needs')}:{' '}
            {biggestAttackCosts(slot.card).length === 0
              ? t('pokeFang.noAttack')
              : biggestAttackCosts(slot.card)
                  .map((cost) => cost.map(energy).join(', '))
                  .join(t('pokeFang.or'))}
          </p>
        </>
      ) : null}
      {slot.card === null || mayReplace ? (
        <form
          className="raid-attack-form"
          onSubmit={(e) => {
            e.preventDefault();
            move({ type: slot.card === null ? 'lay-out' : 'replace', row, slot: index, card: cardId.trim() });
            setCardId('');
          }}
        >
          <label htmlFor={id}>{t(slot.card === null ? 'pokeFang.layOut' : 'pokeFang.replace')}</label>
          <input id={id} value={cardId} onChange={(e) => setCardId(e.target.value)} required maxLength={40} placeholder="sv1-80" disabled={disabled} data-testid={`poke-fang-card-${row}-${index}`} />
          <button type="submit" disabled={disabled}>
            {t(slot.card === null ? 'pokeFang.layOutButton' : 'pokeFang.replaceButton')}
          </button>
        </form>
      ) : null}
    </article>
  );
}

function AttachForm({ state, row, busy, move }: { state: PokeFangState; row: readonly RowSlot[]; busy: boolean; move: (m: MiniGameMoveBody) => void }) {
  const { t } = useTranslation('formats');
  const { cardLanguage } = usePreferences();
  const [slot, setSlot] = useState('');
  const [energy, setEnergy] = useState<BasicType | ''>('');
  const ids = { slot: useId(), energy: useId() };
  const player = state.turn;
  return (
    <form
      className="form-grid"
      onSubmit={(e) => {
        e.preventDefault();
        if (slot !== '' && energy !== '') move({ type: 'attach', player, slot: Number(slot), energy });
      }}
    >
      <label htmlFor={ids.slot}>{t('pokeFang.attachTo', { name: state.players[player] })}</label>
      <select id={ids.slot} value={slot} onChange={(e) => setSlot(e.target.value)} required data-testid="poke-fang-slot">
        <option value="">—</option>
        {row.map((s, i) =>
          s.card ? (
            <option key={i} value={i}>
              {i + 1}. {cardName(s.card, cardLanguage)}
            </option>
          ) : null,
        )}
      </select>
      <label htmlFor={ids.energy}>{t('pokeFang.energyCard')}</label>
      <select id={ids.energy} value={energy} onChange={(e) => setEnergy(e.target.value as BasicType)} required data-testid="poke-fang-energy-type">
        <option value="">—</option>
        {BASIC_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`energy.${type}`, { ns: 'translation' })}
          </option>
        ))}
      </select>
      <button type="submit" className="primary" disabled={busy} data-testid="poke-fang-attach">
        {t('pokeFang.attach')}
      </button>
      <button type="button" disabled={busy} onClick={() => move({ type: 'pass', player })} data-testid="poke-fang-pass">
        {t('pokeFang.pass')}
      </button>
    </form>
  );
}
