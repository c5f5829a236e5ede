import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { SerialPort } from 'serialport';
import type { MirrormatConfig, TableConfig } from '../../config/config.schema.js';
import { CONFIG } from '../../config/config.tokens.js';
import { HealthRegistry, type HealthComponent } from '../../health/health.js';
import { LOGGER, type Logger } from '../../logging/logger.js';
import type { CoinSource } from '../coin-source.js';
import { CoinFlipperDriver, type ButtonFlipListener } from './coin-flipper.driver.js';
import { createSimulatedCoinFlipper } from './simulated-coin-flipper.js';
import { SoftwareCoin } from './software-coin.js';
import { TableCoin } from './table-coin.js';

interface TableFlips {
  readonly source: TableCoin;
  readonly driver: CoinFlipperDriver | undefined;
  readonly start: () => Promise<void>;
}

/**
 * The coin flippers of the configured tables, each behind its table's coin (TableCoin), built
 * from CONFIG: the flipper (a serial device or the simulated one) with the software fallback
 * where the table allows it. Drivers start with the module
 * and stop with it; each reports to /health.
 */
@Injectable()
export class CoinFlippers implements OnModuleInit, OnModuleDestroy {
  private readonly tables = new Map<string, TableFlips>();
  private readonly unregister: Array<() => void> = [];

  constructor(
    @Inject(CONFIG) private readonly config: MirrormatConfig,
    private readonly healthRegistry: HealthRegistry,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    for (const table of this.config.tables) this.tables.set(table.id, this.build(table));
    for (const table of this.config.tables) {
      const flips = this.table(table.id);
      const driver = flips.driver;
      // A judge reading /health sees whether a down flipper means software flips or none.
      const health = (): HealthComponent[] =>
        driver
          ? driver.health().map((c) => ({ ...c, detail: { ...c.detail, softwareFallback: table.allowSoftwareFlips } }))
          : [softwareHealth(table)];
      this.unregister.push(this.healthRegistry.register(healthKey(table.id), { health }));
      await flips.start();
    }
  }

  async onModuleDestroy(): Promise<void> {
    for (const unregister of this.unregister.splice(0)) unregister();
    await Promise.all([...this.tables.values()].map((flips) => flips.driver?.stop()));
    this.tables.clear();
  }

  /** The table's coin source; results carry their origin (device, simulated or software). */
  forTable(tableId: string): CoinSource {
    return this.table(tableId).source;
  }

  /** Flips started by the table flipper's own button. Returns a function removing the listener. */
  onButtonFlip(tableId: string, listener: ButtonFlipListener): () => void {
    return this.table(tableId).source.onButtonFlip(listener);
  }

  private table(tableId: string): TableFlips {
    const flips = this.tables.get(tableId);
    if (flips === undefined) throw new Error(`No table "${tableId}" in the configuration.`);
    return flips;
  }

  private healthChanged(tableId: string): () => void {
    return () => this.healthRegistry.changed(healthKey(tableId));
  }

  private build(table: TableConfig): TableFlips {
    const logger = this.logger.child({ tableId: table.id });
    const software = table.allowSoftwareFlips ? new SoftwareCoin() : undefined;
    const flipper = table.coinFlipper;
    if (flipper === undefined) {
      return { source: new TableCoin(table.id, undefined, software, logger), driver: undefined, start: async () => undefined };
    }
    if ('simulated' in flipper) {
      const simulated = createSimulatedCoinFlipper(table.id, logger, { onHealthChange: this.healthChanged(table.id) });
      return {
        source: new TableCoin(table.id, simulated.driver, software, logger),
        driver: simulated.driver,
        start: async () => {
          simulated.binding.plugIn();
          await simulated.driver.start();
          // The emulator answers at once: wait for its HELLO so no demo flip falls back to software.
          await simulated.driver.whenAvailable(2_000);
        },
      };
    }
    const driver = new CoinFlipperDriver({
      tableId: table.id,
      path: flipper.path,
      baudRate: flipper.baudRate,
      requestTimeoutMs: flipper.requestTimeoutMs,
      binding: SerialPort.binding,
      logger,
      origin: 'device',
      onHealthChange: this.healthChanged(table.id),
    });
    return { source: new TableCoin(table.id, driver, software, logger), driver, start: () => driver.start() };
  }
}

const healthKey = (tableId: string) => `coin-flipper:${tableId}`;

function softwareHealth(table: TableConfig): HealthComponent {
  const allowed = table.allowSoftwareFlips;
  return {
    kind: 'coin-flipper',
    name: `software:${table.id}`,
    tableId: table.id,
    status: allowed ? 'up' : 'disabled',
    detail: { configured: false, softwareFlips: allowed, rng: allowed ? 'crypto.randomInt' : undefined },
  };
}
