import type { CardDef } from '../rules/index.js';
import type { DieRoll } from './die-roll.js';
import { accept, refuse, type Outcome } from './outcome.js';

/**
 * 003 "Boosterspaß", "Höchste Zahl gewinnt": a six-sided die decides which printed value of the two
 * revealed Pokémon cards is compared; the higher wins the round; on a tie the die is rolled again and
 * another value compared; the first to win six times wins.
 */
export const HIGHEST_NUMBER_TABLE = [
  { face: 1, stat: 'hp', de: 'KP' },
  { face: 2, stat: 'height', de: 'Größe' },
  { face: 3, stat: 'weight', de: 'Gewicht' },
  { face: 4, stat: 'pokedex', de: 'Pokédex-Nr.' },
  { face: 5, stat: 'retreat', de: 'Rückzugskosten' },
  { face: 6, stat: 'damage', de: 'Attackenschaden' },
] as const;
export type Stat = (typeof HIGHEST_NUMBER_TABLE)[number]['stat'];

export const ROUNDS_TO_WIN = 6;

export interface HighestNumberRound {
  readonly roll: DieRoll;
  readonly stat: Stat;
  readonly values: readonly [number, number] | null;
  /** 0 or 1: who won the comparison; null: a tie, or a value compared already for these cards. */
  readonly winner: 0 | 1 | null;
}

export interface HighestNumberState {
  readonly kind: 'highest-number';
  readonly players: readonly [string, string];
  readonly wins: readonly [number, number];
  /** The value to compare now, once the die has decided it. */
  readonly stat: Stat | null;
  /** Values already compared (tied) for the cards on the table: the next roll must name another. */
  readonly tied: readonly Stat[];
  readonly rounds: readonly HighestNumberRound[];
  readonly winner: 0 | 1 | null;
}

export function startHighestNumber(players: readonly [string, string]): HighestNumberState {
  return { kind: 'highest-number', players, wins: [0, 0], stat: null, tied: [], rounds: [], winner: null };
}

/**
 * The value a card prints for a stat, where the catalogue has it: KP, retreat cost, and the largest
 * printed attack damage ("30+" counts 30). Size, weight and the Pokédex number are printed on the card
 * but not in the catalogue: the players read them off (null here).
 */
export function statOf(card: CardDef, stat: Stat): number | null {
  switch (stat) {
    case 'hp':
      return card.hp ?? null;
    case 'retreat':
      return card.retreatCost;
    case 'damage':
      return Math.max(0, ...card.attacks.map((a) => a.damage?.amount ?? 0));
    default:
      return null;
  }
}

/** The die is rolled: at the start of a round, or again after a tie ("würfelt ihr einfach noch einmal und vergleicht andere Werte"). */
export function rollForStat(state: HighestNumberState, roll: DieRoll): Outcome<HighestNumberState> {
  if (state.winner !== null) return refuse('the game is over');
  if (state.stat !== null) return refuse(`compare the ${labelOf(state.stat)} first; the die has decided`);
  if (roll.sides !== 6 || roll.value < 1 || roll.value > 6) return refuse('Höchste Zahl gewinnt is played with a six-sided die');
  const stat = HIGHEST_NUMBER_TABLE[roll.value - 1]?.stat as Stat;
  if (state.tied.includes(stat)) {
    // The same value again: it tied already, so roll once more.
    return accept({ ...state, rounds: [...state.rounds, { roll, stat, values: null, winner: null }] });
  }
  return accept({ ...state, stat, rounds: [...state.rounds, { roll, stat, values: null, winner: null }] });
}

/** Both revealed cards' values for the rolled stat, in player order. */
export function compare(state: HighestNumberState, values: readonly [number, number]): Outcome<HighestNumberState> {
  if (state.winner !== null) return refuse('the game is over');
  const stat = state.stat;
  if (stat === null) return refuse('roll the die first: it decides which value is compared');
  const [a, b] = values;
  const winner: 0 | 1 | null = a > b ? 0 : b > a ? 1 : null;
  const last = state.rounds[state.rounds.length - 1] as HighestNumberRound;
  const rounds = [...state.rounds.slice(0, -1), { ...last, values, winner }];
  if (winner === null) {
    const tied = [...state.tied, stat];
    // Every value tied (the same card twice): nobody wins this round; reveal new cards.
    return accept({ ...state, stat: null, tied: tied.length === HIGHEST_NUMBER_TABLE.length ? [] : tied, rounds });
  }
  const wins: [number, number] = [state.wins[0] + (winner === 0 ? 1 : 0), state.wins[1] + (winner === 1 ? 1 : 0)];
  return accept({ ...state, stat: null, tied: [], rounds, wins, winner: wins[winner] >= ROUNDS_TO_WIN ? winner : null });
}

const labelOf = (stat: Stat): string => HIGHEST_NUMBER_TABLE.find((row) => row.stat === stat)?.de ?? stat;
