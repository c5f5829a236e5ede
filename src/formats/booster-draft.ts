/**
 * The draft of 003 "Ditto-Draft", Vorbereitung: two to four players in a circle open a booster pack
 * each at the same time, pick one card, pass the rest face down to the left, and repeat until the pack
 * is used up; the direction changes with every new pack. Pure: the hub keeps it and shows each player
 * only the pack in front of them.
 */
export interface DraftState {
  readonly players: readonly string[];
  /** packs[player][round]: card ids, as opened. */
  readonly packs: readonly (readonly (readonly string[])[])[];
  readonly round: number;
  /** The pack in front of each player now. */
  readonly inFront: readonly (readonly string[])[];
  /** Who has picked from the pack in front of them in this pass. */
  readonly picked: readonly boolean[];
  readonly pools: readonly (readonly string[])[];
  readonly finished: boolean;
}

export type DraftResult = { readonly ok: true; readonly state: DraftState } | { readonly ok: false; readonly reason: string };

export function startDraft(players: readonly string[], packs: readonly (readonly (readonly string[])[])[]): DraftState {
  if (players.length < 2 || players.length > 4) throw new Error(`a Ditto-Draft is for 2 to 4 players, not ${players.length}`);
  if (packs.length !== players.length) throw new Error('every player needs their packs');
  const rounds = packs[0]?.length ?? 0;
  if (rounds === 0 || packs.some((p) => p.length !== rounds)) throw new Error('every player opens the same number of packs');
  for (let round = 0; round < rounds; round += 1) {
    const sizes = new Set(packs.map((p) => p[round]?.length));
    if (sizes.size !== 1 || sizes.has(0)) throw new Error(`the packs of round ${round + 1} must be equally large and not empty`);
  }
  return {
    players,
    packs,
    round: 0,
    inFront: packs.map((p) => p[0] ?? []),
    picked: players.map(() => false),
    pools: players.map(() => []),
    finished: false,
  };
}

/** Packs go left in the first round, right in the second, and so on. */
export function passDirection(round: number): 'left' | 'right' {
  return round % 2 === 0 ? 'left' : 'right';
}

export function pick(state: DraftState, player: number, cardId: string): DraftResult {
  if (state.finished) return { ok: false, reason: 'the draft is over' };
  const pack = state.inFront[player];
  if (pack === undefined) return { ok: false, reason: `no player ${player}` };
  if (state.picked[player]) return { ok: false, reason: `${state.players[player]} has picked from this pack already; wait for the others` };
  const at = pack.indexOf(cardId);
  if (at < 0) return { ok: false, reason: `${cardId} is not in the pack in front of ${state.players[player]}` };

  const inFront = state.inFront.map((p, i) => (i === player ? [...p.slice(0, at), ...p.slice(at + 1)] : p));
  const pools = state.pools.map((p, i) => (i === player ? [...p, cardId] : p));
  const picked = state.picked.map((p, i) => p || i === player);
  if (!picked.every(Boolean)) return { ok: true, state: { ...state, inFront, pools, picked } };
  return { ok: true, state: pass({ ...state, inFront, pools, picked }) };
}

/** Everyone has picked: pass the packs on, or open the next ones when these are used up. */
function pass(state: DraftState): DraftState {
  const n = state.players.length;
  const fresh = state.players.map(() => false);
  if ((state.inFront[0]?.length ?? 0) > 0) {
    // Players are listed in seating order, each one's left neighbour next: passing left, I get the pack of the one before me.
    const from = (i: number) => (passDirection(state.round) === 'left' ? (i - 1 + n) % n : (i + 1) % n);
    return { ...state, inFront: state.inFront.map((_, i) => state.inFront[from(i)] ?? []), picked: fresh };
  }
  const round = state.round + 1;
  if (round >= (state.packs[0]?.length ?? 0)) return { ...state, inFront: state.inFront.map(() => []), picked: fresh, finished: true };
  return { ...state, round, inFront: state.packs.map((p) => p[round] ?? []), picked: fresh };
}
