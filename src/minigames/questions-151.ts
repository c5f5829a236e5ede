import { accept, refuse, type Outcome } from './outcome.js';

/**
 * 003 "Boosterspaß", "151 Fragen": each player has the same number of cards and lays one face down;
 * the players take turns asking a yes/no question about the opponent's card (a guess is a question
 * too); a card guessed is revealed and the next laid down; the first to guess all the opponent's
 * cards wins.
 */
export interface QuestionsState {
  readonly kind: 'questions-151';
  readonly players: readonly [string, string];
  readonly cardsEach: number;
  /** Whose turn it is to ask. */
  readonly asker: 0 | 1;
  readonly questions: readonly [number, number];
  readonly guessed: readonly [number, number];
  readonly winner: 0 | 1 | null;
}

export function startQuestions(players: readonly [string, string], cardsEach: number): QuestionsState {
  return { kind: 'questions-151', players, cardsEach, asker: 0, questions: [0, 0], guessed: [0, 0], winner: null };
}

/** `player` asked; `guessedCard`: the question named the opponent's card and it was right. */
export function ask(state: QuestionsState, player: 0 | 1, guessedCard: boolean): Outcome<QuestionsState> {
  if (state.winner !== null) return refuse('the game is over');
  if (player !== state.asker) return refuse(`it is ${state.players[state.asker]}'s turn to ask`);
  const questions = bump(state.questions, player);
  const guessed = guessedCard ? bump(state.guessed, player) : state.guessed;
  const winner = guessed[player] >= state.cardsEach ? player : null;
  return accept({ ...state, questions, guessed, asker: player === 0 ? 1 : 0, winner });
}

export const bump = (pair: readonly [number, number], i: 0 | 1): [number, number] => (i === 0 ? [pair[0] + 1, pair[1]] : [pair[0], pair[1] + 1]);
