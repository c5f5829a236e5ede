import { z } from 'zod';
import type { BattleLog, LogAction, LogSection, SectionKind } from './battle-log.js';
import { englishGrammar } from './english.grammar.js';
import { germanGrammar } from './german.grammar.js';
import type { Grammar, LineRule } from './grammar.js';
import { notePrintings, withoutCardIds } from './card-ids.js';
import { spanishGrammar } from './spanish.grammar.js';
import { italianGrammar } from './italian.grammar.js';
import { portugueseGrammar } from './portuguese.grammar.js';

/**
 * Reads an exported TCG Live battle log line by line: a header opens a section, a `- ` line belongs to
 * the line above it, a `•` line lists the cards of the line above it; every other line is one entry,
 * read by the first rule of the language's grammar that matches it whole. No parser library: the format
 * is one sentence per line, which named regular expressions per line kind read more plainly than a
 * grammar generator would.
 */

export const GRAMMARS: readonly Grammar[] = [englishGrammar, germanGrammar, spanishGrammar, italianGrammar, portugueseGrammar];

/** A pasted log: text, at most 2 MB (a long game is about 30 kB). */
export const battleLogTextSchema = z.string().min(1).max(2_000_000);

export class BattleLogError extends Error {}

interface DraftEntry {
  line: number;
  text: string;
  action: LogAction | null;
  effects: DraftEntry[];
  cards: string[];
}

interface DraftSection {
  kind: SectionKind;
  line: number;
  player: string | null;
  number: number | null;
  entries: DraftEntry[];
}

export function parseBattleLog(input: string): BattleLog {
  const lines = battleLogTextSchema.parse(input).split(/\r?\n/);
  const grammar = grammarOf(lines);
  const players = playersOf(lines, grammar);
  const rules = grammar.rules(players);
  const sections: DraftSection[] = [];
  const unread: { line: number; text: string }[] = [];
  let total = 0;
  let result: BattleLog['result'] = null;
  const printings = new Map<string, string[]>();

  const section = (): DraftSection => {
    const last = sections[sections.length - 1];
    if (last) return last;
    const first: DraftSection = { kind: 'setup', line: 1, player: null, number: null, entries: [] };
    sections.push(first);
    return first;
  };
  const lastEntry = (): DraftEntry | undefined => {
    const entries = section().entries;
    const top = entries[entries.length - 1];
    return top?.effects[top.effects.length - 1] ?? top;
  };

  lines.forEach((raw, i) => {
    const line = i + 1;
    const withoutIds = withoutCardIds(raw.trim());
    const text = withoutIds.text;
    if (text === '') return;
    total += 1;
    const header = headerOf(text, grammar, players);
    if (header) {
      sections.push({ ...header, line, entries: [] });
      return;
    }
    const list = /^•\s*(?<cards>.*)$/u.exec(text)?.groups?.cards;
    if (list !== undefined) {
      const into = lastEntry();
      const cards = splitCards(list);
      notePrintings(printings, withoutIds, cards);
      if (into) into.cards.push(...cards);
      else unread.push({ line, text });
      return;
    }
    const sub = /^- (?<rest>.*)$/u.exec(text)?.groups?.rest;
    if (sub !== undefined) {
      const parent = section().entries[section().entries.length - 1];
      const action = readLine(sub, rules);
      // The newer structure writes a card list as a `- a, b` line under the line that counted the cards.
      const listOwner = lastEntry();
      if (!action && listOwner && expectsList(listOwner.action)) {
        const cards = splitCards(sub);
        notePrintings(printings, withoutIds, cards);
        listOwner.cards.push(...cards);
        return;
      }
      if (action) notePrintings(printings, withoutIds, namesIn(action));
      if (!action) unread.push({ line, text });
      const entry: DraftEntry = { line, text: sub, action, effects: [], cards: [] };
      if (parent) parent.effects.push(entry);
      else section().entries.push(entry);
      return;
    }
    for (const sentence of sentencesOf(text, grammar)) {
      const action = readLine(sentence, rules);
      if (action) notePrintings(printings, withoutIds, namesIn(action));
      if (!action) unread.push({ line, text: sentence });
      if (action?.kind === 'result') result = { reason: action.reason, winner: action.winner };
      section().entries.push({ line, text: sentence, action, effects: [], cards: [] });
    }
  });

  for (const s of sections) if (s.kind === 'turn' && s.player === null) s.player = actorOf(s.entries);
  const unreadLines = new Set(unread.map((u) => u.line)).size;
  return {
    language: grammar.language,
    players,
    sections: sections as LogSection[],
    result,
    lines: { total, read: total - unreadLines },
    unread,
    printings: Object.fromEntries(printings),
  };
}

