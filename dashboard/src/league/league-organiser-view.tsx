import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTokenForm, useAdminToken } from '../components/admin-token.js';
import { Link } from '../routing/navigation.js';
import { downloadLeagueExport, leagueActions, pairingsCsvPath, standingsCsvPath, type LeagueView } from './league-api.js';
import { formatName } from './league-format-name.js';
import { JudgingPanel } from './league-judging-panel.js';
import { PlayersPanel } from './league-players-panel.js';
import { RoundPanel } from './league-round-panel.js';
import { StandingsTable } from './league-standings.js';
import { useLeagueEvent, type LeagueEvent } from './use-league-event.js';
import './league.css';

/** The organiser's page of one event (admin token): players, rounds and results, penalties and deck checks, standings, exports. */
export function LeagueOrganiserView({ eventId }: { eventId: string }) {
  const { t } = useTranslation('league');
  const [token, setToken] = useAdminToken();
  return (
    <div className="league-view">
      <AdminTokenForm token={token} onToken={setToken} />
      {token === '' ? (
        <p className="muted">
          {t('organise.needsToken')} <Link href={`/league/${eventId}`}>{t('events.publicPage')}</Link>
        </p>
      ) : (
        <EventPage eventId={eventId} token={token} />
      )}
    </div>
  );
}

function EventPage({ eventId, token }: { eventId: string; token: string }) {
  const { t } = useTranslation('league');
  const event = useLeagueEvent(eventId, token);
  const { live } = event;
  if (live.status === 'loading') return <p role="status">{t('common.loading')}</p>;
  const view = live.data;
  return (
    <>
      {live.status === 'error' ? (
        <p className="form-error" role="alert">
          {live.message}
        </p>
      ) : null}
      {view ? <Event eventId={eventId} token={token} view={view} act={event.act} /> : null}
    </>
  );
}

function Event({ eventId, token, view, act }: { eventId: string; token: string; view: LeagueView; act: LeagueEvent['act'] }) {
  const { t, i18n } = useTranslation('league');
  const actions = leagueActions(token, eventId);
  const [exportError, setExportError] = useState<string | null>(null);
  const download = (kind: 'export' | 'log') => downloadLeagueExport(token, eventId, kind).catch((err: unknown) => setExportError(err instanceof Error ? err.message : String(err)));
  const e = view.event;
  return (
    <>
      <div className="view-header">
        <h1>{e.name}</h1>
        <span className="muted">
          {t('event.details', {
            date: e.date,
            format: formatName(e.format, i18n.language),
            bestOf: e.bestOf === 1 ? t('create.bestOfOne') : t('create.bestOfThree'),
            minutes: e.roundMinutes,
            rounds: e.rounds === 'until-one-undefeated' ? t('create.untilOneUndefeated') : t('event.roundCount', { count: e.rounds }),
          })}
        </span>
      </div>
      <nav className="action-row league-links" aria-label={t('event.links')}>
        <Link href={`/league/${eventId}`}>{t('events.publicPage')}</Link>
        <Link href={`/league/${eventId}/print/pairings`}>{t('print.pairingsLink')}</Link>
        <Link href={`/league/${eventId}/print/standings`}>{t('print.standingsLink')}</Link>
        <a href={standingsCsvPath(eventId)} download>
          {t('export.standingsCsv')}
        </a>
        <a href={pairingsCsvPath(eventId)} download>
          {t('export.pairingsCsv')}
        </a>
        <button type="button" onClick={() => void download('export')}>
          {t('export.json')}
        </button>
        <button type="button" onClick={() => void download('log')}>
          {t('export.log')}
        </button>
      </nav>
      {exportError ? (
        <p className="form-error" role="alert">
          {exportError}
        </p>
      ) : null}
      <div className="league-layout">
        <RoundPanel view={view} actions={actions} act={act} />
        <PlayersPanel view={view} actions={actions} act={act} />
        <JudgingPanel view={view} actions={actions} act={act} />
        <section className="panel league-wide" aria-labelledby="league-standings-title">
          <h2 id="league-standings-title">{t('standings.title')}</h2>
          {view.standings.length === 0 ? <p className="muted">{t('standings.none')}</p> : <StandingsTable standings={view.standings} penalties={view.penalties} />}
        </section>
      </div>
    </>
  );
}
