import { Module } from '@nestjs/common';
import { MatchLogModule } from '../match-log/match-log.module.js';
import { MatchesModule } from '../matches/matches.module.js';
import { AchievementsController } from './achievements.controller.js';
import { AchievementsRepository } from './achievements.repository.js';
import { AchievementsService } from './achievements.service.js';

/** 003 "Erfolge" for matches in the achievements format. Needs DATABASE, LOGGER and AuthService (global modules). */
@Module({
  imports: [MatchesModule, MatchLogModule],
  providers: [AchievementsRepository, AchievementsService],
  controllers: [AchievementsController],
})
export class AchievementsModule {}
