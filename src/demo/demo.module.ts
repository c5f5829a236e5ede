import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import type { MirrormatConfig } from '../config/config.schema.js';
import { CONFIG } from '../config/config.tokens.js';
import { UID_REGISTRY, UidRegistryRepository } from '../devices/nfc/uid-registry.repository.js';
import { DemoController } from './demo.controller.js';
import { DemoService, SIMULATED_READERS, simulatedReaders } from './demo.service.js';
import { VirtualStickersService } from './virtual-stickers.service.js';
import { VirtualTableController } from './virtual-table.controller.js';

/**
 * The simulated table of demo mode: software zone readers (exported for the reader hub to
 * start), the REST hook that drives them, and the virtual table's stickers, enrolled in the same
 * UID registry (nfc_tags) as real ones. Its coin flipper is the coin-flipper module's simulated
 * mode. The reader hub comes from the application; AdminGuard from the global AuthModule.
 */
@Module({
  imports: [CatalogueModule],
  providers: [
    { provide: SIMULATED_READERS, inject: [CONFIG], useFactory: simulatedReaders },
    { provide: UID_REGISTRY, useClass: UidRegistryRepository },
    DemoService,
    VirtualStickersService,
  ],
  controllers: [DemoController, VirtualTableController],
  exports: [SIMULATED_READERS],
})
export class DemoModule {}
