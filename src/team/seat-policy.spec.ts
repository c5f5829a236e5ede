import { describe, expect, it } from 'vitest';
import { decideTeam, initialTeamState, replayTeam, teamCommandSchema, type TeamCommandInput, type TeamState } from '../game-kinds/team/index.js';
import { seatRefusal } from './seat-policy.js';

// Who may send what with a seat's token; team A's turn.

function started(): TeamState {
  const p = { side: 3, center: 3 };
  const decision = decideTeam(initialTeamState, {
    type: 'StartTeamGame',
    gameId: 'g',
    first: 'A',
    players: { A1: { name: 'a', ...p }, A2: { name: 'b', ...p }, B1: { name: 'c', ...p }, B2: { name: 'd', ...p } },
  });
  if (!decision.ok) throw new Error(decision.violation.message);
  return replayTeam(decision.events);
}

const refusal = (seat: 'A1' | 'A2' | 'B1' | 'B2', command: TeamCommandInput) => seatRefusal(seat, teamCommandSchema.parse(command), started());

describe('a seat token', () => {
  it("plays its own seat's cards, not a teammate's", () => {
    expect(refusal('A1', { type: 'PlayCard', seat: 'A1', field: 'center', kind: 'Supporter' })).toBeUndefined();
    expect(refusal('A1', { type: 'PlayCard', seat: 'A2', field: 'center', kind: 'Supporter' })).toMatch(/own seat only/);
    expect(refusal('B1', { type: 'PlayerCannotDraw', seat: 'A1' })).toMatch(/own seat only/);
  });

  it("leaves the turn's decisions to the active team", () => {
    expect(refusal('A2', { type: 'EndTurn' })).toBeUndefined();
    expect(refusal('B2', { type: 'EndTurn' })).toMatch(/team A, whose turn it is/);
    expect(refusal('B1', { type: 'ChooseOnCenter', seat: 'B1', of: 'discard-pile', card: 'Lost March' })).toMatch(/team A/);
  });

  it('reports Prize cards for the active team or the team taking them, and its own team\'s fields and cards', () => {
    expect(refusal('B1', { type: 'TakePrizes', field: 'center', team: 'B', earned: 1, takers: [{ seat: 'B1', count: 1 }] })).toBeUndefined();
    expect(refusal('B1', { type: 'TakePrizes', field: 'center', earned: 1, takers: [{ seat: 'A1', count: 1 }] })).toMatch(/active team/);
    expect(refusal('B1', { type: 'ReportFieldEmpty', team: 'B', field: 'left', empty: true })).toBeUndefined();
    expect(refusal('B1', { type: 'CardDecidesGame', team: 'A', outcome: 'loses', card: 'x' })).toMatch(/own team \(B\)/);
  });
});
