import type { ViewEvent } from '@rules/index.js';
import type { LogLine } from './battle-log.js';

/** What a player who cannot watch the screen is told: turn changes, Special Conditions, Knock Outs, Prize cards, the winner. */
const ANNOUNCED = new Set<ViewEvent['type']>(['TurnStarted', 'SpecialConditionApplied', 'PokemonKnockedOut', 'PrizesTaken', 'GameWon']);

/**
 * The battle-log lines to announce after `afterSeq` (what the page had already shown), oldest first. An attack's line
 * is announced when it brought a Special Condition, and then as a whole ("… heads: Paralyzed").
 */
export function announcements(lines: readonly LogLine[], afterSeq: number): LogLine[] {
  return lines.filter((line) => line.seq > afterSeq && line.told.some((type) => ANNOUNCED.has(type)));
}

/** The speech-synthesis language of each interface language, as the voices name theirs. */
export const SPEECH_LANGUAGE: Readonly<Record<string, string>> = { en: 'en-GB', de: 'de-DE', fi: 'fi-FI' };
