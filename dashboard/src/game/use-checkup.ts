import { useMemo, useRef } from 'react';
import type { MatchSummary } from '@protocol';
import { CheckupTracker, type CheckupSheet } from './checkup-sheet.js';
import type { GameView } from './game-view.js';

/**
 * The Checkup sheet of the views this component has seen, fed once per new view. A judge's
 * restore starts a fresh sheet: the Checkup of an undone play must not stay on the table.
 */
export function useCheckupSheet(view: GameView | null, revision: number, match: MatchSummary | null | undefined): CheckupSheet | null {
  const epoch = match ? `${match.matchId}:${match.restore?.seq ?? 0}` : '';
  const tracker = useRef<{ epoch: string; tracker: CheckupTracker } | null>(null);
  if (tracker.current?.epoch !== epoch) tracker.current = { epoch, tracker: new CheckupTracker() };
  const current = tracker.current.tracker;
  return useMemo(() => current.next(view), [current, view, revision]);
}
