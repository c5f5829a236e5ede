import type { ServerMessage } from '../../src/protocol/index.js';
import { SeatClient } from '../../test/browser/seat-client.js';
import type { HubProcess } from '../../test/support/hub-process.js';

type Seat = 'p1' | 'p2';

const viewOf = (m: ServerMessage) => (m.type === 'snapshot' || m.type === 'update' ? m.view : null);

/**
 * Both seats of a league table take their seats with their codes and play the game the league
 * started there into its first turn: toss (the hub flips), first player, both Active Pokémon,
 * setup finished. Returns the seats, to be closed by the caller.
 */
export async function playIntoTurnOne(hub: HubProcess, table: string, codes: Record<Seat, string>): Promise<SeatClient[]> {
  const seats = { p1: await SeatClient.join(hub, table, codes.p1), p2: await SeatClient.join(hub, table, codes.p2) };
  const tossShown = (m: ServerMessage) => viewOf(m)?.stage === 'choose-first' && viewOf(m)?.tossWinner != null;
  const [tossed] = await Promise.all([seats.p1.until(tossShown, 30_000), seats.p2.until(tossShown, 30_000)]);
  const first: Seat = viewOf(tossed!)?.tossWinner === 'p2' ? 'p2' : 'p1';
  const second: Seat = first === 'p1' ? 'p2' : 'p1';
  // Both seats hold the new state before the next command, so either may name it.
  const play = async (seat: Seat, command: Record<string, unknown>) => {
    await seats[seat].mustAccept(command);
    const stateId = seats[seat].stateId;
    await seats[seat === 'p1' ? 'p2' : 'p1'].until((m) => viewOf(m) !== null && 'stateId' in m && m.stateId === stateId, 30_000);
  };
  await play(first, { type: 'ChooseFirstPlayer', player: first, first });
  await play(first, { type: 'PlaceActive', player: first, card: 'xy0-26' });
  await play(second, { type: 'PlaceActive', player: second, card: 'xy0-12' });
  await play(first, { type: 'FinishSetup', player: first });
  await play(second, { type: 'FinishSetup', player: second });
  await seats[first].until((m) => viewOf(m)?.turn?.number === 1, 30_000);
  return [seats.p1, seats.p2];
}
