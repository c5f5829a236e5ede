import { useTranslation } from 'react-i18next';
import { readHealth, readTables, type HealthReport, type TableInfo } from '../api/rest.js';
import { AdminTokenForm, useAdminToken } from '../components/admin-token.js';
import { CatalogueNotice } from '../components/catalogue-notice.js';
import { useHub } from '../connection/use-hub.js';
import { useLiveTopic } from '../connection/use-live-topic.js';
import { readGameView } from '../game/game-view.js';
import { resultText } from '../game/match-result.js';
import { formatName } from '../league/league-format-name.js';
import { HubAddress } from '../organiser/hub-address.js';
import { OtherHubsTables } from '../components/other-hubs-tables.js';
import { OrganiserControls } from '../organiser/organiser-controls.js';
import { Link } from '../routing/navigation.js';
import { RoundClock } from '../league-clock/round-clock.js';

/** Play! Pokémon Swiss rounds of best-of-three are 50 minutes; the timer counts toward that. */

type Component = HealthReport['components'][number];

/** The store's view: every table with its match and the health of its devices, and the hub's own. */
export function StoreOverview() {
  const { t } = useTranslation();
  const tables = useLiveTopic('tables', undefined, readTables);
  const health = useLiveTopic('health', undefined, readHealth);
  const report = health.status === 'loading' ? undefined : health.data;
  const [token, setToken] = useAdminToken();
  return (
    <div className="overview">
      <h1>{t('overview.title')}</h1>
      <section className="organiser-sign-in" aria-label={t('organiser.signInTitle')}>
        {token === '' ? <p className="muted">{t('organiser.signInHint')}</p> : null}
        <AdminTokenForm token={token} onToken={setToken} />
      </section>
      <CatalogueNotice token={token} />
      {health.status === 'error' ? (
        <p role="alert" className="form-error">
          {t('overview.healthFailed', { message: health.message })}
        </p>
      ) : null}
      {report ? <HubHealth report={report} /> : null}
      <HubAddress />
      {tables.status === 'loading' ? <p>{t('overview.loading')}</p> : null}
      {tables.status === 'error' ? (
        <p role="alert" className="form-error">
          {t('overview.tablesFailed', { message: tables.message })}
        </p>
      ) : null}
      {tables.status !== 'loading' && tables.data ? (
        <ul className="table-cards">
          {tables.data.map((table) => (
            <li key={table.id}>
              <TableCard table={table} token={token} components={report?.components.filter((c) => c.tableId === table.id) ?? []} />
            </li>
          ))}
        </ul>
      ) : null}
      <OtherHubsTables />
    </div>
  );
}

function HubHealth({ report }: { report: HealthReport }) {
  const { t } = useTranslation();
  const hubWide = report.components.filter((c) => c.tableId === undefined);
  return (
    <section className="panel hub-health" aria-labelledby="hub-health-title">
      <h2 id="hub-health-title">
        {t('overview.hub')}: <StatusText status={report.status} />
      </h2>
      <ComponentList components={hubWide} />
    </section>
  );
}

function TableCard({ table, token, components }: { table: TableInfo; token: string; components: readonly Component[] }) {
  const { t, i18n } = useTranslation();
  const { state } = useHub(table.id, { role: 'spectator' });
  const view = readGameView(state.table?.view);
  const match = state.table?.match ?? null;
  const result = view ? resultText(view, t) : null;
  const status = !match
    ? t('overview.noMatch')
    : result !== null
      ? result
      : match.finished
        ? t(`matchEnded.${match.endedBy ?? 'organiser'}`)
        : view?.turn
          ? t('overview.turn', { number: view.turn.number, name: view.players[view.turn.player].name })
          : t('overview.setup');
  return (
    <article className="panel table-card" aria-labelledby={`table-${table.id}`} data-testid={`table-card-${table.id}`}>
      <h2 id={`table-${table.id}`}>
        <Link href={`/table/${table.id}`}>{table.name}</Link> <small>({table.id})</small>
      </h2>
      <p data-testid="table-status">
        <strong>{status}</strong> · {t('overview.rules', { profile: (match?.profile ?? table.profile).toUpperCase(), format: formatName(match?.format ?? table.format, i18n.language) })}
      </p>
      {match?.finished ? (
        <p>
          <Link href={`/table/${table.id}/result`}>{t('result.open')}</Link>
        </p>
      ) : null}
      {/* The Prize cards are set out when setup ends: before that "0 left" would say the opposite of the state. */}
      {view?.turn ? (
        <p>
          {t('overview.prizes', {
            p1: view.players.p1.name,
            p1Left: view.players.p1.prizes,
            p2: view.players.p2.name,
            p2Left: view.players.p2.prizes,
          })}
        </p>
      ) : null}
      <RoundClock table={table.id} />
      {token !== '' ? <OrganiserControls table={table} token={token} match={match} view={view} /> : null}
      <ComponentList components={components} />
      <p className="card-links">
        <Link href={`/table/${table.id}`}>{t('overview.open')}</Link> · <Link href={`/table/${table.id}/spectate`}>{t('table.spectate')}</Link> ·{' '}
        <Link href={`/virtual/${table.id}`}>{t('table.virtual')}</Link>
      </p>
    </article>
  );
}


