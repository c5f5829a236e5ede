import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueView } from '../../src/league/league-view.js';
import { verifyExport } from '../../src/match-log/verify-export.js';
import { api, startHub, type HubProcess } from '../support/hub-process.js';

/**
 * The organiser's corrections on a running hub, before round 1: a mistyped name fixed, a player
 * registered by mistake removed; both routes take the admin token only, validate their body, and
 * land in the event's hash-chained log. Once a round pairs a player, removing is refused.
 */
describe("an organiser's corrections to the players of a league event", () => {
  let hub: HubProcess;
  let eventId: string;
  const players = (id = eventId) => `/api/league/events/${id}/players`;

  beforeAll(async () => {
    hub = await startHub();
    const created = (await api(hub, 'POST', '/api/league/events', { name: 'Thursday League', date: '2026-11-26', format: 'standard', bestOf: 1, roundMinutes: 50, rounds: 3 })).body as LeagueView;
    eventId = created.event.eventId;
    for (const name of ['Ash Ketchum', 'Mitsy Waterflower', 'Brock Harrison', 'Brock Harrison']) await api(hub, 'POST', players(), { name });
  }, 120_000);

  afterAll(async () => {
    await hub?.stop();
  });

  it('renames a player with the admin token, and refuses a judge, a player and an empty name', async () => {
    expect((await api(hub, 'PATCH', `${players()}/P2`, { name: 'Misty Waterflower' }, false)).status).toBe(401);
    expect((await api(hub, 'PATCH', `${players()}/P2`, { name: '  ' })).status).toBe(400);
    expect((await api(hub, 'PATCH', `${players()}/P2`, { name: 'Misty', playId: '1' })).status).toBe(400);
    expect((await api(hub, 'PATCH', `${players()}/P9`, { name: 'Misty' })).status).toBe(404);
    const renamed = await api(hub, 'PATCH', `${players()}/P2`, { name: 'Misty Waterflower' });
    expect(renamed.status).toBe(200);
    expect((renamed.body as LeagueView).players.map((p) => p.name)).toEqual(['Ash Ketchum', 'Misty Waterflower', 'Brock Harrison', 'Brock Harrison']);
  });

  it('removes the player entered twice, with the admin token only', async () => {
    expect((await api(hub, 'DELETE', `${players()}/P4`, undefined, false)).status).toBe(401);
    const removed = await api(hub, 'DELETE', `${players()}/P4`);
    expect(removed.status).toBe(200);
    expect((removed.body as LeagueView).players.map((p) => p.id)).toEqual(['P1', 'P2', 'P3']);
    expect((await api(hub, 'GET', `/api/league/events/${eventId}`, undefined, false)).body.players).toHaveLength(3);
  });

  it('records both in the event log, whose chain verifies', async () => {
    const log = (await api(hub, 'GET', `/api/league/events/${eventId}/log`)).body as string;
    const facts = log.trim().split('\n').slice(1).map((line) => JSON.parse(line) as { actor: string; event: { type: string } });
    expect(facts.slice(-2)).toMatchObject([
      { actor: 'organiser', event: { type: 'PlayerRenamed', playerId: 'P2', name: 'Misty Waterflower', by: 'organiser' } },
      { actor: 'organiser', event: { type: 'PlayerRemoved', playerId: 'P4', by: 'organiser' } },
    ]);
    expect(verifyExport(log)).toMatchObject({ ok: true, events: 7 });
  });

  it('refuses to remove a player once round 1 pairs them, and says to drop them instead', async () => {
    await api(hub, 'POST', `/api/league/events/${eventId}/rounds`, {});
    const refused = await api(hub, 'DELETE', `${players()}/P1`);
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('Ash Ketchum is paired in round 1: drop them instead');
  });
});
