import type { LogAction, LogLanguage, LogPokemon, Spot } from './battle-log.js';

/**
 * A language's grammar of TCG Live log lines: the section headers, where the player names are first
 * named, and one named rule per line kind. Rules are tried in order, the first whole-line match wins,
 * so a more specific wording comes before a general one ("drew X and played it to the Bench" before
 * "drew X").
 */
export interface Grammar {
  readonly language: LogLanguage;
  readonly setupHeader: RegExp;
  /** `number` and `player` groups where the header has them. */
  readonly turnHeaders: readonly RegExp[];
  readonly checkupHeader: RegExp;
  /** Lines that hold two sentences, split into them (each pattern's groups are the sentences). */
  readonly glued: readonly RegExp[];
  /** Lines that name a player before anything else: the opening hand, the coin toss. */
  readonly playerNames: readonly RegExp[];
  /** The rules for a log whose players are these names. */
  rules(players: readonly string[]): readonly LineRule[];
}

export interface LineRule {
  /** What the rule reads, for a reader of the grammar and for the coverage of each kind. */
  readonly name: string;
  readonly pattern: RegExp;
  read(groups: Readonly<Record<string, string>>): LogAction;
}

/** A player's name as an alternation of the log's two names, escaped. */
export function playerPattern(players: readonly string[]): string {
  return `(?:${[...players].sort((a, b) => b.length - a.length).map(escape).join('|')})`;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A rule from a pattern written with `{P}` for a player name; the groups read into an action. */
export function rule(name: string, players: string, source: string, read: LineRule['read']): LineRule {
  return { name, pattern: new RegExp(`^${source.replaceAll('{P}', players)}$`, 'u'), read };
}

export const count = (g: Readonly<Record<string, string>>, key = 'count'): number => Number(g[key] ?? '1');
export const text = (g: Readonly<Record<string, string>>, key: string): string => g[key] ?? '';
export const pokemon = (g: Readonly<Record<string, string>>, owner: string, name: string): LogPokemon => ({ player: text(g, owner), name: text(g, name) });
export const spot = (words: string, active: string): Spot => (words === active ? 'active' : 'bench');
