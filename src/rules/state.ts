import type { AdjustAction } from './adjust-action.js';
import type { CardDef } from './card.js';
import { inPlayAs } from './fossil-trainer.js';
import type { CoinFace, FlipOrigin, FlipRequest } from './coin.js';
import type { AttackPlan } from './attack-plan.js';
import type { LingeringEffect } from './lingering-effect.js';
import type { RuleProfile, SpecialCondition } from './profile.js';

export type Seat = 'p1' | 'p2';
export const SEATS: readonly Seat[] = ['p1', 'p2'];
export const opponentOf = (seat: Seat): Seat => (seat === 'p1' ? 'p2' : 'p1');

/** One physical card in the game. `owner` is whose deck it came from (Team Flare Hyper Gear goes back to its owner). */
export interface CardInst {
  readonly uid: string;
  readonly owner: Seat;
  readonly def: CardDef;
  /**
   * A card attached face down as a Rainbow Energy (003 "Menü der Beschränkungen"): `def` is what it
   * counts as, `face` the printed card, which only its owner and judges see and which it is again once
   * it leaves play.
   */
  readonly face?: CardDef;
}

export type RotationCondition = 'Asleep' | 'Confused' | 'Paralyzed';

export interface InPlayPokemon {
  /** The uid of the Basic card at the bottom of the stack: the Pokémon keeps it when it evolves. */
  readonly id: string;
  readonly owner: Seat;
  /** Bottom (Basic) to top (the card that is in play now). */
  readonly stack: readonly CardInst[];
  readonly attached: readonly CardInst[];
  /** Damage in HP (10 per damage counter); never negative. */
  readonly damage: number;
  /** Asleep, Confused and Paralyzed turn the card, so only the latest counts. */
  readonly rotation: { readonly condition: RotationCondition; readonly sinceTurn: number } | null;
  readonly poisoned: boolean;
  readonly burned: boolean;
  /** The turn it came into play or last evolved: it may not evolve during that turn. */
  readonly enteredTurn: number;
  readonly faceDown: boolean;
  /** A Ditto marker lies on it (003 "Ditto-Draft"); 'used' once its "Entwicklungsvorteil" evolved it, once per game. */
  readonly ditto?: 'marked' | 'used';
  /** Effects of attacks that last into a later turn ("during your opponent's next turn …"); absent when none. */
  readonly effects?: readonly LingeringEffect[];
}

/** One line of a registered deck list: a card id and how many of it the deck holds. */
export interface DeckListEntry {
  readonly id: string;
  readonly count: number;
}

export interface PlayerState {
  readonly name: string;
  readonly active: InPlayPokemon | null;
  readonly bench: readonly InPlayPokemon[];
  /** The hand is not sensed: its size is tracked, and cards known to be there (returned from play) are kept. */
  readonly hand: { readonly count: number; readonly known: readonly CardInst[] };
  readonly deck: number;
  /** The cards in this player's deck at the start of a game, where it differs from the profile's `deckSize` (003 "Packkampf"). */
  readonly deckSize?: number;
  /** The player's registered deck list, where the table knows it (StartMatch): hidden from everyone but its owner and judges. */
  readonly deckList?: readonly DeckListEntry[];
  readonly prizes: number;
  readonly prizesSetOut: number;
  readonly prizesTaken: number;
  /**
   * Prize cards this player need not take to win: Double and Quad Prize Card penalties given to the
   * opponent this game (TOURNAMENT_REFS.doublePrizeCard); absent when none.
   */
  readonly prizesWaived?: number;
  readonly discard: readonly CardInst[];
  readonly lostZone: readonly CardInst[];
  readonly mulligans: number;
  readonly setupDone: boolean;
  readonly gxUsed: boolean;
  readonly vstarUsed: boolean;
  /** Names of the Pokémon V-UNION played this game: each name once per game. */
  readonly vUnionNames: readonly string[];
  /** Effects of attacks on the player that last into a later turn ("they can't play any Item cards …"); absent when none. */
  readonly effects?: readonly LingeringEffect[];
  /** Card effects "can't be applied more than once per game" the player has applied, by card name (Legacy Energy); absent when none. */
  readonly onceUsed?: readonly string[];
  /** The player's Pokémon Knocked Out by damage from an attack, and in which turn (the last such turn only); absent before any. */
  readonly knockedOutByAttack?: { readonly turn: number; readonly cards: readonly CardDef[] };
}

/** An Ability used, as `TurnState.abilitiesUsed` keeps it: the Pokémon in play and the Ability's name. */
export const abilityUse = (pokemon: string, ability: string): string => `${pokemon}\u0000${ability}`;

