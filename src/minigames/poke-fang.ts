import type { CardDef, EnergyType } from '../rules/index.js';
import { accept, refuse, type Outcome } from './outcome.js';

/**
 * 003 "Poké-Fang": four Pokémon lie face up between the players; in turn each attaches one Energy card
 * from their hand to one of them, on their own side; whoever covers with their own Energy the cost of the
 * Pokémon's attack that needs the most Energy catches it (all its Energy goes to the discard pile, the top
 * card of the Pokémon deck takes its place). The first to catch three Pokémon of different types wins; with the advanced rules, the first
 * to 200 HP or more, after the other player's last turn.
 */
export const ROW_SIZE = 4;
export const TYPES_TO_WIN = 3;
export const HP_TO_WIN = 200;
/** "Wenn ein Pokémon nach fünf Zügen nicht gefangen werden kann, kannst du es ... ersetzen." */
export const TURNS_BEFORE_REPLACE = 5;

export interface RowSlot {
  readonly card: CardDef | null;
  /**
   * The Energy each player attached, player 0's then player 1's: "Du spielst eine Energiekarte, indem du sie auf
   * deiner Seite des Tisches unter ein Pokémon … legst" and "Energiekarten [werden] nicht zwischen den Spielern
   * geteilt", so only a player's own Energy counts toward their catch.
   */
  readonly energy: readonly [readonly EnergyType[], readonly EnergyType[]];
  /** The turn number it was laid out in. */
  readonly since: number;
}

export interface PokeFangState {
  readonly kind: 'poke-fang';
  readonly players: readonly [string, string];
  /** "Alternativer Spielaufbau": each player has their own row and attaches only to it. */
  readonly separate: boolean;
  readonly advanced: boolean;
  /** rows[0] is the shared row, or player 0's own; rows[1] player 1's own. */
  readonly rows: readonly (readonly RowSlot[])[];
  readonly turn: 0 | 1;
  /** Turns played so far (both players'). */
  readonly turns: number;
  readonly caught: readonly [readonly CardDef[], readonly CardDef[]];
  /** Advanced rules: the second player, whose last turn this is because the first player reached 200 HP. */
  readonly lastTurnFor: 0 | 1 | null;
  readonly winner: 0 | 1 | null;
}

export function startPokeFang(players: readonly [string, string], rows: readonly (readonly CardDef[])[], options: { separate: boolean; advanced: boolean }): PokeFangState {
  if (rows.length !== (options.separate ? 2 : 1)) throw new Error(options.separate ? 'each player lays out their own row' : 'one shared row of Pokémon');
  for (const row of rows) {
    if (row.length !== ROW_SIZE) throw new Error(`a row has ${ROW_SIZE} Pokémon, not ${row.length}`);
    const notPokemon = row.find((c) => c.supertype !== 'Pokémon');
    if (notPokemon) throw new Error(`${notPokemon.name} is not a Pokémon: the row holds Pokémon only`);
  }
  return {
    kind: 'poke-fang',
    players,
    separate: options.separate,
    advanced: options.advanced,
    rows: rows.map((row) => row.map((card) => ({ card, energy: NO_ENERGY, since: 0 }))),
    turn: 0,
    turns: 0,
    caught: [[], []],
    lastTurnFor: null,
    winner: null,
  };
}

/**
 * "Die Attacke, die die meisten Energien erfordert": the attacks with the longest cost; several of the
 * same length, the player may choose, so covering any of them catches the Pokémon.
 */
export function biggestAttackCosts(card: CardDef): (readonly EnergyType[])[] {
  const longest = Math.max(0, ...card.attacks.map((a) => a.cost.length));
  return card.attacks.filter((a) => a.cost.length === longest).map((a) => a.cost);
}

