import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setImportSchema } from '@protocol';
import { readCatalogueFreshness, requestJson } from '../api/rest.js';
import { useLiveTopic } from '../connection/use-live-topic.js';

/** pokemon-tcg-data's YYYY/MM/DD as the page's language writes a date. */
function releaseDate(date: string, language: string): string {
  const [year, month, day] = date.split('/').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString(language, { dateStyle: 'long', timeZone: 'UTC' });
}

/**
 * For a signed-in organiser: the catalogue is older than the newest set its source offers, with a button that
 * imports that set into the running hub. Nothing when the catalogue is up to date, the hub has no set source, or
 * the source cannot be reached (the hub's health says so).
 */
export function CatalogueNotice({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const freshness = useLiveTopic('catalogue-freshness', undefined, readCatalogueFreshness);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ readonly ok: boolean; readonly text: string } | null>(null);
  const newer = freshness.status === 'ok' ? freshness.data.newer : null;
  if (token === '' || (newer === null && outcome === null)) return null;

  const importSet = async (set: { id: string; name: string }) => {
    setBusy(true);
    setOutcome(null);
    try {
      const result = await requestJson(`/api/catalogue/sets/${encodeURIComponent(set.id)}/import`, setImportSchema, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      setOutcome({ ok: true, text: t('catalogueSets.imported', { name: result.name, count: result.cards }) });
    } catch (error) {
      setOutcome({ ok: false, text: t('catalogueSets.importFailed', { name: set.name, message: error instanceof Error ? error.message : String(error) }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel catalogue-notice" aria-label={t('catalogueSets.title')}>
      {newer ? (
        <p>
          {t('catalogueSets.older', { name: newer.name, date: releaseDate(newer.releaseDate, i18n.language) })}{' '}
          <button type="button" disabled={busy} onClick={() => void importSet(newer)}>
            {busy ? t('catalogueSets.importing', { name: newer.name }) : t('catalogueSets.import', { name: newer.name })}
          </button>
        </p>
      ) : null}
      {outcome ? (
        <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? undefined : 'form-error'}>
          {outcome.text}
        </p>
      ) : null}
    </section>
  );
}
