import { useCallback, useEffect, useState } from 'react';
import { useLiveTopic, type Live } from '../connection/use-live-topic.js';
import { parseLeagueView, readLeagueEvent, type LeagueView } from './league-api.js';

export interface LeagueEvent {
  readonly live: Live<LeagueView>;
  /** Runs an action; a refusal shows as the hook's error, the last good view kept. */
  readonly act: (action: () => Promise<unknown>) => Promise<boolean>;
}

/**
 * One league event as the page shows it, live: the hub pushes the public view on the `league-event`
 * topic after every change (a round started, time called, a result, a penalty, another organiser's
 * action). The public page shows that push; the organiser's page, which sees more (deck lists, IDs),
 * reads its own view again on each push. `token`: the organiser's view with it, the public one without.
 */
export function useLeagueEvent(eventId: string, token: string | null): LeagueEvent {
  const pushed = useLiveTopic('league-event', eventId, parseLeagueView);
  const [organiser, setOrganiser] = useState<Live<LeagueView>>({ status: 'loading' });
  const [refused, setRefused] = useState<string | null>(null);
  const pushedAt = pushed.status === 'ok' ? pushed.data : undefined;
  useEffect(() => {
    if (!token) return;
    let current = true;
    readLeagueEvent(eventId, token).then(
      (data) => current && setOrganiser({ status: 'ok', data }),
      (error: unknown) =>
        current &&
        setOrganiser((previous) => ({
          status: 'error',
          message: error instanceof Error ? error.message : String(error),
          ...(previous.status !== 'loading' && previous.data !== undefined ? { data: previous.data } : {}),
        })),
    );
    return () => {
      current = false;
    };
  }, [eventId, token, pushedAt]);
  const act = useCallback(
    (action: () => Promise<unknown>) =>
      action().then(
        () => {
          setRefused(null);
          return true;
        },
        (error: unknown) => {
          setRefused(error instanceof Error ? error.message : String(error));
          return false;
        },
      ),
    [],
  );
  const shown = token ? organiser : pushed;
  const live: Live<LeagueView> =
    refused === null ? shown : { status: 'error', message: refused, ...(shown.status !== 'loading' && shown.data !== undefined ? { data: shown.data } : {}) };
  return { live, act };
}
