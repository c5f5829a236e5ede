import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ExportEvent, lastLegalPoint, type RestoreLogEntry, type RestoreRequest, type StateId } from '@protocol';
import type { LogLine } from '../game/battle-log.js';
import { actorWords } from '../game/log-actor.js';
import { ModalDialog } from './modal-dialog.js';

interface Asked {
  readonly to: RestoreRequest['to'];
  readonly toSeq: number;
}

/**
 * A judge's two ways back: "undo to the last legal state" (the hub's own rule, restore-point.ts,
 * shown here on the log the judge has loaded) and "restore to here" at the scrubber's position.
 * Both ask for a reason in a dialog that says what is undone; the restore is made against the
 * state of the loaded log, so the hub refuses it if the game has moved on since.
 */
export function RestoreControls({
  matchId,
  players,
  events,
  lines,
  at,
  disabled,
  onRestore,
}: {
  matchId: string;
  /** The players' names, to say whose play is undone. */
  players: { readonly p1: string; readonly p2: string };
  events: readonly ExportEvent[];
  /** The loaded log in the battle log's words, to say what the undone play did. */
  lines: readonly LogLine[];
  at: number;
  disabled: boolean;
  onRestore: (stateId: StateId, request: RestoreRequest) => void;
}) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const point = useMemo(() => lastLegalPoint(events), [events]);
  const last = events.at(-1)?.seq ?? 0;
  const finished = gameOver(events);
  const undone = point ? describe(point.undone, events, lines) : null;
  const close = () => {
    setAsked(null);
    setReason('');
  };
  return (
    <section className="restore-controls" aria-labelledby="restore-title">
      <h3 id="restore-title">{t('restore.title')}</h3>
      <p data-testid="last-legal">
        {point && undone
          ? t(undone.play === '' ? 'restore.lastLegalUntold' : 'restore.lastLegal', { seq: point.toSeq, actor: actorWords(undone.actor, players, t), time: undone.time, play: undone.play })
          : t('restore.nothingToUndo')}
      </p>
      <div className="action-row">
        <button type="button" className="danger" disabled={disabled || !point} onClick={() => point && setAsked({ to: { kind: 'last-legal' }, toSeq: point.toSeq })}>
          {t('restore.undo')}
        </button>
        <button type="button" className="danger" disabled={disabled || at < 1 || at >= last} onClick={() => setAsked({ to: { kind: 'seq', seq: at }, toSeq: at })}>
          {t('restore.here', { seq: at })}
        </button>
      </div>
      {asked ? (
        <ModalDialog title={t('restore.confirmTitle', { seq: asked.toSeq })} onDismiss={close} testId="restore-dialog">
          <form
            className="form-grid"
            onSubmit={(e) => {
              e.preventDefault();
              if (reason.trim() === '') return;
              onRestore(`${matchId}:${last}`, { to: asked.to, reason: reason.trim() });
              close();
            }}
          >
            <p>{t('restore.confirmText', { from: asked.toSeq + 1, to: last })}</p>
            {finished ? <p data-testid="restore-reopens">{t('restore.reopens')}</p> : null}
            <label htmlFor={reasonId}>{t('restore.reason')}</label>
            <textarea id={reasonId} value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={200} autoFocus aria-describedby={`${reasonId}-readers`} />
            <p id={`${reasonId}-readers`} className="muted">
              {t('restore.reasonReaders')}
            </p>
            <div className="action-row">
              <button type="submit" className="primary" disabled={reason.trim() === ''}>
                {t('restore.confirm', { seq: asked.toSeq })}
              </button>
              <button type="button" onClick={close}>
                {t('common.cancel')}
              </button>
            </div>
          </form>
        </ModalDialog>
      ) : null}
    </section>
  );
}

/**
 * The undone play as the log has it: who, when, and what it did in the battle log's words (one command's events share
 * actor and time); `play` is '' where its events are bookkeeping no line tells.
 */
function describe(first: RestoreLogEntry, events: readonly RestoreLogEntry[], lines: readonly LogLine[]): { actor: string; time: string; play: string } {
  const batch = new Set(events.filter((e) => e.seq >= first.seq && e.actor === first.actor && e.at === first.at).map((e) => e.seq));
  const told = lines.filter((line) => batch.has(line.seq)).map((line) => line.text);
  return {
    actor: first.actor,
    time: new Date(first.at).toLocaleTimeString(),
    play: told.length > 2 ? `${told.slice(0, 2).join('; ')}; …` : told.join('; '),
  };
}

/** Whether the log ends in a won game that no judge's restore has reopened since. */
function gameOver(events: readonly ExportEvent[]): boolean {
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i]?.event;
    const type = typeof event === 'object' && event !== null && 'type' in event ? event.type : null;
    if (type === 'JudgeRestored') return false;
    if (type === 'GameWon') return true;
  }
  return false;
}
