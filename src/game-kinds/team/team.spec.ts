import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardById } from '../../catalogue/testing.js';
import { validateDeck } from '../../decks/validate-deck.js';
import type { RuleViolation } from '../../rules/index.js';
import { EXPANDED } from '../../formats/constructed.formats.js';
import { TEAM } from '../../formats/advanced.formats.js';
import { teamCommandSchema, type TeamCommandInput } from './team-command.js';
import { decideTeam, TEAM_REFS } from './team-decide.js';
import type { TeamEvent } from './team-event.js';
import { replayTeam } from './team-evolve.js';
import { initialTeamState, prizesLeft, prizesTaken, SEATS, type TeamState } from './team-state.js';

// Rulebook 003_8c2f2b3219c5ea3c.txt, "Team-Format (fortgesetzt)".

function act(state: TeamState, command: TeamCommandInput): { state: TeamState; events: TeamEvent[] } {
  const decision = decideTeam(state, teamCommandSchema.parse(command));
  if (!decision.ok) throw new Error(`refused ${command.type}: ${decision.violation.code}: ${decision.violation.message}`);
  return { state: replayTeam(decision.events, state), events: decision.events };
}

function refusal(state: TeamState, command: TeamCommandInput): RuleViolation {
  const decision = decideTeam(state, teamCommandSchema.parse(command));
  if (decision.ok) throw new Error(`${command.type} was accepted`);
  return decision.violation;
}

/** Three Prize cards on the side field and three on the center for everyone; team A first. */
const start = (): TeamState =>
  act(initialTeamState, {
    type: 'StartTeamGame',
    gameId: 'team-1',
    first: 'A',
    players: {
      A1: { name: 'Monika', side: 3, center: 3 },
      A2: { name: 'Ralph', side: 3, center: 3 },
      B1: { name: 'Caro', side: 3, center: 3 },
      B2: { name: 'Robert', side: 3, center: 3 },
    },
  }).state;

describe('003 "Team-Format (fortgesetzt)": one Supporter, Stadium and Energy per field per turn', () => {
  it('allows one of each kind on each field, whoever of the team plays the center\'s', () => {
    let state = start();
    for (const field of ['left', 'center'] as const) state = act(state, { type: 'PlayCard', seat: 'A1', field, kind: 'Supporter' }).state;
    state = act(state, { type: 'PlayCard', seat: 'A2', field: 'right', kind: 'Supporter' }).state;
    expect(refusal(state, { type: 'PlayCard', seat: 'A2', field: 'center', kind: 'Supporter' })).toMatchObject({ code: 'field-limit', ref: TEAM_REFS.supporters });
    state = act(state, { type: 'PlayCard', seat: 'A2', field: 'center', kind: 'Energy' }).state;
    expect(refusal(state, { type: 'PlayCard', seat: 'A1', field: 'center', kind: 'Energy' })).toMatchObject({ code: 'field-limit', ref: TEAM_REFS.energy });
    state = act(state, { type: 'PlayCard', seat: 'A1', field: 'left', kind: 'Stadium' }).state;
    expect(refusal(state, { type: 'PlayCard', seat: 'A1', field: 'left', kind: 'Stadium' })).toMatchObject({ code: 'field-limit', ref: TEAM_REFS.stadiums });
  });

  it("refuses a card on a teammate's side field and during the other team's turn", () => {
    const state = start();
    expect(refusal(state, { type: 'PlayCard', seat: 'A1', field: 'right', kind: 'Energy' }).code).toBe('not-your-field');
    expect(refusal(state, { type: 'PlayCard', seat: 'B1', field: 'left', kind: 'Energy' }).code).toBe('not-your-turn');
  });

  it('ends the turn only on the field where a Supporter ended it, and gives the next turn fresh limits', () => {
    let state = act(start(), { type: 'PlayCard', seat: 'A1', field: 'left', kind: 'Supporter' }).state;
    state = act(state, { type: 'EndFieldTurn', field: 'left', reason: 'the Supporter ends the turn' }).state;
    expect(refusal(state, { type: 'PlayCard', seat: 'A1', field: 'left', kind: 'Energy' }).code).toBe('field-turn-over');
    state = act(state, { type: 'PlayCard', seat: 'A1', field: 'center', kind: 'Energy' }).state;
    state = act(state, { type: 'EndTurn' }).state;
    state = act(state, { type: 'EndTurn' }).state;
    expect(state).toMatchObject({ activeTeam: 'A', turn: 3 });
    expect(act(state, { type: 'PlayCard', seat: 'A1', field: 'left', kind: 'Supporter' }).events).toHaveLength(1);
  });

  it('does not give a team the extra turn a card would (003, after the banned list)', () => {
    const { state, events } = act(start(), { type: 'EndTurn', extraTurn: true });
    expect(events).toEqual([{ type: 'TurnEnded', team: 'A', extraTurnSuppressed: true }]);
    expect(state.activeTeam).toBe('B');
  });
});

