import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { stationReaderSchema } from '@protocol';
import { requestJson } from '../api/rest.js';
import { useLiveTopic } from '../connection/use-live-topic.js';
import { EnrolmentDeckPicker } from './enrolment-deck-picker.js';

/** Live topic `enrolment-readers` (GET /api/enrolment/readers): the PC/SC readers a sticker can lie on. */
const readStationReaders = (state: unknown) => stationReaderSchema.array().parse(state);

/** POST /api/enrolment's answer (src/enrolment/enrolment.service.ts EnrolmentResult). */
const enrolmentResultSchema = z.object({
  reader: z.string(),
  uid: z.string(),
  cardId: z.string(),
  label: z.string().optional(),
  bytes: z.number(),
  capacity: z.number(),
  replaced: z.string().optional(),
  unchanged: z.boolean(),
});
type EnrolmentResult = z.infer<typeof enrolmentResultSchema>;

/** Writing card ids onto stickers: choose the reader the blank sticker lies on, name the card, write. Needs the organiser's token. */
export function EnrolmentView() {
  const { t } = useTranslation();
  const readers = useLiveTopic('enrolment-readers', undefined, readStationReaders);
  const [reader, setReader] = useState('');
  const [cardId, setCardId] = useState('');
  const [token, setToken] = useState('');
  const [overwrite, setOverwrite] = useState(false);
  const [result, setResult] = useState<EnrolmentResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [enrolments, setEnrolments] = useState(0);
  /** The deck the card was chosen from: the sticker is enrolled for it while the card id is left as chosen. */
  const [fromDeck, setFromDeck] = useState<{ registrationId: number; cardId: string } | null>(null);
  const ids = { reader: useId(), card: useId(), cardHint: useId(), token: useId(), overwrite: useId() };
  const list = readers.status === 'loading' ? [] : (readers.data ?? []);
  const submit = async () => {
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      setResult(
        await requestJson('/api/enrolment', enrolmentResultSchema, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            reader,
            cardId: cardId.trim(),
            overwrite,
            ...(fromDeck?.cardId === cardId.trim() ? { registrationId: fromDeck.registrationId } : {}),
          }),
        }),
      );
      setEnrolments((n) => n + 1);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="enrolment-view">
      <h1>{t('enrol.title')}</h1>
      <p>{t('enrol.intro')}</p>
      {readers.status === 'error' ? (
        <p role="alert" className="form-error">
          {t('enrol.readersFailed', { message: readers.message })}
        </p>
      ) : null}
      <form
        className="panel form-grid"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={ids.reader}>{t('enrol.reader')}</label>
        <select id={ids.reader} value={reader} onChange={(e) => setReader(e.target.value)} required>
          <option value="">{list.length === 0 ? t('enrol.noReaders') : t('enrol.chooseReader')}</option>
          {list.map((r) => (
            <option key={r.name} value={r.name}>
              {r.name}
              {r.zone ? ` (${r.tableId ?? ''} ${r.zone})` : ''} — {t(`enrol.readerState.${r.reading?.kind ?? 'unknown'}`)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.card}>{t('enrol.cardId')}</label>
        <input id={ids.card} value={cardId} onChange={(e) => setCardId(e.target.value)} placeholder="sv1-25" aria-describedby={ids.cardHint} required />
        <span id={ids.cardHint} className="muted">
          {t('enrol.deck.hint')}
        </span>
        <label htmlFor={ids.token}>{t('enrol.token')}</label>
        <input id={ids.token} type="password" value={token} onChange={(e) => setToken(e.target.value)} autoComplete="off" required />
        <label htmlFor={ids.overwrite} className="choice">
          <input id={ids.overwrite} type="checkbox" checked={overwrite} onChange={(e) => setOverwrite(e.target.checked)} />
          {t('enrol.overwrite')}
        </label>
        <button type="submit" className="primary" disabled={busy || reader === ''}>
          {busy ? t('enrol.writing') : t('enrol.write')}
        </button>
      </form>
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      {result ? (
        <p role="status" className="panel success">
          <span aria-hidden="true">✔ </span>
          {result.unchanged
            ? t('enrol.unchanged', { uid: result.uid, card: result.label ?? result.cardId })
            : t('enrol.written', { uid: result.uid, card: result.label ?? result.cardId, bytes: result.bytes, capacity: result.capacity })}
          {result.replaced ? ` ${t('enrol.replaced', { previous: result.replaced })}` : ''}
        </p>
      ) : null}
      <EnrolmentDeckPicker
        token={token}
        chosen={fromDeck?.cardId === cardId.trim() ? cardId.trim() : ''}
        onChoose={(registrationId, chosen) => {
          setCardId(chosen);
          setFromDeck({ registrationId, cardId: chosen });
        }}
        enrolments={enrolments}
      />
    </div>
  );
}
