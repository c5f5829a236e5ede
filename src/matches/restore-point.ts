/**
 * Where "undo to the last legal state" goes, read from the match log alone (pure: the judge's page
 * runs it too, to show the point before the judge confirms).
 *
 * The last legal state is the state just before the latest play of a player or of the table mirror:
 * that play is what a judge rules on. What came after it goes too, and is not itself a play:
 *  - coin results answer a coin the play asked for; undoing only the coin would mean flipping it again;
 *  - judge corrections repair the game after the play; the judge sees them undone on the scrubber and
 *    puts back what still applies;
 *  - a restore: the entries it undid are no longer part of the game, so the search goes on before them;
 *  - the opponent's answer to a proposed adjustment of their side: it completes the proposer's play, so the
 *    undo goes before the proposal.
 * One command's events are appended together, with one actor and one time: that is how plays are told
 * apart in the log. Commands of one actor within the same millisecond read as one play (the mirror's
 * commands for one reading are applied back to back): the undo then goes before all of them.
 */
export interface RestoreLogEntry {
  readonly seq: number;
  readonly actor: string;
  readonly at: string;
  readonly event: unknown;
}

/** The log's actor for the table mirror's commands (src/table: MIRROR_ACTOR). */
export const TABLE_MIRROR_ACTOR = 'table-mirror';

/** A player acting for a seat ("p1", "p2 (table prompt …)") or the mirror reading the paper table. */
export function isPlay(actor: string): boolean {
  return /^p[12](?: |$)/.test(actor) || actor === TABLE_MIRROR_ACTOR;
}

export interface RestorePoint {
  /** Restore to the state after this entry. */
  readonly toSeq: number;
  /** The first entry of the play that is undone. */
  readonly undone: RestoreLogEntry;
}

/** The last legal state's point, or null when no play is left to undo (only the match's start). */
export function lastLegalPoint(entries: readonly RestoreLogEntry[]): RestorePoint | null {
  const batches: RestoreLogEntry[] = [];
  let previous: RestoreLogEntry | undefined;
  for (const entry of entries) {
    const restoredTo = restoredSeq(entry);
    if (restoredTo !== null) {
      while ((batches.at(-1)?.seq ?? 0) > restoredTo) batches.pop();
    } else if (isAdjustmentAnswer(entry)) {
      // Part of the proposal's play (adjustment-confirmation.ts in src/rules): no batch of its own.
    } else if (!previous || previous.actor !== entry.actor || previous.at !== entry.at || restoredSeq(previous) !== null) {
      batches.push(entry);
    }
    previous = entry;
  }
  for (let i = batches.length - 1; i >= 0; i--) {
    const first = batches[i];
    if (first && isPlay(first.actor) && first.seq > 1) return { toSeq: first.seq - 1, undone: first };
  }
  return null;
}

/** A logged judge's restore, as the match summary shows it. */
export interface RestoreNote {
  readonly judge: string;
  readonly reason: string;
  readonly toSeq: number;
  /** The log entry of the restore itself. */
  readonly seq: number;
  readonly at: string;
}

export function restoreNote(entry: RestoreLogEntry): RestoreNote | null {
  const e = entry.event;
  if (typeof e !== 'object' || e === null) return null;
  const { type, judge, reason, toSeq } = e as Record<string, unknown>;
  if (type !== 'JudgeRestored' || typeof judge !== 'string' || typeof reason !== 'string' || typeof toSeq !== 'number') return null;
  return { judge, reason, toSeq, seq: entry.seq, at: entry.at };
}

function isAdjustmentAnswer(entry: RestoreLogEntry): boolean {
  return typeof entry.event === 'object' && entry.event !== null && (entry.event as { type?: unknown }).type === 'AdjustmentAnswered';
}

function restoredSeq(entry: RestoreLogEntry): number | null {
  return restoreNote(entry)?.toSeq ?? null;
}
