import type { MatchSummary } from '../protocol/index.js';
import type { ViewedEvent, Viewer } from './rules-engine.port.js';

/**
 * A judge's reason as one viewer may read it. A reason is free text and may name a card that is hidden
 * from someone (a hand card, a Prize card), so it goes to judges and to the match's players (the
 * correction form tells the judge that the players read it) and never to spectators: they see that a
 * judge corrected the game and who, with the reason as ''. The reasons sit in a judge cause
 * (`cause.kind === 'judge'`), in a restore's `reason`, and in the match summary's latest restore.
 */
export function judgeReasonsFor(events: readonly ViewedEvent[], viewer: Viewer): readonly ViewedEvent[] {
  if (viewer.role !== 'spectator') return events;
  return events.map(withoutReason);
}

function withoutReason(event: ViewedEvent): ViewedEvent {
  if (event.type === 'JudgeRestored') return { ...event, reason: '' };
  const cause = event['cause'];
  if (isJudgeCause(cause)) return { ...event, cause: { ...cause, reason: '' } };
  return event;
}

function isJudgeCause(cause: unknown): cause is { readonly kind: 'judge'; readonly reason: string } {
  return typeof cause === 'object' && cause !== null && (cause as { kind?: unknown }).kind === 'judge';
}

/** The match summary every socket at a table gets, with its latest restore's reason kept as the events keep it. */
export function matchSummaryFor(match: MatchSummary | null, viewer: Viewer): MatchSummary | null {
  if (viewer.role !== 'spectator' || match?.restore === undefined) return match;
  return { ...match, restore: { ...match.restore, reason: '' } };
}
