import type { AttackPlan } from './attack-plan.js';
import type { CoinFace, FlipOrigin, FlipRequest } from './coin.js';
import type { AdjustAction, CardOrigin, EffectSource } from './command.js';
import type { RuleProfile, SpecialCondition } from './profile.js';
import type { RuleRef } from './rulebook.js';
import type { LingeringEffect } from './lingering-effect.js';
import type { BetweenTurnsText, CardInst, CheckupStep, DeckListEntry, FlipPurpose, GameState, Seat, WinReason } from './state.js';

/** Who caused a change: the rules, a player's adjustment, or a judge's correction. */
export type Cause =
  | { readonly kind: 'attack'; readonly attacker: string }
  | { readonly kind: 'confusion' }
  | { readonly kind: 'checkup'; readonly step: CheckupStep['kind'] }
  | { readonly kind: 'retreat' }
  | { readonly kind: 'evolution' }
  /** A card's own text discards it at the end of its owner's turn (a Technical Machine, PlusPower). */
  | { readonly kind: 'end-of-turn' }
  /** A Stadium's text its player used (`UseStadium`): `card` is the Stadium's uid. */
  | { readonly kind: 'stadium'; readonly card: string }
  /** `confirmedBy`: the opponent who accepted an adjustment of their side (adjustment-confirmation.ts). */
  | { readonly kind: 'adjustment'; readonly player: Seat; readonly reason: string; readonly confirmedBy?: Seat }
  | { readonly kind: 'judge'; readonly judge: string; readonly reason: string };

/** A zone a single card can be moved to by an adjustment. */
export type Destination = 'hand' | 'deck' | 'discard' | 'lost-zone';

