import { ACHIEVEMENT_OVERRIDES, ERFOLGE } from './advanced.formats.js';
import { STANDARD } from './constructed.formats.js';
import type { FormatDefinition } from './format-definition.js';

/** The id of a format played with achievements: `<format>+erfolge`. */
export const WITH_ACHIEVEMENTS_SUFFIX = '+erfolge';

/** Standard played with achievements is 003's own "Erfolge" format: one set of rules, one id. */
const OWN_FORMAT = new Map<string, FormatDefinition>([[STANDARD.id, ERFOLGE]]);

/**
 * 003 "Erfolge", Vorbereitung: "Erfolge können bei allen Arten von Spielen zum Einsatz kommen! Erfolge
 * können mit fast allen Formaten in diesem Handbuch kombiniert werden". The format as it is, with the
 * achievements' win (first to 100 points) and the last Prize card no longer winning; the format
 * itself where it already plays with them; undefined where it cannot take them (it says so).
 */
export function withAchievements(base: FormatDefinition): FormatDefinition | undefined {
  const own = OWN_FORMAT.get(base.id);
  if (own) return own;
  if (playsAchievements(base)) return base;
  if (base.achievementsCombinable === false) return undefined;
  return {
    ...base,
    id: `${base.id}${WITH_ACHIEVEMENTS_SUFFIX}`,
    name: { de: `${base.name.de} + ${ERFOLGE.name.de}`, en: `${base.name.en} + ${ERFOLGE.name.en}` },
    overrides: {
      ...base.overrides,
      ...ACHIEVEMENT_OVERRIDES,
      winConditions: { ...base.overrides.winConditions, ...ACHIEVEMENT_OVERRIDES.winConditions },
    },
    play: [...base.play, ...ERFOLGE.play],
  };
}

/** Whether achievements decide this format's games (the hub's achievements service follows them). */
export function playsAchievements(format: FormatDefinition): boolean {
  return format.overrides.achievementPointsToWin !== undefined && format.overrides.achievementPointsToWin !== null;
}
