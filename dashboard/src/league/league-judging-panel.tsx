import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeagueActions, LeaguePenalty, LeagueView, PenaltyKind } from './league-api.js';
import { judgeName } from './league-format.js';
import { useCardNames } from './use-card-names.js';
import type { LeagueEvent } from './use-league-event.js';

/** Penalties (warning, Prize card penalty, game loss, each with its reason) and deck checks (started here, read on a table's zones, their result by name). */
export function JudgingPanel({ view, actions, act }: { view: LeagueView; actions: LeagueActions; act: LeagueEvent['act'] }) {
  const { t } = useTranslation('league');
  const id = useId();
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('penalties.title')}</h2>
      <PenaltyForm view={view} actions={actions} act={act} />
      {view.penalties.length === 0 ? (
        <p className="muted">{t('penalties.none')}</p>
      ) : (
        <ul className="league-penalties">
          {view.penalties.map((p, i) => (
            <li key={i}>
              {t('penalties.line', { player: p.name, kind: penaltyName(t, p), reason: p.reason, judge: judgeName(p.judge) ?? t('penalties.organiser') })}
              {p.round !== null ? <span className="muted"> {t('penalties.where', { round: p.round, table: p.table ?? '—' })}</span> : null}
            </li>
          ))}
        </ul>
      )}
      <h2>{t('deckChecks.title')}</h2>
      <DeckCheckForm view={view} actions={actions} act={act} />
      <DeckChecks view={view} actions={actions} act={act} />
    </section>
  );
}

/** What a judge gives (Penalty Guidelines 2018): a Prize card penalty is a Double (2) or a Quad (4) one. */
const PENALTY_CHOICES = [
  { value: 'warning', kind: 'warning' },
  { value: 'double-prize-card', kind: 'prize-penalty', prizes: 2 },
  { value: 'quad-prize-card', kind: 'prize-penalty', prizes: 4 },
  { value: 'game-loss', kind: 'game-loss' },
] as const satisfies readonly { value: string; kind: PenaltyKind; prizes?: 2 | 4 }[];
type PenaltyChoice = (typeof PENALTY_CHOICES)[number];

function penaltyName(t: (key: string, options?: Record<string, unknown>) => string, p: Pick<LeaguePenalty, 'kind' | 'prizes'>): string {
  return p.kind === 'prize-penalty' && (p.prizes === 2 || p.prizes === 4) ? t(`penalties.prizeCard.${p.prizes}`) : t(`penalties.kinds.${p.kind}`);
}

function PenaltyForm({ view, actions, act }: { view: LeagueView; actions: LeagueActions; act: LeagueEvent['act'] }) {
  const { t } = useTranslation('league');
  const id = useId();
  const [playerId, setPlayerId] = useState('');
  const [choice, setChoice] = useState<PenaltyChoice>(PENALTY_CHOICES[0]);
  const [reason, setReason] = useState('');
  return (
    <form
      className="league-form"
      onSubmit={(e) => {
        e.preventDefault();
        void act(() => actions.penalty(playerId, choice.kind, reason.trim(), 'prizes' in choice ? choice.prizes : undefined)).then((done) => {
          if (done) setReason('');
        });
      }}
    >
      <label htmlFor={`${id}-player`}>{t('penalties.player')}</label>
      <PlayerSelect id={`${id}-player`} view={view} value={playerId} onChange={setPlayerId} />
      <label htmlFor={`${id}-kind`}>{t('penalties.kind')}</label>
      <select id={`${id}-kind`} value={choice.value} onChange={(e) => setChoice(PENALTY_CHOICES.find((c) => c.value === e.target.value) ?? PENALTY_CHOICES[0])}>
        {PENALTY_CHOICES.map((c) => (
          <option key={c.value} value={c.value}>
            {penaltyName(t, c)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-reason`}>{t('penalties.reason')}</label>
      <input id={`${id}-reason`} value={reason} maxLength={300} required autoComplete="off" onChange={(e) => setReason(e.target.value)} />
      <button type="submit" disabled={playerId === '' || reason.trim() === ''}>
        {t('penalties.give')}
      </button>
    </form>
  );
}

function DeckCheckForm({ view, actions, act }: { view: LeagueView; actions: LeagueActions; act: LeagueEvent['act'] }) {
  const { t } = useTranslation('league');
  const id = useId();
  const [playerId, setPlayerId] = useState('');
  const [tableId, setTableId] = useState('');
  return (
    <form
      className="league-form"
      onSubmit={(e) => {
        e.preventDefault();
        void act(() => actions.startDeckCheck(playerId, tableId === '' ? null : tableId));
      }}
    >
      <label htmlFor={`${id}-player`}>{t('deckChecks.player')}</label>
      <PlayerSelect id={`${id}-player`} view={view} value={playerId} onChange={setPlayerId} registeredOnly />
      <label htmlFor={`${id}-table`}>{t('deckChecks.table')}</label>
      <select id={`${id}-table`} value={tableId} onChange={(e) => setTableId(e.target.value)}>
        <option value="">{t('deckChecks.station')}</option>
        {view.event.tableIds.map((table) => (
          <option key={table} value={table}>
            {table}
          </option>
        ))}
      </select>
      <button type="submit" disabled={playerId === ''}>
        {t('deckChecks.start')}
      </button>
    </form>
  );
}

function DeckChecks({ view, actions, act }: { view: LeagueView; actions: LeagueActions; act: LeagueEvent['act'] }) {
  const { t } = useTranslation('league');
  const checks = view.deckChecks ?? [];
  const cardName = useCardNames(checks.flatMap((c) => (c.result === null ? [] : [...c.result.missing, ...c.result.extra].map((x) => x.cardId))));
  if (checks.length === 0) return <p className="muted">{t('deckChecks.none')}</p>;
  const name = (playerId: string) => view.players.find((p) => p.id === playerId)?.name ?? playerId;
  const cards = (list: readonly { cardId: string; name: string; count: number }[]) => list.map((c) => `${c.count}× ${cardName(c)}`).join(', ');
  return (
    <ul className="league-deck-checks">
      {checks.map((c, i) => (
        <li key={i} data-testid={`deck-check-${c.playerId}`}>
          <strong>{name(c.playerId)}</strong> {t('deckChecks.by', { judge: judgeName(c.judge) ?? t('penalties.organiser'), table: c.tableId ?? t('deckChecks.station') })}{' '}
          {c.result === null ? (
            <>
              {t('deckChecks.scanned', { count: c.scanned })}{' '}
              <button type="button" onClick={() => void act(() => actions.finishDeckCheck(c.playerId))}>
                {t('deckChecks.finish')}
              </button>
            </>
          ) : c.result.missing.length === 0 && c.result.extra.length === 0 ? (
            <span>{t('deckChecks.matches')}</span>
          ) : (
            <span className="league-deck-problems">
              {c.result.missing.length > 0 ? <>{t('deckChecks.missing', { cards: cards(c.result.missing) })} </> : null}
              {c.result.extra.length > 0 ? t('deckChecks.extra', { cards: cards(c.result.extra) }) : null}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

function PlayerSelect({ id, view, value, onChange, registeredOnly = false }: { id: string; view: LeagueView; value: string; onChange: (playerId: string) => void; registeredOnly?: boolean }) {
  const { t } = useTranslation('league');
  const players = registeredOnly ? view.players.filter((p) => p.deckRegistrationId != null) : view.players;
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{t('penalties.choosePlayer')}</option>
      {players.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
    </select>
  );
}