/** Whether this Pokémon in play has used the Ability of this name during the turn (`TurnState.abilitiesUsed`). */
export const abilityUsedThisTurn = (state: GameState, pokemon: string, ability: string): boolean => state.turn?.abilitiesUsed?.includes(abilityUse(pokemon, ability)) ?? false;

export interface TurnState {
  readonly number: number;
  readonly player: Seat;
  readonly energyAttached: number;
  readonly supportersPlayed: number;
  readonly stadiumsPlayed: number;
  /** Item cards played from the hand, for a format that limits them (003 "Menü der Beschränkungen"). */
  readonly itemsPlayed: number;
  /** A Ditto marker was placed this turn (003 "Ditto-Draft": once during your turn). */
  readonly dittoMarkerPlaced: boolean;
  readonly retreats: number;
  /** Classic: a Confused Pokémon whose retreat failed may not try again this turn. */
  readonly retreatFailed: boolean;
  /** The Stadiums (by uid) the player has used this turn ("Once during each player's turn", use-stadium.ts); absent when none. */
  readonly stadiumsUsed?: readonly string[];
  /** The Abilities used this turn, each as `abilityUse(pokemon, name)`, for a text that allows one use "Once during your turn" (use-ability.ts); absent when none. */
  readonly abilitiesUsed?: readonly string[];
  /** The names of the Supporter cards played from the hand this turn, for a text that asks (Community Center); absent when none. */
  readonly supportersFromHand?: readonly string[];
  /** The count chosen for the effect being carried out, and its steps entered so far (effect-window.ts); absent when none. */
  readonly chosen?: ChosenCount;
}

/**
 * A count a player chose for an effect's "up to X" or "any amount" (000 'Was ist der Unterschied zwischen „bis zu“
 * und „beliebig viele“?'): the steps entered for that effect count against it.
 */
export interface ChosenCount {
  /** The card, Ability or attack whose effect it is. */
  readonly name: string;
  readonly count: number;
  /** Effect-sourced plays entered for it (cards put onto the Bench, attached, evolved or played by its text) and the cards its player's adjustments moved. */
  readonly steps: number;
}

/**
 * The attack a coin is flipped for, by its attacker's id and printed name, set when the coin is asked for, so a
 * page can name it in its own language. Logs written before have neither.
 */
interface FlipForAttack {
  readonly attacker?: string;
  readonly attack?: string;
}

export type FlipPurpose =
  | { readonly kind: 'toss' }
  | ({ readonly kind: 'confusion' } & FlipForAttack)
  /** An effect on the attacking Pokémon from the opponent's last attack: tails, the attack does nothing (000 "Angreifen im Detail" b). */
  | ({ readonly kind: 'lingering' } & FlipForAttack)
  | ({ readonly kind: 'attack'; readonly effect: number } & FlipForAttack)
  /**
   * The attack's damage would be done to `pokemon`, whose `ability` flips a coin for it ("If any damage is done to this
   * Pokémon by attacks, flip a coin. If heads, prevent that damage."): asked in the damage step (`damage-coin.ts`).
   */
  | ({ readonly kind: 'damage-coin'; readonly pokemon: string; readonly ability: string } & FlipForAttack)
  /**
   * The attack's damage would Knock Out `pokemon`, whose `ability` flips a coin for it ("If this Pokémon would be Knocked
   * Out by damage from an attack, flip a coin. If heads, this Pokémon is not Knocked Out, …"): asked in the damage step
   * after the damage coins (`knock-out-survived.ts`).
   */
  | ({ readonly kind: 'knock-out-coin'; readonly pokemon: string; readonly ability: string } & FlipForAttack)
  /** `pokemon` and what the coin decides (`decides`) are set when the coin is asked for, so a page words it; logs written before have neither. */
  | { readonly kind: 'checkup'; readonly step: number; readonly pokemon?: string; readonly decides?: CheckupStepKind }
  | { readonly kind: 'confused-retreat' };

