import type { BattleLogReview, ReviewStep } from '../protocol/index.js';
import type { BattleLog } from './battle-log.js';
import type { ReplayResult } from './replay-battle-log.js';

/**
 * A replayed log as a reviewer steps through it: one step per log line in the log's order, with the commands
 * the importer entered for it (taken, or refused with the engine's rule), the attack's damage engine against
 * log, the Knock Outs and Prize cards the engine made, and how far the engine's events had come after it.
 *
 * The importer feeds some commands out of the log's order (the setup's closing commands on its first line, the
 * damage counters behind a Knock Out the log states first); a step's board is the furthest any command of a line
 * up to it had brought the game, so the board never steps back. The game's end the log states without a
 * line of its own (a concession) belongs to the last step.
 */
export function reviewSteps(log: BattleLog, result: ReplayResult): BattleLogReview {
  const entries = log.sections.flatMap((s) => s.entries.flatMap((e) => [e, ...e.effects])).sort((a, b) => a.line - b.line);
  const unread = new Set(log.unread.map((u) => u.line));
  const last = entries[entries.length - 1]?.line ?? 0;
  const lineOf = (line: number) => (line === 0 ? last : line);
  const { trace, events } = result;
  let reached = 0;
  const steps = entries.map((entry): ReviewStep => {
    const fed = trace.filter((t) => lineOf(t.line) === entry.line);
    const before = reached;
    for (const t of trace) if (lineOf(t.line) <= entry.line) reached = Math.max(reached, t.eventsAfter);
    const made = events.slice(before, reached);
    const attack = result.attacks.find((a) => a.line === entry.line);
    const skipped = result.skipped.find((s) => s.line === entry.line);
    return {
      line: entry.line,
      text: entry.text,
      read: !unread.has(entry.line) && entry.action !== null,
      commands: fed.map((t) => (t.refusal ? { command: t.command, violation: { code: t.refusal.code, message: t.refusal.message, ref: t.refusal.ref } } : { command: t.command })),
      events: reached,
      ...(skipped ? { skipped: skipped.why } : {}),
      ...(attack ? { attack: { name: attack.attack, logDamage: attack.logDamage, engineDamage: attack.engineDamage } } : {}),
      knockOuts: made.flatMap((e) => (e.type === 'PokemonKnockedOut' ? [{ player: e.player, name: e.name }] : [])),
      prizes: made.flatMap((e) => (e.type === 'PrizesTaken' ? [{ player: e.player, count: e.count }] : [])),
    };
  });
  return {
    language: log.language,
    players: [log.players[0], log.players[1]],
    unread: [...log.unread],
    steps,
    summary: {
      lines: log.lines.total,
      linesRead: log.lines.read,
      commands: trace.length,
      refused: result.refusals.length,
      attacks: result.attacks.length,
      attacksEqual: result.attacksEqual,
      knockOuts: result.knockOuts,
      prizes: result.prizes,
      winner: result.winner,
      unresolvedCards: [...result.unresolvedCards],
    },
    // Engine events are plain JSON records with a `type`, as the match export sends them.
    events: events as unknown as BattleLogReview['events'],
  };
}
