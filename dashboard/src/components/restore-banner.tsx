import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchSummary } from '@protocol';

const DISMISSED_KEY = 'mirrormat.restore-dismissed';

/**
 * Tells everyone at the table that a judge put the game back to an earlier point: who, why and to
 * which log entry (a spectator gets no reason: src/matches/judge-reasons.ts). It stays until dismissed on this page (the dismissal is kept for the tab), so a
 * player who looked away still learns why the board changed.
 */
export function RestoreBanner({ match }: { match: MatchSummary | null }) {
  const { t } = useTranslation();
  const restore = match?.restore;
  const key = match && restore ? `${match.matchId}:${restore.seq}` : null;
  const [dismissed, setDismissed] = useState<string | null>(() => window.sessionStorage.getItem(DISMISSED_KEY));
  return (
    <div role="status" className="restore-region">
      {restore && key !== dismissed ? (
        <div className="restore-banner" data-testid="restore-banner">
          <p>
            <span aria-hidden="true">↶ </span>
            <strong>{t('restore.bannerTitle')}</strong> {restore.reason === '' ? t('restore.bannerUnsaid', { judge: restore.judge, toSeq: restore.toSeq }) : t('restore.banner', { judge: restore.judge, toSeq: restore.toSeq, reason: restore.reason })}
          </p>
          <button
            type="button"
            aria-label={t('restore.dismiss')}
            onClick={() => {
              if (key) window.sessionStorage.setItem(DISMISSED_KEY, key);
              setDismissed(key);
            }}
          >
            {t('common.dismiss')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
