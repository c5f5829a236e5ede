import { Module } from '@nestjs/common';
import { DecksModule } from '../decks/decks.module.js';
import { DecksService } from '../decks/decks.service.js';
import { CoinFlipperModule } from '../devices/coin-flipper/coin-flipper.module.js';
import { MatchLogModule } from '../match-log/match-log.module.js';
import { MatchService } from './match.service.js';
import { COIN_SOURCES } from './match.tokens.js';
import { REGISTERED_DECKS } from './registered-decks.js';
import { rulesEngine } from './rules-engine.js';
import { RULES_ENGINE } from './rules-engine.port.js';
import { TableCoins } from './table-coins.js';
import { TablesRepository } from './tables.repository.js';
import { TablesService } from './tables.service.js';

/** Tables and their matches: the rules engine, the match log, the coin sources and the registered decks brought together. */
@Module({
  imports: [MatchLogModule, CoinFlipperModule, DecksModule],
  providers: [
    TablesRepository,
    TablesService,
    MatchService,
    TableCoins,
    { provide: COIN_SOURCES, useExisting: TableCoins },
    { provide: RULES_ENGINE, useValue: rulesEngine },
    { provide: REGISTERED_DECKS, useExisting: DecksService },
  ],
  exports: [TablesService, MatchService, RULES_ENGINE],
})
export class MatchesModule {}
