import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchDraftSeat, pickDraftCard, readDraftStatus, type DraftSeatView, type DraftStatus } from '../api/draft-api.js';
import '../components/formats.css';
import { useLiveTopic } from '../connection/use-live-topic.js';
const tokenKey = (draft: string) => `mirrormat.draftToken.${draft}`;

/**
 * One seat of a Ditto-Draft (003): the player enters their seat's token and sees the pack in front
 * of them and their own picks, never another seat's (the hub answers only the token's seat). Who has
 * picked, the round and the passing direction are public.
 */
export function DraftView({ draft }: { draft: string }) {
  const { t } = useTranslation('formats');
  const [token, setToken] = useState(() => window.sessionStorage.getItem(tokenKey(draft)) ?? '');
  const [seat, setSeat] = useState<DraftSeatView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const saveToken = (next: string) => {
    if (next === '') window.sessionStorage.removeItem(tokenKey(draft));
    else window.sessionStorage.setItem(tokenKey(draft), next);
    setSeat(null);
    setError(null);
    setToken(next);
  };

  // The public status is pushed after every pick; the seat's own pack is read again (with its token) each time it changes.
  const live = useLiveTopic('draft', draft, readDraftStatus);
  const status = live.status === 'loading' ? null : (live.data ?? null);
  const liveError = live.status === 'error' ? live.message : null;
  useEffect(() => {
    if (token === '' || live.status !== 'ok') return undefined;
    let cancelled = false;
    fetchDraftSeat(draft, token).then(
      (next) => !cancelled && (setSeat(next), setError(null)),
      (e: unknown) => !cancelled && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      cancelled = true;
    };
  }, [draft, token, live]);

  const pick = (cardId: string) => {
    setBusy(true);
    setError(null);
    pickDraftCard(draft, token, cardId)
      .then(setSeat, (e: unknown) => setError(e instanceof Error ? e.message : String(e)))
      .finally(() => setBusy(false));
  };

  return (
    <div className="draft-view">
      <div className="view-header">
        <h1>{status ? t('draft.title', { name: status.name }) : t('draft.titleId', { draft })}</h1>
      </div>
      <DraftTokenForm token={token} seatName={seat?.name ?? null} onToken={saveToken} />
      {(error ?? liveError) ? (
        <p className="form-error" role="alert" data-testid="draft-error">
          {error ?? liveError}
        </p>
      ) : null}
      {status ? <DraftStatusPanel status={status} /> : <p role="status">{t('draft.loading')}</p>}
      {seat ? <SeatPanel seat={seat} busy={busy} onPick={pick} /> : null}
    </div>
  );
}

function DraftTokenForm({ token, seatName, onToken }: { token: string; seatName: string | null; onToken: (token: string) => void }) {
  const { t } = useTranslation('formats');
  const [text, setText] = useState('');
  const id = useId();
  if (token !== '') {
    return (
      <p className="seated">
        {seatName ? t('draft.seatedAs', { name: seatName }) : t('draft.tokenEntered')}{' '}
        <button type="button" onClick={() => onToken('')}>
          {t('draft.leaveSeat')}
        </button>
      </p>
    );
  }
  return (
    <form
      className="seat-sign-in"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim() !== '') onToken(text.trim());
      }}
    >
      <label htmlFor={id}>{t('draft.token')}</label>
      <input id={id} type="password" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" data-testid="draft-token" />
      <button type="submit">{t('draft.takeSeat')}</button>
    </form>
  );
}

function DraftStatusPanel({ status }: { status: DraftStatus }) {
  const { t } = useTranslation('formats');
  return (
    <section className="panel" aria-labelledby="draft-status-title" data-testid="draft-status">
      <h2 id="draft-status-title">{status.finished ? t('draft.finished') : t('draft.round', { round: status.round, rounds: status.rounds })}</h2>
      {!status.finished ? (
        <p data-testid="draft-direction">
          <span aria-hidden="true">{status.direction === 'left' ? '↶ ' : '↷ '}</span>
          {t(`draft.direction.${status.direction}`)} · {t('draft.packSize', { count: status.packSize })}
        </p>
      ) : null}
      <ul>
        {status.players.map((p) => (
          <li key={p.seat}>
            {p.name}: {p.picked ? t('draft.picked') : t('draft.choosing')} · {t('draft.poolSize', { count: p.poolSize })}
          </li>
        ))}
      </ul>
    </section>
  );
}

function SeatPanel({ seat, busy, onPick }: { seat: DraftSeatView; busy: boolean; onPick: (cardId: string) => void }) {
  const { t } = useTranslation('formats');
  return (
    <>
      <section className="panel" aria-labelledby="draft-pack-title" data-testid="draft-pack">
        <h2 id="draft-pack-title">{t('draft.pack', { count: seat.pack.length })}</h2>
        {seat.pack.length === 0 ? (
          <p>{t('draft.noPack')}</p>
        ) : (
          <>
            {!seat.mayPick ? <p className="muted">{t('draft.waitForOthers')}</p> : null}
            <ul className="draft-cards">
              {seat.pack.map((card, i) => (
                <li key={`${card.id}-${i}`} data-testid="draft-pack-card">
                  <strong>{card.name}</strong>
                  <br />
                  <span className="muted">
                    {card.supertype} · {card.id}
                  </span>
                  <br />
                  <button type="button" className="primary" disabled={busy || !seat.mayPick} onClick={() => onPick(card.id)} aria-label={t('draft.pickCard', { name: card.name })}>
                    {t('draft.pick')}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section className="panel" aria-labelledby="draft-pool-title" data-testid="draft-pool">
        <h2 id="draft-pool-title">{t('draft.pool', { count: seat.pool.length })}</h2>
        {seat.pool.length === 0 ? (
          <p>{t('draft.noPicks')}</p>
        ) : (
          <ul className="draft-cards">
            {seat.pool.map((card, i) => (
              <li key={`${card.id}-${i}`} className="picked" data-testid="draft-pool-card">
                {card.name}
              </li>
            ))}
          </ul>
        )}
        {seat.box.length > 0 ? (
          <p>
            {t('draft.box')}: {seat.box.map((c) => c.name).join(', ')}
          </p>
        ) : null}
        {seat.pool.length > 0 ? (
          <details>
            <summary>{t('draft.deckList')}</summary>
            <pre>{seat.poolList}</pre>
          </details>
        ) : null}
      </section>
    </>
  );
}
