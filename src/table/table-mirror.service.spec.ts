import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { cardById } from '../catalogue/testing.js';
import type { MirrormatConfig } from '../config/config.schema.js';
import { HubEventBus } from '../kernel/hub-events.js';
import type { UidRegistry } from '../devices/nfc/uid-registry.js';
import type { ReaderEvent, ZoneReading } from '../devices/reader-port.js';
import type { MatchService } from '../matches/match.service.js';
import { decide, initialState, type Command, type GameState } from '../rules/index.js';
import { tablePromptViewSchema } from '../protocol/index.js';
import { TableMirrorService } from './table-mirror.service.js';
import { TURN_TOKEN_ID } from './tokens.js';

/** The match service as the mirror uses it, over the real engine. */
class FakeMatches {
  state: GameState = initialState;
  seq = 0;
  readonly applied: { command: Command; actor: string; stateId: string }[] = [];
  /** The hub's bus, where the real service announces its changes (table-changes.ts). */
  bus: HubEventBus | undefined;
  readonly holds = new Set<(tableId: string) => string | null>();
  readonly pastHolds: boolean[] = [];
  current() {
    return { stateId: `m:${this.seq}`, match: null };
  }
  view() {
    return this.state;
  }
  holdWhile(hold: (tableId: string) => string | null) {
    this.holds.add(hold);
    return () => this.holds.delete(hold);
  }
  heldBecause(tableId: string): (string | null)[] {
    return [...this.holds].map((hold) => hold(tableId));
  }
  apply(tableId: string, stateId: string, command: Command, actor: string, options: { pastHolds?: boolean } = {}) {
    if (stateId !== `m:${this.seq}`) throw new Error('stale');
    this.pastHolds.push(options.pastHolds === true);
    this.do(command);
    this.applied.push({ command, actor, stateId });
    this.bus?.emit('game.changed', { kind: 'match', gameId: 'm1', tableId, seq: this.seq, finished: false });
    return { ok: true as const, stateId: `m:${this.seq}` };
  }
  notify(tableId: string) {
    this.bus?.emit('game.changed', { kind: 'match', gameId: 'm1', tableId, seq: this.seq, finished: false });
  }
  do(command: Command) {
    const d = decide(this.state, command);
    if (!d.ok) throw new Error(d.violation.message);
    this.state = d.state;
    this.seq += d.events.length;
  }
}

const CARDS: Record<string, string> = { sprig: 'sv1-13', fuecoco: 'sv1-36', pawmi: 'sv1-74', token: TURN_TOKEN_ID };

