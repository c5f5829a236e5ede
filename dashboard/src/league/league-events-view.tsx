import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readTables } from '../api/rest.js';
import { AdminTokenForm, useAdminToken } from '../components/admin-token.js';
import { useLiveTopic } from '../connection/use-live-topic.js';
import { Link, navigate } from '../routing/navigation.js';
import { createLeagueEvent, listLeagueEvents, type LeagueEventSummary } from './league-api.js';
import { EVENT_FORMATS, formatName } from './league-format-name.js';
import { useLeagueRefusal } from './use-league-refusal.js';
import './league.css';

const PROFILES = ['sv', 'swsh', 'xy', 'classic'] as const;

/**
 * The store's league events: each with its public page and, for the organiser, its own page; and
 * the form that creates one (admin token).
 */
export function LeagueEventsView() {
  const { t, i18n } = useTranslation('league');
  const [token, setToken] = useAdminToken();
  const [events, setEvents] = useState<readonly LeagueEventSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refusal = useLeagueRefusal();
  useEffect(() => {
    let current = true;
    listLeagueEvents().then(
      (found) => {
        if (current) setEvents(found);
      },
      (e: unknown) => {
        if (current) setError(refusal(e));
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    <div className="league-view">
      <div className="view-header">
        <h1>{t('events.title')}</h1>
      </div>
      <AdminTokenForm token={token} onToken={setToken} />
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <section className="panel" aria-labelledby="league-events-title">
        <h2 id="league-events-title">{t('events.list')}</h2>
        {events === null ? (
          <p role="status">{t('common.loading')}</p>
        ) : events.length === 0 ? (
          <p>{t('events.none')}</p>
        ) : (
          <ul className="league-event-list">
            {events.map((e) => (
              <li key={e.eventId}>
                <strong>{e.name}</strong> <span className="muted">{t('events.summary', {
                    date: e.date,
                    format: formatName(e.format, i18n.language),
                    players: t('events.players', { count: e.players }),
                    rounds: t('events.roundsPaired', { count: e.roundsPaired }),
                  })}</span>{' '}
                {e.closed ? <span className="league-badge">{t('events.closed')}</span> : null} <Link href={`/league/${e.eventId}`}>{t('events.publicPage')}</Link>
                {token !== '' ? (
                  <>
                    {' · '}
                    <Link href={`/league/${e.eventId}/organise`}>{t('events.organise')}</Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {token !== '' ? <CreateEventForm token={token} /> : null}
    </div>
  );
}

function CreateEventForm({ token }: { token: string }) {
  const { t, i18n } = useTranslation('league');
  const id = useId();
  const tables = useLiveTopic('tables', undefined, readTables);
  const [name, setName] = useState('');
  const [date, setDate] = useState(() => new Date().toISOString().slice(0, 10));
  const [format, setFormat] = useState('standard');
  const [profile, setProfile] = useState<string>('sv');
  const [bestOf, setBestOf] = useState<1 | 3>(3);
  const [roundMinutes, setRoundMinutes] = useState(50);
  const [untilOneUndefeated, setUntilOneUndefeated] = useState(false);
  const [rounds, setRounds] = useState(3);
  const [tableIds, setTableIds] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refusal = useLeagueRefusal();
  const toggleTable = (table: string, on: boolean) => setTableIds(on ? [...tableIds, table] : tableIds.filter((x) => x !== table));
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('create.title')}</h2>
      <form
        className="league-form"
        onSubmit={(e) => {
          e.preventDefault();
          setBusy(true);
          createLeagueEvent(token, { name: name.trim(), date, format, profile, bestOf, roundMinutes, rounds: untilOneUndefeated ? 'until-one-undefeated' : rounds, tableIds })
            .then((created) => navigate(`/league/${created.event.eventId}/organise`))
            .catch((err: unknown) => setError(refusal(err)))
            .finally(() => setBusy(false));
        }}
      >
        <label htmlFor={`${id}-name`}>{t('create.name')}</label>
        <input id={`${id}-name`} value={name} maxLength={80} required autoComplete="off" onChange={(e) => setName(e.target.value)} />
        <label htmlFor={`${id}-date`}>{t('create.date')}</label>
        <input id={`${id}-date`} type="date" value={date} required onChange={(e) => setDate(e.target.value)} />
        <label htmlFor={`${id}-format`}>{t('create.format')}</label>
        <select id={`${id}-format`} value={format} onChange={(e) => setFormat(e.target.value)}>
          {EVENT_FORMATS.map((f) => (
            <option key={f.id} value={f.id}>
              {formatName(f.id, i18n.language)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-profile`}>{t('create.profile')}</label>
        <select id={`${id}-profile`} value={profile} onChange={(e) => setProfile(e.target.value)}>
          {PROFILES.map((p) => (
            <option key={p} value={p}>
              {t(`organiser.profiles.${p}`, { ns: 'translation' })}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-best-of`}>{t('create.bestOf')}</label>
        <select id={`${id}-best-of`} value={String(bestOf)} onChange={(e) => setBestOf(e.target.value === '1' ? 1 : 3)}>
          <option value="1">{t('create.bestOfOne')}</option>
          <option value="3">{t('create.bestOfThree')}</option>
        </select>
        <label htmlFor={`${id}-minutes`}>{t('create.roundMinutes')}</label>
        <input id={`${id}-minutes`} type="number" min={1} max={180} value={roundMinutes} required onChange={(e) => setRoundMinutes(Number(e.target.value))} />
        <label htmlFor={`${id}-rounds`}>{t('create.rounds')}</label>
        <span className="field-row">
          <input id={`${id}-rounds`} type="number" min={1} max={20} value={rounds} disabled={untilOneUndefeated} onChange={(e) => setRounds(Number(e.target.value))} />
          <label className="check-label">
            <input type="checkbox" checked={untilOneUndefeated} onChange={(e) => setUntilOneUndefeated(e.target.checked)} />
            <span>{t('create.untilOneUndefeated')}</span>
          </label>
        </span>
        <fieldset className="league-tables">
          <legend>{t('create.tables')}</legend>
          <p className="muted">{t('create.tablesHint')}</p>
          {tables.status === 'ok'
            ? tables.data.map((table) => (
                <label key={table.id} className="check-label">
                  <input type="checkbox" checked={tableIds.includes(table.id)} onChange={(e) => toggleTable(table.id, e.target.checked)} />
                  <span>
                    {table.name}
                    {tableIds.includes(table.id) ? <span className="muted"> ({t('create.tableNumber', { table: tableIds.indexOf(table.id) + 1 })})</span> : null}
                  </span>
                </label>
              ))
            : null}
        </fieldset>
        <button type="submit" className="primary" disabled={busy || name.trim() === ''}>
          {t('create.submit')}
        </button>
      </form>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
