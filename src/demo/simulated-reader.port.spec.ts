import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import type { ReaderEvent } from '../devices/reader-port.js';
import { DITTO_DRAFT, engineFormat } from '../formats/index.js';
import { decide, initialState, type Command, type GameState } from '../rules/index.js';
import { mirror } from '../table/mirror.js';
import { initialMirrorState } from '../table/mirror-state.js';
import { DITTO_MARKER_ID, TURN_TOKEN_ID } from '../table/tokens.js';
import { SimulatedReaderPort } from './simulated-reader.port.js';

function port() {
  const readers = new SimulatedReaderPort('demo', ['p1.active', 'stadium'], () => 1000);
  const events: ReaderEvent[] = [];
  readers.onEvent((e) => events.push(e));
  return { readers, events };
}

describe('the simulated zone readers', () => {
  it('report, like real readers, each zone connected and empty when they start', async () => {
    const { readers, events } = port();
    await readers.start();
    expect(events).toEqual([
      { type: 'connected', tableId: 'demo', zone: 'p1.active', at: 1000, source: { kind: 'simulated' } },
      { type: 'reading', tableId: 'demo', zone: 'p1.active', reading: { kind: 'absent' }, at: 1000, source: { kind: 'simulated' } },
      { type: 'connected', tableId: 'demo', zone: 'stadium', at: 1000, source: { kind: 'simulated' } },
      { type: 'reading', tableId: 'demo', zone: 'stadium', reading: { kind: 'absent' }, at: 1000, source: { kind: 'simulated' } },
    ]);
  });

  it('read a placed card as one tag with its card record, and its removal as absent', async () => {
    const { readers, events } = port();
    await readers.start();
    events.length = 0;
    readers.act('p1.active', { action: 'place', uid: '04A1B2C3D4E5F6', cardId: 'sv1-25' });
    readers.act('p1.active', { action: 'remove' });
    expect(events.map((e) => e.type === 'reading' && e.reading)).toEqual([
      { kind: 'present', uid: '04A1B2C3D4E5F6', cardId: 'sv1-25' },
      { kind: 'absent' },
    ]);
  });

  it('tap a turn token: its tag with the token id, then nothing, and the same tag on every tap', async () => {
    const { readers, events } = port();
    await readers.start();
    events.length = 0;
    readers.act('p1.active', { action: 'tap-token' });
    readers.act('p1.active', { action: 'tap-token' });
    const readings = events.map((e) => e.type === 'reading' && e.reading);
    expect(readings).toEqual([
      { kind: 'present', uid: expect.stringMatching(/^04[0-9A-F]{12}$/), cardId: TURN_TOKEN_ID },
      { kind: 'absent' },
      { kind: 'present', uid: (readings[0] as { uid: string }).uid, cardId: TURN_TOKEN_ID },
      { kind: 'absent' },
    ]);
  });

  it('put a seat\'s Ditto marker on a Pokémon: the marker with its id, then with the tags beneath it, the same marker every time', async () => {
    const { readers, events } = port();
    await readers.start();
    events.length = 0;
    readers.act('p1.active', { action: 'ditto-marker', under: ['04A1B2C3D4E5F6'] });
    readers.act('p1.active', { action: 'ditto-marker', under: [] });
    const readings = events.map((e) => e.type === 'reading' && e.reading);
    const marker = (readings[0] as { uid: string }).uid;
    expect(readings).toEqual([
      { kind: 'present', uid: expect.stringMatching(/^04[0-9A-F]{12}$/), cardId: DITTO_MARKER_ID },
      { kind: 'several', uids: ['04A1B2C3D4E5F6', marker] },
      { kind: 'present', uid: marker, cardId: DITTO_MARKER_ID },
    ]);
  });

  it('drive the table mirror with the Ditto marker like a real zone board: the marker is placed on the Pokémon beneath it (003 "Ditto-Draft")', async () => {
    const zones = ['p1.active', 'p2.active'];
    let clock = 1000;
    const readers = new SimulatedReaderPort('demo', zones, () => clock);
    let game: GameState = initialState;
    const run = (command: Command) => {
      const d = decide(game, command);
      if (!d.ok) throw new Error(d.violation.message);
      game = d.state;
    };
    let table = initialMirrorState('demo', zones);
    const issued: Command[] = [];
    readers.onEvent((event) => {
      const out = mirror(table, event, { game, card: (id) => (id.startsWith('sv') ? cardById(id) : undefined), cardIdOf: () => undefined });
      table = out.state;
      game = out.game;
      issued.push(...out.commands);
    });
    run({ type: 'StartMatch', matchId: 'demo-match', profile: 'sv', format: engineFormat(DITTO_DRAFT), players: [{ name: 'Ash' }, { name: 'Misty' }] });
    const toss = game.prompts[0];
    if (toss?.kind !== 'coin-flip') throw new Error('no toss');
    run({ type: 'RecordCoinFlip', promptId: toss.promptId, results: ['heads'], origin: { kind: 'simulated', note: 'test' } });
    run({ type: 'ChooseFirstPlayer', player: 'p1', first: 'p1' });
    await readers.start();
    readers.act('p1.active', { action: 'place', uid: '04A1B2C3D4E5F6', cardId: 'sv1-74' });
    readers.act('p2.active', { action: 'place', uid: '04B1B2C3D4E5F6', cardId: 'sv1-36' });
    run({ type: 'FinishSetup', player: 'p1' });
    run({ type: 'FinishSetup', player: 'p2' });
    clock += 5000;
    readers.act('p1.active', { action: 'ditto-marker', under: ['04A1B2C3D4E5F6'] });
    expect(issued.map((c) => c.type)).toEqual(['PlaceActive', 'PlaceActive', 'PlaceDittoMarker']);
    expect(game.players.p1.active).toMatchObject({ id: '04A1B2C3D4E5F6', ditto: 'marked' });
    expect(game.players.p1.active?.stack.map((c) => c.uid)).toEqual(['04A1B2C3D4E5F6']);
    expect(table.prompts).toEqual([]);
  });

  it('give a blank tag an NTAG-like UID', async () => {
    const { readers, events } = port();
    await readers.start();
    readers.act('stadium', { action: 'place' });
    const last = events.at(-1);
    expect(last?.type === 'reading' && last.reading).toMatchObject({ kind: 'present', uid: expect.stringMatching(/^04[0-9A-F]{12}$/) });
  });

  it('can misread and lose a reader, the way hardware does', async () => {
    const { readers, events } = port();
    await readers.start();
    events.length = 0;
    readers.act('stadium', { action: 'several', uids: ['04AAAAAAAAAAAA'] });
    readers.act('stadium', { action: 'unreadable', reason: 'collision' });
    readers.act('stadium', { action: 'disconnect', reason: 'cable' });
    expect(events.map((e) => (e.type === 'reading' ? e.reading.kind : e.type))).toEqual(['several', 'unreadable', 'disconnected']);
  });

  it('refuse zones they do not serve, and actions before start', async () => {
    const { readers } = port();
    expect(() => readers.act('p1.active', { action: 'remove' })).toThrow(/not running/);
    await readers.start();
    expect(() => readers.act('p2.active', { action: 'remove' })).toThrow(/no simulated zone/);
  });
});
