import type { CardDef } from './card.js';
import type { LingeringEffect } from './lingering-effect.js';
import type { CardInst, GameState, InPlayPokemon, PlayerState, Seat, TurnState } from './state.js';
import { SEATS, stadiumsInPlay } from './state.js';

/** Small immutable updates on the state, sharing every part they do not touch. */

/**
 * A copy of `base` with the keys of `extra` (then `more`) added or replaced. Not `{ ...base, key }` where `decide` runs:
 * on Node 20 every key a spread copy adds makes V8 build a new hidden class, microseconds a copy (README "Speed").
 */
export function extended<T extends object, U extends object, V extends object = object>(base: T, extra: U, more?: V): T & U & V {
  return Object.assign({}, base, extra, more);
}

export function withPlayer(state: GameState, seat: Seat, f: (p: PlayerState) => PlayerState): GameState {
  return replacePlayer(state, seat, f(state.players[seat]));
}

/** The state with `next` as the player at `seat`. */
export function replacePlayer(state: GameState, seat: Seat, next: PlayerState): GameState {
  // A field stored on the fresh copy: `Object.assign` with a patch cost more than the copy itself (V8 has no fast path for it).
  const copy = copyState(state);
  copy.players = seat === 'p1' ? { p1: next, p2: state.players.p2 } : { p1: state.players.p1, p2: next };
  return copy;
}

export function withPokemon(state: GameState, id: string, f: (p: InPlayPokemon) => InPlayPokemon): GameState {
  const players = state.players;
  const p1 = withPokemonOf(players.p1, id, f);
  if (p1) return replacePlayer(state, 'p1', p1);
  const p2 = withPokemonOf(players.p2, id, f);
  return p2 ? replacePlayer(state, 'p2', p2) : state;
}

/** A copy of the player with their Pokémon `id` replaced by `f` of it; null when it is not one of theirs. */
function withPokemonOf(pl: PlayerState, id: string, f: (p: InPlayPokemon) => InPlayPokemon): Mutable<PlayerState> | null {
  const at = placeOf(pl, id);
  if (at === NOT_THEIRS) return null;
  const copy = copyPlayer(pl);
  putPokemon(copy, at, f);
  return copy;
}

/**
 * On a fresh copy of a player (`copyPlayer`), their Pokémon `id` replaced by `f` of it; false when it is not one of
 * theirs. Saves the second copy of the player that `withPokemonOf` after another change would make.
 */
export function replacePokemonOn(copy: Mutable<PlayerState>, id: string, f: (p: InPlayPokemon) => InPlayPokemon): boolean {
  const at = placeOf(copy, id);
  if (at === NOT_THEIRS) return false;
  putPokemon(copy, at, f);
  return true;
}

const ACTIVE = -1;
const NOT_THEIRS = -2;

/** Where the player's Pokémon `id` is: `ACTIVE`, its index on the Bench, or `NOT_THEIRS`. */
function placeOf(pl: PlayerState, id: string): number {
  if (pl.active !== null && pl.active.id === id) return ACTIVE;
  const bench = pl.bench;
  for (let i = 0; i < bench.length; i++) if ((bench[i] as InPlayPokemon).id === id) return i;
  return NOT_THEIRS;
}

function putPokemon(copy: Mutable<PlayerState>, at: number, f: (p: InPlayPokemon) => InPlayPokemon): void {
  if (at === ACTIVE) {
    copy.active = f(copy.active as InPlayPokemon);
    return;
  }
  const bench = copy.bench.slice();
  bench[at] = f(bench[at] as InPlayPokemon);
  copy.bench = bench;
}

/** Prism Star cards go to the Lost Zone instead of the discard pile (000 "Anhang 14"). */
export const goesToLostZone = (def: CardDef): boolean => def.subtypes.includes('Prism Star') || def.name.includes('◇');

/**
 * Put cards into their owners' discard piles (or Lost Zones). The owner is the player who played the card,
 * so Team Flare Hyper Gear goes back to whoever attached it (000 "Anhang 21").
 */
