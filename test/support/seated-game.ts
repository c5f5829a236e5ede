import { api, connectClient, type HubClient, type HubProcess } from './hub-process.js';

/** The table view a client holds now: its last snapshot or update. */
export function latest(client: HubClient): { stateId: string; view: any } {
  return client.frames.filter((f) => f.type === 'snapshot' || f.type === 'update').at(-1) as { stateId: string; view: any };
}

/** The position of a state in its match's log: the number after the state id's last colon. */
export function seqOf(stateId: string): number {
  return Number(stateId.slice(stateId.lastIndexOf(':') + 1));
}

/** A player's client seated on the demo table by its seat code, holding its first snapshot. */
export async function takeSeat(hub: Pick<HubProcess, 'wsUrl'>, code: string): Promise<HubClient> {
  const client = await connectClient(`${hub.wsUrl}?table=demo`);
  client.send({ id: 'hello', type: 'hello', auth: { role: 'player', table: 'demo', code } });
  await client.next((f) => f.type === 'snapshot' && f.replyTo === 'hello');
  return client;
}

export interface SeatedGame {
  readonly matchId: string;
  readonly codes: { readonly p1: string; readonly p2: string };
  readonly p1: HubClient;
  readonly p2: HubClient;
}

/**
 * A match on the demo table, both players seated, through the toss (the winner lets Player 1 go first) to the setup,
 * where Player 1 has placed Chespin (xy0-3) as its Active Pokémon: a Pokémon to put Special Conditions on and off.
 */
export async function startGameToSetup(hub: HubProcess): Promise<SeatedGame> {
  const matchId: string = (await api(hub, 'POST', '/api/tables/demo/match', { players: [{ name: 'Ash' }, { name: 'Misty' }] })).body.matchId;
  const codes: { p1: string; p2: string } = (await api(hub, 'GET', '/api/tables/demo/join-codes')).body;
  const p1 = await takeSeat(hub, codes.p1);
  const p2 = await takeSeat(hub, codes.p2);
  const tossed = (f: Record<string, any>) => (f.type === 'update' || f.type === 'snapshot') && f.view.prompts[0]?.kind === 'choose-first-player';
  await p1.next(tossed);
  const winner: 'p1' | 'p2' = latest(p1).view.prompts[0].player;
  const chooser = winner === 'p1' ? p1 : p2;
  // The chooser's own copy of that update carries the state id its command must name.
  await chooser.next(tossed);
  chooser.send({ id: 'choose', type: 'command', stateId: latest(chooser).stateId, command: { type: 'ChooseFirstPlayer', player: winner, first: 'p1' } });
  await chooser.next((f) => f.replyTo === 'choose' && f.type === 'accepted');
  await p1.next((f) => f.type === 'update' && f.view.stage === 'placing');
  p1.send({ id: 'place', type: 'command', stateId: latest(p1).stateId, command: { type: 'PlaceActive', player: 'p1', card: 'xy0-3' } });
  await p1.next((f) => f.replyTo === 'place' && f.type === 'accepted');
  await p1.next((f) => f.type === 'update' && f.view.players.p1.active);
  return { matchId, codes, p1, p2 };
}
