import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../database/database.tokens.js';
import { openDatabase } from '../database/open-database.js';
import { canonicalJson } from './canonical-json.js';
import { eventHash } from './hash-chain.js';
import { nodeSha256Hex } from './node-sha256.js';
import { SqliteMatchLog } from './sqlite-match-log.js';
import { verifyExport } from './verify-export.js';

const MATCH = { matchId: 'm-1', tableId: 'demo', startedAt: '2026-11-22T10:00:00.000Z', profile: 'sv', format: 'standard' };

let dir: string;
let db: Db;
let log: SqliteMatchLog;
let lines: string[];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mirrormat-verify-'));
  db = openDatabase(join(dir, 'mirrormat.db'));
  log = SqliteMatchLog.open(db);
  log.createMatch(MATCH);
  for (let seq = 0; seq < 10; seq++) log.append('m-1', seq, seq % 2 === 0 ? 'p1' : 'p2', [{ type: 'DamageDealt', amount: seq * 10, to: 'p2.active' }]);
  lines = log.exportLines('m-1');
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const text = (ls: readonly string[]) => `${ls.join('\n')}\n`;
const seqsOf = (ls: readonly string[]) => verifyExport(text(ls)).problems.map((p) => p.seq);
/** Line of seq n (line 1 is the header). */
const at = (seq: number) => seq;
const row = (ls: readonly string[], seq: number) => JSON.parse(ls[at(seq)] ?? '') as Record<string, unknown> & { event: Record<string, unknown> };

describe('export', () => {
  it('is a header line then one canonical JSON line per event, in seq order', () => {
    expect(lines).toHaveLength(11);
    const header = JSON.parse(lines[0] ?? '');
    expect(header).toMatchObject({ kind: 'mirrormat-match-log', version: 1, match: MATCH, lastSeq: 10, lastHash: log.head('m-1').hash });
    lines.slice(1).forEach((line, i) => {
      expect(line).toBe(canonicalJson(JSON.parse(line)));
      expect(JSON.parse(line).seq).toBe(i + 1);
    });
  });
});

describe('verify', () => {
  it('accepts an untouched export, also with CRLF line ends and with either sha256', () => {
    expect(verifyExport(text(lines))).toMatchObject({ ok: true, events: 10, problems: [] });
    expect(verifyExport(lines.join('\r\n'), { sha256: nodeSha256Hex }).ok).toBe(true);
  });

  it('a tampered event fails at its seq, and only there', () => {
    const tampered = [...lines];
    const r = row(lines, 4);
    tampered[at(4)] = JSON.stringify({ ...r, event: { ...r.event, amount: 300 } });
    const result = verifyExport(text(tampered));
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([{ seq: 4, line: 5, message: 'the event, its actor or its time was altered: its hash does not match' }]);
  });

  it('a tampered actor or time fails at its seq', () => {
    const tampered = [...lines];
    tampered[at(6)] = JSON.stringify({ ...row(lines, 6), actor: 'p1' });
    tampered[at(8)] = JSON.stringify({ ...row(lines, 8), at: '2026-11-22T09:00:00.000Z' });
    expect(seqsOf(tampered)).toEqual([6, 8]);
  });

  it('an event rewritten with a recomputed hash is caught by the next line at the rewritten seq', () => {
    const tampered = [...lines];
    const r = row(lines, 4);
    const event = { ...r.event, amount: 300 };
    const hash = eventHash(String(r.prevHash), 4, String(r.actor), String(r.at), canonicalJson(event), nodeSha256Hex);
    tampered[at(4)] = JSON.stringify({ ...r, event, hash });
    const result = verifyExport(text(tampered));
    expect(result.problems).toEqual([{ seq: 4, line: 5, message: 'rewritten: its hash no longer matches the prevHash that seq 5 recorded' }]);
  });

  it('a line moved elsewhere is reported by its seq alone', () => {
    const moved = [...lines];
    const [three] = moved.splice(at(3), 1);
    moved.push(three ?? '');
    expect(verifyExport(text(moved)).problems).toEqual([{ seq: 3, line: 11, message: 'out of order: seq 3 belongs at line 4' }]);
  });

  it('two swapped lines are reported', () => {
    const swapped = [...lines];
    [swapped[at(5)], swapped[at(6)]] = [swapped[at(6)] ?? '', swapped[at(5)] ?? ''];
    const problems = verifyExport(text(swapped)).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/^out of order/);
    expect([5, 6]).toContain(problems[0]?.seq);
  });

  it('a deleted line is reported as a missing seq; a cut tail too, against the header', () => {
    expect(seqsOf(lines.filter((_, i) => i !== at(7)))).toEqual([7]);
    expect(verifyExport(text(lines.slice(0, at(8)))).problems.map((p) => p.message)).toEqual(['seq 8 is missing', 'seq 9 is missing', 'seq 10 is missing']);
  });

  it('a line that is not JSON is reported by the seq its position holds', () => {
    const broken = [...lines];
    broken[at(2)] = (broken[at(2)] ?? '').slice(0, 40);
    expect(verifyExport(text(broken)).problems).toEqual([{ seq: 2, line: 3, message: 'not valid JSON' }]);
  });

  it('a duplicated line is reported', () => {
    const doubled = [...lines];
    doubled.splice(at(5), 0, lines[at(5)] ?? '');
    expect(verifyExport(text(doubled)).problems).toEqual([{ seq: 5, line: 7, message: 'seq 5 appears again (first at line 6)' }]);
  });

  it('an altered match identity in the header is reported on line 1', () => {
    const header = JSON.parse(lines[0] ?? '');
    const altered = [JSON.stringify({ ...header, match: { ...header.match, tableId: 'store-1' } }), ...lines.slice(1)];
    const problems = verifyExport(text(altered)).problems;
    expect(problems[0]).toMatchObject({ line: 1, message: expect.stringMatching(/^the header's match details/) });
  });

  it('checked against the last hash the hub showed, a different log is refused even if self-consistent', () => {
    const last = log.head('m-1').hash;
    expect(verifyExport(text(lines), { expectedLastHash: last.toUpperCase() }).ok).toBe(true);
    expect(verifyExport(text(lines), { expectedLastHash: 'a'.repeat(64) }).problems).toEqual([
      { seq: 10, message: `the log ends on hash ${last}, not the expected ${'a'.repeat(64)}: this is not the log the hub showed` },
    ]);
  });

  it('a file that is not an export says so', () => {
    expect(verifyExport('{"hello":1}\n')).toMatchObject({ ok: false, problems: [{ line: 1, message: expect.stringMatching(/^not a Mirrormat match-log export header/) }] });
    expect(verifyExport('')).toMatchObject({ ok: false, problems: [{ line: 1, message: 'empty file: no header line' }] });
  });

  it('any single changed character in an event line fails verification at that seq', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.nat(), fc.constantFrom('0', '9', 'x', '"', ' '), (seq, offset, char) => {
        const original = lines[at(seq)] ?? '';
        const position = offset % original.length;
        if (original[position] === char) return;
        const changed = [...lines];
        changed[at(seq)] = original.slice(0, position) + char + original.slice(position + 1);
        const problems = verifyExport(text(changed)).problems;
        const reparsed = (() => {
          try {
            return canonicalJson(JSON.parse(changed[at(seq)] ?? ''));
          } catch {
            return undefined;
          }
        })();
        // Whitespace added between JSON tokens does not change the event: that line still verifies.
        if (reparsed === original) return;
        expect(problems.length).toBeGreaterThan(0);
        expect(problems.map((p) => p.seq)).toContain(seq);
      }),
      { numRuns: 300 },
    );
  });
});
