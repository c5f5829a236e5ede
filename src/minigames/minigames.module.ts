import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { MINIGAMES_PER_MINUTE } from './creation-throttle.guard.js';
import { MiniGamesController } from './minigames.controller.js';
import { MiniGamesRepository } from './minigames.repository.js';
import { MiniGamesService } from './minigames.service.js';

/** Poké-Fang and the Boosterspaß mini games (003). Needs DATABASE and LOGGER (global). */
@Module({
  imports: [CatalogueModule, ThrottlerModule.forRoot([{ ttl: 60_000, limit: MINIGAMES_PER_MINUTE }])],
  providers: [MiniGamesRepository, MiniGamesService],
  controllers: [MiniGamesController],
  exports: [MiniGamesService],
})
export class MiniGamesModule {}
