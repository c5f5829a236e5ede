import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BATTLE_LOG_MAX_CHARS } from '@protocol';
import { replay, viewFor, type GameEvent } from '@rules/index.js';
import { reviewBattleLog, type BattleLogReview, type ReviewStep } from '../api/battle-log-review-api.js';
import { GameBoard } from '../components/game-board.js';
import { citation, refusalText } from '../game/rulebook.js';

/**
 * A judge, a streamer or a player pastes a TCG Live battle log (or opens its file); the hub replays it through
 * the rules engine, and the page steps through it line by line: each line with ✔ or ✖ and the rule that refused
 * it, the board after it (the judge's view, read-only), and the game's figures against the log.
 */
export function BattleLogReviewView() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [review, setReview] = useState<BattleLogReview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { text: useId(), file: useId() };
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      setReview(await reviewBattleLog(text));
    } catch (e) {
      setReview(null);
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const open = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (file) void file.text().then(setText);
  };
  return (
    <div className="battle-log-review">
      <h1>{t('battleLogReview.title')}</h1>
      <p className="muted">{t('battleLogReview.intro')}</p>
      <form
        className="panel form-grid"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={ids.text}>{t('battleLogReview.paste')}</label>
        <textarea id={ids.text} rows={8} value={text} maxLength={BATTLE_LOG_MAX_CHARS} onChange={(e) => setText(e.target.value)} data-testid="battle-log-text" />
        <label htmlFor={ids.file}>{t('battleLogReview.file')}</label>
        <input id={ids.file} type="file" accept=".txt,text/plain" onChange={open} />
        <button type="submit" className="primary" disabled={busy || text.trim() === ''}>
          {busy ? t('battleLogReview.replaying') : t('battleLogReview.replay')}
        </button>
        {error ? (
          <p role="alert" className="form-error">
            {t('battleLogReview.failed', { message: error })}
          </p>
        ) : null}
      </form>
      {review ? <Review review={review} /> : null}
    </div>
  );
}

