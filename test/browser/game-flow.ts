import type { Page } from 'playwright-core';
import type { GameView, Seat } from '../../src/rules/index.js';
import type { HubProcess } from '../support/hub-process.js';
import { adminFetch, SeatClient } from './seat-client.js';

export interface StartedMatch {
  readonly codes: Readonly<Record<Seat, string>>;
  readonly seats: Readonly<Record<Seat, SeatClient>>;
  close(): void;
}

/** Starts a match on the demo table over the REST API (the organiser's part) and seats a client for each player. */
export async function startMatch(hub: HubProcess, players: readonly [string, string] = ['Ash', 'Misty']): Promise<StartedMatch> {
  const started = await adminFetch(hub, '/api/tables/demo/match', { players: players.map((name) => ({ name })) });
  if (started.status !== 201) throw new Error(`starting the match failed: ${started.status} ${await started.text()}`);
  const codes = (await (await adminFetch(hub, '/api/tables/demo/join-codes')).json()) as Record<Seat, string>;
  const seats = { p1: await SeatClient.join(hub, 'demo', codes.p1), p2: await SeatClient.join(hub, 'demo', codes.p2) };
  return {
    codes,
    seats,
    close() {
      seats.p1.close();
      seats.p2.close();
    },
  };
}

/** Waits until the seat's latest view passes the test, and returns it. */
export async function viewWhere(seat: SeatClient, test: (view: GameView) => boolean, timeoutMs = 10_000): Promise<GameView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const view = seat.latestView() as GameView | null;
    if (view && test(view)) return view;
    if (Date.now() > deadline) throw new Error(`the view never matched; last: ${JSON.stringify(view).slice(0, 2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Opens the table view and takes the seat with its code, through the form a player uses. */
export async function takeSeat(page: Page, base: string, code: string): Promise<void> {
  await page.goto(`${base}/table/demo`);
  await page.getByLabel('Seat code').fill(code);
  await page.getByRole('button', { name: 'Take seat' }).click();
  await page.getByText(/You play as Player [12] on this tablet\./).waitFor();
}
