import { useTranslation } from 'react-i18next';
import { ConnectionStatus } from '../components/connection-status.js';
import { useHub } from '../connection/use-hub.js';
import { readGameView, SEATS } from '../game/game-view.js';
import { playerName, resultText } from '../game/match-result.js';
import { Link } from '../routing/navigation.js';
import { TableHeading } from '../components/table-heading.js';

/** The end of the table's match for everyone at it: who won and why, the Prize cards left, how long it took. */
export function ResultView({ table }: { table: string }) {
  const { t } = useTranslation();
  const { state } = useHub(table, { role: 'spectator' });
  const view = readGameView(state.table?.view);
  const match = state.table?.match ?? null;
  const result = view ? resultText(view, t) : null;
  return (
    <div className="result-view">
      <div className="view-header">
        <TableHeading table={table} page="result" />
        <ConnectionStatus state={state} />
      </div>
      {!state.table ? (
        <p>{t('table.loading')}</p>
      ) : !view || !match ? (
        <p data-testid="no-match">{t('table.noMatch')}</p>
      ) : (
        <section className="panel result-panel" aria-labelledby="result-heading">
          <h2 id="result-heading" data-testid="result-heading">
            {result ?? (match.finished ? t('result.endedWithoutWinner') : t('result.stillRunning'))}
          </h2>
          <dl className="result-facts">
            {SEATS.map((seat) => (
              <div key={seat}>
                <dt>{playerName(view, seat, t)}</dt>
                <dd>{t('result.prizesLeft', { count: view.players[seat].prizes })}</dd>
              </div>
            ))}
            {view.turn ? (
              <div>
                <dt>{t('result.turns')}</dt>
                <dd>{view.turn.number}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('result.rules')}</dt>
              <dd>
                {match.profile.toUpperCase()} · {match.format}
              </dd>
            </div>
            {match.endedAt ? (
              <div>
                <dt>{t('result.duration')}</dt>
                <dd>{t('result.minutes', { count: Math.max(1, Math.round((Date.parse(match.endedAt) - Date.parse(match.startedAt)) / 60_000)) })}</dd>
              </div>
            ) : null}
          </dl>
          <p>
            <Link href="/">{t('result.backToOverview')}</Link>
          </p>
        </section>
      )}
    </div>
  );
}
