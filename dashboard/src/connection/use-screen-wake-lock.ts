import { useEffect } from 'react';

/** What the page's wake lock is doing, on <html data-wake-lock>, for people and tests to see. */
type WakeLockState = 'held' | 'released' | 'unavailable';

function mark(state: WakeLockState): void {
  document.documentElement.dataset.wakeLock = state;
}

/**
 * Keeps the tablet's screen on while a table page is open, as a game runs for an hour without
 * anyone touching the screen. Browsers offer the Screen Wake Lock only on secure pages (the hub's
 * HTTPS) and release it whenever the page is hidden, so it is asked for again when it shows.
 */
export function useScreenWakeLock(): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLock }).wakeLock;
    if (!window.isSecureContext || wakeLock === undefined) {
      mark('unavailable');
      return;
    }
    let sentinel: WakeLockSentinel | undefined;
    let active = true;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock.request('screen').then(
        (held) => {
          if (!active) {
            void held.release();
            return;
          }
          sentinel = held;
          mark('held');
          held.addEventListener('release', () => active && mark('released'));
        },
        // Refused (battery saver, a browser policy): the screen simply follows its own timeout.
        () => mark('released'),
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release();
      delete document.documentElement.dataset.wakeLock;
    };
  }, []);
}
