import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessageSchema } from '../../src/protocol/index.js';
import { api, connectClient, startHub, type HubClient, type HubProcess } from '../support/hub-process.js';

/**
 * The turn token in the real hub process (demo config): no dashboard command is sent. The toss
 * winner answers the mirror's "who goes first" prompt; each seat taps its token on the simulated
 * tap pad (the demo's `tap-token` action) and answers "Setup done"; the first player taps again and
 * ends the turn. Each prompt reaches the clients with its i18n key and params.
 */
let hub: HubProcess;
const clients: HubClient[] = [];

async function client(hello?: Record<string, unknown>): Promise<HubClient> {
  const c = await connectClient(`${hub.wsUrl}?table=demo`);
  clients.push(c);
  await c.next((f) => f.type === 'snapshot');
  if (hello) {
    c.send({ id: 'hello', type: 'hello', auth: hello });
    await c.next((f) => f.type === 'snapshot' && f.replyTo === 'hello');
  }
  return c;
}

const act = (zone: string, body: Record<string, unknown>) => api(hub, 'POST', `/api/demo/tables/demo/zones/${zone}`, body);

beforeAll(async () => {
  hub = await startHub({ env: { MIRRORMAT__MIRROR__DEBOUNCE_MS: '500' } });
}, 60_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await hub?.stop();
});

describe('the turn token on the demo table', () => {
  it('plays from the toss to the end of the first turn with prompt answers only', async () => {
    expect((await api(hub, 'POST', '/api/tables/demo/match', { players: [{ name: 'Ash' }, { name: 'Misty' }] })).status).toBe(201);
    const codes = (await api(hub, 'GET', '/api/tables/demo/join-codes')).body as { p1: string; p2: string };
    const seats = { p1: await client({ role: 'player', table: 'demo', code: codes.p1 }), p2: await client({ role: 'player', table: 'demo', code: codes.p2 }) };
    const judge = await client({ role: 'judge', name: 'Demo Judge', pin: '0000' });

    /** Waits for the seat's open prompt of this kind and answers it with the option. */
    const answer = async (seat: 'p1' | 'p2', kind: string, option: string, mark: number) => {
      const c = seats[seat];
      // A prompt raised before the client said hello comes in its snapshot.
      const frame = await c.next((f) => (f.type === 'prompts' || f.type === 'snapshot') && f.prompts?.some((p: { kind: string; answerable: boolean }) => p.kind === kind && p.answerable), { after: mark });
      expect(serverMessageSchema.parse(frame)).toEqual(frame);
      const prompt = frame.prompts.find((p: { kind: string }) => p.kind === kind);
      expect(prompt.answerable).toBe(true);
      expect(prompt.options.map((o: { id: string }) => o.id)).toContain(option);
      c.send({ id: `${kind}-${option}`, type: 'answer-prompt', promptId: prompt.id, option });
      expect(await c.next((f) => f.replyTo === `${kind}-${option}`)).toMatchObject({ type: 'accepted' });
      return prompt;
    };

    const toss = await judge.next((f) => (f.type === 'snapshot' || f.type === 'update') && f.view?.stage === 'choose-first');
    const winner = toss.view.tossWinner as 'p1' | 'p2';
    const chose = await answer(winner, 'toss-choice', 'go-first', 0);
    expect(chose).toMatchObject({ seat: winner, messageKey: 'message.tossChoice.ask', params: { seat: winner }, holds: false });
    await judge.next((f) => f.type === 'update' && f.view?.stage === 'placing');

    expect((await act('p1.active', { action: 'place', uid: '04C0FFEE000001', cardId: 'xy0-8' })).status).toBe(204);
    expect((await act('p2.active', { action: 'place', uid: '04C0FFEE000002', cardId: 'xy0-1' })).status).toBe(204);
    await judge.next((f) => f.type === 'update' && f.view?.players?.p1?.active && f.view?.players?.p2?.active);

    for (const seat of ['p1', 'p2'] as const) {
      const mark = seats[seat].frames.length;
      expect((await act(`${seat}.tap`, { action: 'tap-token' })).status).toBe(204);
      const menu = await answer(seat, 'turn-token', 'finish-setup', mark);
      expect(menu).toMatchObject({ zone: `${seat}.tap`, messageKey: 'message.turnToken.setup', params: { seat }, holds: true });
      expect(menu.options.find((o: { id: string }) => o.id === 'cancel')).toMatchObject({ labelKey: 'option.cancel', label: 'Cancel' });
    }
    const turn = await judge.next((f) => f.type === 'update' && f.view?.stage === 'main' && f.view?.turn?.number === 1);
    expect(turn.view.turn.player).toBe(winner);

    // Out of turn the token opens nothing; in turn, "End turn". The token must have been gone a debounce window to tap again.
    const other = winner === 'p1' ? 'p2' : 'p1';
    const quiet = seats[other].frames.length;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await act(`${other}.tap`, { action: 'tap-token' })).status).toBe(204);
    const mark = seats[winner].frames.length;
    expect((await act(`${winner}.tap`, { action: 'tap-token' })).status).toBe(204);
    const menu = await answer(winner, 'turn-token', 'end-turn', mark);
    expect(menu.options.some((o: { id: string }) => o.id.startsWith('attack:'))).toBe(false);
    await judge.next((f) => f.type === 'update' && f.view?.turn?.number === 2);
    const menus = seats[other].frames
      .slice(quiet)
      .filter((f) => f.type === 'prompts')
      .flatMap((f) => f.prompts as { kind: string; seat: string }[])
      .filter((p) => p.kind === 'turn-token' && p.seat === other);
    expect(menus).toEqual([]);

    // The match log records who answered: the seat, through the table prompt.
    const log = await api(hub, 'GET', `/api/matches/${encodeURIComponent(toss.view.matchId)}/export`);
    expect(log.status).toBe(200);
    const lines = (typeof log.body === 'string' ? log.body : JSON.stringify(log.body)).trim().split('\n').slice(1).map((l: string) => JSON.parse(l) as { actor: string; event: { type: string } });
    const ended = lines.find((l) => l.event.type === 'TurnEnded');
    expect(ended?.actor).toMatch(new RegExp(`^${winner} \\(table prompt demo-q\\d+\\)$`));
  });
});
