import { describe, expect, it, vi } from 'vitest';
import { canonicalJson } from '../../../src/match-log/canonical-json.js';
import { EXPORT_KIND, EXPORT_VERSION } from '../../../src/protocol/index.js';
import { eventHash, genesisHash } from '../../../src/match-log/hash-chain.js';
import { sha256Hex } from '../../../src/match-log/sha256.js';
import { replay } from '../../../src/rules/index.js';
import { quickStart } from '../../../src/rules/testing/table.js';
import { demoCard } from '../testing/demo-cards.js';
import { gameEvents, readMatchExport } from './match-export.js';

// The unit project has no `@protocol` alias (dashboard/vite.config.ts has): map it to the same real module.
vi.mock('@protocol', () => import('../../../src/protocol/index.js'));

const MATCH = { matchId: 'm1', tableId: 'demo', startedAt: '2026-11-22T10:00:00.000Z', profile: 'sv', format: 'standard' };

/** A match log export as the hub writes it (src/match-log/EXPORT.md): a header, then each event chained to the one before. */
function exported(events: readonly unknown[]): string[] {
  const genesis = genesisHash(MATCH, sha256Hex);
  let prev = genesis;
  const lines = events.map((event, i) => {
    const seq = i + 1;
    const at = `2026-11-22T10:00:${String(seq % 60).padStart(2, '0')}.000Z`;
    const hash = eventHash(prev, seq, 'p1', at, canonicalJson(event), sha256Hex);
    const line = canonicalJson({ actor: 'p1', at, event, hash, prevHash: prev, seq });
    prev = hash;
    return line;
  });
  const header = { kind: EXPORT_KIND, version: EXPORT_VERSION, match: MATCH, genesisHash: genesis, lastSeq: events.length, lastHash: prev, exportedAt: '2026-11-22T11:00:00.000Z' };
  return [canonicalJson(header), ...lines];
}

describe("the judge's reading of a match-log export", () => {
  const game = quickStart({ profile: 'sv', p1: { active: demoCard('xy0-26') }, p2: { active: demoCard('xy0-12') } });
  const lines = exported(game.log);

  it('reads every event in seq order, verifies the chain, and folds back to the game the hub holds', () => {
    const read = readMatchExport(lines.join('\n') + '\n');
    expect(read.verification).toMatchObject({ ok: true, events: game.log.length, problems: [] });
    expect(read.events.map((e) => e.seq)).toEqual(game.log.map((_, i) => i + 1));
    expect(replay(gameEvents(read.events))).toEqual(game.state);
  });

  it('names the seq of an altered event, and still shows the events it could read', () => {
    const tampered = [...lines];
    tampered[3] = tampered[3]!.replace('"actor":"p1"', '"actor":"p2"');
    const read = readMatchExport(tampered.join('\n'));
    expect(read.verification.ok).toBe(false);
    expect(read.verification.problems).toEqual([expect.objectContaining({ seq: 3, message: expect.stringContaining('altered') })]);
    expect(read.events).toHaveLength(game.log.length);
  });

  it('skips a line that is not JSON, which the verification reports by its line', () => {
    const broken = [...lines.slice(0, 2), '{not json', ...lines.slice(3)];
    const read = readMatchExport(broken.join('\n'));
    expect(read.events.map((e) => e.seq)).not.toContain(2);
    expect(read.verification.problems).toContainEqual(expect.objectContaining({ line: 3, message: 'not valid JSON' }));
  });

  it('puts lines that arrive out of order back in seq order', () => {
    const [header, ...events] = lines;
    const read = readMatchExport([header, ...events.reverse()].join('\n'));
    expect(read.events.map((e) => e.seq)).toEqual(game.log.map((_, i) => i + 1));
  });
});
