import { benchSize } from './continuous-effects.js';
import { inPlay, SEATS, type GameState } from './state.js';
import { allCardInstances } from './zones.js';

/**
 * The invariants every reachable state keeps; returns what is broken, empty when all hold. The property
 * tests check them over random games; a judge's restore checks the state it brings back.
 */
export function brokenInvariants(state: GameState): string[] {
  const broken: string[] = [];
  const profile = state.profile;
  if (!profile) return broken;
  const uids = allCardInstances(state).map((c) => c.uid);
  const dupes = uids.filter((u, i) => uids.indexOf(u) !== i);
  if (dupes.length) broken.push(`cards in two zones: ${dupes.join(', ')}`);
  for (const seat of SEATS) {
    const pl = state.players[seat];
    const bench = benchSize(state, profile, seat);
    const discarding = state.prompts.some((p) => p.kind === 'bench-discard' && p.player === seat);
    if (pl.bench.length > bench && !discarding) broken.push(`${seat} Bench of ${pl.bench.length} over ${bench}`);
    for (const p of inPlay(pl)) if (p.damage < 0) broken.push(`${p.id} has negative damage`);
    if (pl.prizesTaken > pl.prizesSetOut) broken.push(`${seat} took ${pl.prizesTaken} of ${pl.prizesSetOut} Prize cards`);
    if (pl.deck < 0 || pl.hand.count < 0 || pl.prizes < 0) broken.push(`${seat} has a negative count`);
    if (pl.hand.known.length > pl.hand.count) broken.push(`${seat} knows more hand cards than it holds`);
    const owned = allCardInstances(state).filter((c) => c.owner === seat).length - pl.hand.known.length;
    const total = pl.deck + pl.hand.count + pl.prizes + owned;
    const size = pl.deckSize ?? profile.deckSize;
    if (total !== size) broken.push(`${seat} has ${total} cards, not ${size}: a card vanished or appeared`);
  }
  return broken;
}
