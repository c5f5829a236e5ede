import type { CardDef, DamageSteps, SpecialCondition } from '../../rules/index.js';
import type { ExhaustionRule, PlayerActive, RaidCard, RaidFormat, RaidPrompt, RandomOrigin, StadiumInPlay } from './raid-state.js';

/** What happened in a raid, past tense; the log holds these and `replayRaid` folds them. */
export type RaidEvent =
  | {
      readonly type: 'RaidStarted';
      readonly raidId: string;
      readonly format: RaidFormat;
      readonly exhaustionRule: ExhaustionRule;
      readonly players: readonly { readonly name: string; readonly active: PlayerActive | null }[];
      readonly boss: readonly { readonly uid: string; readonly card: CardDef }[];
      readonly deck: readonly RaidCard[];
      readonly prizeCards: number;
    }
  | { readonly type: 'PromptRaised'; readonly prompt: RaidPrompt }
  | { readonly type: 'RandomSupplied'; readonly promptId: string; readonly value: number | readonly number[]; readonly origin: RandomOrigin }
  /** The players carried out a text the hub does not run: a raid-deck card's, or the boss's attack's. */
  | { readonly type: 'EffectResolved'; readonly promptId: string; readonly source: 'raid-card' | 'boss-attack'; readonly uid: string }
  /** Giovanni "Vorbereitung": the die picked the Active; the rest go to the Bench in their listed order. */
  | { readonly type: 'BossTeamPlaced'; readonly active: string; readonly roll: number }
  /** The pile in its new order, top first. */
  | { readonly type: 'RaidDeckShuffled'; readonly pile: 'deck' | 'discard'; readonly order: readonly string[]; readonly origin: RandomOrigin }
  | { readonly type: 'PlayersTurnStarted'; readonly turn: number }
  | { readonly type: 'SupporterPlayed'; readonly player: number; readonly card: CardDef; readonly for: number }
  | { readonly type: 'StadiumPlayed'; readonly player: number; readonly card: CardDef; readonly replaced: StadiumInPlay | null }
  | {
      readonly type: 'PlayerAttacked';
      readonly player: number;
      readonly attacker: CardDef;
      readonly attack: string;
      readonly boss: string;
      readonly damage: number;
      readonly steps: DamageSteps;
      readonly conditions: readonly SpecialCondition[];
    }
  | { readonly type: 'PlayerPassed'; readonly player: number }
  | { readonly type: 'PlayerActiveSet'; readonly player: number; readonly active: PlayerActive | null }
  /** The damage the boss's next attack does to this player's Active is reduced by `amount` (0: no longer). */
  | { readonly type: 'BossDamageReduced'; readonly player: number; readonly amount: number; readonly reason: string }
  /** A player takes their own Prize cards (003 "Gewinnen des Spiels"); out when they had too few, or none are left. */
  | {
      readonly type: 'PrizesTaken';
      readonly player: number;
      readonly count: number;
      readonly reason: 'knock-out' | 'no-pokemon';
      readonly prizesLeft: number;
      readonly out: boolean;
    }
  | { readonly type: 'AttachedFromDiscard'; readonly uid: string; readonly boss: string; readonly reason: string }
  | { readonly type: 'DiscardedFromBoss'; readonly uid: string; readonly boss: string; readonly reason: string }
  | { readonly type: 'BossAttackBlocked'; readonly boss: string; readonly attack: string; readonly turn: number; readonly reason: string }
  | { readonly type: 'BossAdjusted'; readonly boss: string; readonly damage: number; readonly reason: string }
  | { readonly type: 'PlayersTurnEnded'; readonly turn: number }
  /** 003 "Raid-Deck": Poison and Burn put their counters, then the raid Pokémon recovers from every Special Condition. */
  | { readonly type: 'BossCheckedUp'; readonly boss: string; readonly damage: number; readonly recovered: readonly SpecialCondition[] }
  | { readonly type: 'RaidDrawsStarted'; readonly count: number; readonly then: 'boss-attack' | 'players'; readonly reason: string }
  /** A raid-deck card's text the players carry out makes the raid deck draw more: drawn and played after it, before the next counted card. */
  | { readonly type: 'RaidDrawsAdded'; readonly count: number; readonly reason: string }
  | { readonly type: 'RaidCardDrawn'; readonly uid: string; readonly counted: boolean }
  | {
      readonly type: 'RaidCardPlayed';
      readonly uid: string;
      readonly card: CardDef;
      readonly play: 'energy' | 'tool' | 'stadium' | 'supporter' | 'item' | 'not-playable';
      /** The boss Pokémon the Energy or Tool went to. */
      readonly target: string | null;
      /** The Tool it replaced (to the discard pile), or the Stadium it replaced. */
      readonly replacedTool: string | null;
      readonly replacedStadium: StadiumInPlay | null;
      /** Extra cards its text makes the raid deck draw and play. */
      readonly draws: number;
      /** Energy and Tools stay attached and a Stadium stays in play; everything else goes to the discard pile. */
      readonly discarded: boolean;
    }
  /** 003 "Was ist, wenn?": the raid deck cannot draw a second time this turn; the boss goes straight to its attack. */
  | { readonly type: 'RaidDrawsEnded'; readonly reason: 'done' | 'deck-empty' }
  | {
      readonly type: 'BossAttacked';
      readonly boss: string;
      readonly attack: string;
      /** The exhaustion rule made it attack regardless of its Energy. */
      readonly exhausted: boolean;
      readonly energyDiscarded: readonly string[];
      readonly hits: readonly { readonly player: number; readonly damage: number; readonly steps: DamageSteps | null; readonly knockedOut: boolean }[];
    }
  | { readonly type: 'BossAttackSkipped'; readonly boss: string; readonly reason: 'no-usable-attack' }
  | { readonly type: 'ExhaustionStarted'; readonly rule: Exclude<ExhaustionRule, 'off'> }
  /** One full contribution: its damage removed, the raid deck's top card to the Lost Zone. */
  | { readonly type: 'ContributionCounted'; readonly boss: string; readonly damageRemoved: number; readonly lost: string }
  | { readonly type: 'BossKnockedOut'; readonly boss: string; readonly discarded: readonly string[] }
  | { readonly type: 'BossPromoted'; readonly boss: string }
  | { readonly type: 'RaidEnded'; readonly winner: 'players' | 'raid'; readonly reason: string };

export type RaidEventOf<T extends RaidEvent['type']> = Extract<RaidEvent, { type: T }>;
