import type { Session } from '../protocol/index.js';

export type Authorized =
  | { readonly ok: true; readonly command: Record<string, unknown>; readonly actor: string }
  | { readonly ok: false; readonly message: string };

/**
 * Commands only the hub issues: matches start over the REST API, coins come from the table's CoinSource,
 * a judge's restore carries a state the hub replays from its own log (judges send a `restore` frame).
 */
const HUB_ONLY = new Set(['StartMatch', 'RecordCoinFlip', 'JudgeRestore', 'DeclareFormatWin']);

/**
 * Who may issue which command at which table. Players act only for their own seat at their own
 * table, and their adjustments of the opponent's side need the opponent's confirmation; a judge's name comes from the session, whatever the client wrote; spectators and the
 * admin (who manages tables and matches over REST) issue no game commands.
 */
export function authorizeCommand(session: Session, tableId: string, command: Record<string, unknown>): Authorized {
  if (typeof command.type === 'string' && HUB_ONLY.has(command.type)) {
    return { ok: false, message: `${command.type} is issued by the hub itself, not by clients` };
  }
  switch (session.role) {
    case 'spectator':
      return { ok: false, message: 'spectators cannot issue commands; join with a seat code, or as a judge' };
    case 'admin':
      return { ok: false, message: 'the admin manages tables and matches over the REST API; game commands come from players and judges' };
    case 'player':
      if (session.table !== tableId) {
        return { ok: false, message: `your seat is at table "${session.table}", not "${tableId}"` };
      }
      if (command.player !== session.seat) {
        return { ok: false, message: `you hold seat ${session.seat}; a command must say player: "${session.seat}"` };
      }
      if ('judge' in command) return { ok: false, message: 'only a judge issues judge corrections' };
      // A player's adjustment of the opponent's side waits for the opponent's confirmation (adjustment-confirmation.ts
      // in src/rules); `Adjust` as such is what the table mirror enters from what the readers saw.
      if (command.type === 'Adjust') return { ok: true, command: { ...command, type: 'ProposeAdjust' }, actor: session.seat };
      return { ok: true, command, actor: session.seat };
    case 'judge':
      return { ok: true, command: { ...command, judge: session.name }, actor: `judge:${session.name}` };
  }
}
