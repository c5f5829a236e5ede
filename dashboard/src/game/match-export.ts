import { type ExportEvent, exportEventSchema, type FeedEvent, verifyExport, type VerifyResult } from '@protocol';
import type { GameEvent } from '@rules/index.js';

export interface MatchExport {
  readonly events: readonly ExportEvent[];
  readonly verification: VerifyResult;
}

/**
 * Reads a match-log export (JSON Lines: a header, then one event per line) for the judge: the
 * events in seq order for the scrubber, and the hash chain verified from the genesis on.
 */
export function readMatchExport(text: string): MatchExport {
  const events: ExportEvent[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    try {
      const parsed = exportEventSchema.safeParse(JSON.parse(line));
      if (parsed.success) events.push(parsed.data);
    } catch {
      // An unreadable line is reported by the verification below, with its line number.
    }
  }
  events.sort((a, b) => a.seq - b.seq);
  return { events, verification: verifyExport(text) };
}

export const gameEvents = (events: readonly ExportEvent[]): GameEvent[] => events.map((e) => e.event as GameEvent);

/** The logged events as a judge's page receives them live (a judge sees every card), for the battle log's words. */
export const feedOf = (events: readonly ExportEvent[]): FeedEvent[] => events.map((e) => ({ seq: e.seq, event: e.event as FeedEvent['event'] }));