export type Prompt =
  | {
      readonly kind: 'coin-flip';
      readonly promptId: string;
      readonly request: FlipRequest;
      readonly reason: string;
      readonly purpose: FlipPurpose;
    }
  | { readonly kind: 'choose-first-player'; readonly promptId: string; readonly player: Seat }
  | { readonly kind: 'choose-active'; readonly promptId: string; readonly player: Seat }
  /** After the turn's first attack, an Ability lets `attacker` attack again (attack-again.ts): `Attack` or `EndTurn`. */
  | { readonly kind: 'attack-again'; readonly promptId: string; readonly player: Seat; readonly attacker: string; readonly ability: string }
  | { readonly kind: 'mulligan-draws'; readonly promptId: string; readonly player: Seat; readonly max: number }
  /** Before drawing, the player may take the starting Active Pokémon from the deck (003 "Menü der Beschränkungen"). */
  | { readonly kind: 'starting-pokemon'; readonly promptId: string; readonly player: Seat }
  /**
   * The attack's text the engine does not execute: the players enter it (effect-sourced actions, `Adjust`)
   * before Knock Outs are checked and the turn ends; the attacking player closes it with `FinishAttack`. `returning`:
   * the Energy the attack discarded that comes back to the attacker after attacking (attack-energy-return.ts).
   */
  | { readonly kind: 'attack-effects'; readonly promptId: string; readonly player: Seat; readonly attacker: string; readonly attack: string; readonly texts: readonly string[]; readonly count?: number; readonly returning?: readonly string[] }
  /**
   * Card text of the player's that acts during the Pokémon Checkup: the player enters it, then closes it with
   * `FinishBetweenTurns`. `at`: before the Special Conditions (where the era lets the player choose, the player
   * may put them after instead) or after them.
   */
  | { readonly kind: 'between-turns'; readonly promptId: string; readonly player: Seat; readonly texts: readonly BetweenTurnsText[]; readonly at: 'before-conditions' | 'after-conditions' }
  /** The Bench is over its size once an effect that raised it stopped (Area Zero Underdepths): discard down to `keep`. */
  | { readonly kind: 'bench-discard'; readonly promptId: string; readonly player: Seat; readonly keep: number }
  /** `by` proposed an adjustment of `player`'s side (adjustment-confirmation.ts): `player` accepts or declines it. */
  | { readonly kind: 'confirm-adjustment'; readonly promptId: string; readonly player: Seat; readonly by: Seat; readonly action: AdjustAction; readonly reason: string };

/** A text on a card in play that says it acts between turns or during the Pokémon Checkup. */
export interface BetweenTurnsText {
  readonly card: string;
  readonly name: string;
  readonly text: string;
}

export type CheckupStepKind = 'poison' | 'burn-counters' | 'burn-recover-flip' | 'burn-flip' | 'sleep' | 'paralysis';

export interface CheckupStep {
  readonly kind: CheckupStepKind;
  readonly pokemon: string;
  readonly owner: Seat;
}

/** A multi-step resolution waiting for coin flips; the results arrive in order. */
export type Process =
  | { readonly kind: 'toss'; readonly results: readonly (readonly CoinFace[])[] }
  | {
      readonly kind: 'attack';
      readonly player: Seat;
      readonly attacker: string;
      readonly attackIndex: number;
      readonly plan: AttackPlan;
      /** The flips to make, in the order of the profile (Confusion before or after the attack's own). */
      readonly flips: readonly FlipPurpose[];
      readonly results: readonly (readonly CoinFace[])[];
      readonly benchTargets: readonly string[];
      readonly attackerBonus: number;
      readonly defenderReduction: number;
      /** The count the table entered for an "N×"/"N+" attack. */
      readonly count?: number;
      /** The Energy cards chosen for "Discard N Energy from this Pokémon" (attack-energy-discard.ts), where the choice matters. */
      readonly energyDiscarded?: readonly string[];
      /** The turn's second attack, which an Ability allowed (attack-again.ts): no third is offered. */
      readonly again?: true;
    }
  | {
      readonly kind: 'checkup';
      readonly steps: readonly CheckupStep[];
      readonly flips: readonly FlipPurpose[];
      readonly results: readonly (readonly CoinFace[])[];
      /**
       * The players' between-turns effects: offered before or after the Special Conditions (absent: not yet
       * offered), and the players who put theirs after them.
       */
      readonly effects?: { readonly at: 'before-conditions' | 'after-conditions'; readonly later: readonly Seat[] };
    }
  | {
      readonly kind: 'confused-retreat';
      readonly player: Seat;
      readonly to: string;
      readonly results: readonly (readonly CoinFace[])[];
    };

/**
 * Where the game stands. 'turn-ending' and 'turn-starting' are waypoints the engine passes on its own
 * once no prompt is open (a Knock Out's new Active, a coin).
 */
export type Stage =
  | 'not-started'
  | 'toss'
  | 'choose-first'
  | 'placing'
  | 'mulligan-draws'
  | 'main'
  | 'attacking'
  | 'retreating'
  | 'turn-ending'
  | 'checkup'
  | 'turn-starting'
  | 'finished';

export type WinReason = 'prizes' | 'no-pokemon-in-play' | 'deck-out' | 'concession' | 'judge' | 'achievements';

export interface GameResult {
  readonly winner: Seat | null;
  readonly reasons: readonly WinReason[];
}

