import { canonicalJson } from './canonical-json.js';
import { exportEventSchema, exportHeaderSchema, type ExportEvent, type ExportHeader } from '../protocol/export-format.js';
import { eventHash, genesisHash, type Sha256 } from './hash-chain.js';
import { sha256Hex } from './sha256.js';

/**
 * Verifies a match export (export-format.ts) without trusting any of it: every hash is
 * recomputed from the genesis on. Pure and synchronous, for the CLI and the judge view alike.
 * Each problem names the seq of the line at fault, so a judge knows which play to look at.
 */
export interface VerifyProblem {
  /** The seq at fault; for a line that cannot be read, the seq its position in the file holds. */
  readonly seq?: number;
  /** 1-based line in the file (line 1 is the header). */
  readonly line?: number;
  readonly message: string;
}

export interface VerifyResult {
  readonly ok: boolean;
  readonly header?: ExportHeader;
  /** Event lines that could be read. */
  readonly events: number;
  readonly problems: readonly VerifyProblem[];
}

interface Row {
  readonly line: number;
  readonly row: ExportEvent;
}

export interface VerifyOptions {
  /** Defaults to the plain-TypeScript sha256 (browser-safe); the CLI passes node:crypto's. */
  readonly sha256?: Sha256;
  /**
   * The last hash the hub showed for this match (dashboard, `matchlog list`). Without it, a file
   * rewritten from scratch with a whole new chain would verify: it is self-consistent.
   */
  readonly expectedLastHash?: string;
}

export function verifyExport(text: string, options: VerifyOptions = {}): VerifyResult {
  const sha256 = options.sha256 ?? sha256Hex;
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  const problems: VerifyProblem[] = [];

  const header = readHeader(lines[0]);
  if (typeof header === 'string') return { ok: false, events: 0, problems: [{ line: 1, message: header }] };
  const genesis = genesisHash(header.match, sha256);
  if (genesis !== header.genesisHash) {
    problems.push({ line: 1, message: "the header's match details (id, table, start, profile, format) were altered: they do not give its genesis hash" });
  }

  const rows: Row[] = [];
  lines.slice(1).forEach((content, index) => {
    const line = index + 2;
    const positionalSeq = line - 1;
    let parsed: unknown;
    try {
      parsed = JSON.parse(content);
    } catch {
      problems.push({ seq: positionalSeq, line, message: content.trim() === '' ? 'empty line' : 'not valid JSON' });
      return;
    }
    const result = exportEventSchema.safeParse(parsed);
    if (!result.success) {
      const seq = typeof (parsed as { seq?: unknown })?.seq === 'number' ? (parsed as { seq: number }).seq : positionalSeq;
      const where = result.error.issues.map((i) => `${i.path.join('.') || 'line'}: ${i.message}`).join('; ');
      problems.push({ seq, line, message: `not an event line (${where})` });
      return;
    }
    rows.push({ line, row: result.data });
  });

  const bySeq = checkOrder(rows, header, problems);
  checkChain(bySeq, genesis, sha256, problems);
  checkTail(bySeq, header, problems);
  checkReopenings(bySeq, header, problems);
  if (options.expectedLastHash !== undefined && options.expectedLastHash.toLowerCase() !== header.lastHash) {
    problems.push({
      seq: header.lastSeq,
      message: `the log ends on hash ${header.lastHash}, not the expected ${options.expectedLastHash}: this is not the log the hub showed`,
    });
  }

  problems.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0) || (a.line ?? 0) - (b.line ?? 0));
  return { ok: problems.length === 0, header, events: rows.length, problems };
}

function readHeader(line: string | undefined): ExportHeader | string {
  if (line === undefined) return 'empty file: no header line';
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return 'the header line is not valid JSON';
  }
  const result = exportHeaderSchema.safeParse(parsed);
  if (!result.success) {
    const where = result.error.issues.map((i) => `${i.path.join('.') || 'header'}: ${i.message}`).join('; ');
    return `not a Mirrormat match-log export header (${where})`;
  }
  return result.data;
}

/**
 * Reports duplicated, out-of-order and missing seqs. Out of order are the lines outside the
 * longest run already in order, so one moved line is reported once, not every line after it.
 */
