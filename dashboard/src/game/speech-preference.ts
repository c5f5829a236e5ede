import { useCallback, useSyncExternalStore } from 'react';

const KEY = 'mirrormat.speech';
const listeners = new Set<() => void>();

/** Whether this browser speaks the table's announcements aloud: off until a player turns it on, kept on this device. */
export function useSpeechPreference(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => window.localStorage.getItem(KEY) === 'on',
  );
  const set = useCallback((next: boolean) => {
    window.localStorage.setItem(KEY, next ? 'on' : 'off');
    for (const listener of listeners) listener();
  }, []);
  return [on, set];
}
