import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Credentials } from '@protocol';
import { HubClient, hubSocketUrl, type HubClientState } from './hub-client.js';

/**
 * A hub connection for as long as the component is mounted, made anew when the table or the
 * credentials change (compared by value, so a re-render with an equal object keeps it).
 * A disabled one never connects (hooks cannot be called conditionally).
 */
export function useHub(table: string | null, credentials?: Credentials, enabled = true): { client: HubClient; state: HubClientState } {
  const key = JSON.stringify([table, credentials ?? null]);
  const client = useMemo(() => {
    const [t, c] = JSON.parse(key) as [string | null, Credentials | null];
    return new HubClient({ url: hubSocketUrl(window.location), table: t, ...(c ? { credentials: c } : {}) });
  }, [key]);
  useEffect(() => {
    if (!enabled) return undefined;
    client.start();
    return () => client.stop();
  }, [client, enabled]);
  const state = useSyncExternalStore(client.subscribe, client.getState);
  return { client, state };
}
