import type { CardDef, EnergyType } from '../rules/index.js';
import type { DieRoll } from './die-roll.js';
import { startMemory, turnOver, type MemoryState } from './energy-memory.js';
import { compare, rollForStat, startHighestNumber, type HighestNumberState } from './highest-number.js';
import { refuse, type Outcome } from './outcome.js';
import { attachEnergy, layOut, pass, replace, startPokeFang, type PokeFangState } from './poke-fang.js';
import { ask, startQuestions, type QuestionsState } from './questions-151.js';
import { guess, startWhosThat, type WhosThatState } from './whos-that-pokemon.js';

/** The mini games of 003 the hub keeps score of, as one fold: `startGame(setup)`, then `playMove(state, move)` for each move. */
export type MiniGameState = HighestNumberState | QuestionsState | WhosThatState | MemoryState | PokeFangState;

/** A game's setup with every card resolved: what is stored, so a replay needs no catalogue. */
export type GameSetup =
  | { readonly kind: 'highest-number'; readonly players: readonly [string, string] }
  | { readonly kind: 'questions-151' | 'whos-that-pokemon'; readonly players: readonly [string, string]; readonly cardsEach: number }
  | { readonly kind: 'energy-memory'; readonly players: readonly string[]; readonly types: readonly EnergyType[] }
  | { readonly kind: 'poke-fang'; readonly players: readonly [string, string]; readonly rows: readonly (readonly CardDef[])[]; readonly advanced: boolean };

/** A move as stored: die rolls with their origin, cards as resolved. */
export type GameMove =
  | { readonly type: 'roll'; readonly roll: DieRoll }
  | { readonly type: 'compare'; readonly values: readonly [number, number] }
  | { readonly type: 'ask'; readonly player: 0 | 1; readonly guessed: boolean }
  | { readonly type: 'guess'; readonly player: 0 | 1; readonly right: boolean }
  | { readonly type: 'turn-over'; readonly player: number; readonly first: EnergyType; readonly second: EnergyType }
  | { readonly type: 'attach'; readonly player: 0 | 1; readonly slot: number; readonly energy: EnergyType }
  | { readonly type: 'pass'; readonly player: 0 | 1 }
  | { readonly type: 'lay-out' | 'replace'; readonly row: number; readonly slot: number; readonly card: CardDef };

export function startGame(setup: GameSetup): MiniGameState {
  switch (setup.kind) {
    case 'highest-number':
      return startHighestNumber(setup.players);
    case 'questions-151':
      return startQuestions(setup.players, setup.cardsEach);
    case 'whos-that-pokemon':
      return startWhosThat(setup.players, setup.cardsEach);
    case 'energy-memory':
      return startMemory(setup.players, setup.types);
    case 'poke-fang':
      return startPokeFang(setup.players, setup.rows, { separate: setup.rows.length === 2, advanced: setup.advanced });
  }
}

export function playMove(state: MiniGameState, move: GameMove): Outcome<MiniGameState> {
  const wrong = () => refuse(`"${move.type}" is not a move of ${state.kind}`);
  switch (state.kind) {
    case 'highest-number':
      if (move.type === 'roll') return rollForStat(state, move.roll);
      if (move.type === 'compare') return compare(state, move.values);
      return wrong();
    case 'questions-151':
      return move.type === 'ask' ? ask(state, move.player, move.guessed) : wrong();
    case 'whos-that-pokemon':
      return move.type === 'guess' ? guess(state, move.player, move.right) : wrong();
    case 'energy-memory':
      return move.type === 'turn-over' ? turnOver(state, move.player, move.first, move.second) : wrong();
    case 'poke-fang':
      switch (move.type) {
        case 'attach':
          return attachEnergy(state, move.player, move.slot, move.energy);
        case 'pass':
          return pass(state, move.player);
        case 'lay-out':
          return layOut(state, move.row, move.slot, move.card);
        case 'replace':
          return replace(state, move.row, move.slot, move.card);
        default:
          return wrong();
      }
  }
}

/** Replays stored moves; a stored move the rules refuse means the store was tampered with. */
export function replayGame(setup: GameSetup, moves: readonly GameMove[]): MiniGameState {
  return moves.reduce<MiniGameState>((state, move, i) => {
    const outcome = playMove(state, move);
    if (!outcome.ok) throw new Error(`move ${i + 1} (${move.type}) does not replay: ${outcome.reason}`);
    return outcome.state;
  }, startGame(setup));
}

