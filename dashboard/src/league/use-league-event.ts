import { useCallback, useEffect, useState } from 'react';
import type { Live } from '../connection/use-live-topic.js';
import { readLeagueEvent, type LeagueView } from './league-api.js';

export interface LeagueEvent {
  readonly live: Live<LeagueView>;
  /** Runs an action, then reads the event again; a refusal shows as the hook's error, the last good view kept. */
  readonly act: (action: () => Promise<unknown>) => Promise<boolean>;
}

/**
 * One league event as the page shows it: read once on load and again after each action this page
 * makes (never on a timer). The one place a page reads an event, so a live topic can replace the
 * reads here alone. `token`: the organiser's view with it, the public one without.
 */
export function useLeagueEvent(eventId: string, token: string | null): LeagueEvent {
  const [live, setLive] = useState<Live<LeagueView>>({ status: 'loading' });
  const fail = (error: unknown) =>
    setLive((previous) => ({
      status: 'error',
      message: error instanceof Error ? error.message : String(error),
      ...(previous.status !== 'loading' && previous.data !== undefined ? { data: previous.data } : {}),
    }));
  const read = useCallback(() => readLeagueEvent(eventId, token).then((data) => setLive({ status: 'ok', data })), [eventId, token]);
  useEffect(() => {
    let current = true;
    setLive({ status: 'loading' });
    readLeagueEvent(eventId, token).then(
      (data) => {
        if (current) setLive({ status: 'ok', data });
      },
      (error: unknown) => {
        if (current) fail(error);
      },
    );
    return () => {
      current = false;
    };
  }, [eventId, token]);
  const act = useCallback(
    (action: () => Promise<unknown>) =>
      action()
        .then(read)
        .then(
          () => true,
          (error: unknown) => {
            fail(error);
            return false;
          },
        ),
    [read],
  );
  return { live, act };
}
