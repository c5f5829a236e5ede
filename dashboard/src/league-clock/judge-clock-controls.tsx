import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { requestJson } from '../api/rest.js';
import { useLeagueRefusal } from '../league/use-league-refusal.js';
import { RoundClockText, useTableRound } from './round-clock.js';

/**
 * The judge's hand on a league table's clock (judge view): pause and resume, "+N minutes" with a reason
 * (both logged in the event log with the judge's name), and once the extra turns are over the result
 * the hub proposes by the end-of-round rule, which the judge confirms. The hub checks the judge's PIN
 * on every call (the league's `judge-or-admin` routes).
 */
export function JudgeClockControls({ table, judge }: { table: string; judge: { readonly name: string; readonly pin: string } }) {
  const { t } = useTranslation();
  const { eventId, round, pairing, roundNumber } = useTableRound(table);
  const [reason, setReason] = useState('');
  const [minutes, setMinutes] = useState(3);
  // The refusal as the hub sent it, worded as it shows (in the page's language, which may change meanwhile).
  const [problem, setProblem] = useState<{ error: unknown } | null>(null);
  const refusal = useLeagueRefusal();
  const ids = { reason: useId(), minutes: useId() };
  if (!eventId || !round || !pairing || roundNumber === null) return null;
  const post = (path: string, body: Record<string, unknown> = {}) => {
    setProblem(null);
    requestJson(`/api/league/events/${eventId}${path}`, z.unknown(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ judge: { name: judge.name, pin: judge.pin }, ...body }),
    }).catch((error: unknown) => setProblem({ error }));
  };
  const why = reason.trim();
  const winner = pairing.proposal?.outcome === 'p1' ? pairing.p1.name : pairing.proposal?.outcome === 'p2' ? (pairing.p2?.name ?? '') : null;
  return (
    <section className="panel judge-clock" aria-label={t('roundClock.label')} data-testid="judge-clock">
      <RoundClockText round={round} />
      {round.kind === 'running' ? (
        <div className="form-grid">
          <label htmlFor={ids.reason}>{t('roundClock.reason')}</label>
          <input id={ids.reason} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={300} />
          <label htmlFor={ids.minutes}>{t('roundClock.minutes')}</label>
          <input id={ids.minutes} type="number" min={1} max={60} value={minutes} onChange={(e) => setMinutes(Number(e.target.value))} />
          <div className="dialog-actions">
            {round.paused ? (
              <button type="button" onClick={() => post(`/tables/${pairing.table}/resume`)}>
                {t('roundClock.resume')}
              </button>
            ) : (
              <button type="button" disabled={why === ''} onClick={() => post(`/tables/${pairing.table}/pause`, { reason: why })}>
                {t('roundClock.pause')}
              </button>
            )}
            <button type="button" disabled={why === '' || !(minutes >= 1 && minutes <= 60)} onClick={() => post(`/tables/${pairing.table}/extend`, { minutes, reason: why })}>
              {t('roundClock.extend', { count: minutes })}
            </button>
          </div>
        </div>
      ) : null}
      {pairing.proposal ? (
        <p>
          {winner === null ? t('roundClock.proposalTie') : t('roundClock.proposalWin', { name: winner })}{' '}
          {pairing.confirmedBy.map((seat) => `${t('seatConfirm.confirmedBy', { name: seat === 'p1' ? pairing.p1.name : (pairing.p2?.name ?? '') })} `)}
          <button type="button" className="primary" onClick={() => post(`/rounds/${roundNumber}/tables/${pairing.table}/result`)}>
            {t('roundClock.decide')}
          </button>
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="form-error">
          {refusal(problem.error)}
        </p>
      ) : null}
    </section>
  );
}