export function discardCards(state: GameState, cards: readonly CardInst[]): GameState {
  let s = state;
  for (const seat of SEATS) {
    let discarded: CardInst[] | null = null;
    let lost: CardInst[] | null = null;
    for (const card of cards) {
      if (card.owner !== seat) continue;
      const c = faceUp(card);
      if (goesToLostZone(c.def)) (lost ??= []).push(c);
      else (discarded ??= []).push(c);
    }
    if (!discarded && !lost) continue;
    const p = s.players[seat];
    const copy = copyPlayer(p);
    if (discarded) copy.discard = [...p.discard, ...discarded];
    if (lost) copy.lostZone = [...p.lostZone, ...lost];
    s = replacePlayer(s, seat, copy);
  }
  return s;
}

/** A card leaving play is itself again: a face-down Rainbow Energy turns back into the printed card. */
export function faceUp(card: CardInst): CardInst {
  return card.face ? { uid: card.uid, owner: card.owner, def: card.face } : card;
}

export function allPokemon(state: GameState): InPlayPokemon[] {
  const out: InPlayPokemon[] = [];
  for (const seat of SEATS) {
    const pl = state.players[seat];
    if (pl.active) out.push(pl.active);
    out.push(...pl.bench);
  }
  return out;
}

/** Remove a whole Pokémon from play; returns the state and every card that was in it or on it. */
export function takePokemon(state: GameState, id: string): { state: GameState; cards: CardInst[]; seat: Seat | null } {
  for (const seat of SEATS) {
    const pl = state.players[seat];
    if (pl.active?.id === id) {
      const cards = [...pl.active.stack, ...pl.active.attached];
      return { state: withPlayer(state, seat, (p) => setPlayer(p, { active: null })), cards, seat };
    }
    const b = pl.bench.find((x) => x.id === id);
    if (b) {
      return { state: withPlayer(state, seat, (p) => setPlayer(p, { bench: p.bench.filter((x) => x.id !== id) })), cards: [...b.stack, ...b.attached], seat };
    }
  }
  return { state, cards: [], seat: null };
}

/** Where a single card with this uid lies, outside hidden zones. */
export type CardLocation =
  | { readonly zone: 'pokemon'; readonly pokemon: InPlayPokemon; readonly whole: boolean }
  | { readonly zone: 'attached'; readonly pokemon: InPlayPokemon; readonly card: CardInst }
  | { readonly zone: 'stack'; readonly pokemon: InPlayPokemon; readonly card: CardInst }
  | { readonly zone: 'discard' | 'lost-zone' | 'hand'; readonly seat: Seat; readonly card: CardInst }
  | { readonly zone: 'stadium'; readonly card: CardInst };

export function locate(state: GameState, uid: string): CardLocation | null {
  for (const p of allPokemon(state)) {
    if (p.id === uid) return { zone: 'pokemon', pokemon: p, whole: true };
    const a = p.attached.find((c) => c.uid === uid);
    if (a) return { zone: 'attached', pokemon: p, card: a };
    const s = p.stack.find((c) => c.uid === uid);
    if (s) return { zone: 'stack', pokemon: p, card: s };
  }
  for (const seat of SEATS) {
    const pl = state.players[seat];
    const d = pl.discard.find((c) => c.uid === uid);
    if (d) return { zone: 'discard', seat, card: d };
    const l = pl.lostZone.find((c) => c.uid === uid);
    if (l) return { zone: 'lost-zone', seat, card: l };
    const h = pl.hand.known.find((c) => c.uid === uid);
    if (h) return { zone: 'hand', seat, card: h };
  }
  for (const stadium of stadiumsInPlay(state)) if (stadium.uid === uid) return { zone: 'stadium', card: stadium };
  return null;
}

/** Every card instance the engine knows of, for the nothing-vanishes invariant. */
export function allCardInstances(state: GameState): CardInst[] {
  const out: CardInst[] = [];
  for (const p of allPokemon(state)) out.push(...p.stack, ...p.attached);
  for (const seat of SEATS) {
    const pl = state.players[seat];
    out.push(...pl.discard, ...pl.lostZone, ...pl.hand.known);
  }
  out.push(...stadiumsInPlay(state));
  return out;
}

export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/*
 * Copies written out field by field: object spread over states of many hidden classes falls back to V8's
 * generic clone, about 4x slower than one literal shape (measured on these states; the commands/s of
 * bench/rules.bench.ts went from ~80,000 to ~180,000 with this change). A copy is fresh: its caller may set its fields
 * before handing it on, which costs less than `Object.assign` with a patch (`setState`); never a state already handed on.
 */