function Review({ review }: { review: BattleLogReview }) {
  const { t } = useTranslation();
  const [at, setAt] = useState(0);
  const steps = review.steps;
  const step = steps[Math.min(at, steps.length - 1)];
  const events = review.events as unknown as readonly GameEvent[];
  const count = step?.events ?? 0;
  const board = useMemo(() => (count > 0 ? viewFor(replay(events.slice(0, count)), { role: 'judge' }) : null), [events, count]);
  const flagged = steps.flatMap((s, i) => (isRefused(s) ? [i] : []));
  const nextFlagged = flagged.find((i) => i > at);
  const scrub = useId();
  return (
    <>
      <Summary review={review} />
      {review.unread.length > 0 ? (
        <section className="panel" aria-labelledby="unread-title">
          <h2 id="unread-title">{t('battleLogReview.unreadTitle', { count: review.unread.length })}</h2>
          <ul className="review-unread" data-testid="review-unread">
            {review.unread.map((u) => (
              <li key={u.line}>
                <span className="review-line-number">{u.line}</span> {u.text}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {steps.length > 0 ? (
        <div className="table-layout">
          <div className="board-column">
            <div className="field-row scrubber">
              <button type="button" onClick={() => setAt(Math.max(0, at - 1))} disabled={at === 0}>
                {t('battleLogReview.previous')}
              </button>
              <label htmlFor={scrub}>{t('battleLogReview.step')}</label>
              <input
                id={scrub}
                type="range"
                min={0}
                max={steps.length - 1}
                value={at}
                onChange={(e) => setAt(Number(e.target.value))}
                aria-valuetext={t('battleLogReview.atLine', { line: step?.line ?? 0 })}
                data-testid="review-scrubber"
              />
              <button type="button" onClick={() => setAt(Math.min(steps.length - 1, at + 1))} disabled={at >= steps.length - 1}>
                {t('battleLogReview.next')}
              </button>
              <button type="button" onClick={() => nextFlagged !== undefined && setAt(nextFlagged)} disabled={nextFlagged === undefined}>
                {t('battleLogReview.nextRefused')}
              </button>
            </div>
            {step ? <StepDetail step={step} players={review.players} /> : null}
            {board ? (
              <div className="past-board" data-testid="review-board">
                <GameBoard view={board} />
              </div>
            ) : (
              <p>{t('battleLogReview.beforeGame')}</p>
            )}
          </div>
          <aside className="side-column" aria-label={t('battleLogReview.linesTitle')}>
            <ol className="review-steps" data-testid="review-steps">
              {steps.map((s, i) => (
                <li key={s.line} className={i === at ? 'review-step current' : 'review-step'}>
                  <button type="button" onClick={() => setAt(i)} aria-current={i === at ? 'step' : undefined} data-line={s.line}>
                    <span className="review-line-number">{s.line}</span> <StepMark step={s} /> <span>{s.text}</span>
                  </button>
                </li>
              ))}
            </ol>
          </aside>
        </div>
      ) : null}
    </>
  );
}

const isRefused = (s: ReviewStep): boolean => s.commands.some((c) => c.violation);

/** ✖ refused, ✔ entered, · nothing entered (read but nothing to enter, or not read). */
function StepMark({ step }: { step: ReviewStep }) {
  const { t } = useTranslation();
  if (isRefused(step))
    return (
      <span className="review-mark refused" aria-label={t('battleLogReview.refused')}>
        ✖
      </span>
    );
  if (step.commands.length > 0)
    return (
      <span className="review-mark accepted" aria-label={t('battleLogReview.accepted')}>
        ✔
      </span>
    );
  return (
    <span className="review-mark" aria-label={step.read ? t('battleLogReview.nothingEntered') : t('battleLogReview.unreadLine')}>
      ·
    </span>
  );
}

function StepDetail({ step, players }: { step: ReviewStep; players: readonly [string, string] }) {
  const { t, i18n } = useTranslation();
  const name = (seat: 'p1' | 'p2') => (seat === 'p1' ? players[0] : players[1]);
  return (
    <section className="panel review-step-detail" data-testid="review-step" aria-live="polite">
      <p>
        <span className="review-line-number">{t('battleLogReview.line', { line: step.line })}</span> <StepMark step={step} /> <q>{step.text}</q>
      </p>
      {step.commands.length > 0 ? (
        <ul>
          {step.commands.map((c, i) => (
            <li key={i}>
              <code>{c.command}</code>{' '}
              {c.violation ? (
                <span className="review-refusal" data-testid="review-refusal">
                  ✖ {refusalText(c.violation, t, (key) => i18n.exists(key))} <span className="rule-ref">{citation(c.violation.ref, t, i18n.language)}</span>
                </span>
              ) : (
                '✔'
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {step.skipped ? <p className="muted">{t('battleLogReview.skipped', { why: step.skipped })}</p> : null}
      {step.attack ? (
        <p data-testid="review-attack" className={step.attack.engineDamage === step.attack.logDamage ? 'chain-ok' : 'chain-broken'}>
          {t('battleLogReview.attack', {
            attack: step.attack.name,
            log: step.attack.logDamage,
            engine: step.attack.engineDamage === null ? t('battleLogReview.noDamage') : step.attack.engineDamage,
          })}
        </p>
      ) : null}
      {step.knockOuts.map((k, i) => (
        <p key={`ko${i}`}>{t('battleLogReview.knockOut', { pokemon: k.name, player: name(k.player) })}</p>
      ))}
      {step.prizes.map((p, i) => (
        <p key={`pr${i}`}>{t('battleLogReview.prizes', { player: name(p.player), count: p.count })}</p>
      ))}
    </section>
  );
}

function Summary({ review }: { review: BattleLogReview }) {
  const { t } = useTranslation();
  const s = review.summary;
  const name = (seat: 'p1' | 'p2' | null) => (seat === null ? '—' : seat === 'p1' ? review.players[0] : review.players[1]);
  return (
    <section className="panel" aria-labelledby="review-summary-title" data-testid="review-summary">
      <h2 id="review-summary-title">{t('battleLogReview.summaryTitle', { p1: review.players[0], p2: review.players[1] })}</h2>
      <dl className="review-summary">
        <dt>{t('battleLogReview.lines')}</dt>
        <dd data-testid="summary-lines">{t('battleLogReview.linesValue', { read: s.linesRead, total: s.lines })}</dd>
        <dt>{t('battleLogReview.commands')}</dt>
        <dd>{s.commands}</dd>
        <dt>{t('battleLogReview.refusedCount')}</dt>
        <dd data-testid="summary-refused">{s.refused}</dd>
        <dt>{t('battleLogReview.damageEqual')}</dt>
        <dd data-testid="summary-damage">{t('battleLogReview.ofTotal', { count: s.attacksEqual, total: s.attacks })}</dd>
        <dt>{t('battleLogReview.knockOutsFound')}</dt>
        <dd data-testid="summary-knock-outs">{t('battleLogReview.ofTotal', { count: s.knockOuts.foundByEngine, total: s.knockOuts.logged })}</dd>
        <dt>{t('battleLogReview.prizeCards')}</dt>
        <dd>{t('battleLogReview.prizesValue', { p1: review.players[0], p2: review.players[1], log1: s.prizes.log.p1, log2: s.prizes.log.p2, engine1: s.prizes.engine.p1, engine2: s.prizes.engine.p2 })}</dd>
        <dt>{t('battleLogReview.winner')}</dt>
        <dd data-testid="summary-winner">{t('battleLogReview.winnerValue', { log: name(s.winner.log), engine: name(s.winner.engine) })}</dd>
        {s.unresolvedCards.length > 0 ? (
          <>
            <dt>{t('battleLogReview.unresolved')}</dt>
            <dd>{s.unresolvedCards.join(', ')}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