describe('003 "Team-Format (fortgesetzt), Preiskarten"', () => {
  it("takes a side field's Prize cards from the attacker's own, and forfeits what that field no longer has", () => {
    let state = act(start(), { type: 'TakePrizes', field: 'left', earned: 2, takers: [{ seat: 'A1', count: 2 }] }).state;
    expect(state.players.A1.prizes).toEqual({ side: 1, center: 3 });
    const { events, state: after } = act(state, { type: 'TakePrizes', field: 'left', earned: 3, takers: [{ seat: 'A1', count: 1 }] });
    expect(events[0]).toMatchObject({ type: 'PrizesTaken', forfeited: 2 });
    expect(after.players.A1.prizes.side).toBe(0);
    state = after;
    expect(refusal(state, { type: 'TakePrizes', field: 'left', earned: 1, takers: [{ seat: 'A2', count: 1 }] }).code).toBe('not-a-taker');
  });

  it('lets the active team split the center\'s Prize cards, each from their own, and take all it can', () => {
    const state = start();
    expect(refusal(state, { type: 'TakePrizes', field: 'center', earned: 3, takers: [{ seat: 'A1', count: 1 }] }).code).toBe('prize-count');
    const { state: after } = act(state, { type: 'TakePrizes', field: 'center', earned: 3, takers: [{ seat: 'A1', count: 1 }, { seat: 'A2', count: 2 }] });
    expect([after.players.A1.prizes.center, after.players.A2.prizes.center]).toEqual([2, 1]);
    expect(refusal(after, { type: 'TakePrizes', field: 'center', earned: 2, takers: [{ seat: 'A2', count: 2 }] }).code).toBe('not-enough-prizes');
  });

  it('needs the split of each player\'s six Prize cards to add up to six', () => {
    const command: TeamCommandInput = {
      type: 'StartTeamGame',
      gameId: 'g',
      first: 'B',
      players: { A1: { name: 'a', side: 3, center: 3 }, A2: { name: 'b', side: 4, center: 3 }, B1: { name: 'c', side: 3, center: 3 }, B2: { name: 'd', side: 3, center: 3 } },
    };
    expect(refusal(initialTeamState, command)).toMatchObject({ code: 'prize-split', ref: TEAM_REFS.prizes });
  });
});

describe('003 "Team-Format (fortgesetzt), Anpassungen beim Angreifen"', () => {
  it('takes a Prize card for an attack of 10 or more on a field where the opponent has no Pokémon, not for damage counters', () => {
    let state = act(start(), { type: 'ReportFieldEmpty', team: 'B', field: 'left', empty: true }).state;
    expect(refusal(state, { type: 'AttackEmptyField', seat: 'A2', field: 'right', damage: 30, byCounters: false }).code).toBe('field-not-empty');
    expect(refusal(state, { type: 'AttackEmptyField', seat: 'A1', field: 'left', damage: 30, byCounters: true }).code).toBe('counters-do-not-count');
    expect(refusal(state, { type: 'AttackEmptyField', seat: 'A1', field: 'left', damage: 0, byCounters: false }).code).toBe('too-little-damage');
    state = act(state, { type: 'AttackEmptyField', seat: 'A1', field: 'left', damage: 10, byCounters: false }).state;
    expect(state.players.A1.prizes.side).toBe(2);
    expect(state.fields.left.ended).toBe(true);
  });

  it('allows one GX attack or VSTAR Power per field for each team', () => {
    let state = act(start(), { type: 'UseGxOrVstar', seat: 'A1', field: 'left' }).state;
    expect(refusal(state, { type: 'UseGxOrVstar', seat: 'A1', field: 'left' })).toMatchObject({ code: 'gx-vstar-used', ref: TEAM_REFS.attacking });
    state = act(state, { type: 'UseGxOrVstar', seat: 'A2', field: 'center' }).state;
    state = act(state, { type: 'EndTurn' }).state;
    expect(act(state, { type: 'UseGxOrVstar', seat: 'B1', field: 'left' }).events).toHaveLength(1);
  });
});

