import { FORMATS } from '@protocol';

/** The one-on-one formats a league table plays. */
export const EVENT_FORMATS = FORMATS.filter((f) => f.players.min <= 2 && f.players.max === 2);

/** A format's name in the interface language (German where the registry has it), else its id. */
export function formatName(formatId: string, language: string): string {
  const format = FORMATS.find((f) => f.id === formatId);
  if (!format) return formatId;
  return language === 'de' ? format.name.de : format.name.en;
}
