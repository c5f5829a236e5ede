import { achievementTallySchema, type AchievementTallyView, type ConfirmAchievementBody } from '@protocol';
import { requestJson } from './rest.js';

export type { AchievementTallyView };

const path = (matchId: string) => `/api/matches/${encodeURIComponent(matchId)}/achievements`;

/** The match's achievement points, recounted by the hub from its log (003 "Erfolge"). */
export const fetchAchievements = (matchId: string): Promise<AchievementTallyView> => requestJson(path(matchId), achievementTallySchema);

/** An achievement the hub cannot see, confirmed by the player who heard it (their seat code) or a judge. */
export const confirmAchievement = (matchId: string, body: ConfirmAchievementBody): Promise<AchievementTallyView> =>
  requestJson(`${path(matchId)}/confirmations`, achievementTallySchema, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
