import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../routing/navigation.js';
import type { LeaguePairing } from './league-api.js';
import { gamesScore, timeLeftText } from './league-format.js';

/**
 * A round's pairings: table, hub table, both players, the table's time as the hub last reported it,
 * the games and the result. `extra` adds a column (the organiser's result entry, the printable
 * page's seat codes); `mine` marks the player who picked their name.
 */
export function PairingsTable({
  pairings,
  extra,
  mine,
  clock = true,
}: {
  pairings: readonly LeaguePairing[];
  extra?: { readonly heading: string; readonly cell: (pairing: LeaguePairing) => ReactNode };
  mine?: string | null;
  /** The printable page leaves the time out: it is stale once on paper. */
  clock?: boolean;
}) {
  const { t } = useTranslation('league');
  return (
    <table className="league-table league-pairings">
      <thead>
        <tr>
          <th scope="col">{t('pairings.table')}</th>
          <th scope="col">{t('pairings.player1')}</th>
          <th scope="col">{t('pairings.player2')}</th>
          {clock ? <th scope="col">{t('pairings.time')}</th> : null}
          <th scope="col">{t('pairings.result')}</th>
          {extra ? <th scope="col">{extra.heading}</th> : null}
        </tr>
      </thead>
      <tbody>
        {pairings.map((p) => (
          <tr key={p.table} data-testid={`pairing-${p.table}`} className={mine && (p.p1.id === mine || p.p2?.id === mine) ? 'league-mine' : undefined}>
            <th scope="row" data-label={t('pairings.table')}>
              {p.table}
              {p.tableId !== null ? (
                <>
                  {' '}
                  <Link href={`/table/${p.tableId}/spectate`} className="muted league-hub-table">
                    ({p.tableId})
                  </Link>
                </>
              ) : null}
            </th>
            <td data-label={t('pairings.player1')}>{p.p1.name}</td>
            <td data-label={t('pairings.player2')}>{p.p2 ? p.p2.name : <em>{t('pairings.bye')}</em>}</td>
            {clock ? (
              <td data-testid={`clock-${p.table}`} data-label={t('pairings.time')}>
                <TableTime pairing={p} />
              </td>
            ) : null}
            <td data-label={t('pairings.result')}>
              <ResultText pairing={p} />
            </td>
            {extra ? <td data-label={extra.heading}>{extra.cell(p)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The time left as the hub reported it when the page read the event, paused, or the extra turn after time. */
function TableTime({ pairing }: { pairing: LeaguePairing }) {
  const { t } = useTranslation('league');
  if (pairing.result !== null || pairing.p2 === null) return null;
  if (pairing.timeCalled !== null) {
    return <span className="league-time-called">{pairing.timeCalled.turn === null ? t('pairings.timeCalled') : t('pairings.extraTurn', { turn: pairing.timeCalled.turn })}</span>;
  }
  if (pairing.clock === null || pairing.clock.remainingMs === null) return <span className="muted">{t('pairings.notStarted')}</span>;
  return (
    <span>
      {t('pairings.timeLeft', { time: timeLeftText(pairing.clock.remainingMs) })}
      {pairing.clock.paused ? <> ({t('pairings.paused')})</> : null}
    </span>
  );
}

function ResultText({ pairing }: { pairing: LeaguePairing }) {
  const { t } = useTranslation('league');
  if (pairing.p2 === null) return <>{t('pairings.byeWin', { player: pairing.p1.name })}</>;
  const name = (side: 'p1' | 'p2' | 'tie') => (side === 'tie' ? t('pairings.tie') : t('pairings.won', { player: side === 'p1' ? pairing.p1.name : pairing.p2?.name }));
  if (pairing.result !== null) {
    const score = gamesScore(pairing.result.games);
    return <strong>{score === null ? name(pairing.result.outcome) : `${name(pairing.result.outcome)} (${score})`}</strong>;
  }
  if (pairing.proposal !== null) return <>{t('pairings.proposal', { result: name(pairing.proposal.outcome) })}</>;
  const score = gamesScore(pairing.games.map((g) => g.outcome));
  return score === null ? null : <>{t('pairings.games', { score, game: pairing.games.length })}</>;
}