describe('TableMirrorService', () => {
  let matches: FakeMatches;
  let events: HubEventBus;
  let emit: (event: ReaderEvent) => void;
  let service: TableMirrorService;
  let clock: number;

  const reading = (zone: string, r: ZoneReading) => emit({ type: 'reading', tableId: 't1', zone, reading: r, at: clock, source: { kind: 'simulated' } });
  const see = (zone: string, uid: string) => reading(zone, { kind: 'present', uid });

  beforeEach(() => {
    vi.useFakeTimers();
    clock = 1_000_000;
    matches = new FakeMatches();
    matches.do({ type: 'StartMatch', matchId: 'm1', profile: 'sv', players: [{ name: 'Ash' }, { name: 'Misty' }] });
    const flip = matches.state.prompts[0];
    if (flip?.kind !== 'coin-flip') throw new Error('no toss');
    matches.do({ type: 'RecordCoinFlip', promptId: flip.promptId, results: ['heads'], origin: { kind: 'simulated', note: 'test' } });
    matches.do({ type: 'ChooseFirstPlayer', player: 'p1', first: 'p1' });
    events = new HubEventBus(pino({ level: 'silent' }));
    matches.bus = events;
    emit = (event) => events.emit('reader.event', event);
    const config = { tables: [{ id: 't1', zones: ['p1.active', 'p1.bench.1', 'p1.tap', 'p2.active'].map((zone) => ({ zone, reader: { simulated: true } })) }] } as unknown as MirrormatConfig;
    const registry: UidRegistry = { lookup: (uid) => (CARDS[uid] ? { uid, cardId: CARDS[uid], enrolledAt: '' } : undefined), register: () => undefined };
    const catalogue = { get: (id: string) => cardById(id) } as unknown as CatalogueService;
    service = new TableMirrorService(
      config,
      events,
      matches as unknown as MatchService,
      catalogue,
      registry,
      pino({ level: 'silent' }),
      { now: () => clock },
    );
    service.onModuleInit();
  });

  afterEach(() => {
    service.onModuleDestroy();
    vi.useRealTimers();
  });

  it('sends the command a card put on a zone means through the match service, against its current state', () => {
    const before = matches.current().stateId;
    see('p1.active', 'sprig');
    expect(matches.applied).toHaveLength(1);
    expect(matches.applied[0]).toMatchObject({ actor: 'table-mirror', stateId: before, command: { type: 'PlaceActive', player: 'p1', uid: 'sprig' } });
    expect(matches.state.players.p1.active?.id).toBe('sprig');
  });

  it('closes the debounce window on its timer, raises the prompt, hides setup cards from the other seat and takes the owner\'s answer', () => {
    see('p1.active', 'sprig');
    see('p1.bench.1', 'fuecoco');
    const changed: string[] = [];
    events.on('mirror.prompts-changed', ({ tableId }) => changed.push(tableId));
    reading('p1.bench.1', { kind: 'absent' });
    clock += 1_999;
    vi.advanceTimersByTime(1_999);
    expect(service.prompts('t1', { role: 'judge' })).toEqual([]);
    clock += 1;
    vi.advanceTimersByTime(1);
    expect(changed).toEqual(['t1']);
    const [own] = service.prompts('t1', { role: 'player', seat: 'p1' });
    const [theirs] = service.prompts('t1', { role: 'player', seat: 'p2' });
    expect(tablePromptViewSchema.parse(own)).toEqual(own);
    expect(own?.message).toContain('Fuecoco');
    expect(theirs?.message).not.toContain('Fuecoco');
    expect(theirs?.answerable).toBe(false);
    expect(() => service.answer('t1', own?.id ?? '', 'misplaced', { role: 'player', seat: 'p2' }, 'p2')).toThrow(/for p1 to answer/);
    expect(service.answer('t1', own?.id ?? '', 'no-such-option', { role: 'player', seat: 'p1' }, 'p1')).toMatchObject({ ok: false });
    expect(service.answer('t1', own?.id ?? '', 'misplaced', { role: 'player', seat: 'p1' }, 'p1')).toEqual({ ok: true });
    expect(service.prompts('t1', { role: 'judge' })).toEqual([]);
    expect(matches.state.players.p1.bench.map((b) => b.id)).toEqual(['fuecoco']);
  });

  it('records the commands of an answer as the answering seat\'s', () => {
    see('p1.active', 'sprig');
    see('p1.bench.1', 'fuecoco');
    reading('p1.bench.1', { kind: 'absent' });
    clock += 2_000;
    vi.advanceTimersByTime(2_000);
    const [prompt] = service.prompts('t1', { role: 'judge' });
    expect(service.answer('t1', prompt?.id ?? '', 'returned-to-hand', { role: 'judge' }, 'judge:Ann')).toEqual({ ok: true });
    expect(matches.applied.at(-1)).toMatchObject({ actor: `judge:Ann (table prompt ${prompt?.id})`, command: { type: 'Adjust', action: { kind: 'move-card', uid: 'fuecoco', to: 'hand' } } });
  });

  it('holds the game while a prompt is open, in words that name no face-down card, and lets its own commands through', () => {
    see('p1.active', 'sprig');
    expect(matches.heldBecause('t1')).toEqual([null]);
    see('p1.bench.1', 'fuecoco');
    reading('p1.bench.1', { kind: 'absent' });
    clock += 2_000;
    vi.advanceTimersByTime(2_000);
    const [reason] = matches.heldBecause('t1');
    expect(reason).toMatch(/waits for an answer to a table prompt at p1\.bench\.1/);
    expect(reason).not.toContain('Fuecoco');
    expect(matches.heldBecause('other')).toEqual([null]);
    const [prompt] = service.prompts('t1', { role: 'judge' });
    service.answer('t1', prompt?.id ?? '', 'returned-to-hand', { role: 'player', seat: 'p1' }, 'p1');
    expect(matches.heldBecause('t1')).toEqual([null]);
    expect(matches.pastHolds.every(Boolean)).toBe(true);
    service.onModuleDestroy();
    expect(matches.holds.size).toBe(0);
  });

  it('asks the toss winner who goes first without holding the game, and withdraws the question once the dashboard has answered it', () => {
    matches.state = initialState;
    matches.do({ type: 'StartMatch', matchId: 'm2', profile: 'sv', players: [{ name: 'Ash' }, { name: 'Misty' }] });
    const flip = matches.state.prompts[0];
    if (flip?.kind !== 'coin-flip') throw new Error('no toss');
    matches.do({ type: 'RecordCoinFlip', promptId: flip.promptId, results: ['tails'], origin: { kind: 'simulated', note: 'test' } });
    matches.notify('t1');
    const [asked] = service.prompts('t1', { role: 'player', seat: 'p2' });
    expect(asked).toMatchObject({ kind: 'toss-choice', seat: 'p2', answerable: true, holds: false, messageKey: 'message.tossChoice.ask', params: { seat: 'p2' } });
    expect(asked?.options.map((o) => o.id)).toEqual(['go-first', 'go-second']);
    expect(matches.heldBecause('t1')).toEqual([null]);
    matches.do({ type: 'ChooseFirstPlayer', player: 'p2', first: 'p2' });
    matches.notify('t1');
    expect(service.prompts('t1', { role: 'judge' })).toEqual([]);
  });

  it('opens the seat\'s turn menu when its token is tapped, holds the game until it is answered, and records the answer as the seat\'s', () => {
    see('p1.active', 'sprig');
    see('p1.tap', 'token');
    const [menu] = service.prompts('t1', { role: 'player', seat: 'p1' });
    expect(menu).toMatchObject({ kind: 'turn-token', zone: 'p1.tap', holds: true, answerable: true });
    expect(menu?.options.map((o) => o.id)).toEqual(['finish-setup', 'cancel']);
    expect(matches.heldBecause('t1')[0]).toMatch(/at p1\.tap/);
    expect(service.answer('t1', menu?.id ?? '', 'finish-setup', { role: 'player', seat: 'p1' }, 'p1')).toEqual({ ok: true });
    expect(matches.applied.at(-1)).toMatchObject({ actor: `p1 (table prompt ${menu?.id})`, command: { type: 'FinishSetup', player: 'p1' } });
    expect(matches.heldBecause('t1')).toEqual([null]);
  });

  it('withdraws the last match\'s prompts when a new match starts, and tells the listeners', () => {
    see('p1.active', 'sprig');
    see('p1.bench.1', 'fuecoco');
    reading('p1.bench.1', { kind: 'absent' });
    clock += 2_000;
    vi.advanceTimersByTime(2_000);
    expect(service.prompts('t1', { role: 'judge' })).toHaveLength(1);
    const changed: string[] = [];
    events.on('mirror.prompts-changed', ({ tableId }) => changed.push(tableId));
    matches.state = initialState;
    matches.do({ type: 'StartMatch', matchId: 'm2', profile: 'sv', players: [{ name: 'Ash' }, { name: 'Misty' }] });
    matches.notify('t1');
    // Sprigatito still lies on the Active zone: the table is told to clear the mat, and nothing else is asked.
    expect(service.prompts('t1', { role: 'judge' }).map((p) => p.kind)).toEqual(['clear-mat']);
    expect(changed).toEqual(['t1']);
    expect(matches.heldBecause('t1')).toEqual([null]);
  });

  it("leaves the last game's cards on the mat out of the next game: one notice to clear the mat, no question, gone with the last of them", () => {
    see('p1.active', 'sprig');
    // The next game on the same table; its setup starts with the last game's Sprigatito still on the Active zone.
    matches.state = initialState;
    matches.do({ type: 'StartMatch', matchId: 'm2', profile: 'sv', players: [{ name: 'Ash' }, { name: 'Misty' }] });
    const flip = matches.state.prompts[0];
    if (flip?.kind !== 'coin-flip') throw new Error('no toss');
    matches.do({ type: 'RecordCoinFlip', promptId: flip.promptId, results: ['heads'], origin: { kind: 'simulated', note: 'test' } });
    matches.do({ type: 'ChooseFirstPlayer', player: 'p1', first: 'p1' });
    matches.notify('t1');
    const [notice, ...more] = service.prompts('t1', { role: 'player', seat: 'p2' });
    expect(more).toEqual([]);
    expect(tablePromptViewSchema.parse(notice)).toMatchObject({ kind: 'clear-mat', seat: null, holds: false, options: [], messageKey: 'message.clearMat.notice' });
    expect(matches.heldBecause('t1')).toEqual([null]);
    // The new game's Pawmi put down on top of it is the new Active; the old card is no second one, and asks nothing.
    reading('p1.active', { kind: 'several', uids: ['sprig', 'pawmi'] });
    expect(matches.state.players.p1.active?.id).toBe('pawmi');
    expect(service.prompts('t1', { role: 'judge' }).map((p) => p.kind)).toEqual(['clear-mat']);
    // Taken off, it did not "leave the table": the notice goes, and no question comes.
    see('p1.active', 'pawmi');
    clock += 2_000;
    vi.advanceTimersByTime(2_000);
    expect(service.prompts('t1', { role: 'judge' })).toEqual([]);
    // Put down again elsewhere, it is a card of this game.
    see('p1.bench.1', 'sprig');
    expect(matches.state.players.p1.bench.map((b) => b.id)).toEqual(['sprig']);
    expect(matches.applied.map((a) => a.command.type)).toEqual(['PlaceActive', 'PlaceActive', 'PlayToBench']);
  });

  it('infers nothing from a reader that disconnects, however long it stays away', () => {
    see('p1.active', 'sprig');
    reading('p1.active', { kind: 'absent' });
    clock += 500;
    emit({ type: 'disconnected', tableId: 't1', zone: 'p1.active', at: clock, source: { kind: 'simulated' }, reason: 'unplugged' });
    clock += 600_000;
    vi.advanceTimersByTime(600_000);
    expect(service.prompts('t1', { role: 'judge' })).toEqual([]);
    expect(matches.applied.map((a) => a.command.type)).toEqual(['PlaceActive']);
  });

  it('ignores tables it does not mirror', () => {
    emit({ type: 'reading', tableId: 'other', zone: 'p1.active', reading: { kind: 'present', uid: 'sprig' }, at: clock, source: { kind: 'simulated' } });
    expect(matches.applied).toEqual([]);
    expect(() => service.answer('other', 'x', 'y', { role: 'judge' }, 'judge:Ann')).toThrow(/no zone readers/);
  });
});
