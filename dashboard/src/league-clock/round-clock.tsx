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

/** The open league event at the table, followed live: one REST lookup and one subscription, shared by a page's panels. */
export interface TableLeague {
  readonly table: string;
  readonly eventId: string | null;
  readonly data: LeagueClockView | undefined;
}

export function useTableLeague(table: string): TableLeague {
  const eventId = useEventAt(table);
  const live = useLiveTopic('league-event', eventId, (state): LeagueClockView => leagueClockViewSchema.parse(state));
  return { table, eventId, data: live.status === 'loading' ? undefined : live.data };
}

/** The table's pairing in the league's latest round, and that round's number. */
export function latestPairing({ table, data }: TableLeague) {
  const latest = data?.rounds.at(-1);
  return { pairing: latest?.pairings.find((p) => p.tableId === table) ?? null, roundNumber: latest?.number ?? null };
}

/** The round at the table, with the page's offset to the hub's clock and a tick each second. */
function useRoundOf(league: TableLeague) {
  const { table, data } = league;
  const offset = useMemo(() => (data ? hubOffset(data, Date.now()) : 0), [data]);
  const now = useSecondTick(data !== undefined);
  const round = data ? tableRound(data, table, now, offset) : null;
  return { eventId: league.eventId, round, ...latestPairing(league) };
}

/** The league event playing at the table, followed live, with the page's offset to the hub's clock and a tick each second. */
export function useTableRound(table: string) {
  return useRoundOf(useTableLeague(table));
}

/**
 * The league round's clock for one table, as the table view, the spectator page, the overlay, the
 * store overview and the judge view show it: the time left on the hub's clock (the frame's deadline
 * minus the hub's now, counted down here), paused by a judge, or after time is called "Turn 0",
 * "Turn 1 of 3"… Nothing at a table no league round uses.
 */
export function RoundClock({ table }: { table: string }) {
  return <FollowedRoundClock league={useTableLeague(table)} />;
}

/** The clock of a league the page already follows (the table view shares it with the result panel). */
export function FollowedRoundClock({ league }: { league: TableLeague }) {
  const { round } = useRoundOf(league);
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
