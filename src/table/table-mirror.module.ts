import { Module, type DynamicModule } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { UID_REGISTRY, UidRegistryRepository } from '../devices/nfc/uid-registry.repository.js';
import { MatchesModule } from '../matches/matches.module.js';
import { TABLE_MIRROR_OPTIONS, TableMirrorService, type TableMirrorOptions } from './table-mirror.service.js';

/**
 * The table mirror of every configured table with zones. Needs CONFIG and LOGGER (global), the
 * global ReaderHubModule, DATABASE for the UID registry (the same nfc_tags table NfcModule enrols
 * into); exports TableMirrorService for the gateway (prompts and answers).
 */
@Module({})
export class TableMirrorModule {
  static forRoot(options: TableMirrorOptions = {}): DynamicModule {
    return {
      module: TableMirrorModule,
      imports: [MatchesModule, CatalogueModule],
      providers: [
        { provide: TABLE_MIRROR_OPTIONS, useValue: options },
        { provide: UID_REGISTRY, useClass: UidRegistryRepository },
        TableMirrorService,
      ],
      exports: [TableMirrorService],
    };
  }
}
