import { Global, Module } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { configSchema } from '../../config/config.schema.js';
import { CONFIG } from '../../config/config.tokens.js';
import { HealthRegistry } from '../../health/health.js';
import { LOGGER } from '../../logging/logger.js';
import { CoinFlipperModule } from './coin-flipper.module.js';
import { CoinFlippers } from './coin-flippers.service.js';

const config = configSchema.parse({
  auth: { adminToken: 'a-long-enough-admin-token' },
  tables: [
    { id: 'demo', name: 'Demo table', coinFlipper: { simulated: true }, allowSoftwareFlips: false },
    { id: 'kitchen', name: 'Kitchen', allowSoftwareFlips: true },
    { id: 'league-1', name: 'League 1', allowSoftwareFlips: false },
    { id: 'league-2', name: 'League 2', coinFlipper: { path: '/nonexistent/mirrormat-coin-flipper' }, allowSoftwareFlips: true },
  ],
});

let app: TestingModule | undefined;

/** What the hub provides globally (HealthRegistry, CONFIG, LOGGER), provided here for the test. */
@Global()
@Module({
  providers: [HealthRegistry, { provide: CONFIG, useValue: config }, { provide: LOGGER, useValue: pino({ level: 'silent' }) }],
  exports: [HealthRegistry, CONFIG, LOGGER],
})
class HubProvidersModule {}

async function boot(): Promise<TestingModule> {
  app = await Test.createTestingModule({ imports: [HubProvidersModule, CoinFlipperModule] }).compile();
  await app.init();
  return app;
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('CoinFlipperModule: a coin source per configured table', () => {
  it('runs the simulated flipper for a table configured with coinFlipper: { simulated: true }', async () => {
    const sources = (await boot()).get(CoinFlippers);
    const demo = sources.forTable('demo');
    expect(demo.available()).toBe(true);
    const result = await demo.flip({ mode: 'coins', count: 1 });
    expect(result.origin.kind).toBe('simulated');
  });

  it('flips in software for a table without a flipper that allows it', async () => {
    const sources = (await boot()).get(CoinFlippers);
    expect((await sources.forTable('kitchen').flip({ mode: 'coins', count: 2 })).origin).toEqual({ kind: 'software', rng: 'crypto.randomInt' });
  });

  it('refuses flips for a table with no flipper that forbids software flips', async () => {
    const sources = (await boot()).get(CoinFlippers);
    await expect(sources.forTable('league-1').flip({ mode: 'coins', count: 1 })).rejects.toMatchObject({ code: 'software-flips-forbidden' });
  });

  it('falls back to software, marked as such, while a configured flipper cannot be opened', async () => {
    const sources = (await boot()).get(CoinFlippers);
    expect((await sources.forTable('league-2').flip({ mode: 'coins', count: 1 })).origin.kind).toBe('software');
  });

  it('shows every table\'s coin flips on /health', async () => {
    const module = await boot();
    const health = module.get(HealthRegistry);
    await expect.poll(() => health.snapshot().find((c) => c.tableId === 'demo')?.status).toBe('up');
    const byTable = Object.fromEntries(health.snapshot().map((c) => [c.tableId, c]));
    expect(byTable.demo).toMatchObject({ kind: 'coin-flipper', detail: { simulated: true, firmwareVersion: '1.0.0' } });
    expect(byTable.kitchen).toMatchObject({ kind: 'coin-flipper', status: 'up', detail: { configured: false, softwareFlips: true } });
    expect(byTable['league-1']).toMatchObject({ status: 'disabled' });
    expect(byTable['league-2']).toMatchObject({
      name: '/nonexistent/mirrormat-coin-flipper',
      status: 'down',
      detail: { connected: false, softwareFallback: true },
    });
  });

  it('stops its drivers and leaves /health when the module is destroyed', async () => {
    const module = await boot();
    const health = module.get(HealthRegistry);
    await module.close();
    app = undefined;
    expect(health.snapshot()).toEqual([]);
  });

  it('names an unknown table clearly', async () => {
    const sources = (await boot()).get(CoinFlippers);
    expect(() => sources.forTable('nope')).toThrow('No table "nope" in the configuration.');
  });
});
