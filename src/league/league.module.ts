import { Module } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { DecksModule } from '../decks/decks.module.js';
import { DecksService } from '../decks/decks.service.js';
import { MatchLogModule } from '../match-log/match-log.module.js';
import { MatchesModule } from '../matches/matches.module.js';
import { LeagueTablesAdapter } from './league-tables.adapter.js';
import { LeagueController } from './league.controller.js';
import { LEAGUE_CHANCE, LEAGUE_CLOCK, LEAGUE_DECKS, LEAGUE_TABLES, type LeagueChance, type LeagueClock, type LeagueDecks } from './league.ports.js';
import { LeagueService } from './league.service.js';

/** League events (rounds, the round clock, results, standings) at the hub. Needs DATABASE and LOGGER (global) and AdminGuard (AuthModule, global). */
@Module({
  imports: [MatchesModule, MatchLogModule, DecksModule],
  providers: [
    LeagueService,
    LeagueTablesAdapter,
    { provide: LEAGUE_TABLES, useExisting: LeagueTablesAdapter },
    { provide: LEAGUE_CLOCK, useValue: { now: () => new Date() } satisfies LeagueClock },
    { provide: LEAGUE_CHANCE, useValue: { int: (below: number) => randomInt(below) } satisfies LeagueChance },
    {
      provide: LEAGUE_DECKS,
      inject: [DecksService],
      useFactory: (decks: DecksService): LeagueDecks => ({
        register: (eventId, playerId, format, list) => decks.register({ scope: 'event', scopeId: eventId, player: playerId, format, list }).id,
      }),
    },
  ],
  controllers: [LeagueController],
  exports: [LeagueService],
})
export class LeagueModule {}
