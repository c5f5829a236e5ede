import { Injectable } from '@nestjs/common';
import type { CoinSource } from '../devices/coin-source.js';
import { CoinFlippers } from '../devices/coin-flipper/coin-flippers.service.js';
import { SoftwareCoin } from '../devices/coin-flipper/software-coin.js';
import type { CoinSources } from './match.tokens.js';
import { TablesService } from './tables.service.js';

/**
 * The coin of every table the hub serves: configured tables get theirs from the coin flippers
 * (device, simulated, software fallback); tables created at runtime have no
 * flipper, so they flip in software when they allow it and not at all otherwise.
 */
@Injectable()
export class TableCoins implements CoinSources {
  private readonly software = new SoftwareCoin();

  constructor(
    private readonly flippers: CoinFlippers,
    private readonly tables: TablesService,
  ) {}

  forTable(tableId: string): CoinSource | undefined {
    const table = this.tables.find(tableId);
    if (!table) return undefined;
    if (table.source === 'config') return this.flippers.forTable(tableId);
    return table.allowSoftwareFlips ? this.software : undefined;
  }
}
