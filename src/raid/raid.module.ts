import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { RaidController } from './raid.controller.js';
import { RaidService } from './raid.service.js';

/** Raids (003 "Raid-Format", "Giovanni-Format") at the hub. Needs DATABASE and LOGGER (global) and AdminGuard (AuthModule, global). */
@Module({
  imports: [CatalogueModule],
  providers: [RaidService],
  controllers: [RaidController],
  exports: [RaidService],
})
export class RaidModule {}