/**
 * One line per kind of device ("Readers: 11 of 11 up"), those not up named, the full list behind a disclosure. A device
 * switched off in the hub's configuration is no fault: it is named as off and left out of the count, and a kind whose
 * devices are all off reads "not in use".
 */
function ComponentList({ components }: { components: readonly Component[] }) {
  const { t, i18n } = useTranslation();
  if (components.length === 0) return <p className="muted">{t('overview.noDevices')}</p>;
  const kinds = [...new Set(components.map((c) => c.kind))];
  // A device connection by what it connects ("USB NFC readers (PC/SC)"), any other device by its configured name.
  const worded = (c: Component) => c.kind === 'adapter' && i18n.exists(`adapterName.${c.name}`);
  const named = (c: Component) => (worded(c) ? t(`adapterName.${c.name}`) : c.name);
  return (
    <>
      <ul className="health-list">
        {kinds.map((kind) => {
          const all = components.filter((c) => c.kind === kind);
          const used = all.filter((c) => c.status !== 'disabled');
          const off = all.filter((c) => c.status === 'disabled');
          const offNote = off.length > 0 ? <span className="muted"> · {t('overview.switchedOff', { names: off.map(named).join(', ') })}</span> : null;
          if (used.length === 0) {
            return (
              <li key={kind} data-testid="health-item">
                {t(`component.${kind}`)}: {t('overview.notInUse')}
                {offNote}
              </li>
            );
          }
          const up = used.filter((c) => c.status === 'up').length;
          const worst = used.find((c) => c.status === 'down') ?? used.find((c) => c.status === 'degraded') ?? used[0]!;
          return (
            <li key={kind} data-testid="health-item">
              {t(`component.${kind}`)}: <StatusText status={up === used.length ? 'up' : worst.status} />{' '}
              {used.length > 1 ? <span className="muted">{t('overview.upCount', { up, count: used.length })}</span> : null}
              {used
                .filter((c) => c.status !== 'up')
                .map((c) => (
                  <span key={c.name} className="component-problem">
                    {' '}
                    · {named(c)}: <StatusText status={c.status} />
                  </span>
                ))}
              {offNote}
            </li>
          );
        })}
      </ul>
      <details className="health-details">
        <summary>{t('overview.allDevices', { count: components.length })}</summary>
        <ul className="health-list">
          {components.map((c) => (
            <li key={`${c.kind}:${c.name}`}>
              {t(`component.${c.kind}`)} <span className={worded(c) ? undefined : 'component-name'}>{named(c)}</span>: <StatusText status={c.status} />
              {c.lastSeen ? <span className="muted"> · {t('overview.lastSeen', { time: new Date(c.lastSeen).toLocaleTimeString() })}</span> : null}
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}

const STATUS_ICON = { up: '✔', degraded: '⚠', down: '✘', disabled: '–' } as const;

function StatusText({ status }: { status: keyof typeof STATUS_ICON }) {
  const { t } = useTranslation();
  return (
    <span className={`status status-${status}`}>
      <span aria-hidden="true">{STATUS_ICON[status]} </span>
      {t(`health.${status}`)}
    </span>
  );
}
