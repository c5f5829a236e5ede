import { useMemo, useRef } from 'react';
import { CheckupTracker, type CheckupSheet } from './checkup-sheet.js';
import type { GameView } from './game-view.js';

/** The Checkup sheet of the views this component has seen, fed once per new view. */
export function useCheckupSheet(view: GameView | null, revision: number): CheckupSheet | null {
  const tracker = useRef<CheckupTracker | null>(null);
  tracker.current ??= new CheckupTracker();
  const current = tracker.current;
  return useMemo(() => current.next(view), [current, view, revision]);
}
