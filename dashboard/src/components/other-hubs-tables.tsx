import { useTranslation } from 'react-i18next';
import { STORE_SUMMARY_VERSION, storeTableSchema, type StoreTable } from '@protocol';
import { useLiveTopic } from '../connection/use-live-topic.js';

const readStoreTables = (state: unknown): StoreTable[] => storeTableSchema.array().parse(state);

/**
 * The store's tables that other hubs serve, live (each hub's retained summary on the store broker):
 * state, turn, Prize cards left, winner, devices; a hub that went down with its tables' last state;
 * a table whose hub runs another release, by its name, as from a hub of another version.
 * Nothing shows for a hub that is its own store.
 */
export function OtherHubsTables() {
  const { t, i18n } = useTranslation();
  const live = useLiveTopic('store-tables', undefined, readStoreTables);
  const others = (live.status === 'loading' ? undefined : live.data)?.filter((entry) => !entry.local) ?? [];
  if (others.length === 0) return null;
  return (
    <section className="panel other-hubs" aria-labelledby="other-hubs-title">
      <h2 id="other-hubs-title">{t('storeTables.title')}</h2>
      <ul className="table-cards">
        {others.map((entry) => {
          if ('otherVersion' in entry) {
            const { otherVersion: other, hubOnline } = entry;
            return (
              <li key={`${other.hub}/${other.table}`} data-testid={`store-table-${other.hub}-${other.table}`}>
                <article className={hubOnline ? 'table-card' : 'table-card hub-down'}>
                  <h3>{other.name ?? other.table}</h3>
                  <p className={hubOnline ? 'muted' : 'form-error'}>
                    {hubOnline ? t('storeTables.hub', { hub: other.hub }) : t('storeTablesVersion.hubDown', { hub: other.hub })}
                  </p>
                  <p className="form-error">{t('storeTablesVersion.otherVersion', { version: other.v, ours: STORE_SUMMARY_VERSION })}</p>
                </article>
              </li>
            );
          }
          const { summary, hubOnline } = entry;
          const { p1, p2 } = summary.players ?? {};
          return (
            <li key={`${summary.hub}/${summary.table}`} data-testid={`store-table-${summary.hub}-${summary.table}`}>
              <article className={hubOnline ? 'table-card' : 'table-card hub-down'}>
                <h3>{summary.name}</h3>
                <p className={hubOnline ? 'muted' : 'form-error'}>
                  {hubOnline
                    ? t('storeTables.hub', { hub: summary.hub })
                    : t('storeTables.hubDown', { hub: summary.hub, time: new Date(summary.updatedAt).toLocaleTimeString(i18n.language) })}
                </p>
                <p>
                  {summary.state === 'no-match'
                    ? t('overview.noMatch')
                    : summary.state === 'setup'
                      ? t('overview.setup')
                      : summary.state === 'ended'
                        ? t(`matchEnded.${summary.endedBy ?? 'organiser'}`)
                        : summary.state === 'finished'
                          ? summary.winner === 'tie'
                            ? t('storeTables.tie')
                            : t('status.winner', {
                                name: summary.winner ? summary.players?.[summary.winner].name : '',
                                reasons: summary.reasons.map((r) => t(`winReason.${r}`)).join(', '),
                              })
                          : t('overview.turn', { number: summary.turn, name: summary.turnPlayer ? summary.players?.[summary.turnPlayer].name : '' })}
                </p>
                {p1 && p2 && summary.state !== 'setup' && summary.state !== 'no-match' ? (
                  <p>{t('overview.prizes', { p1: p1.name, p1Left: p1.prizesLeft, p2: p2.name, p2Left: p2.prizesLeft })}</p>
                ) : null}
                {summary.devices !== 'up' ? <p className="form-error">{t(summary.devices === 'down' ? 'storeTables.devicesDown' : 'storeTables.devicesDegraded')}</p> : null}
                {summary.hubUrl && hubOnline ? (
                  <p>
                    <a href={`${summary.hubUrl}table/${summary.table}/spectate`}>{t('storeTables.open')}</a>
                  </p>
                ) : null}
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
