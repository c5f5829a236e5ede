import { Module } from '@nestjs/common';
import { CoinFlipperModule } from '../devices/coin-flipper/coin-flipper.module.js';
import { MatchLogModule } from '../match-log/match-log.module.js';
import { MatchService } from './match.service.js';
import { COIN_SOURCES } from './match.tokens.js';
import { rulesEngine } from './rules-engine.js';
import { RULES_ENGINE } from './rules-engine.port.js';
import { TableCoinSources } from './table-coin-sources.js';
import { TablesService } from './tables.service.js';

/** Tables and their matches: the rules engine, the match log and the coin sources brought together. */
@Module({
  imports: [MatchLogModule, CoinFlipperModule],
  providers: [
    TablesService,
    MatchService,
    TableCoinSources,
    { provide: COIN_SOURCES, useExisting: TableCoinSources },
    { provide: RULES_ENGINE, useValue: rulesEngine },
  ],
  exports: [TablesService, MatchService, RULES_ENGINE],
})
export class MatchesModule {}
