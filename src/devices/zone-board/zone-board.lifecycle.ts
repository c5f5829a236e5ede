import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ZoneBoardAdapter } from './zone-board.adapter.js';

/**
 * Drivers start and stop themselves (src/devices/reader-hub.service.ts attaches, it does not own).
 * The adapter starts once every module has initialised, so the reader hub is listening by then.
 */
@Injectable()
export class ZoneBoardLifecycle implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(private readonly adapter: ZoneBoardAdapter) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.adapter.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.adapter.stop();
  }
}
