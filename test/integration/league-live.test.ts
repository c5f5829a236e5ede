import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, connectClient, startHub, type HubClient, type HubProcess } from '../support/hub-process.js';

/**
 * A league event over the one WebSocket (issue 16): anyone may `watch` the topic `league-event` with
 * the event's id, and gets what GET /api/league/events/:id answers (pairings, the round, each table's
 * clock on the hub's time and its extra turn, standings), at once and after every change: when a round
 * starts and when time is called. Never a Play! Pokémon ID, a deck registration or a seat code.
 */
let hub: HubProcess;
let watcher: HubClient;

beforeAll(async () => {
  hub = await startHub();
  watcher = await connectClient(hub.wsUrl);
});

afterAll(async () => {
  await watcher?.close();
  await hub?.stop();
  if (hub) rmSync(hub.dataDir, { recursive: true, force: true });
});

describe('following a league event over the WebSocket', () => {
  it('answers an event that does not exist as not found, as its GET does', async () => {
    watcher.send({ id: 'none', type: 'watch', topic: 'league-event', key: 'no-such-event' });
    expect(await watcher.next((f) => f.replyTo === 'none')).toMatchObject({ type: 'error', code: 'not-found' });
  });

  it('pushes the public view when the round starts and when time is called, with the hub\'s time to count from', async () => {
    for (const id of ['live-1', 'live-2']) expect((await api(hub, 'POST', '/api/tables', { id, name: id })).status).toBeLessThan(300);
    const created = await api(hub, 'POST', '/api/league/events', { name: 'Liigailta', date: '2026-11-25', format: 'expanded', bestOf: 1, roundMinutes: 50, rounds: 2, tableIds: ['live-1', 'live-2'] });
    expect(created.status).toBe(201);
    const eventId: string = created.body.event.eventId;
    for (const [i, name] of ['Aino', 'Eero', 'Helmi', 'Onni'].entries()) {
      expect((await api(hub, 'POST', `/api/league/events/${eventId}/players`, i === 0 ? { name, playId: '7654321' } : { name })).status).toBe(201);
    }
    expect((await api(hub, 'POST', `/api/league/events/${eventId}/rounds`, {})).status).toBeLessThan(300);

    watcher.send({ id: 'w', type: 'watch', topic: 'league-event', key: eventId });
    const first = await watcher.next((f) => f.replyTo === 'w');
    expect(first).toMatchObject({ type: 'live', topic: 'league-event', key: eventId });
    const { now: _at, ...shown } = first.state;
    const { now: _get, ...got } = (await api(hub, 'GET', `/api/league/events/${eventId}`, undefined, false)).body;
    expect(shown).toEqual(got);
    expect(first.state.rounds[0].startedAt).toBeNull();

    let after = watcher.frames.length;
    expect((await api(hub, 'POST', `/api/league/events/${eventId}/rounds/current/start`, {})).status).toBeLessThan(300);
    const started = await watcher.next((f) => f.topic === 'league-event' && f.state.rounds[0].startedAt !== null, { after });
    const clock = started.state.rounds[0].pairings[0].clock;
    // The frame carries the table's deadline and the hub's now: a page counts down from their difference.
    expect(Date.parse(clock.endsAt) - Date.parse(started.state.now)).toBe(clock.remainingMs);
    expect(clock.remainingMs).toBeGreaterThan(49 * 60_000);

    after = watcher.frames.length;
    expect((await api(hub, 'POST', `/api/league/events/${eventId}/rounds/current/time`, {})).status).toBeLessThan(300);
    const called = await watcher.next((f) => f.topic === 'league-event' && f.state.rounds[0].pairings.every((p: { timeCalled: unknown }) => p.timeCalled !== null), { after });
    // Both games are in their setup: no turn is in progress, so the next one is Turn 1 (extra-turns.ts).
    expect(called.state.rounds[0].pairings.map((p: { timeCalled: { turn: number } }) => p.timeCalled.turn)).toEqual([1, 1]);

    const frames = JSON.stringify(watcher.frames);
    expect(frames).not.toContain('7654321');
    expect(frames).not.toContain('deckRegistrationId');
    const codes = (await api(hub, 'GET', `/api/league/events/${eventId}/rounds/current/seat-codes`)).body as { codes: { p1: string; p2: string } }[];
    for (const { codes: c } of codes) {
      expect(frames).not.toContain(c.p1);
      expect(frames).not.toContain(c.p2);
    }
  });
});