export function copyState(s: GameState): Mutable<GameState> {
  const copy: Mutable<GameState> = {
    matchId: s.matchId,
    profile: s.profile,
    formatName: s.formatName,
    game: s.game,
    stage: s.stage,
    players: s.players,
    tossWinner: s.tossWinner,
    firstPlayer: s.firstPlayer,
    turn: s.turn,
    stadium: s.stadium,
    prompts: s.prompts,
    process: s.process,
    result: s.result,
    coinFlips: s.coinFlips,
    version: s.version,
  };
  if (s.stadiums) copy.stadiums = s.stadiums;
  return copy;
}

export function copyPlayer(p: PlayerState): Mutable<PlayerState> {
  const copy: Mutable<PlayerState> = {
    name: p.name,
    active: p.active,
    bench: p.bench,
    hand: p.hand,
    deck: p.deck,
    prizes: p.prizes,
    prizesSetOut: p.prizesSetOut,
    prizesTaken: p.prizesTaken,
    discard: p.discard,
    lostZone: p.lostZone,
    mulligans: p.mulligans,
    setupDone: p.setupDone,
    gxUsed: p.gxUsed,
    vstarUsed: p.vstarUsed,
    vUnionNames: p.vUnionNames,
  };
  if (p.deckSize !== undefined) copy.deckSize = p.deckSize;
  if (p.effects) copy.effects = p.effects;
  if (p.deckList !== undefined) copy.deckList = p.deckList;
  if (p.onceUsed) copy.onceUsed = p.onceUsed;
  if (p.prizesWaived !== undefined) copy.prizesWaived = p.prizesWaived;
  if (p.knockedOutByAttack) copy.knockedOutByAttack = p.knockedOutByAttack;
  return copy;
}

export function copyMon(p: InPlayPokemon): Mutable<InPlayPokemon> {
  const copy: Mutable<InPlayPokemon> = {
    id: p.id,
    owner: p.owner,
    stack: p.stack,
    attached: p.attached,
    damage: p.damage,
    rotation: p.rotation,
    poisoned: p.poisoned,
    burned: p.burned,
    enteredTurn: p.enteredTurn,
    faceDown: p.faceDown,
  };
  if (p.ditto) copy.ditto = p.ditto;
  if (p.effects) copy.effects = p.effects;
  return copy;
}

export function setState(s: GameState, patch: Partial<GameState>): GameState {
  return Object.assign(copyState(s), patch);
}

export function setPlayer(p: PlayerState, patch: Partial<PlayerState>): PlayerState {
  return Object.assign(copyPlayer(p), patch);
}

export function setMon(p: InPlayPokemon, patch: Partial<InPlayPokemon>): InPlayPokemon {
  return Object.assign(copyMon(p), patch);
}

/** The lasting effects on a Pokémon or a player: the field is absent when there are none, as before any was made. */
export function withEffects<T extends InPlayPokemon | PlayerState>(holder: T, effects: readonly LingeringEffect[]): T {
  const copy = ('stack' in holder ? copyMon(holder) : copyPlayer(holder)) as { effects?: readonly LingeringEffect[] };
  if (effects.length > 0) copy.effects = effects;
  else delete copy.effects;
  return copy as T;
}

export function setTurn(t: TurnState, patch: Partial<TurnState>): TurnState {
  return Object.assign(copyTurn(t), patch);
}

export function copyTurn(t: TurnState): Mutable<TurnState> {
  const copy: Mutable<TurnState> = {
    number: t.number,
    player: t.player,
    energyAttached: t.energyAttached,
    supportersPlayed: t.supportersPlayed,
    stadiumsPlayed: t.stadiumsPlayed,
    itemsPlayed: t.itemsPlayed,
    dittoMarkerPlaced: t.dittoMarkerPlaced,
    retreats: t.retreats,
    retreatFailed: t.retreatFailed,
  };
  // Optional fields added only when present, in one order, as `copyPlayer` does: a spread of each cost a runtime call.
  if (t.chosen) copy.chosen = t.chosen;
  if (t.stadiumsUsed) copy.stadiumsUsed = t.stadiumsUsed;
  if (t.abilitiesUsed) copy.abilitiesUsed = t.abilitiesUsed;
  if (t.supportersFromHand) copy.supportersFromHand = t.supportersFromHand;
  return copy;
}
