import { Module, type DynamicModule } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { MatchesModule } from '../matches/matches.module.js';
import { TABLE_MIRROR_OPTIONS, TableMirrorService, type TableMirrorOptions } from './table-mirror.service.js';

/**
 * The table mirror of every configured table with zones. Needs CONFIG, LOGGER, the hub event bus,
 * the reader hub and the UID registry (src/enrolment) from global modules; exports
 * TableMirrorService for the gateway (prompts and answers).
 */
@Module({})
export class TableMirrorModule {
  static forRoot(options: TableMirrorOptions = {}): DynamicModule {
    return {
      module: TableMirrorModule,
      imports: [MatchesModule, CatalogueModule],
      providers: [
        { provide: TABLE_MIRROR_OPTIONS, useValue: options },
        TableMirrorService,
      ],
      exports: [TableMirrorService],
    };
  }
}