describe('003 "Team-Format (fortgesetzt)": winning and losing', () => {
  it('is won by the first team to take nine of its twelve Prize cards', () => {
    let state = start();
    state = act(state, { type: 'TakePrizes', field: 'left', earned: 3, takers: [{ seat: 'A1', count: 3 }] }).state;
    state = act(state, { type: 'TakePrizes', field: 'right', earned: 3, takers: [{ seat: 'A2', count: 3 }] }).state;
    state = act(state, { type: 'TakePrizes', field: 'center', earned: 2, takers: [{ seat: 'A1', count: 2 }] }).state;
    expect(prizesTaken(state, 'A')).toBe(8);
    const { state: won, events } = act(state, { type: 'TakePrizes', field: 'center', earned: 1, takers: [{ seat: 'A2', count: 1 }] });
    expect(events.at(-1)).toEqual({ type: 'TeamWon', team: 'A', reason: 'took 9 of its 12 Prize cards' });
    expect(refusal(won, { type: 'EndTurn' }).code).toBe('not-playing');
  });

  it('takes a player who cannot draw out of the game: their side field empties, the center stays', () => {
    let state = act(start(), { type: 'PlayerCannotDraw', seat: 'B1' }).state;
    expect(state.players.B1.out).toBe(true);
    expect(state.empty).toEqual([{ team: 'B', field: 'left' }]);
    expect(refusal(state, { type: 'ReportFieldEmpty', team: 'B', field: 'left', empty: false }).code).toBe('player-out');
    // The opponent across the empty field can still attack it for Prize cards.
    state = act(state, { type: 'AttackEmptyField', seat: 'A1', field: 'left', damage: 20, byCounters: false }).state;
    expect(state.players.A1.prizes.side).toBe(2);
  });

  it('is lost by a team with no Pokémon in play on any field', () => {
    let state = act(start(), { type: 'PlayerCannotDraw', seat: 'B1' }).state;
    state = act(state, { type: 'ReportFieldEmpty', team: 'B', field: 'right', empty: true }).state;
    const { events } = act(state, { type: 'ReportFieldEmpty', team: 'B', field: 'center', empty: true });
    expect(events.at(-1)).toEqual({ type: 'TeamWon', team: 'A', reason: 'team B has no Pokémon in play on any field' });
  });
});

describe('003 "Team-Format (fortgesetzt)": the active team\'s choices on the center', () => {
  it("lets the other team take Prize cards when the active team's own Pokémon is Knocked Out, split as the active team says", () => {
    const state = start();
    expect(refusal(state, { type: 'TakePrizes', field: 'center', team: 'B', earned: 1, takers: [{ seat: 'A1', count: 1 }] })).toMatchObject({ code: 'not-a-taker', ref: TEAM_REFS.prizes });
    const { state: after, events } = act(state, { type: 'TakePrizes', field: 'center', team: 'B', earned: 2, takers: [{ seat: 'B1', count: 1 }, { seat: 'B2', count: 1 }] });
    expect(events[0]).toMatchObject({ type: 'PrizesTaken', forfeited: 0 });
    expect([after.players.B1.prizes.center, after.players.B2.prizes.center, after.activeTeam]).toEqual([2, 2, 'A']);
    expect(prizesTaken(after, 'B')).toBe(2);
  });

  it("records whose discard pile, Lost Zone, hand or Prize cards a card on the center refers to, as the active team's choice", () => {
    const { events } = act(start(), { type: 'ChooseOnCenter', seat: 'B2', of: 'discard-pile', card: 'Lost March' });
    expect(events).toEqual([{ type: 'CenterChoiceMade', team: 'A', seat: 'B2', of: 'discard-pile', card: 'Lost March' }]);
    const out = act(start(), { type: 'PlayerCannotDraw', seat: 'B2' }).state;
    expect(refusal(out, { type: 'ChooseOnCenter', seat: 'B2', of: 'hand', card: 'Lost March' })).toMatchObject({ code: 'player-out', ref: TEAM_REFS.zones });
  });
});

