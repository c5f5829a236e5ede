import type { Format } from '../rules/index.js';
import { ADVANCED_FORMATS } from './advanced.formats.js';
import { BEGINNER_FORMATS } from './beginner.formats.js';
import { CONSTRUCTED_FORMATS } from './constructed.formats.js';
import type { FormatDefinition } from './format-definition.js';
import { RESTRICTION_IDS, restrictionMenu, type RestrictionId } from './restriction-menu.format.js';
import { WITH_ACHIEVEMENTS_SUFFIX, withAchievements } from './with-achievements.js';

/** Every format the hub offers, for the dashboard's format picker: the menu without restrictions stands for all its variants. */
export const FORMATS: readonly FormatDefinition[] = [...CONSTRUCTED_FORMATS, ...BEGINNER_FORMATS, restrictionMenu(), ...ADVANCED_FORMATS];

const byId = new Map(FORMATS.map((f) => [f.id, f] as const));

/**
 * A format by id; "menue:<codes>" is the restriction menu with the chosen restrictions (restrictionMenu),
 * "<id>+erfolge" a format played with achievements (withAchievements).
 */
export function formatById(id: string): FormatDefinition | undefined {
  const known = byId.get(id);
  if (known) return known;
  if (id.endsWith(WITH_ACHIEVEMENTS_SUFFIX)) {
    const base = formatById(id.slice(0, -WITH_ACHIEVEMENTS_SUFFIX.length));
    const combined = base && withAchievements(base);
    // Only the canonical spelling names a format (Standard with achievements is "erfolge").
    return combined?.id === id ? combined : undefined;
  }
  const codes = /^menue:([0-9a-z]+)$/.exec(id)?.[1];
  if (codes === undefined) return undefined;
  const chosen: RestrictionId[] = [];
  for (const code of codes) {
    const restriction = RESTRICTION_IDS[Number.parseInt(code, 36)];
    if (restriction === undefined) return undefined;
    chosen.push(restriction);
  }
  const menu = restrictionMenu(chosen);
  // Only the canonical spelling names a format, so one set of rules has one id in the match log.
  return menu.id === id ? menu : undefined;
}

/**
 * What StartMatch carries: the engine sees the format's name and overrides, nothing else. Where the
 * format's decks may hold any number of cards in a range (003 "Packkampf"), the range goes along: the
 * engine checks each player's own deck size against it.
 */
export function engineFormat(format: FormatDefinition): Format {
  const { size, ref } = format.deck;
  if (size.min === size.max) return { name: format.id, overrides: format.overrides };
  return { name: format.id, overrides: { ...format.overrides, deckSizes: { min: size.min, max: size.max, ref } } };
}
