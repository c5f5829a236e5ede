import { useCallback, useEffect, useState } from 'react';
import { useLiveTopic, type Live } from '../connection/use-live-topic.js';
import { parseLeagueView, readLeagueEvent, type LeagueView } from './league-api.js';
import { useLeagueRefusal } from './use-league-refusal.js';

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
 * A refusal is kept as the hub sent it and worded as the page shows it, so it follows a change of language.
 */
export function useLeagueEvent(eventId: string, token: string | null): LeagueEvent {
  const pushed = useLiveTopic('league-event', eventId, parseLeagueView);
  const [organiser, setOrganiser] = useState<{ status: 'loading' } | { status: 'ok'; data: LeagueView } | { status: 'error'; error: unknown; data?: LeagueView }>({ status: 'loading' });
  const [refused, setRefused] = useState<{ error: unknown } | null>(null);
  const word = useLeagueRefusal();
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
          error,
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
          setRefused({ error });
          return false;
        },
      ),
    [],
  );
  const read: Live<LeagueView> = organiser.status === 'error' ? { status: 'error', message: word(organiser.error), ...(organiser.data !== undefined && { data: organiser.data }) } : organiser;
  const shown = token ? read : pushed;
  const live: Live<LeagueView> =
    refused === null ? shown : { status: 'error', message: word(refused.error), ...(shown.status !== 'loading' && shown.data !== undefined ? { data: shown.data } : {}) };
  return { live, act };
}
