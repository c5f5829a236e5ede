import type { FeedEvent } from '../../../src/protocol/index.js';
import { eventsFor, viewFor, type Command, type Viewer } from '../../../src/rules/index.js';
import type { Table } from '../../../src/rules/testing/table.js';

/**
 * A rules-engine table watched by one page: every command's events reach the page redacted for its
 * viewer with their log seq, as the hub's updates carry them.
 */
export function watched(t: Table, viewer: Viewer = { role: 'spectator' }) {
  const feed: FeedEvent[] = [];
  const see = (run: () => void) => {
    const before = t.state;
    const from = t.log.length;
    run();
    eventsFor(before, t.log.slice(from), viewer).forEach((event, i) => feed.push({ seq: from + i + 1, event }));
  };
  return {
    do: (command: Command) => see(() => t.do(command)),
    flip: (...faces: ('heads' | 'tails')[]) => see(() => t.flip(...faces)),
    feed: (): readonly FeedEvent[] => feed,
    view: () => viewFor(t.state, viewer),
  };
}