export interface GameState {
  readonly matchId: string;
  readonly profile: RuleProfile | null;
  readonly formatName: string | null;
  /** 1 for the first game of a match; each Sudden Death game adds one. */
  readonly game: number;
  readonly stage: Stage;
  readonly players: { readonly p1: PlayerState; readonly p2: PlayerState };
  readonly tossWinner: Seat | null;
  readonly firstPlayer: Seat | null;
  readonly turn: TurnState | null;
  /** The Stadium in play; where several may be in play, the last one played. */
  readonly stadium: CardInst | null;
  /** Only where the format allows several Stadiums in play at once: all of them, oldest first (`stadium` is the last). */
  readonly stadiums?: readonly CardInst[];
  readonly prompts: readonly Prompt[];
  readonly process: Process | null;
  readonly result: GameResult | null;
  /**
   * Every coin flipped in this match, oldest first, with where it came from (the flipper device,
   * a software flip, the simulated flipper). Coins land face up on the table: this is public.
   */
  readonly coinFlips: readonly CoinFlipRecord[];
  /** Number of events folded into this state: the state id commands are made against. */
  readonly version: number;
}

export function emptyPlayer(name: string): PlayerState {
  return {
    name,
    active: null,
    bench: [],
    hand: { count: 0, known: [] },
    deck: 0,
    prizes: 0,
    prizesSetOut: 0,
    prizesTaken: 0,
    discard: [],
    lostZone: [],
    mulligans: 0,
    setupDone: false,
    gxUsed: false,
    vstarUsed: false,
    vUnionNames: [],
  };
}

export interface CoinFlipRecord {
  readonly promptId: string;
  /** Why the coin was flipped, as the prompt said (e.g. "Asleep check for Chespin"). */
  readonly reason: string;
  /** What the coin decides, so a reader is told why in their own language (the toss); null if its request was not in the state. */
  readonly purpose: FlipPurpose | null;
  readonly results: readonly CoinFace[];
  readonly origin: FlipOrigin;
  /** The turn it was flipped in; null during setup. */
  readonly turn: number | null;
}

export const initialState: GameState = {
  matchId: '',
  profile: null,
  formatName: null,
  game: 0,
  stage: 'not-started',
  players: { p1: emptyPlayer(''), p2: emptyPlayer('') },
  tossWinner: null,
  firstPlayer: null,
  turn: null,
  stadium: null,
  prompts: [],
  process: null,
  result: null,
  coinFlips: [],
  version: 0,
};


export function inPlay(player: PlayerState): InPlayPokemon[] {
  return player.active ? [player.active, ...player.bench] : [...player.bench];
}

/** The card that is the Pokémon now: a Fossil Trainer card counts as the Basic Pokémon it is played as (fossil-trainer.ts). */
export function topCard(p: InPlayPokemon): CardDef {
  const top = p.stack[p.stack.length - 1];
  if (!top) throw new Error(`Pokémon ${p.id} has an empty stack`);
  return inPlayAs(top.def);
}

export type FoundPokemon = { seat: Seat; pokemon: InPlayPokemon; where: 'active' | 'bench' };

export function findPokemon(state: GameState, ref: string): FoundPokemon | null {
  // Commands name a Pokémon by its id far more often than by a card of its stack: the ids are looked through first.
  // Plain loops, no predicate closures: nearly every command asks this.
  return findById(state, 'p1', ref) ?? findById(state, 'p2', ref) ?? findByCard(state, 'p1', ref) ?? findByCard(state, 'p2', ref);
}

function findById(state: GameState, seat: Seat, id: string): FoundPokemon | null {
  const pl = state.players[seat];
  if (pl.active && pl.active.id === id) return { seat, pokemon: pl.active, where: 'active' };
  for (const b of pl.bench) if (b.id === id) return { seat, pokemon: b, where: 'bench' };
  return null;
}

function findByCard(state: GameState, seat: Seat, uid: string): FoundPokemon | null {
  const pl = state.players[seat];
  if (pl.active && holdsCard(pl.active, uid)) return { seat, pokemon: pl.active, where: 'active' };
  for (const b of pl.bench) if (holdsCard(b, uid)) return { seat, pokemon: b, where: 'bench' };
  return null;
}

function holdsCard(p: InPlayPokemon, uid: string): boolean {
  for (const c of p.stack) if (c.uid === uid) return true;
  return false;
}

/** Every Stadium in play: one, none, or several where the format allows. */
export function stadiumsInPlay(state: GameState): readonly CardInst[] {
  if (state.stadiums) return state.stadiums;
  return state.stadium ? [state.stadium] : [];
}

export function hasCondition(p: InPlayPokemon, c: SpecialCondition): boolean {
  if (c === 'Poisoned') return p.poisoned;
  if (c === 'Burned') return p.burned;
  return p.rotation?.condition === c;
}

