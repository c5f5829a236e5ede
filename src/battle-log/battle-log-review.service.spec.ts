import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../catalogue/source-paths.js';
import { HubError } from '../kernel/hub-error.js';
import { battleLogReviewSchema } from '../protocol/index.js';
import { replay, viewFor, type GameEvent } from '../rules/index.js';
import { BattleLogReviewService } from './battle-log-review.service.js';
import { sharedCardPool } from './card-pool.js';
import { InProcessReviewRunner } from './review-runner.js';
import { ASH_VS_MISTY_SETUP } from './testing.js';

/**
 * The judge's review of a pasted log (issue 12 §7): the German regression game (training-court
 * battleLogGerman.txt, jlgrimes/training-court, MIT) answered line by line, with the same figures as
 * replay-battle-log.spec.ts asserts for it, and each line's board the fold of the events up to it.
 */
const german = () => readFileSync(join(repoRoot(), '..', 'shared', 'battle-logs', 'training-court', 'battleLogGerman.txt'), 'utf8');
// The hub replays in a worker thread (test/integration/battle-log-review.test.ts); here on the test's own thread.
const service = new BattleLogReviewService(new InProcessReviewRunner(sharedCardPool));

beforeAll(async () => {
  await sharedCardPool();
}, 120_000);

describe('a pasted battle log, reviewed line by line', () => {
  it('the German game: the regression spec\'s figures, every line a step, the answer as its schema says', async () => {
    const review = await service.review(german());
    expect(battleLogReviewSchema.safeParse(review).success).toBe(true);
    expect(review.language).toBe('de');
    expect(review.summary).toMatchObject({
      refused: 0,
      attacks: 4,
      attacksEqual: 4,
      knockOuts: { logged: 4, foundByEngine: 4, notInLog: 0 },
      prizes: { log: { p1: 0, p2: 6 }, engine: { p1: 0, p2: 6 } },
      winner: { log: 'p2', engine: 'p2' },
      unresolvedCards: [],
    });
    expect(review.steps.filter((s) => s.attack).map((s) => [s.line, s.attack?.logDamage, s.attack?.engineDamage])).toEqual([[151, 280, 280], [181, 140, 140], [224, 210, 210], [273, 150, 150]]);
    // One step per log line of an entry or a `- ` effect line, in the log's order; every command entered belongs to one.
    const lines = review.steps.map((s) => s.line);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
    expect(review.steps.reduce((n, s) => n + s.commands.length, 0)).toBe(review.summary.commands);
    expect(review.steps.flatMap((s) => s.knockOuts)).toHaveLength(4);
    expect(review.steps.flatMap((s) => s.prizes).reduce((n, p) => n + (p.player === 'p2' ? p.count : 0), 0)).toBe(6);
  }, 60_000);

  it('the board after a line is the judge\'s view of the events up to it, and never steps back', async () => {
    const review = await service.review(german());
    const counts = review.steps.map((s) => s.events);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const events = review.events as unknown as GameEvent[];
    const attack = review.steps.find((s) => s.line === 151);
    const board = viewFor(replay(events.slice(0, attack?.events)), { role: 'judge' });
    // Bellowing Thunder for 280 Knocks Out p1's Active Pokémon at line 151: the Knock Out is on that line's board.
    expect(attack?.knockOuts).toHaveLength(1);
    expect(board.players.p1.discard.some((c) => c.def.name === attack?.knockOuts[0]?.name)).toBe(true);
    expect(replay(events)).toEqual(replay(events.slice(0, review.steps.at(-1)?.events)));
  }, 60_000);

  it('a refused play is flagged on its line with the engine\'s rule and rulebook section', async () => {
    // Two Supporters in one turn: the second is refused (000 "Unterstützerkarten": one per turn).
    const log = [
      ...ASH_VS_MISTY_SETUP,
      'Ash played Zapdos to the Active Spot.',
      'Misty played Mimikyu to the Active Spot.',
      "Turn # 1 - Ash's Turn",
      'Ash drew a card.',
      'Ash ended their turn.',
      "Turn # 2 - Misty's Turn",
      'Misty drew a card.',
      "Misty played Professor's Research.",
      "Misty played Professor's Research.",
      'Misty ended their turn.',
    ].join('\n');
    const review = await service.review(log);
    const refused = review.steps.filter((s) => s.commands.some((c) => c.violation));
    expect(refused.map((s) => s.line)).toEqual([15]);
    expect(refused[0]?.commands[0]?.violation).toMatchObject({ code: expect.any(String), ref: { file: expect.stringMatching(/^000/), section: expect.any(String) } });
    expect(review.summary.refused).toBe(1);
  }, 60_000);

  it('a line no rule reads is listed with its number; a text that is no battle log is refused readably', async () => {
    const review = await service.review(german().replace(/^(Turn # 2 .*)$/m, '$1\nDas ist keine Zeile eines Protokolls.'));
    expect(review.unread.map((u) => u.text)).toContain('Das ist keine Zeile eines Protokolls.');
    await expect(service.review('hello world')).rejects.toThrow(HubError);
  }, 60_000);
});
