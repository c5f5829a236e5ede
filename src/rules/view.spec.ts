import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { SEATS } from './state.js';
import { randomGameArbitrary } from './testing/arbitraries.js';
import { quickStart } from './testing/table.js';
import { cardOwners, viewFor } from './view.js';

describe('viewFor: hidden information stripped in one place (STYLE.md 8)', () => {
  it('a card known to be in a hand is seen by its owner and judges, not by the opponent or spectators', () => {
    const t = quickStart({ profile: 'sv', p1: { active: cardById('xy0-3'), bench: [cardById('xy0-12')] }, p2: { active: cardById('xy0-8') } });
    t.do({ type: 'Adjust', player: 'p1', reason: 'return to hand', action: { kind: 'move-card', uid: 'p1-bench0', to: 'hand' } });
    expect(viewFor(t.state, { role: 'player', seat: 'p1' }).players.p1.hand).toMatchObject({ count: 7, known: [{ uid: 'p1-bench0' }] });
    expect(viewFor(t.state, { role: 'judge' }).players.p1.hand.known).toHaveLength(1);
    expect(viewFor(t.state, { role: 'player', seat: 'p2' }).players.p1.hand).toEqual({ count: 7, known: null });
    expect(viewFor(t.state, { role: 'spectator' }).players.p1.hand).toEqual({ count: 7, known: null });
  });

  it('over random games: neither a spectator nor the opponent sees a card in a hand or a face-down Pokémon, not even its id', () => {
    fc.assert(
      fc.property(randomGameArbitrary(60), (game) => {
        for (const s of game.states) {
          for (const seat of SEATS) {
            const opponent = seat === 'p1' ? 'p2' : 'p1';
            const pl = s.players[seat];
            for (const viewer of [{ role: 'spectator' } as const, { role: 'player', seat: opponent } as const]) {
              const view = JSON.stringify(viewFor(s, viewer));
              for (const c of pl.hand.known) expect(view).not.toContain(`"${c.uid}"`);
              for (const p of [pl.active, ...pl.bench]) {
                if (!p?.faceDown) continue;
                expect(view).not.toContain(`"${p.id}"`);
                for (const c of p.stack) expect(view).not.toContain(`"${c.uid}"`);
              }
            }
          }
        }
      }),
      { numRuns: 30 },
    );
  });

  it("names other players' cards by aliases: a spectator's view carries no NFC tag UID, a player's only their own", () => {
    const t = quickStart({ profile: 'sv', p1: { active: cardById('xy0-3'), bench: [cardById('xy0-12')] }, p2: { active: cardById('xy0-8') } });
    const alias = (uid: string) => `alias-of-${uid.length}-${[...uid].reverse().join('')}`;
    const ids = [...cardOwners(t.state)];
    const spectator = JSON.stringify(viewFor(t.state, { role: 'spectator' }, alias));
    const p1 = JSON.stringify(viewFor(t.state, { role: 'player', seat: 'p1' }, alias));
    const judge = JSON.stringify(viewFor(t.state, { role: 'judge' }, alias));
    for (const [uid, owner] of ids) {
      expect(spectator).not.toContain(`"${uid}"`);
      expect(spectator).toContain(`"${alias(uid)}"`);
      expect(p1).toContain(owner === 'p1' ? `"${uid}"` : `"${alias(uid)}"`);
      expect(p1).not.toContain(owner === 'p1' ? `"${alias(uid)}"` : `"${uid}"`);
      expect(judge).toContain(`"${uid}"`);
    }
  });
});

describe('viewFor shows the values the rules read, as the cards in play make them (issue #12: the true HP on the table)', () => {
  it('Hero\'s Cape (sv5-152, "+100 HP") on Ethan\'s Ho-Oh ex (230 HP): everyone sees 330; Float Stone (bw9-99): Retreat Cost 0', () => {
    const t = quickStart({ profile: 'sv', p1: { active: cardById('sv10-39'), bench: [cardById('sv4-106')] }, p2: { active: cardById('sv2-62') } });
    const shown = (seat: 'p1' | 'p2') => viewFor(t.state, { role: 'player', seat }).players.p1;
    expect(shown('p2').active).toMatchObject({ hp: 230, retreatCost: cardById('sv10-39').retreatCost });
    t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('sv5-152'), target: 'p1-active' });
    t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('bw9-99'), target: 'p1-bench0' });
    expect(shown('p2').active).toMatchObject({ hp: 330 });
    expect(shown('p1').bench[0]).toMatchObject({ hp: cardById('sv4-106').hp, retreatCost: 0 });
  });
});
