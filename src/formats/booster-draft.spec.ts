import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passDirection, pick, startDraft, type DraftState } from './booster-draft.js';

const packsFor = (players: number, rounds: number, size: number) =>
  Array.from({ length: players }, (_, p) => Array.from({ length: rounds }, (_, r) => Array.from({ length: size }, (_, c) => `p${p}r${r}c${c}`)));

function mustPick(state: DraftState, player: number, card: string): DraftState {
  const result = pick(state, player, card);
  if (!result.ok) throw new Error(result.reason);
  return result.state;
}

describe('003 "Ditto-Draft": pick one card, pass the rest, change direction with every pack', () => {
  it('after everyone picks, each player holds the pack of the player to the right (passing left)', () => {
    let s = startDraft(['Ash', 'Misty', 'Brock'], packsFor(3, 2, 3));
    s = mustPick(s, 0, 'p0r0c0');
    expect(s.inFront[1]).toEqual(['p1r0c0', 'p1r0c1', 'p1r0c2']);
    s = mustPick(mustPick(s, 1, 'p1r0c0'), 2, 'p2r0c0');
    expect(s.inFront).toEqual([['p2r0c1', 'p2r0c2'], ['p0r0c1', 'p0r0c2'], ['p1r0c1', 'p1r0c2']]);
  });

  it('the second pack goes the other way', () => {
    expect([0, 1, 2, 3].map(passDirection)).toEqual(['left', 'right', 'left', 'right']);
    let s = startDraft(['Ash', 'Misty', 'Brock'], packsFor(3, 2, 1));
    s = mustPick(mustPick(mustPick(s, 0, 'p0r0c0'), 1, 'p1r0c0'), 2, 'p2r0c0');
    expect(s.round).toBe(1);
    s = mustPick(mustPick(mustPick(s, 0, 'p0r1c0'), 1, 'p1r1c0'), 2, 'p2r1c0');
    expect(s.finished).toBe(true);
  });

  it('refuses a second pick before the pass and a card that is not in front of the player', () => {
    const s = mustPick(startDraft(['Ash', 'Misty'], packsFor(2, 1, 2)), 0, 'p0r0c0');
    expect(pick(s, 0, 'p0r0c1')).toEqual({ ok: false, reason: 'Ash has picked from this pack already; wait for the others' });
    expect(pick(s, 1, 'p0r0c1')).toEqual({ ok: false, reason: 'p0r0c1 is not in the pack in front of Misty' });
  });

  it('is for two to four players', () => {
    expect(() => startDraft(['Ash'], packsFor(1, 4, 10))).toThrow('2 to 4 players');
    expect(() => startDraft(['A', 'B', 'C', 'D', 'E'], packsFor(5, 4, 10))).toThrow('2 to 4 players');
  });

  it('deals every card to exactly one pool, whatever the picks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 6 }), fc.infiniteStream(fc.nat()), (players, rounds, size, choices) => {
        const packs = packsFor(players, rounds, size);
        let s = startDraft(packs.map((_, i) => `P${i}`), packs);
        const it = choices[Symbol.iterator]();
        while (!s.finished) {
          for (let p = 0; p < players && !s.finished; p += 1) {
            const pack = s.inFront[p] ?? [];
            s = mustPick(s, p, pack[(it.next().value as number) % pack.length]!);
          }
        }
        const all = s.pools.flat().sort();
        return all.length === players * rounds * size && new Set(all).size === all.length && s.pools.every((pool) => pool.length === rounds * size);
      }),
      { numRuns: 50 },
    );
  });
});
