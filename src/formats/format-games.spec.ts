import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commandSchema, type Command, replay, SEATS, stadiumsInPlay, viewFor } from '../rules/index.js';
import { brokenInvariants, playRandomGame } from '../rules/testing/arbitraries.js';
import { engineFormat, formatById, RESTRICTION_IDS, restrictionMenu, type FormatDefinition } from './index.js';

const byId = (id: string): FormatDefinition => {
  const f = formatById(id);
  if (!f) throw new Error(`no format ${id}`);
  return f;
};

/** The formats whose rules change what the engine does, each played in random legal games. */
const PLAYED: readonly FormatDefinition[] = [
  byId('multi-level-1'),
  byId('basiskampf'),
  byId('packkampf'),
  byId('ditto-draft'),
  restrictionMenu([...RESTRICTION_IDS]),
];

const startOf = (f: FormatDefinition, i: number): Command => ({
  type: 'StartMatch',
  matchId: `format-game-${i}`,
  profile: f.profile,
  format: engineFormat(f),
  players: [{ name: 'A' }, { name: 'B' }],
});

describe('random legal games in the formats of 003', () => {
  it('keep every invariant, pass the command schema, replay to the same state, and show no hidden card to the opponent or spectators', () => {
    fc.assert(
      fc.property(fc.nat({ max: PLAYED.length - 1 }), fc.array(fc.nat({ max: 1 << 20 }), { minLength: 1, maxLength: 150 }), (which, choices) => {
        const f = PLAYED[which] as FormatDefinition;
        const game = playRandomGame(choices, { keepStates: true, start: startOf(f, which) });
        expect(replay(game.events)).toEqual(game.final);
        // The hub validates every command at the edge: the format commands pass its schema unchanged.
        for (const c of game.commands) expect(commandSchema.parse(c)).toEqual(c);
        for (const s of game.states) {
          expect(brokenInvariants(s)).toEqual([]);
          const stadiums = stadiumsInPlay(s);
          expect(s.stadium).toEqual(stadiums[stadiums.length - 1] ?? null);
          for (const seat of SEATS) {
            const pl = s.players[seat];
            const opponent = seat === 'p1' ? 'p2' : 'p1';
            const faceDown = [pl.active, ...pl.bench].flatMap((p) => p?.attached.filter((c) => c.face) ?? []);
            for (const viewer of [{ role: 'spectator' } as const, { role: 'player', seat: opponent } as const]) {
              const view = JSON.stringify(viewFor(s, viewer));
              for (const c of faceDown) expect(view).not.toContain(`"${c.uid}"`);
              if (viewer.role === 'spectator' || !s.profile?.openHands) for (const c of pl.hand.known) expect(view).not.toContain(`"${c.uid}"`);
            }
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('reach the format hooks: Ditto evolutions, face-down Energy, several Stadiums, starting Pokémon, games without a draw', () => {
    const kinds = new Set<string>();
    let severalStadiums = false;
    PLAYED.forEach((f, i) => {
      for (let seed = 1; seed <= 12; seed++) {
        let x = seed * 7919 + i;
        // The high bits of the generator: its low bits repeat with a short period.
        const choices = Array.from({ length: 600 }, () => (x = (x * 1103515245 + 12345) % 2147483648) >>> 12);
        const game = playRandomGame(choices, { keepStates: true, start: startOf(f, i) });
        for (const e of game.events) kinds.add(e.type === 'RuleApplied' ? `RuleApplied:${e.rule}` : e.type);
        for (const e of game.events) if (e.type === 'PokemonEvolved' && e.dittoMarker) kinds.add('ditto-evolution');
        for (const e of game.events) if (e.type === 'EnergyAttached' && e.card.face) kinds.add('face-down-energy');
        if (game.states.some((s) => (s.stadiums?.length ?? 0) > 1)) severalStadiums = true;
        expect(brokenInvariants(game.final)).toEqual([]);
      }
    });
    expect([...kinds]).toEqual(
      expect.arrayContaining([
        'DittoMarkerPlaced',
        'ditto-evolution',
        'face-down-energy',
        'StartingPokemonChosen',
        'HandCardRevealed',
        'RuleApplied:special-condition-not-applied',
        'RuleApplied:no-draw-from-empty-deck',
        'GameWon',
      ]),
    );
    expect(severalStadiums).toBe(true);
  });
});