function checkOrder(rows: readonly Row[], header: ExportHeader, problems: VerifyProblem[]): Map<number, Row> {
  const bySeq = new Map<number, Row>();
  const unique: Row[] = [];
  for (const entry of rows) {
    const first = bySeq.get(entry.row.seq);
    if (first !== undefined) {
      problems.push({ seq: entry.row.seq, line: entry.line, message: `seq ${entry.row.seq} appears again (first at line ${first.line})` });
      continue;
    }
    bySeq.set(entry.row.seq, entry);
    unique.push(entry);
  }
  const inOrder = longestIncreasing(unique.map((entry) => entry.row.seq));
  unique.forEach((entry, i) => {
    if (!inOrder.has(i)) problems.push({ seq: entry.row.seq, line: entry.line, message: `out of order: seq ${entry.row.seq} belongs at line ${entry.row.seq + 1}` });
  });
  const unreadable = new Set(problems.filter((p) => p.message === 'not valid JSON' || p.message === 'empty line').map((p) => p.seq));
  const highest = Math.max(header.lastSeq, ...bySeq.keys());
  for (let seq = 1; seq <= highest; seq++) {
    if (!bySeq.has(seq) && !unreadable.has(seq)) problems.push({ seq, message: `seq ${seq} is missing` });
  }
  return bySeq;
}

function checkChain(bySeq: ReadonlyMap<number, Row>, genesis: string, sha256: Sha256, problems: VerifyProblem[]): void {
  const intact = new Map<number, boolean>();
  for (const [seq, { row }] of bySeq) {
    intact.set(seq, eventHash(row.prevHash, row.seq, row.actor, row.at, canonicalJson(row.event), sha256) === row.hash);
  }
  for (const [seq, { row, line }] of bySeq) {
    if (!intact.get(seq)) {
      problems.push({ seq, line, message: 'the event, its actor or its time was altered: its hash does not match' });
      continue;
    }
    const previous = seq === 1 ? undefined : bySeq.get(seq - 1);
    const expected = seq === 1 ? genesis : previous?.row.hash;
    if (expected === undefined || row.prevHash === expected) continue;
    if (seq === 1) {
      problems.push({ seq, line, message: 'does not chain to this match: its prevHash is not the genesis hash of the header' });
    } else if (previous !== undefined && intact.get(seq - 1)) {
      // seq N's own hash holds its original prevHash: seq N-1 was rewritten and re-hashed.
      problems.push({ seq: seq - 1, line: previous.line, message: `rewritten: its hash no longer matches the prevHash that seq ${seq} recorded` });
    }
  }
}

function checkTail(bySeq: ReadonlyMap<number, Row>, header: ExportHeader, problems: VerifyProblem[]): void {
  for (const [seq, { line }] of bySeq) {
    if (seq > header.lastSeq) problems.push({ seq, line, message: `beyond the header's lastSeq ${header.lastSeq}` });
  }
  const last = bySeq.get(header.lastSeq);
  if (last !== undefined && last.row.hash !== header.lastHash) {
    problems.push({ seq: header.lastSeq, line: last.line, message: "its hash is not the header's lastHash" });
  }
}

/**
 * The header's reopenings are not hashed, so each must be borne out by the chain: the entry it names
 * is the judge's restore (the engine's JudgeRestored) with the same judge, reason and point.
 */
function checkReopenings(bySeq: ReadonlyMap<number, Row>, header: ExportHeader, problems: VerifyProblem[]): void {
  for (const reopening of header.match.reopenings ?? []) {
    const entry = bySeq.get(reopening.seq);
    if (entry === undefined) continue;
    const event = entry.row.event as Record<string, unknown> | null;
    const matches =
      typeof event === 'object' &&
      event !== null &&
      event['type'] === 'JudgeRestored' &&
      event['judge'] === reopening.judge &&
      event['reason'] === reopening.reason &&
      event['toSeq'] === reopening.toSeq;
    if (!matches) {
      problems.push({
        seq: reopening.seq,
        line: entry.line,
        message: `the header says ${reopening.judge} reopened the match here, but this entry is not that judge's restore to seq ${reopening.toSeq}`,
      });
    }
  }
}

/** Indices of one longest strictly increasing subsequence (patience sorting, O(n log n)). */
function longestIncreasing(values: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous: number[] = new Array<number>(values.length).fill(-1);
  values.forEach((value, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((values[tails[mid] ?? 0] ?? 0) < value) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[i] = tails[lo - 1] ?? -1;
    tails[lo] = i;
  });
  const chosen = new Set<number>();
  for (let i = tails[tails.length - 1] ?? -1; i !== -1; i = previous[i] ?? -1) chosen.add(i);
  return chosen;
}
