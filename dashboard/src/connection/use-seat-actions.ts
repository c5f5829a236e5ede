import { useEffect, useState } from 'react';
import { seatActionsSchema, type SeatAction } from '@protocol';
import { requestJson } from '../api/rest.js';

export type { SeatAction };
/** A seat's actions by name ("attack:0", "retreat", "end-turn", …), as the hub checked them for the current state. */
export type CheckedActions = ReadonlyMap<string, SeatAction>;

/**
 * What the seat's controls may do now, asked of the hub (src/api/seat-actions.controller.ts) whenever
 * the state changes; null until the answer for this very state is in, so the controls never show the
 * last state's verdict on this one.
 */
export function useSeatActions(table: string, code: string | undefined, stateId: string | undefined): CheckedActions | null {
  const [checked, setChecked] = useState<{ stateId: string; actions: CheckedActions } | null>(null);
  useEffect(() => {
    if (code === undefined || stateId === undefined) return undefined;
    let cancelled = false;
    requestJson(`/api/tables/${encodeURIComponent(table)}/seat-actions`, seatActionsSchema, { headers: { 'x-seat-code': code } }).then(
      (answer) => {
        if (!cancelled) setChecked({ stateId: answer.stateId, actions: new Map(answer.actions.map((a) => [a.action, a])) });
      },
      // Without an answer the controls stay as they are and the hub still checks every command.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [table, code, stateId]);
  return checked !== null && checked.stateId === stateId ? checked.actions : null;
}