function grammarOf(lines: readonly string[]): Grammar {
  const first = lines.find((l) => l.trim() !== '')?.trim() ?? '';
  const byHeader = GRAMMARS.find((g) => g.setupHeader.test(first));
  if (byHeader) return byHeader;
  const byNames = GRAMMARS.find((g) => lines.some((l) => g.playerNames.some((p) => p.test(l.trim()))));
  if (byNames) return byNames;
  throw new BattleLogError('This is not a TCG Live battle log in a language Mirrormat reads (English, German, Spanish, Italian, Portuguese).');
}

/** The two players, in the order the log first names them. */
function playersOf(lines: readonly string[], grammar: Grammar): [string, string] {
  const names: string[] = [];
  for (const raw of lines) {
    const text = raw.trim();
    for (const p of grammar.playerNames) {
      const name = p.exec(text)?.groups?.player;
      if (name && !names.includes(name) && !isPlaceholder(name)) names.push(name);
    }
  }
  const [a, b] = names;
  if (a === undefined || b === undefined) throw new BattleLogError(`A battle log names two players in its setup; this one names ${names.length}.`);
  return [a, b];
}

/** TCG Live writes "[playerName]" where an export lost the name: the turn's player is then read from its lines. */
const isPlaceholder = (name: string): boolean => /^\[.*\]$/.test(name);

function headerOf(text: string, grammar: Grammar, players: readonly string[]): Omit<DraftSection, 'line' | 'entries'> | null {
  if (grammar.setupHeader.test(text)) return { kind: 'setup', player: null, number: null };
  if (grammar.checkupHeader.test(text)) return { kind: 'checkup', player: null, number: null };
  for (const h of grammar.turnHeaders) {
    const g = h.exec(text)?.groups;
    if (!g) continue;
    const player = g.player ?? '';
    if (!players.includes(player) && !isPlaceholder(player)) continue;
    return { kind: 'turn', player: isPlaceholder(player) ? null : player, number: g.number === undefined ? null : Number(g.number) };
  }
  return null;
}

function readLine(text: string, rules: readonly LineRule[]): LogAction | null {
  for (const r of rules) {
    const m = r.pattern.exec(text);
    if (m) return r.read(m.groups ?? {});
  }
  return null;
}

function sentencesOf(text: string, grammar: Grammar): string[] {
  for (const g of grammar.glued) {
    const m = g.exec(text);
    if (m) return m.slice(1).filter((s): s is string => s !== undefined);
  }
  return [text];
}

function splitCards(list: string): string[] {
  return list.split(', ').map((c) => c.trim()).filter((c) => c !== '');
}

/** Lines that count cards without naming them are followed by the list that names them. */
function expectsList(action: LogAction | null): boolean {
  if (!action) return false;
  if (action.kind === 'note') return true;
  return 'count' in action && !('card' in action && action.card !== undefined);
}

/** The words an action read from its line: card names among them (and player and attack names, which no id precedes). */
function namesIn(action: LogAction): string[] {
  return Object.values(action).flatMap((v: unknown) => (typeof v === 'string' ? [v] : typeof v === 'object' && v !== null ? Object.values(v).filter((w): w is string => typeof w === 'string') : []));
}

function actorOf(entries: readonly DraftEntry[]): string | null {
  for (const e of entries) {
    const a = e.action;
    if (!a) continue;
    if ('player' in a) return a.player;
    if ('pokemon' in a && typeof a.pokemon === 'object') return a.pokemon.player;
  }
  return null;
}
