import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { MiniGamesController } from './minigames.controller.js';
import { MiniGamesService } from './minigames.service.js';

/** Poké-Fang and the Boosterspaß mini games (003). Needs DATABASE and LOGGER (global). */
@Module({
  imports: [CatalogueModule],
  providers: [MiniGamesService],
  controllers: [MiniGamesController],
  exports: [MiniGamesService],
})
export class MiniGamesModule {}
