import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameView, Seat } from '../../src/rules/index.js';
import { startMatch, viewWhere, type StartedMatch } from '../browser/game-flow.js';
import { startHub, type HubProcess } from '../support/hub-process.js';

/**
 * #14 item 14, the attack: a seated player sends `Adjust` for the opponent's side (damage counters on
 * their Active) over the WebSocket. It changes nothing until the opponent accepts it.
 */
describe("a player's adjustment of the opponent's side on a real hub", () => {
  let hub: HubProcess;
  let match: StartedMatch;
  let first: Seat;
  let second: Seat;
  let target: string;
  const damage = (v: GameView) => (v.players[second].active as { damage?: number } | null)?.damage ?? 0;

  beforeAll(async () => {
    hub = await startHub();
    match = await startMatch(hub);
    first = (await viewWhere(match.seats.p1, (v) => v.stage === 'choose-first')).tossWinner!;
    second = first === 'p1' ? 'p2' : 'p1';
    await match.seats[first].mustAccept({ type: 'ChooseFirstPlayer', player: first, first });
    await match.seats[first].mustAccept({ type: 'PlaceActive', player: first, card: 'xy0-26' });
    await match.seats[second].mustAccept({ type: 'PlaceActive', player: second, card: 'xy0-12' });
    await match.seats[first].mustAccept({ type: 'FinishSetup', player: first });
    await match.seats[second].mustAccept({ type: 'FinishSetup', player: second });
    target = (await viewWhere(match.seats[first], (v) => v.turn?.number === 1 && v.players[second].active !== null)).players[second].active!.id;
  }, 60_000);

  afterAll(async () => {
    match?.close();
    await hub?.stop();
    if (hub) rmSync(hub.dataDir, { recursive: true, force: true });
  });

  const counters = () => ({ type: 'Adjust', player: first, reason: 'attack text: 3 damage counters', action: { kind: 'put-damage-counters', target, counters: 3 } });
  const prompted = (v: GameView) => v.prompts.some((p) => p.kind === 'confirm-adjustment');

  it('waits for the opponent, who declines: nothing changes', async () => {
    await match.seats[first].mustAccept(counters());
    const asked = await viewWhere(match.seats[second], prompted);
    expect(asked.prompts).toMatchObject([{ kind: 'confirm-adjustment', player: second, by: first, reason: 'attack text: 3 damage counters' }]);
    expect(damage(asked)).toBe(0);
    await match.seats[second].mustAccept({ type: 'AnswerAdjustment', player: second, accept: false });
    expect(damage(await viewWhere(match.seats[second], (v) => !prompted(v)))).toBe(0);
  });

  it('the proposer cannot accept it for the opponent; the opponent accepts and the counters are put', async () => {
    await match.seats[first].mustAccept(counters());
    await viewWhere(match.seats[first], prompted);
    await expect(match.seats[first].mustAccept({ type: 'AnswerAdjustment', player: first, accept: true })).rejects.toThrow(/adjustment-needs-opponent/);
    await expect(match.seats[first].mustAccept({ type: 'AnswerAdjustment', player: second, accept: true })).rejects.toThrow();
    expect(damage(await viewWhere(match.seats[second], prompted))).toBe(0);
    await match.seats[second].mustAccept({ type: 'AnswerAdjustment', player: second, accept: true });
    expect(damage(await viewWhere(match.seats[second], (v) => !prompted(v)))).toBe(30);
  });
});