/** Typed Energy matched one for one, Colorless by any Energy (003: "⬤ ... fungiert als Platzhaltersymbol"). */
export function covers(cost: readonly EnergyType[], energy: readonly EnergyType[]): boolean {
  const left = [...energy];
  for (const type of cost.filter((t) => t !== 'Colorless')) {
    const at = left.indexOf(type);
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return left.length >= cost.filter((t) => t === 'Colorless').length;
}

const NO_ENERGY: RowSlot['energy'] = [[], []];

/**
 * Step 2 and 3 of a turn: attach one Energy from the hand on the player's side of the Pokémon, catch it if
 * the player's own Energy there covers the cost; the Energy of both sides goes to the discard pile with the
 * catch ("Alle an das gefangene Pokémon angelegten Energien"). The turn passes.
 */
export function attachEnergy(state: PokeFangState, player: 0 | 1, slot: number, energy: EnergyType): Outcome<PokeFangState> {
  const bad = mayAct(state, player);
  if (bad) return refuse(bad);
  if (energy === 'Colorless') return refuse('the Energy deck holds basic Energy cards of a type');
  const r = state.separate ? player : 0;
  const target = state.rows[r]?.[slot];
  if (!target?.card) return refuse(`slot ${slot + 1} of the row is empty: lay out the top card of the Pokémon deck first`);
  const mineBefore = target.energy[player];
  const attached = [...mineBefore, energy];
  const card = target.card;
  const costs = biggestAttackCosts(card);
  const caught = costs.length === 0 || costs.some((cost) => covers(cost, attached));
  const sides: RowSlot['energy'] = player === 0 ? [attached, target.energy[1]] : [target.energy[0], attached];
  const slotAfter: RowSlot = caught ? { card: null, energy: NO_ENERGY, since: state.turns + 1 } : { ...target, energy: sides };
  const rows = state.rows.map((row, i) => (i === r ? row.map((s, j) => (j === slot ? slotAfter : s)) : row));
  const mine = caught ? [...state.caught[player], card] : state.caught[player];
  const caughtAll: [readonly CardDef[], readonly CardDef[]] = player === 0 ? [mine, state.caught[1]] : [state.caught[0], mine];
  return accept(endTurn({ ...state, rows, caught: caughtAll }, player));
}

/** A player who cannot or will not attach passes the turn. */
export function pass(state: PokeFangState, player: 0 | 1): Outcome<PokeFangState> {
  const bad = mayAct(state, player);
  return bad ? refuse(bad) : accept(endTurn(state, player));
}

/** The top card of the Pokémon deck goes to an empty place in the row. */
export function layOut(state: PokeFangState, row: number, slot: number, card: CardDef): Outcome<PokeFangState> {
  if (state.winner !== null) return refuse('the game is over');
  if (card.supertype !== 'Pokémon') return refuse(`${card.name} is not a Pokémon`);
  const target = state.rows[row]?.[slot];
  if (!target) return refuse(`no slot ${slot + 1} in row ${row + 1}`);
  if (target.card) return refuse(`${target.card.name} lies there; replace it only after ${TURNS_BEFORE_REPLACE} turns`);
  return accept(setSlot(state, row, slot, { card, energy: NO_ENERGY, since: state.turns }));
}

/** A Pokémon not caught in five turns goes under the Pokémon deck; the top card takes its place, its Energy is discarded. */
export function replace(state: PokeFangState, row: number, slot: number, card: CardDef): Outcome<PokeFangState> {
  if (state.winner !== null) return refuse('the game is over');
  if (card.supertype !== 'Pokémon') return refuse(`${card.name} is not a Pokémon`);
  const target = state.rows[row]?.[slot];
  if (!target?.card) return refuse(`slot ${slot + 1} of row ${row + 1} is empty: lay a card out there`);
  const waited = state.turns - target.since;
  if (waited < TURNS_BEFORE_REPLACE) return refuse(`${target.card.name} has been in the row ${waited} turns; it may be replaced after ${TURNS_BEFORE_REPLACE}`);
  return accept(setSlot(state, row, slot, { card, energy: NO_ENERGY, since: state.turns }));
}

/** The types of three caught Pokémon can be told apart: one type each, all different (a dual-type Pokémon counts as either). */
export function threeTypes(caught: readonly CardDef[]): boolean {
  const choose = (i: number, used: ReadonlySet<EnergyType>): boolean => {
    if (used.size >= TYPES_TO_WIN) return true;
    if (i >= caught.length) return false;
    if (choose(i + 1, used)) return true;
    return (caught[i]?.types ?? []).some((t) => !used.has(t) && choose(i + 1, new Set([...used, t])));
  };
  return choose(0, new Set());
}

export const totalHp = (caught: readonly CardDef[]): number => caught.reduce((n, c) => n + (c.hp ?? 0), 0);

function mayAct(state: PokeFangState, player: 0 | 1): string | null {
  if (state.winner !== null) return 'the game is over';
  if (player !== state.turn) return `it is ${state.players[state.turn]}'s turn`;
  return null;
}

function endTurn(state: PokeFangState, player: 0 | 1): PokeFangState {
  const next: 0 | 1 = player === 0 ? 1 : 0;
  const s = { ...state, turn: next, turns: state.turns + 1 };
  if (!state.advanced) return threeTypes(state.caught[player]) ? { ...s, winner: player } : s;
  const [hp0, hp1] = [totalHp(state.caught[0]), totalHp(state.caught[1])];
  if (state.lastTurnFor === player) {
    // The other player's last turn is over: they win only by passing the first player's HP.
    const first = next;
    const other = player;
    return { ...s, winner: (other === 1 ? hp1 : hp0) > (first === 1 ? hp1 : hp0) ? other : first };
  }
  if (state.lastTurnFor === null && (player === 0 ? hp0 : hp1) >= HP_TO_WIN) {
    // Both players get the same number of turns: after the first player's turn, the second has one more.
    return player === 0 ? { ...s, lastTurnFor: next } : { ...s, winner: player };
  }
  return s;
}

function setSlot(state: PokeFangState, row: number, slot: number, value: RowSlot): PokeFangState {
  return { ...state, rows: state.rows.map((r, i) => (i === row ? r.map((s, j) => (j === slot ? value : s)) : r)) };
}
