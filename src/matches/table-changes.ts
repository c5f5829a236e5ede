import type { HubEventBus } from '../kernel/hub-events.js';
import type { ErrorCode } from '../protocol/index.js';

/** Something went wrong at a table that no command's answer reports (a coin flip that failed). */
export interface TableProblem {
  readonly tableId: string;
  readonly code: ErrorCode;
  readonly message: string;
}

declare module '../kernel/hub-events.js' {
  interface HubEventMap {
    'table.problem': TableProblem;
  }
}

export type TableChange =
  /** `since`: the log's seq before the change, whose events are those after it; absent when it logged none. */
  | { readonly kind: 'state'; readonly tableId: string; readonly since?: number }
  | ({ readonly kind: 'problem' } & TableProblem);

/**
 * A table's changes as the pages of a table read them, from the hub's bus: its match's `game.changed`
 * and its `table.problem`s. Returns the unsubscribe.
 */
export function onTableChange(bus: HubEventBus, listener: (change: TableChange) => void): () => void {
  const offState = bus.on('game.changed', ({ kind, tableId, since }) => {
    if (kind === 'match' && tableId !== undefined) listener({ kind: 'state', tableId, ...(since === undefined ? {} : { since }) });
  });
  const offProblem = bus.on('table.problem', (problem) => listener({ kind: 'problem', ...problem }));
  return () => {
    offState();
    offProblem();
  };
}
