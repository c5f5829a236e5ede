import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Global, Module, type INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthModule } from '../../src/auth/auth.module.js';
import { CatalogueModule } from '../../src/catalogue/catalogue.module.js';
import { configSchema } from '../../src/config/config.schema.js';
import { ConfigModule } from '../../src/config/config.module.js';
import { DatabaseModule } from '../../src/database/database.module.js';
import { DemoModule } from '../../src/demo/demo.module.js';
import { DemoService, SIMULATED_READERS } from '../../src/demo/demo.service.js';
import { READER_PORTS, ReaderHubService } from '../../src/devices/reader-hub.service.js';
import type { ReaderPort } from '../../src/devices/reader-port.js';
import { HealthModule } from '../../src/health/health.module.js';
import { LoggingModule } from '../../src/logging/logging.module.js';
import { startMatchSchema } from '../../src/matches/match.schema.js';
import { MatchService } from '../../src/matches/match.service.js';
import { MatchesModule } from '../../src/matches/matches.module.js';
import type { GameState } from '../../src/rules/index.js';
import { TableMirrorModule } from '../../src/table/table-mirror.module.js';
import { TableMirrorService } from '../../src/table/table-mirror.service.js';

/**
 * A judge's restore on a table the mirror reads: the mirror's picture follows the engine back (its
 * stacks re-sync from the engine state on its next input), so the paper cards are then set to match
 * the board. The demo table's simulated readers drive the real mirror, as in mirror-demo-table.test.ts.
 */
const ZONES = ['p1.active', 'p1.bench.1', 'p2.active'];

describe('a judge restore on a table the mirror reads', () => {
  let dataDir: string;
  let app: INestApplicationContext;
  let matches: MatchService;
  let demo: DemoService;
  let mirror: TableMirrorService;

  const game = () => matches.view('demo', { role: 'judge' }) as GameState;
  const until = async (what: string, ok: () => boolean) => {
    for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 20));
    if (!ok()) throw new Error(`timed out waiting for ${what}`);
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mirrormat-restore-mirror-'));
    const config = configSchema.parse({
      dataDir,
      logLevel: 'fatal',
      auth: { adminToken: 'an-admin-token-for-tests' },
      pcsc: { enabled: false },
      tables: [{ id: 'demo', name: 'Demo', coinFlipper: { simulated: true }, zones: ZONES.map((zone) => ({ zone, reader: { simulated: true } })) }],
    });
    const logger = pino({ level: 'silent' });
    // The simulated readers alone behind the reader hub, global as in the app (src/devices/reader-hub.module.ts).
    @Global()
    @Module({
      imports: [DemoModule],
      providers: [{ provide: READER_PORTS, inject: [SIMULATED_READERS], useFactory: (simulated: readonly ReaderPort[]) => [...simulated] }, ReaderHubService],
      exports: [ReaderHubService, DemoModule],
    })
    class SimulatedReadersModule {}
    @Module({
      imports: [
        LoggingModule.forRoot(logger),
        ConfigModule.forRoot(config),
        DatabaseModule,
        HealthModule,
        AuthModule,
        CatalogueModule,
        MatchesModule,
        SimulatedReadersModule,
        TableMirrorModule.forRoot({ debounceMs: 300 }),
      ],
    })
    class MirrorTestModule {}
    const moduleRef = await Test.createTestingModule({ imports: [MirrorTestModule] }).compile();
    app = moduleRef;
    await app.init();
    matches = app.get(MatchService);
    demo = app.get(DemoService);
    mirror = app.get(TableMirrorService);
  });

  afterAll(async () => {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('undoes the Bench placement the mirror read; the card lifted off then raises no prompt, and put back it is placed again', async () => {
    matches.start('demo', startMatchSchema.parse({ players: [{ name: 'Ash' }, { name: 'Misty' }] }), 'admin');
    await until('the toss', () => game().stage === 'choose-first');
    const winner = game().tossWinner ?? 'p1';
    expect(matches.apply('demo', matches.current('demo').stateId, { type: 'ChooseFirstPlayer', player: winner, first: 'p1' }, winner).ok).toBe(true);

    demo.act('demo', 'p1.active', { action: 'place', uid: '04A1B2C3D4E501', cardId: 'xy0-8' });
    demo.act('demo', 'p1.bench.1', { action: 'place', uid: '04A1B2C3D4E502', cardId: 'xy0-1' });
    expect(game().players.p1.bench.map((b) => b.id)).toEqual(['04A1B2C3D4E502']);

    const restored = matches.restore('demo', matches.current('demo').stateId, { to: { kind: 'last-legal' }, reason: 'Weedle was only shown, not played' }, 'Anna');
    expect(restored.ok).toBe(true);
    expect(game().players.p1.bench).toEqual([]);
    expect(game().players.p1.active?.id).toBe('04A1B2C3D4E501');
    expect(matches.current('demo').match?.restore).toMatchObject({ judge: 'Anna', reason: 'Weedle was only shown, not played' });

    // The table is set to match the board: Weedle comes off. The engine has no such Pokémon: nothing to ask.
    demo.act('demo', 'p1.bench.1', { action: 'remove' });
    await new Promise((r) => setTimeout(r, 600));
    expect(mirror.prompts('demo', { role: 'judge' })).toEqual([]);
    expect(game().players.p1.bench).toEqual([]);

    // Played for real this time: the mirror reads it onto the Bench again.
    demo.act('demo', 'p1.bench.1', { action: 'place', uid: '04A1B2C3D4E502', cardId: 'xy0-1' });
    await until('Weedle on the Bench again', () => game().players.p1.bench.length === 1);
    expect(game().players.p1.bench.map((b) => b.id)).toEqual(['04A1B2C3D4E502']);
  });
});
