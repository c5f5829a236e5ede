import { useTranslation } from 'react-i18next';
import type { LeaguePenalty, LeagueStanding } from './league-api.js';
import { percentText } from './league-format.js';

/**
 * Standings as the hub ranks them: match points, then opponents' and opponents' opponents' win percentage; penalties beside
 * the name. On a phone's screen each player is a block, each figure under its name in full (league.css), as the pairings are.
 */
export function StandingsTable({ standings, penalties, mine }: { standings: readonly LeagueStanding[]; penalties: readonly LeaguePenalty[]; mine?: string | null }) {
  const { t, i18n } = useTranslation('league');
  return (
    <table className="league-table league-standings">
      <thead>
        <tr>
          <th scope="col">{t('standings.rank')}</th>
          <th scope="col">{t('standings.player')}</th>
          <th scope="col">{t('standings.points')}</th>
          <th scope="col">{t('standings.record')}</th>
          <th scope="col">
            <abbr title={t('standings.owpLong')}>{t('standings.owp')}</abbr>
          </th>
          <th scope="col">
            <abbr title={t('standings.oowpLong')}>{t('standings.oowp')}</abbr>
          </th>
        </tr>
      </thead>
      <tbody>
        {standings.map((s) => {
          const given = penalties.filter((p) => p.playerId === s.playerId);
          return (
            <tr key={s.playerId} data-testid={`standing-${s.playerId}`} className={mine === s.playerId ? 'league-mine' : undefined}>
              <td className="league-rank">{s.rank}</td>
              <th scope="row">
                {s.name}
                {s.dropped ? <span className="muted"> ({t('players.dropped')})</span> : null}
                {given.map((p, i) => (
                  <span key={i} className="league-penalty" title={p.reason}>
                    {' '}
                    {t(`penalties.kinds.${p.kind}`)}
                  </span>
                ))}
              </th>
              <td data-label={t('standings.points')}>{s.matchPoints}</td>
              <td data-label={t('standings.record')}>{t('standings.recordText', { wins: s.wins, losses: s.losses, ties: s.ties })}</td>
              <td data-label={t('standings.owpLong')}>{percentText(s.owp, i18n.language)}</td>
              <td data-label={t('standings.oowpLong')}>{percentText(s.oowp, i18n.language)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
