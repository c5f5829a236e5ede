import Database from 'better-sqlite3';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { HubError } from '../kernel/hub-error.js';
import { HubEventBus } from '../kernel/hub-events.js';
import type { CreateMiniGame } from '../protocol/minigames.schema.js';
import { MiniGamesRepository } from './minigames.repository.js';
import { MiniGamesService, type MiniGameLimits } from './minigames.service.js';

/** #14 item 13: anyone may start a mini game, so what the hub keeps of them must be bounded. */
function service(limits: MiniGameLimits) {
  const db = new Database(':memory:');
  // Energie-Memory needs no card, so no catalogue is asked.
  const logger = pino({ level: 'silent' });
  const games = new MiniGamesService(new MiniGamesRepository(db), logger, {} as CatalogueService, new HubEventBus(logger), limits);
  games.onModuleInit();
  return { db, games };
}
const memory: CreateMiniGame = { kind: 'energy-memory', players: ['Ash', 'Misty'], types: ['Grass', 'Fire'] };
const turn = { type: 'turn-over', player: 0, first: 'Grass', second: 'Fire' } as const;

describe('the mini games the hub keeps are bounded', () => {
  afterEach(() => vi.useRealTimers());

  it('at the cap, starting a game deletes the game played least recently; a game being played stays', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z'), toFake: ['Date'] });
    const minuteLater = () => vi.setSystemTime(Date.now() + 60_000);
    const { db, games } = service({ stored: 3, loaded: 10, moves: 100 });
    const first = games.create(memory);
    minuteLater();
    const second = games.create(memory);
    minuteLater();
    const third = games.create(memory);
    minuteLater();
    games.play(first.id, first.token, turn);
    minuteLater();
    const fourth = games.create(memory);
    expect(db.prepare('SELECT COUNT(*) FROM minigames').pluck().get()).toBe(3);
    expect(() => games.view(second.id)).toThrow(new HubError('not-found', `no mini game "${second.id}"`));
    for (const kept of [first, third, fourth]) expect(games.view(kept.id).id).toBe(kept.id);
  });

  it('keeps only the most recently used games replayed in memory; the others replay from the database', () => {
    const { games } = service({ stored: 100, loaded: 2, moves: 100 });
    const started = [games.create(memory), games.create(memory), games.create(memory)];
    const inMemory = (games as unknown as { loaded: Map<string, unknown> }).loaded;
    expect([...inMemory.keys()]).toEqual([started[1]!.id, started[2]!.id]);
    expect(games.play(started[0]!.id, started[0]!.token, turn)).toMatchObject({ id: started[0]!.id, moves: 1 });
    expect([...inMemory.keys()]).toEqual([started[2]!.id, started[0]!.id]);
  });

  it('a game takes a bounded number of moves: its token holder cannot grow it without end', () => {
    const { db, games } = service({ stored: 10, loaded: 10, moves: 2 });
    const game = games.create(memory);
    games.play(game.id, game.token, turn);
    games.play(game.id, game.token, { ...turn, player: (games.view(game.id).state as { turn: 0 | 1 }).turn });
    expect(() => games.play(game.id, game.token, turn)).toThrow(new HubError('invalid-command', 'a mini game takes at most 2 moves: start a new one'));
    expect(db.prepare('SELECT COUNT(*) FROM minigame_moves').pluck().get()).toBe(2);
  });
});
