import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestJson } from '../api/rest.js';
import { useLiveTopic } from '../connection/use-live-topic.js';
import './round-clock.css';
import { hubOffset, leagueClockViewSchema, leagueEventsSchema, minutesSeconds, tableRound, type LeagueClockView, type TableRound } from './table-round.js';

/** The open league event that plays at the table, looked up once: its live topic then carries every change. */
function useEventAt(table: string): string | null {
  const [eventId, setEventId] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    requestJson('/api/league/events', leagueEventsSchema)
      .then((events) => {
        if (current) setEventId(events.filter((e) => !e.closed && e.tableIds.includes(table)).at(-1)?.eventId ?? null);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [table]);
  return eventId;
}

/** A render each second, for a countdown; the hub is not asked again. */
function useSecondTick(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

/** The league event playing at the table, followed live, with the page's offset to the hub's clock and a tick each second. */
export function useTableRound(table: string) {
  const eventId = useEventAt(table);
  const live = useLiveTopic('league-event', eventId, (state): LeagueClockView => leagueClockViewSchema.parse(state));
  const data = live.status === 'loading' ? undefined : live.data;
  const offset = useMemo(() => (data ? hubOffset(data, Date.now()) : 0), [data]);
  const now = useSecondTick(data !== undefined);
  const round = data ? tableRound(data, table, now, offset) : null;
  const pairing = data?.rounds.at(-1)?.pairings.find((p) => p.tableId === table) ?? null;
  return { eventId, round, pairing, roundNumber: data?.rounds.at(-1)?.number ?? null };
}

/**
 * The league round's clock for one table, as the table view, the spectator page, the overlay, the
 * store overview and the judge view show it: the time left on the hub's clock (the frame's deadline
 * minus the hub's now, counted down here), paused by a judge, or after time is called "Turn 0",
 * "Turn 1 of 3"… Nothing at a table no league round uses.
 */
export function RoundClock({ table }: { table: string }) {
  const { round } = useTableRound(table);
  return round ? <RoundClockText round={round} /> : null;
}

export function RoundClockText({ round }: { round: TableRound }) {
  const { t } = useTranslation();
  const what =
    round.kind === 'running'
      ? `${t('roundClock.left', { time: minutesSeconds(round.remainingMs) })}${round.paused ? ` · ${t('roundClock.paused')}` : ''}`
      : round.kind === 'extra-turn'
        ? `${t('roundClock.time')} · ${round.turn === 0 || round.turn === null ? t('roundClock.turn0') : t('roundClock.turnOf', { turn: round.turn })}`
        : round.kind === 'proposed'
          ? `${t('roundClock.time')} · ${t('roundClock.proposed')}`
          : t('roundClock.done');
  return (
    <p className={`round-clock round-clock-${round.kind}`} role="timer" aria-label={t('roundClock.label')} data-testid="round-clock">
      <span className="round-clock-round">{t('roundClock.round', { round: round.round })}</span> · <strong>{what}</strong>
    </p>
  );
}
