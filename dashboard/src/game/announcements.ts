import type { ViewEvent } from '@rules/index.js';
import type { LogLine } from './battle-log.js';
import type { CheckupLine, CheckupSheet } from './checkup-sheet.js';
import { checkupLineText } from './checkup-words.js';

type Seat = 'p1' | 'p2';
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What a player who cannot watch the screen is told: turn changes, Special Conditions, Knock Outs, Prize cards, the winner. */
const ANNOUNCED = new Set<ViewEvent['type']>(['TurnStarted', 'SpecialConditionApplied', 'PokemonKnockedOut', 'PrizesTaken', 'GameWon']);

/**
 * The battle-log lines to announce after `afterSeq` (what the page had already shown), oldest first. An attack's line
 * is announced when it brought a Special Condition, and then as a whole ("… heads: Paralyzed").
 */
export function announcements(lines: readonly LogLine[], afterSeq: number): LogLine[] {
  return lines.filter((line) => line.seq > afterSeq && line.told.some((type) => ANNOUNCED.has(type)));
}

/** A Checkup step to speak, keyed by its Checkup and place so it is said once. */
export interface CheckupAnnouncement {
  readonly key: string;
  readonly text: string;
}

/**
 * The Checkup's steps in words once each is settled ("Pokémon Checkup, Sleep: Pawmi: coin heads — wakes up"); a step
 * waiting for its coin is said when the coin has fallen. Its Knock Outs and Prize cards are the battle log's to say.
 */
export function checkupAnnouncements(sheet: CheckupSheet | null, t: Translate, playerName: (seat: Seat) => string): CheckupAnnouncement[] {
  if (!sheet) return [];
  return sheet.lines.flatMap((line, i) =>
    line.kind === 'knock-out' || line.kind === 'prizes' || !settled(line)
      ? []
      : [{ key: `${sheet.turn}:${i}`, text: t('announce.checkupStep', { step: t(`checkup.step.${line.kind}`), text: checkupLineText(line, t, playerName) }) }],
  );
}

function settled(line: CheckupLine): boolean {
  return !(('coin' in line && line.coin === 'waiting') || ('recovered' in line && line.kind === 'burn' && line.recovered === null) || (line.kind === 'sleep' && line.wokeUp === null));
}

/**
 * What is said, in order: the new lines up to the turn change, the Checkup that came between the turns, then the turn
 * change, which on the tablet of the player whose turn it is says "your turn".
 */
export function spokenAnnouncements(fresh: readonly LogLine[], checkup: readonly string[], seats: readonly Seat[], t: Translate, playerName: (seat: Seat) => string): string[] {
  const turnAt = fresh.findIndex((line) => line.told.includes('TurnStarted'));
  const split = turnAt === -1 ? fresh.length : turnAt;
  const say = (line: LogLine) =>
    line.told.includes('TurnStarted') && line.player !== null && seats.includes(line.player) ? t('announce.yourTurn', { player: playerName(line.player) }) : line.text;
  return [...fresh.slice(0, split).map(say), ...checkup, ...fresh.slice(split).map(say)];
}

/** The speech-synthesis language of each interface language, as the voices name theirs. */
export const SPEECH_LANGUAGE: Readonly<Record<string, string>> = { en: 'en-GB', de: 'de-DE', fi: 'fi-FI' };
