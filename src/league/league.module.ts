import { Module } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { DecksModule } from '../decks/decks.module.js';
import { MatchLogModule } from '../match-log/match-log.module.js';
import { MatchesModule } from '../matches/matches.module.js';
import { DeckCheckService } from './deck-check.service.js';
import { LeagueDecksAdapter } from './league-decks.adapter.js';
import { LeagueEventsStore } from './league-events.store.js';
import { LeagueReadersAdapter } from './league-readers.adapter.js';
import { LeagueTablesAdapter } from './league-tables.adapter.js';
import { LeagueController } from './league.controller.js';
import { LEAGUE_CHANCE, LEAGUE_CLOCK, LEAGUE_DECKS, LEAGUE_READERS, LEAGUE_TABLES, type LeagueChance, type LeagueClock } from './league.ports.js';
import { LeagueService } from './league.service.js';

/** League events (rounds, the round clock, results, standings, deck checks) at the hub. Needs DATABASE, LOGGER, AdminGuard and the hub event bus (global modules). */
@Module({
  imports: [MatchesModule, MatchLogModule, DecksModule, CatalogueModule],
  providers: [
    LeagueEventsStore,
    LeagueService,
    DeckCheckService,
    LeagueTablesAdapter,
    { provide: LEAGUE_TABLES, useExisting: LeagueTablesAdapter },
    { provide: LEAGUE_CLOCK, useValue: { now: () => new Date() } satisfies LeagueClock },
    { provide: LEAGUE_CHANCE, useValue: { int: (below: number) => randomInt(below) } satisfies LeagueChance },
    LeagueDecksAdapter,
    { provide: LEAGUE_DECKS, useExisting: LeagueDecksAdapter },
    LeagueReadersAdapter,
    { provide: LEAGUE_READERS, useExisting: LeagueReadersAdapter },
  ],
  controllers: [LeagueController],
  exports: [LeagueService],
})
export class LeagueModule {}
