import { describe, expect, it } from 'vitest';
import { STORE_SUMMARY_VERSION, type StoreTable, type StoreTableSummary } from '../protocol/store.schema.js';
import { readTableSummary, storeTables, summaryTopicKey, summaryTopics, tableSummary, type RemoteTable } from './store-tables.js';

const now = new Date('2026-11-25T20:00:00Z');
const summary = (hub: string, table: string, state: StoreTableSummary['state'] = 'playing'): StoreTableSummary => ({
  v: STORE_SUMMARY_VERSION,
  hub,
  table,
  name: `Table ${table}`,
  hubUrl: null,
  state,
  turn: 3,
  turnPlayer: 'p2',
  players: { p1: { name: 'Ash', prizesLeft: 4 }, p2: { name: 'Misty', prizesLeft: 6 } },
  winner: null,
  reasons: [],
  endedBy: null,
  devices: 'up',
  updatedAt: now.toISOString(),
});
const remote = (hub: string, table: string, state?: StoreTableSummary['state']): RemoteTable => ({ summary: summary(hub, table, state) });
const placeOf = (entry: StoreTable) => ('summary' in entry ? entry.summary : entry.otherVersion);
const players = (p1: number, p2: number) => ({ p1: { name: 'Ash', prizes: p1 }, p2: { name: 'Misty', prizes: p2 } });

describe("a table's summary for the store", () => {
  it('a game in its turns: the turn, whose it is, and each player\'s Prize cards left', () => {
    const game = { stage: 'main' as const, turn: { number: 5, player: 'p1' as const } as never, result: null, players: players(2, 5) };
    const match = { finished: false };
    expect(tableSummary({ hub: 'hub-a', hubUrl: 'https://counter.local:8443/', table: { id: 't1', name: 'Table 1' }, game, match, devices: 'degraded', now })).toEqual({
      v: 2,
      hub: 'hub-a',
      table: 't1',
      name: 'Table 1',
      hubUrl: 'https://counter.local:8443/',
      state: 'playing',
      turn: 5,
      turnPlayer: 'p1',
      players: { p1: { name: 'Ash', prizesLeft: 2 }, p2: { name: 'Misty', prizesLeft: 5 } },
      winner: null,
      reasons: [],
      endedBy: null,
      devices: 'degraded',
      updatedAt: '2026-11-25T20:00:00.000Z',
    });
  });

  it('setup, a finished game with its winner, a tie, and no match', () => {
    const base = { hub: 'h', hubUrl: null, table: { id: 't', name: 'T' }, devices: 'up' as const, now };
    const open = { finished: false };
    expect(tableSummary({ ...base, match: open, game: { stage: 'placing', turn: null, result: null, players: players(0, 0) } }).state).toBe('setup');
    const finished = { finished: true };
    const won = tableSummary({ ...base, match: finished, game: { stage: 'finished', turn: null, result: { winner: 'p2', reasons: ['prizes'] }, players: players(1, 0) } });
    expect([won.state, won.winner, won.reasons, won.endedBy]).toEqual(['finished', 'p2', ['prizes'], null]);
    expect(tableSummary({ ...base, match: finished, game: { stage: 'finished', turn: null, result: { winner: null, reasons: ['prizes'] }, players: players(0, 0) } }).winner).toBe('tie');
    expect(tableSummary({ ...base, match: null, game: null })).toMatchObject({ state: 'no-match', players: null, turn: null });
  });

  it('a match the organiser ended during setup is ended, not setup, and has no winner', () => {
    const base = { hub: 'h', hubUrl: null, table: { id: 't', name: 'T' }, devices: 'up' as const, now };
    const game = { stage: 'placing' as const, turn: null, result: null, players: players(0, 0) };
    expect(tableSummary({ ...base, game, match: { finished: true, endedBy: 'organiser' } })).toMatchObject({ state: 'ended', endedBy: 'organiser', winner: null, reasons: [] });
  });

  it("a game whose round's time ran out without a winner is ended by time, with the turn it reached", () => {
    const base = { hub: 'h', hubUrl: null, table: { id: 't', name: 'T' }, devices: 'up' as const, now };
    const game = { stage: 'main' as const, turn: { number: 7, player: 'p2' as const } as never, result: null, players: players(3, 4) };
    expect(tableSummary({ ...base, game, match: { finished: true, endedBy: 'time' } })).toMatchObject({ state: 'ended', endedBy: 'time', winner: null, turn: 7 });
  });
});

