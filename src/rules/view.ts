import type { FlipRequest } from './coin.js';
import { maxHp, retreatCost } from './continuous-effects.js';
import { SEATS, stadiumsInPlay, type CardInst, type GameState, type InPlayPokemon, type PlayerState, type Seat } from './state.js';
import { extended } from './zones.js';

export type Viewer = { role: 'player'; seat: Seat } | { role: 'spectator' } | { role: 'judge' };

/** A face-down setup Pokémon as someone who may not see it sees it. */
export interface HiddenPokemon {
  /** `hidden:<seat>:<place>`, e.g. `hidden:p2:bench.1`. */
  readonly id: string;
  readonly owner: Seat;
  readonly faceDown: true;
  readonly hidden: true;
}

/**
 * A Pokémon in play as the viewer sees it, with the values the cards in play give it (continuous-effects.ts):
 * `hp` raised by Hero's Cape, a Retreat Cost lowered by Float Stone. What the table shows is what the rules read.
 */
export interface ShownPokemon extends InPlayPokemon {
  /** Its HP now; absent for a card with no printed HP. */
  readonly hp?: number;
  readonly retreatCost: number;
}

export interface PlayerView extends Omit<PlayerState, 'active' | 'bench' | 'hand'> {
  readonly active: ShownPokemon | HiddenPokemon | null;
  readonly bench: readonly (ShownPokemon | HiddenPokemon)[];
  /** `known` is null when the viewer may not see this hand. */
  readonly hand: { readonly count: number; readonly known: readonly CardInst[] | null };
}

export interface GameView extends Omit<GameState, 'players'> {
  readonly viewer: Viewer;
  readonly players: { readonly p1: PlayerView; readonly p2: PlayerView };
}

/**
 * The only place hidden information is stripped (STYLE.md 8): an opponent or spectator sees no hand
 * contents, no face-down setup Pokémon, no card attached face down as Energy and no registered deck list; deck order and Prize
 * identities are never in the state. Where the format plays hands open (003 "Menü der Beschränkungen"),
 * both players see both hands; spectators still do not.
 *
 * `aliasOf`, when given, names every card that is not the viewer's own by another id: a card's id is
 * its NFC tag UID, which a spectator or the opponent could otherwise tie to the physical sticker
 * (and recognise face down in a later game). Judges see the real ids.
 */
export function viewFor(state: GameState, viewer: Viewer, aliasOf?: (uid: string) => string): GameView {
  const view = strippedView(state, viewer);
  if (aliasOf === undefined || viewer.role === 'judge') return view;
  const owners = cardOwners(state);
  const mine = (uid: string) => viewer.role === 'player' && owners.get(uid) === viewer.seat;
  return replaceStrings(view, (s) => (owners.has(s) && !mine(s) ? aliasOf(s) : s));
}

/** Every card and Pokémon id in the state, with its owner. */
export function cardOwners(state: GameState): Map<string, Seat> {
  const owners = new Map<string, Seat>();
  const add = (c: CardInst) => owners.set(c.uid, c.owner);
  for (const seat of SEATS) {
    const p = state.players[seat];
    for (const m of [p.active, ...p.bench]) {
      if (!m) continue;
      owners.set(m.id, m.owner);
      m.stack.forEach(add);
      m.attached.forEach(add);
    }
    p.hand.known.forEach(add);
    p.discard.forEach(add);
    p.lostZone.forEach(add);
  }
  stadiumsInPlay(state).forEach(add);
  return owners;
}

/** The ids of the cards in the game this viewer sees (by their real ids): what they may name in a command. */
export function visibleCardIds(state: GameState, viewer: Viewer): Set<string> {
  const owners = cardOwners(state);
  const seen = new Set<string>();
  replaceStrings(strippedView(state, viewer), (s) => {
    if (owners.has(s)) seen.add(s);
    return s;
  });
  return seen;
}

/** A copy of plain JSON with every string passed through `f`. */
export function replaceStrings<T>(value: T, f: (s: string) => string): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return f(v);
    if (Array.isArray(v)) return v.map(walk);
    if (typeof v === 'object' && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}

function strippedView(state: GameState, viewer: Viewer): GameView {
  const sees = (seat: Seat): boolean => viewer.role === 'judge' || (viewer.role === 'player' && viewer.seat === seat);
  const openHands = state.profile?.openHands === true && viewer.role === 'player';
  const player = (seat: Seat): PlayerView => {
    const p = state.players[seat];
    const own = sees(seat);
    // A hidden card is named by its place, never by its id: the id is the card's NFC tag UID,
    // which would tell the card to anyone who saw that tag face up in an earlier game.
    const attached = (cards: readonly CardInst[], place: string): readonly CardInst[] =>
      own || !cards.some((c) => c.face) ? cards : cards.map((c, i) => (c.face ? { uid: `hidden:${seat}:${place}.attached.${i + 1}`, owner: c.owner, def: c.def } : c));
    const mon = (m: InPlayPokemon, place: string): ShownPokemon | HiddenPokemon => {
      if (m.faceDown && !own) return { id: `hidden:${seat}:${place}`, owner: m.owner, faceDown: true, hidden: true };
      const hp = maxHp(state, m);
      const shown = { attached: attached(m.attached, place), retreatCost: retreatCost(state, m) };
      return extended(m, hp === null ? shown : { attached: shown.attached, hp, retreatCost: shown.retreatCost });
    };
    return {
      ...withoutDeckList(p, own),
      active: p.active ? mon(p.active, 'active') : null,
      bench: p.bench.map((m, i) => mon(m, `bench.${i + 1}`)),
      hand: { count: p.hand.count, known: own || openHands ? p.hand.known : null },
    };
  };
  return extended(state, { viewer, players: { p1: player('p1'), p2: player('p2') } });
}

/** A registered deck list is hidden information until the match is over: its owner and judges only. */
function withoutDeckList(p: PlayerState, own: boolean): PlayerState {
  if (own || p.deckList === undefined) return p;
  const { deckList: _, ...rest } = p;
  return rest;
}

export interface PendingCoinFlip {
  readonly promptId: string;
  readonly request: FlipRequest;
  readonly reason: string;
}

export function pendingCoinFlips(state: GameState): PendingCoinFlip[] {
  const out: PendingCoinFlip[] = [];
  for (const p of state.prompts) if (p.kind === 'coin-flip') out.push({ promptId: p.promptId, request: p.request, reason: p.reason });
  return out;
}

export function isFinished(state: GameState): boolean {
  return state.stage === 'finished';
}
