import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedEvent } from '@protocol';
import { battleLog, LOG_KINDS, type LogKind, type LogLine } from '../game/battle-log.js';
import type { GameView, Seat } from '../game/game-view.js';
import { useLogWords } from '../game/use-log-words.js';

/**
 * The battle log, newest first, in the UI language: what the events the hub sent this page say, so a
 * spectator's or the overlay's log is the public part. `filterable`: the judge narrows it by player and kind.
 */
export function BattleLogPanel({ events, view, filterable = false, limit }: { events: readonly FeedEvent[]; view: GameView | null; filterable?: boolean; limit?: number }) {
  const { t } = useTranslation();
  const { words } = useLogWords(view, events);
  const lines = useMemo(() => battleLog(events, words).reverse(), [events, words]);
  const [player, setPlayer] = useState<Seat | 'all'>('all');
  const [kind, setKind] = useState<LogKind | 'all'>('all');
  const ids = { title: useId(), player: useId(), kind: useId() };
  const shown = lines.filter((l) => (player === 'all' || l.player === player) && (kind === 'all' || l.kind === kind)).slice(0, limit);
  return (
    <section className="panel battle-log" aria-labelledby={ids.title} data-testid="battle-log">
      <h2 id={ids.title}>{t('feed.title')}</h2>
      {filterable ? (
        <div className="field-row battle-log-filters">
          <label htmlFor={ids.player}>{t('feed.filterPlayer')}</label>
          <select id={ids.player} value={player} onChange={(e) => setPlayer(e.target.value as Seat | 'all')}>
            <option value="all">{t('feed.all')}</option>
            <option value="p1">{words.player('p1')}</option>
            <option value="p2">{words.player('p2')}</option>
          </select>
          <label htmlFor={ids.kind}>{t('feed.filterKind')}</label>
          <select id={ids.kind} value={kind} onChange={(e) => setKind(e.target.value as LogKind | 'all')}>
            <option value="all">{t('feed.all')}</option>
            {LOG_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`feed.kind.${k}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {shown.length === 0 ? <p>{t('feed.empty')}</p> : null}
      {/* It scrolls: focusable, so a keyboard can scroll it too (WCAG 2.1.1). */}
      <ol className="battle-log-lines" tabIndex={0} aria-labelledby={ids.title}>
        {shown.map((line) => (
          <li key={line.seq} data-testid="battle-log-line">
            <span className="battle-log-turn">{turnLabel(line, t)}</span> · {line.text}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** "Turn 3", or "Setup" before the first turn. */
export function turnLabel(line: LogLine, t: (key: string, options?: Record<string, unknown>) => string): string {
  return line.turn === null ? t('feed.setup') : t('feed.turn', { turn: line.turn });
}

/** The latest line of the battle log, for the stream overlay. */
export function LatestLogLine({ events, view }: { events: readonly FeedEvent[]; view: GameView | null }) {
  const { t } = useTranslation();
  const { words } = useLogWords(view, events);
  const line = useMemo(() => battleLog(events, words).at(-1), [events, words]);
  if (!line) return null;
  return (
    <p className="overlay-feed" data-testid="overlay-feed">
      {turnLabel(line, t)} · {line.text}
    </p>
  );
}
