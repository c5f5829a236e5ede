import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Global, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { pino } from 'pino';
import { AuthModule } from '../../src/auth/auth.module.js';
import { CatalogueModule } from '../../src/catalogue/catalogue.module.js';
import { configSchema } from '../../src/config/config.schema.js';
import { ConfigModule } from '../../src/config/config.module.js';
import { DatabaseModule } from '../../src/database/database.module.js';
import { DemoModule } from '../../src/demo/demo.module.js';
import { DemoService } from '../../src/demo/demo.service.js';
import { READER_PORTS, ReaderHubService } from '../../src/devices/reader-hub.service.js';
import { UidRegistryModule } from '../../src/enrolment/uid-registry.module.js';
import { HealthModule } from '../../src/health/health.module.js';
import { HubEventsModule } from '../../src/kernel/hub-events.js';
import { LoggingModule } from '../../src/logging/logging.module.js';
import { MatchService } from '../../src/matches/match.service.js';
import { MatchesModule } from '../../src/matches/matches.module.js';
import type { GameState } from '../../src/rules/index.js';
import { TableMirrorModule } from '../../src/table/table-mirror.module.js';
import { TableMirrorService } from '../../src/table/table-mirror.service.js';

export interface MirrorApp {
  readonly matches: MatchService;
  readonly demo: DemoService;
  readonly mirror: TableMirrorService;
  /** The demo table's game as a judge sees it. */
  game(): GameState;
  /** Polls every 20 ms for up to 4 s. */
  until(what: string, ok: () => boolean): Promise<void>;
  close(): Promise<void>;
}

/**
 * The hub's match, mirror and demo modules in-process, around one table "demo" whose zones are
 * simulated readers: zone actions on the demo service go out as reader events through the reader
 * hub into the real table mirror, whose commands the match service applies and logs.
 */
export async function startMirrorApp(zones: readonly string[], options: { debounceMs: number }): Promise<MirrorApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mirrormat-mirror-app-'));
  const config = configSchema.parse({
    dataDir,
    logLevel: 'fatal',
    auth: { adminToken: 'an-admin-token-for-tests' },
    pcsc: { enabled: false },
    tables: [{ id: 'demo', name: 'Demo', coinFlipper: { simulated: true }, zones: zones.map((zone) => ({ zone, reader: { simulated: true } })) }],
  });
  // The reader hub without drivers of its own, global as in the app (src/devices/reader-hub.module.ts): demo mode registers the simulated readers.
  @Global()
  @Module({
    providers: [{ provide: READER_PORTS, useValue: [] }, ReaderHubService],
    exports: [ReaderHubService],
  })
  class ReaderHubOnlyModule {}
  @Module({
    imports: [
      LoggingModule.forRoot(pino({ level: 'silent' })),
      HubEventsModule,
      ConfigModule.forRoot(config),
      HubEventsModule,
      DatabaseModule,
      HealthModule,
      AuthModule,
      CatalogueModule,
      MatchesModule,
      UidRegistryModule,
      ReaderHubOnlyModule,
      DemoModule,
      TableMirrorModule.forRoot({ debounceMs: options.debounceMs }),
    ],
  })
  class MirrorTestModule {}
  const app = await Test.createTestingModule({ imports: [MirrorTestModule] }).compile();
  await app.init();
  const matches = app.get(MatchService);
  return {
    matches,
    demo: app.get(DemoService),
    mirror: app.get(TableMirrorService),
    game: () => matches.view('demo', { role: 'judge' }) as GameState,
    until: async (what, ok) => {
      for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 20));
      if (!ok()) throw new Error(`timed out waiting for ${what}`);
    },
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
