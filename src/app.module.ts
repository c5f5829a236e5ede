import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { CardsController } from './api/cards.controller.js';
import { HttpErrorFilter } from './api/http-error.filter.js';
import { MatchesController } from './api/matches.controller.js';
import { SeatActionsController } from './api/seat-actions.controller.js';
import { TablesController } from './api/tables.controller.js';
import { AchievementsModule } from './achievements/achievements.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BackupModule } from './backup/backup.module.js';
import { BattleLogReviewModule } from './battle-log/battle-log-review.module.js';
import { CardImagesModule } from './card-images/card-images.module.js';
import { CatalogueModule } from './catalogue/catalogue.module.js';
import { CatalogueSetsModule } from './catalogue-sets/catalogue-sets.module.js';
import type { MirrormatConfig } from './config/config.schema.js';
import { ConfigModule } from './config/config.module.js';
import { DashboardHostModule } from './dashboard-host/dashboard-host.module.js';
import { DatabaseModule } from './database/database.module.js';
import { DecksModule } from './decks/decks.module.js';
import { DemoModule } from './demo/demo.module.js';
import { DraftModule } from './draft/draft.module.js';
import { ReaderHubModule } from './devices/reader-hub.module.js';
import { EnrolmentModule } from './enrolment/enrolment.module.js';
import { UidRegistryModule } from './enrolment/uid-registry.module.js';
import { HubGateway } from './gateway/hub.gateway.js';
import { HttpServerLimits } from './gateway/http-server-limits.js';
import { LiveTopics } from './gateway/live-topics.js';
import { HealthModule } from './health/health.module.js';
import { HubEventsModule } from './kernel/hub-events.js';
import type { Logger } from './logging/logger.js';
import { LeagueModule } from './league/league.module.js';
import { LoggingModule } from './logging/logging.module.js';
import { MatchesModule } from './matches/matches.module.js';
import { MiniGamesModule } from './minigames/minigames.module.js';
import { RaidModule } from './raid/raid.module.js';
import { TeamModule } from './team/team.module.js';
import { TableMirrorModule } from './table/table-mirror.module.js';
import { NetworkModule } from './network/network.module.js';
import { StoreModule } from './store/store.module.js';

/**
 * The hub: configuration, database, match log and rules (MatchesModule), the devices (PC/SC
 * readers, MQTT zone boards with the embedded broker, coin flippers, the simulated table), the
 * reader hub that starts every reader driver, the table mirror that turns what the readers see into
 * the game, the WebSocket gateway, REST, /health and the
 * dashboard (dashboard/dist) at `/`.
 */
@Module({})
export class AppModule {
  static forRoot(config: MirrormatConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggingModule.forRoot(logger),
        ConfigModule.forRoot(config),
        HubEventsModule,
        DatabaseModule,
        BackupModule,
        HealthModule,
        AuthModule,
        CatalogueModule,
        CardImagesModule,
        CatalogueSetsModule,
        MatchesModule,
        UidRegistryModule,
        ReaderHubModule,
        DemoModule,
        EnrolmentModule,
        TableMirrorModule.forRoot({ debounceMs: config.mirror.debounceMs }),
        DecksModule,
        RaidModule,
        TeamModule,
        AchievementsModule,
        DraftModule,
        MiniGamesModule,
        BattleLogReviewModule,
        LeagueModule,
        NetworkModule,
        StoreModule,
        DashboardHostModule.forRoot(),
      ],
      providers: [
        HubGateway,
        LiveTopics,
        HttpServerLimits,
        { provide: APP_FILTER, useClass: HttpErrorFilter },
      ],
      controllers: [TablesController, SeatActionsController, MatchesController, CardsController],
    };
  }
}
