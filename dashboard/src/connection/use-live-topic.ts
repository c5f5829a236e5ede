import { useEffect, useState } from 'react';
import type { LiveState, LiveTopic } from '@protocol';
import { HubClient, hubSocketUrl, type LiveUpdate } from './hub-client.js';

/** A live page's state as the hub last pushed it; the last good state stays visible next to a problem. */
export type Live<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ok'; readonly data: T }
  | { readonly status: 'error'; readonly message: string; readonly data?: T };

const LOST = 'the connection to the hub was lost; reconnecting';

/** One WebSocket for every live topic the page follows, open while any component follows one. */
let shared: { readonly client: HubClient; users: number } | null = null;

function acquire(): HubClient {
  if (shared === null) {
    shared = { client: new HubClient({ url: hubSocketUrl(window.location), table: null }), users: 0 };
    shared.client.start();
  }
  shared.users += 1;
  return shared.client;
}

function release(client: HubClient): void {
  if (shared?.client !== client || --shared.users > 0) return;
  shared = null;
  client.stop();
}

/**
 * Follows a live topic of the hub (a raid, a team game, a draft, a mini game, or a list of them):
 * the state its REST GET answers (typed by the protocol per topic), pushed now and after every change,
 * shaped for the page with `read`. No polling: nothing is asked again until the hub says something changed. A null
 * `key` for a game topic follows nothing (hooks cannot be called conditionally).
 */
export function useLiveTopic<K extends LiveTopic, T>(topic: K, key: string | null | undefined, read: (state: LiveState<K>) => T): Live<T> {
  const [live, setLive] = useState<Live<T>>({ status: 'loading' });
  useEffect(() => {
    setLive({ status: 'loading' });
    if (key === null) return undefined;
    const client = acquire();
    const keep = (previous: Live<T>) => (previous.status !== 'loading' && previous.data !== undefined ? { data: previous.data } : {});
    const onUpdate = (update: LiveUpdate<K>) => {
      if (update.kind === 'refused') {
        setLive((previous) => ({ status: 'error', message: update.message, ...keep(previous) }));
        return;
      }
      try {
        setLive({ status: 'ok', data: read(update.state) });
      } catch (error) {
        setLive((previous) => ({ status: 'error', message: error instanceof Error ? error.message : String(error), ...keep(previous) }));
      }
    };
    const onConnection = () => {
      if (client.getState().status === 'reconnecting') setLive((previous) => ({ status: 'error', message: LOST, ...keep(previous) }));
    };
    const stopWatching = client.watch(key === undefined ? { topic } : { topic, key }, onUpdate);
    const stopListening = client.subscribe(onConnection);
    return () => {
      stopListening();
      stopWatching();
      release(client);
    };
    // `read` is a new function every render; the topic and key say what is followed.
  }, [topic, key]);
  return live;
}