describe('003 "Team-Format (fortgesetzt), Gewinnen des Spiels": a card\'s win or loss condition applies to the whole team', () => {
  it('ends the game for both players of the team', () => {
    const { state, events } = act(start(), { type: 'CardDecidesGame', team: 'B', outcome: 'loses', card: "Wobbuffet's Brilliant Bet" });
    expect(events.at(-1)).toMatchObject({ type: 'TeamWon', team: 'A' });
    expect(state).toMatchObject({ phase: 'finished', winner: 'A' });
    expect(act(start(), { type: 'CardDecidesGame', team: 'B', outcome: 'wins', card: 'Unown (DAMAGE)' }).state.winner).toBe('B');
  });
});

describe('003 "Team-Format (fortgesetzt)": the cards it does not allow', () => {
  // Released 2018/02/02 (sm5), so legal in Expanded but for the Team-Format's list.
  const context = { releaseDateOf: (setId: string) => (setId === 'sm5' ? '2018/02/02' : setId === 'sve' ? '2023/03/31' : undefined) };
  const dialgaDeck = [
    { card: cardById('sm5-100'), count: 1 },
    { card: cardById('sve-1'), count: 59 },
  ];

  it('refuses Dialga-GX (Ultra Prism 100/156) in a Team deck, citing 003, and not in Expanded', () => {
    expect(validateDeck(dialgaDeck, TEAM, context).map((p) => [p.code, p.ref.section])).toEqual([['banned', 'Team-Format (fortgesetzt)']]);
    expect(validateDeck(dialgaDeck, EXPANDED, context)).toEqual([]);
  });
});

describe('Team-Format ledger (property)', () => {
  const command = fc.oneof(
    fc.record({ type: fc.constant('TakePrizes' as const), field: fc.constantFrom('left' as const, 'right' as const, 'center' as const), team: fc.constantFrom('A' as const, 'B' as const), earned: fc.integer({ min: 1, max: 3 }), takers: fc.array(fc.record({ seat: fc.constantFrom(...SEATS), count: fc.integer({ min: 0, max: 3 }) }), { maxLength: 2 }) }),
    fc.record({ type: fc.constant('EndTurn' as const), extraTurn: fc.boolean() }),
    fc.record({ type: fc.constant('PlayerCannotDraw' as const), seat: fc.constantFrom(...SEATS) }),
    fc.record({ type: fc.constant('AttackEmptyField' as const), seat: fc.constantFrom(...SEATS), field: fc.constantFrom('left' as const, 'right' as const, 'center' as const), damage: fc.integer({ min: 0, max: 200 }), byCounters: fc.boolean() }),
    fc.record({ type: fc.constant('ReportFieldEmpty' as const), team: fc.constantFrom('A' as const, 'B' as const), field: fc.constantFrom('left' as const, 'right' as const, 'center' as const), empty: fc.boolean() }),
  );

  it('never takes a Prize card a player does not have, and ends exactly when a team reaches nine or is left with no Pokémon', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 80 }), (commands) => {
        let state = start();
        for (const c of commands) {
          if (state.phase === 'finished') break;
          const decision = decideTeam(state, teamCommandSchema.parse(c));
          if (!decision.ok) continue;
          state = replayTeam(decision.events, state);
          for (const seat of SEATS) {
            expect(state.players[seat].prizes.side).toBeGreaterThanOrEqual(0);
            expect(state.players[seat].prizes.center).toBeGreaterThanOrEqual(0);
            expect(prizesLeft(state.players[seat])).toBeLessThanOrEqual(6);
          }
          const nine = (['A', 'B'] as const).some((t) => prizesTaken(state, t) >= 9);
          const wiped = (['A', 'B'] as const).some((t) => ['left', 'right', 'center'].every((f) => state.empty.some((e) => e.team === t && e.field === f)));
          expect(state.phase === 'finished').toBe(nine || wiped);
        }
      }),
      { numRuns: 200 },
    );
  });
});