describe('the topic of a summary', () => {
  it('names its hub and table, and nothing else matches', () => {
    expect(summaryTopicKey(summaryTopics.summary('hub-a', 'store-1'))).toEqual({ hub: 'hub-a', table: 'store-1' });
    expect(summaryTopicKey('mirrormat/hub-a/tables')).toBeUndefined();
    expect(summaryTopicKey('mirrormat/Hub A/tables/t/summary')).toBeUndefined();
  });
});

describe('every table of the store', () => {
  it("this hub's tables first, then each other hub's, with whether that hub is live", () => {
    const list = storeTables([summary('me', 't2')], [remote('hub-b', 't9'), remote('hub-a', 't1')], new Set(['hub-a']), 'me');
    expect(list.map((e) => [placeOf(e).hub, placeOf(e).table, e.hubOnline, e.local])).toEqual([
      ['me', 't2', true, true],
      ['hub-a', 't1', true, false],
      ['hub-b', 't9', false, false],
    ]);
  });

  it('a table a live hub now serves hides the last state a dead hub left of it (the table moved)', () => {
    const list = storeTables([], [remote('hub-a', 'store-1', 'finished'), remote('hub-d', 'store-1', 'no-match')], new Set(['hub-d']), 'me');
    expect(list.map((e) => [placeOf(e).hub, e.hubOnline])).toEqual([['hub-d', true]]);
  });

  it("this hub's own summaries coming back from the broker are not listed twice", () => {
    expect(storeTables([summary('me', 't1')], [remote('me', 't1')], new Set(['me']), 'me')).toHaveLength(1);
  });

  it('a table of a hub of another version is listed in its place, with its name, as from that hub', () => {
    const older: RemoteTable = { otherVersion: { v: 1, hub: 'hub-a', table: 't1', name: 'Table t1' } };
    const list = storeTables([summary('me', 't2')], [older, remote('hub-b', 't3')], new Set(['hub-a', 'hub-b']), 'me');
    expect(list[1]).toEqual({ hubOnline: true, local: false, otherVersion: { v: 1, hub: 'hub-a', table: 't1', name: 'Table t1' } });
    expect(list.map((e) => placeOf(e).table)).toEqual(['t2', 't1', 't3']);
  });
});

describe('a summary read from the store broker', () => {
  const { updatedAt: _, ...fields } = summary('hub-a', 't1');
  const published = { ...fields, updatedAt: now.toISOString() };

  it("is read whole when of this hub's version", () => {
    expect(readTableSummary(published)).toEqual({ summary: published });
  });

  it('of an older version (a hub not yet upgraded) is a table from a hub of another version, not an error', () => {
    // Version 1 as the first release published it: no `ended` state, no reasons, no endedBy.
    const { reasons: _r, endedBy: _e, ...first } = published;
    expect(readTableSummary({ ...first, v: 1 })).toEqual({ otherVersion: { v: 1, hub: 'hub-a', table: 't1', name: 'Table t1' } });
  });

  it('of a newer version, with fields this hub does not know, is a table from a hub of another version', () => {
    expect(readTableSummary({ ...published, v: STORE_SUMMARY_VERSION + 1, state: 'paused', judgeCall: true })).toEqual({
      otherVersion: { v: STORE_SUMMARY_VERSION + 1, hub: 'hub-a', table: 't1', name: 'Table t1' },
    });
    expect(readTableSummary({ v: 7, hub: 'hub-a', table: 't1', title: { en: 'Table 1' } })).toEqual({ otherVersion: { v: 7, hub: 'hub-a', table: 't1', name: null } });
  });

  it('is refused when it is no summary: no version, no hub or table, or this version broken', () => {
    expect(readTableSummary(undefined)).toBeUndefined();
    expect(readTableSummary({ ...published, v: undefined })).toBeUndefined();
    expect(readTableSummary({ ...published, v: 3, hub: 'Hub A' })).toBeUndefined();
    expect(readTableSummary({ ...published, state: 'paused' })).toBeUndefined();
  });
});
