import { useEffect, useState } from 'react';

export type Polled<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ok'; readonly data: T; readonly at: number }
  | { readonly status: 'error'; readonly message: string; readonly data?: T };

/** Loads now and every `everyMs`, keeping the last good answer visible next to a failure. */
export function usePolling<T>(load: () => Promise<T>, everyMs: number, key = ''): Polled<T> {
  const [state, setState] = useState<Polled<T>>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    const run = () => {
      load().then(
        (data) => {
          if (!cancelled) setState({ status: 'ok', data, at: Date.now() });
        },
        (error: unknown) => {
          if (cancelled) return;
          setState((previous) => ({
            status: 'error',
            message: error instanceof Error ? error.message : String(error),
            ...(previous.status === 'ok' ? { data: previous.data } : previous.status === 'error' && previous.data !== undefined ? { data: previous.data } : {}),
          }));
        },
      );
    };
    run();
    const timer = window.setInterval(run, everyMs);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
    // `load` is a new function every render; `key` says when it means something else.
  }, [everyMs, key]);
  return state;
}