/** Events: what happened, past tense. `evolve` folds them; they carry every card they bring into the game. */
export type GameEvent =
  /**
   * `deckSizes`: each player's deck, where a player's differs from the profile's `deckSize` (003 "Packkampf").
   * `deckLists`: each player's registered deck list, where one was brought (null for a player without).
   */
  | { readonly type: 'MatchStarted'; readonly matchId: string; readonly profile: RuleProfile; readonly formatName: string | null; readonly players: readonly [string, string]; readonly deckSizes?: readonly [number, number]; readonly deckLists?: readonly [readonly DeckListEntry[] | null, readonly DeckListEntry[] | null] }
  | { readonly type: 'CoinFlipRequested'; readonly promptId: string; readonly request: FlipRequest; readonly reason: string; readonly purpose: FlipPurpose }
  | { readonly type: 'CoinFlipped'; readonly promptId: string; readonly results: readonly CoinFace[]; readonly origin: FlipOrigin }
  | { readonly type: 'TossWon'; readonly winner: Seat; readonly promptId: string | null }
  | { readonly type: 'FirstPlayerChosen'; readonly first: Seat; readonly by: Seat | 'coin' }
  | { readonly type: 'OpeningHandDrawn'; readonly player: Seat; readonly count: number }
  | { readonly type: 'MulliganTaken'; readonly player: Seat; readonly drawn: number }
  | { readonly type: 'SetupPokemonPlaced'; readonly player: Seat; readonly card: CardInst; readonly position: 'active' | 'bench' }
  | { readonly type: 'StartingPokemonOffered'; readonly promptId: string; readonly player: Seat }
  /** The starting Active Pokémon taken from the deck, face down, before drawing; null: the player draws as usual. */
  | { readonly type: 'StartingPokemonChosen'; readonly player: Seat; readonly card: CardInst | null }
  | { readonly type: 'HandCardRevealed'; readonly player: Seat; readonly card: CardInst }
  | { readonly type: 'PrizesSetOut'; readonly player: Seat; readonly count: number }
  | { readonly type: 'SetupFinished'; readonly player: Seat }
  | { readonly type: 'MulliganDrawsOffered'; readonly promptId: string; readonly player: Seat; readonly max: number }
  | { readonly type: 'MulliganCardsDrawn'; readonly player: Seat; readonly count: number }
  | { readonly type: 'SetupRevealed' }
  | { readonly type: 'TurnStarted'; readonly player: Seat; readonly number: number }
  | { readonly type: 'CardsDrawn'; readonly player: Seat; readonly count: number; readonly cause: Cause | null }
  | { readonly type: 'PokemonBenched'; readonly player: Seat; readonly card: CardInst; readonly from: CardOrigin; readonly source: EffectSource | null }
  | { readonly type: 'PokemonEvolved'; readonly player: Seat; readonly target: string; readonly card: CardInst; readonly from: CardOrigin; readonly source: EffectSource | null; readonly endsTurn: boolean; readonly dittoMarker?: true }
  | { readonly type: 'EnergyAttached'; readonly player: Seat; readonly target: string; readonly card: CardInst; readonly from: CardOrigin; readonly source: EffectSource | null }
  | { readonly type: 'TrainerPlayed'; readonly player: Seat; readonly card: CardInst; readonly from: CardOrigin; readonly source: EffectSource | null; readonly kind: 'Item' | 'Supporter' | 'Stadium' | 'Tool'; readonly countsAsItem: boolean; readonly target: string | null; readonly text: readonly string[]; readonly count?: number }
  | { readonly type: 'StadiumDiscarded'; readonly card: CardInst }
  | { readonly type: 'EnergyDiscarded'; readonly pokemon: string; readonly uids: readonly string[]; readonly cause: Cause }
  | { readonly type: 'Retreated'; readonly player: Seat; readonly from: string; readonly to: string }
  | { readonly type: 'RetreatFailed'; readonly player: Seat; readonly pokemon: string }
  | { readonly type: 'RetreatStarted'; readonly player: Seat; readonly to: string }
  | { readonly type: 'AttackDeclared'; readonly player: Seat; readonly attacker: string; readonly attackIndex: number; readonly name: string; readonly plan: AttackPlan; readonly flips: readonly FlipPurpose[]; readonly benchTargets: readonly string[]; readonly attackerBonus: number; readonly defenderReduction: number; readonly oncePerGame: 'gx' | 'vstar' | null; readonly count?: number; readonly energyDiscarded?: readonly string[]; readonly again?: true; readonly revealed?: CardInst }
  /** After the turn's first attack, `ability` lets `attacker` attack again (attack-again.ts); answered by `Attack` or `EndTurn`. */
  | { readonly type: 'AttackAgainOffered'; readonly promptId: string; readonly player: Seat; readonly attacker: string; readonly ability: string }
  | { readonly type: 'AttackAgainAnswered'; readonly player: Seat; readonly attacks: boolean }
  /** A Stadium used by the player whose turn it is, "once during each player's turn" (use-stadium.ts); `card` is its uid. */
  | { readonly type: 'StadiumUsed'; readonly player: Seat; readonly card: string; readonly name: string; readonly text: string }
  | { readonly type: 'AbilityUsed'; readonly player: Seat; readonly pokemon: string; readonly name: string; readonly text: string; readonly vstarPower: boolean; readonly count?: number }
  | { readonly type: 'VUnionAssembled'; readonly player: Seat; readonly parts: readonly string[]; readonly name: string }
  /** 'lingering-effect': the coin an effect of the opponent's last attack asked for came up tails. */
  | { readonly type: 'AttackFailed'; readonly player: Seat; readonly reason: 'confused' | 'tails-nothing' | 'lingering-effect' }
  | { readonly type: 'DamageDealt'; readonly target: string; readonly amount: number; readonly steps: DamageSteps | null; readonly cause: Cause }
  | { readonly type: 'DamageHealed'; readonly target: string; readonly amount: number; readonly cause: Cause }
  | { readonly type: 'SpecialConditionApplied'; readonly target: string; readonly condition: SpecialCondition; readonly turn: number; readonly cause: Cause }
  | { readonly type: 'SpecialConditionRemoved'; readonly target: string; readonly condition: SpecialCondition; readonly cause: Cause }
  | { readonly type: 'EffectNeedsAdjustment'; readonly card: string; readonly name: string; readonly text: string; readonly inPlay?: true }
  /** The attack's text the engine does not execute waits for the players, before Knock Outs and the turn's end (000 "Angreifen im Detail" f). */
  | { readonly type: 'AttackEffectsAwaited'; readonly promptId: string; readonly player: Seat; readonly attacker: string; readonly attack: string; readonly texts: readonly string[]; readonly count?: number; readonly returning?: readonly string[] }
  | { readonly type: 'AttackEffectsDone'; readonly player: Seat }
  /** An attack's effect that lasts into a later turn, on a Pokémon or on a player. */
  | { readonly type: 'LingeringEffectAdded'; readonly target: { readonly pokemon: string } | { readonly player: Seat }; readonly effect: LingeringEffect }
  | { readonly type: 'AttackResolved'; readonly player: Seat }
  | { readonly type: 'TurnEnded'; readonly player: Seat; readonly number: number }
  | { readonly type: 'CheckupStarted'; readonly steps: readonly CheckupStep[]; readonly flips: readonly FlipPurpose[] }
  /** `order`: the era lets these effects come only after the Special Conditions, or before or after them (never mixed). */
  | { readonly type: 'CheckupReminder'; readonly card: string; readonly name: string; readonly text: string; readonly order: 'after-conditions' | 'before-or-after-not-mixed' }
  /** The player's between-turns card text waits for the player to enter it (000 "4) Pokémon-Check"). */
  | { readonly type: 'BetweenTurnsEffectsOffered'; readonly promptId: string; readonly player: Seat; readonly texts: readonly BetweenTurnsText[]; readonly at: 'before-conditions' | 'after-conditions' }
  /** `later`: the player puts them after the Special Conditions instead (000/001: before or after, never mixed in). */
  | { readonly type: 'BetweenTurnsEffectsDone'; readonly player: Seat; readonly later: boolean }
  | { readonly type: 'CheckupFinished' }
  /** `oncePerGame`: a once-per-game effect on it changed the Prize cards taken (Legacy Energy), now used by its owner. */
  | { readonly type: 'PokemonKnockedOut'; readonly player: Seat; readonly pokemon: string; readonly name: string; readonly prizeValue: number; readonly oncePerGame?: string; readonly byAttack?: true }
  | { readonly type: 'CardsMoved'; readonly uids: readonly string[]; readonly to: Destination | 'owner-discard'; readonly cause: Cause | null }
  | { readonly type: 'PrizesTaken'; readonly player: Seat; readonly count: number }
  /** A judge's Double or Quad Prize Card penalty on `player`'s opponent: `player` wins on `count` fewer Prize cards. */
  | { readonly type: 'PrizeCardPenaltyGiven'; readonly player: Seat; readonly count: number }
  | { readonly type: 'ActiveChoiceRequired'; readonly promptId: string; readonly player: Seat }
  | { readonly type: 'BenchDiscardRequired'; readonly promptId: string; readonly player: Seat; readonly keep: number }
  /** The player's choice of Benched Pokémon to discard, each with everything attached, down to the Bench size. */
  | { readonly type: 'BenchedPokemonDiscarded'; readonly promptId: string; readonly player: Seat; readonly pokemon: readonly string[] }
  | { readonly type: 'ActivePromoted'; readonly player: Seat; readonly pokemon: string }
  | { readonly type: 'ActiveSwitched'; readonly player: Seat; readonly to: string; readonly cause: Cause }
  | { readonly type: 'CardDiscardedFromHand'; readonly player: Seat; readonly card: CardInst; readonly cause: Cause }
  | { readonly type: 'AdjustmentLogged'; readonly action: AdjustAction; readonly cause: Cause }
  /** `by` proposes an adjustment of the other side; `player` answers it. */
  | { readonly type: 'AdjustmentProposed'; readonly promptId: string; readonly player: Seat; readonly by: Seat; readonly action: AdjustAction; readonly reason: string }
  | { readonly type: 'AdjustmentAnswered'; readonly promptId: string; readonly player: Seat; readonly accepted: boolean }
  /** The game is put back to `state`, the state after log entry `toSeq`; the log before it stays as it was. */
  | { readonly type: 'JudgeRestored'; readonly judge: string; readonly reason: string; readonly toSeq: number; readonly state: GameState }
  /** `score`: the achievement points, when the game was won on them (003 "Erfolge"). */
  | { readonly type: 'DittoMarkerPlaced'; readonly player: Seat; readonly target: string }
  /**
   * A rule of the format kept something from happening that the era's rules would do (a Special Condition, the deck-out loss): logged with why.
   * An attack's damage prevented names the Pokémon it was kept from (`pokemon`) and what kept it (`by`: a card, Ability or attack, as printed).
   */
  | {
      readonly type: 'RuleApplied';
      readonly rule: 'special-condition-not-applied' | 'no-draw-from-empty-deck' | 'last-prize-does-not-win' | 'lingering-effect' | 'knock-out-survived' | 'damage-prevented-by-coin' | 'damage-prevented';
      readonly message: string;
      readonly ref: RuleRef;
      readonly pokemon?: string;
      readonly by?: string;
    }
  | { readonly type: 'GameWon'; readonly winner: Seat; readonly reasons: readonly WinReason[]; readonly score?: { readonly p1: number; readonly p2: number } }
  | { readonly type: 'SuddenDeathStarted'; readonly game: number; readonly prizeCount: number };

export type EventOf<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

/** The six damage steps of 000 "Angreifen im Detail" / 002 "FULL DETAILS OF ATTACKING", as computed. */
export interface DamageSteps {
  readonly base: number;
  readonly afterAttackerEffects: number;
  readonly afterWeakness: number;
  readonly afterResistance: number;
  readonly afterDefenderEffects: number;
}
