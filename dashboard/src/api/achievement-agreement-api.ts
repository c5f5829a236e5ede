import { achievementTallySchema, type AchievementTallyView, type AgreeAchievementsBody } from '@protocol';
import { requestJson } from './rest.js';

/** 003 "Erfolge", Vorbereitung: which achievements count and their points, agreed by both seats (their join codes) before the first turn. */
export const agreeAchievements = (matchId: string, body: AgreeAchievementsBody): Promise<AchievementTallyView> =>
  requestJson(`/api/matches/${encodeURIComponent(matchId)}/achievements/agreement`, achievementTallySchema, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
