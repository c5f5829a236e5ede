import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { CONFIG } from '../config/config.tokens.js';
import { ReaderHubService } from '../devices/reader-hub.service.js';
import { DemoController } from './demo.controller.js';
import { DemoService, SIMULATED_READERS, simulatedReaders } from './demo.service.js';
import type { SimulatedReaderPort } from './simulated-reader.port.js';
import { VirtualStickersService } from './virtual-stickers.service.js';
import { VirtualTableController } from './virtual-table.controller.js';

/**
 * The simulated table of demo mode: software zone readers, registered with the reader hub like any
 * driver, the REST hook that drives them, and the virtual table's stickers, enrolled in the same
 * UID registry (nfc_tags) as real ones. Its coin flipper is the coin-flipper module's simulated
 * mode. The reader hub and the UID registry come from the application; AdminGuard from the global
 * AuthModule.
 */
@Module({
  imports: [CatalogueModule],
  providers: [{ provide: SIMULATED_READERS, inject: [CONFIG], useFactory: simulatedReaders }, DemoService, VirtualStickersService],
  controllers: [DemoController, VirtualTableController],
})
export class DemoModule implements OnModuleInit {
  constructor(
    @Inject(SIMULATED_READERS) private readonly ports: readonly SimulatedReaderPort[],
    private readonly readers: ReaderHubService,
  ) {}

  onModuleInit(): void {
    for (const port of this.ports) this.readers.register(port);
  }
}
