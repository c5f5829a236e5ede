import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../../rules/index.js';
import type { RaidCommandInput } from './raid-command.js';
import { decideRaid } from './raid-decide.js';
import { raidCommandSchema } from './raid-command.js';
import type { RaidEvent } from './raid-event.js';
import { evolveRaid, replayRaid } from './raid-evolve.js';
import { initialRaidState, type RaidState } from './raid-state.js';
import { cardById } from '../../catalogue/testing.js';
import { RECOMMENDED_RAID_DECK } from './recommended-raid-deck.js';
import { card, SOFTWARE } from './raid.testing.js';

// Invariants of 003 "Raid-Format" over random raids: no card vanishes or doubles between the raid
// deck, the boss, the Stadium spot, the Lost Zone and the discard pile; damage is never negative.

const DECK_CARDS: Record<string, () => CardDef> = {
  energy: card.energy,
  hop: card.hop,
  marnie: card.marnie,
  helmet: card.rockyHelmet,
  charm: card.bigCharm,
  stadium: card.mesagoza,
  potion: card.potion,
  pokemon: card.cacnea,
};
const ACTIVES: readonly (() => CardDef)[] = [card.koraidon, card.dedenne, card.greatTusk];

function checkInvariants(state: RaidState, deckSize: number, bossCount: number): void {
  const raidCards = [
    ...state.deck,
    ...state.discard,
    ...state.lostZone,
    ...(state.revealed ? [state.revealed] : []),
    ...state.boss.flatMap((b) => [...b.energy, ...(b.tool ? [b.tool] : [])]),
    ...(state.stadium?.owner === 'raid' && state.stadium.uid ? [{ uid: state.stadium.uid }] : []),
  ].map((c) => c.uid);
  expect(raidCards.sort()).toEqual(Array.from({ length: deckSize }, (_, i) => `r${i + 1}`).sort());
  expect([...state.boss, ...state.bossLost].map((b) => b.uid).sort()).toEqual(Array.from({ length: bossCount }, (_, i) => `b${i + 1}`).sort());
  for (const boss of state.boss) {
    expect(boss.damage).toBeGreaterThanOrEqual(0);
    expect(boss.damage % 10).toBe(0);
  }
  for (const player of state.players) expect(player.prizesLeft).toBeGreaterThanOrEqual(0);
  expect(state.phase === 'finished').toBe(state.winner !== null);
}

/** A permutation from a seed: Fisher-Yates over a small LCG, so the test stays deterministic per case. */
function permutation(size: number, seed: number): number[] {
  const order = Array.from({ length: size }, (_, i) => i);
  let s = seed >>> 0;
  for (let i = size - 1; i > 0; i--) {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    const j = s % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** One command a table could send now, chosen by `choice`. */
function nextCommand(state: RaidState, choice: number): RaidCommandInput {
  const prompt = state.prompt;
  if (prompt?.kind === 'die') return { type: 'SupplyRandom', promptId: prompt.id, value: (choice % prompt.options.length) + 1, origin: SOFTWARE };
  if (prompt?.kind === 'shuffle') return { type: 'SupplyRandom', promptId: prompt.id, value: permutation(prompt.size, choice), origin: SOFTWARE };
  if (prompt?.kind === 'resolve') {
    if (choice % 4 === 0) return { type: 'AdjustBoss', boss: state.boss[0]!.uid, damage: -30, reason: 'Potion' };
    if (choice % 4 === 1) return { type: 'RaidDeckDraws', count: 2, reason: 'the card draws' };
    return { type: 'ResolveEffect', promptId: prompt.id };
  }
  const player = state.players.findIndex((p, i) => !p.out && !state.done.includes(i));
  const active = state.players[player]!.active;
  const boss = state.boss[0]!;
  const attached = [...boss.energy, ...(boss.tool ? [boss.tool] : [])];
  if (choice % 11 === 5 && attached.length > 0) return { type: 'DiscardFromBoss', uid: attached[choice % attached.length]!.uid, reason: 'a card' };
  const discardedEnergy = state.discard.filter((c) => c.card.supertype === 'Energy');
  if (choice % 11 === 6 && discardedEnergy.length > 0) return { type: 'AttachFromDiscard', uid: discardedEnergy[0]!.uid, boss: boss.uid, reason: 'a card' };
  switch (choice % 7) {
    case 0:
      return { type: 'PassAttack', player };
    case 1:
      return { type: 'ReportKnockOut', player };
    case 2:
      return { type: 'SetPlayerActive', player, active: { card: ACTIVES[choice % ACTIVES.length]!(), damage: 0 } };
    case 3:
      return { type: 'RaidDeckDraws', count: 1 + (choice % 3), reason: 'a player\'s card' };
    default: {
      if (!active) return { type: 'PassAttack', player };
      const attack = active.card.attacks[0]!;
      const final = attack.damage === null || attack.damage.modifier === 'none';
      return { type: 'PlayerAttack', player, attacker: active.card, attack: attack.name, ...(final ? {} : { baseDamage: (choice % 40) * 10 }), conditions: choice % 5 === 0 ? ['Poisoned', 'Burned'] : [] };
    }
  }
}

const raidCase = fc.record({
  format: fc.constantFrom('raid' as const, 'giovanni' as const),
  exhaustionRule: fc.constantFrom('off' as const, 'no-attack' as const, 'no-damage' as const),
  players: fc.integer({ min: 2, max: 4 }),
  deck: fc.oneof(
    fc.array(fc.constantFrom(...Object.keys(DECK_CARDS)), { minLength: 1, maxLength: 40 }).map((kinds) => kinds.map((kind) => DECK_CARDS[kind]!())),
    fc.constant(RECOMMENDED_RAID_DECK.flatMap((line) => Array.from({ length: line.count }, () => cardById(line.cardId)))),
  ),
  choices: fc.array(fc.nat(), { minLength: 50, maxLength: 250 }),
});

describe('raid invariants (property)', () => {
  it('conserves every card, keeps damage and Prize cards non-negative, and replays its log to the same state', () => {
    fc.assert(
      fc.property(raidCase, ({ format, exhaustionRule, players, deck, choices }) => {
        const boss = format === 'raid' ? [card.zacian()] : [card.zacian(), card.mewtwo(), card.koraidon(), card.charcadet(), card.cacnea(), card.cetoddle()];
        const start = raidCommandSchema.parse({
          type: 'StartRaid',
          raidId: 'p',
          format,
          exhaustionRule,
          players: Array.from({ length: players }, (_, i) => ({ name: `P${i}`, active: { card: ACTIVES[i % ACTIVES.length]!() } })),
          boss,
          raidDeck: deck,
        });
        const log: RaidEvent[] = [];
        let state = initialRaidState;
        const apply = (command: RaidCommandInput) => {
          const decision = decideRaid(state, raidCommandSchema.parse(command));
          if (!decision.ok) return;
          log.push(...decision.events);
          state = decision.events.reduce(evolveRaid, state);
          checkInvariants(state, deck.length, boss.length);
        };
        apply(start);
        for (const choice of choices) {
          if (state.phase === 'finished') break;
          apply(nextCommand(state, choice));
        }
        expect(replayRaid(log)).toEqual(state);
      }),
      { numRuns: 100 },
    );
  }, 30_000);
});
