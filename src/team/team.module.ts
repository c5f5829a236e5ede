import { Module } from '@nestjs/common';
import { TeamController } from './team.controller.js';
import { TeamService } from './team.service.js';

/** Team-Format games (003 "Team-Format") at the hub. Needs DATABASE and LOGGER (global) and AdminGuard (AuthModule, global). */
@Module({
  providers: [TeamService],
  controllers: [TeamController],
  exports: [TeamService],
})
export class TeamModule {}
