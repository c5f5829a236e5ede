export * from './format-definition.js';
export { CLASSIC, EXPANDED, SIXTY_CARD_DECK, STANDARD, UNLIMITED } from './constructed.formats.js';
export { BASISKAMPF, MULTI_LEVEL_FORMATS, PACKKAMPF } from './beginner.formats.js';
export { RESTRICTIONS, RESTRICTION_IDS, restrictionMenu, type Restriction, type RestrictionId } from './restriction-menu.format.js';
export {
  ACHIEVEMENTS,
  ACHIEVEMENT_POINTS_TO_WIN,
  DITTO_DRAFT,
  ERFOLGE,
  GIOVANNI,
  GYM_LEADER_CHALLENGE,
  RAID,
  TEAM,
  TEAM_BANNED,
  type Achievement,
} from './advanced.formats.js';
export { FORMATS, engineFormat, formatById } from './format-registry.js';
export { playsAchievements, withAchievements, WITH_ACHIEVEMENTS_SUFFIX } from './with-achievements.js';
export { EXPANDED_BANNED } from './expanded-banned.js';
export { passDirection, pick, startDraft, type DraftResult, type DraftState } from './booster-draft.js';
