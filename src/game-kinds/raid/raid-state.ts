import type { CardDef, SpecialCondition } from '../../rules/index.js';

/**
 * A raid (003 "Raid-Format") or a Giovanni raid (003 "Raid-Format (fortgesetzt), Giovanni-Format")
 * as plain JSON: the boss side the hub runs, and of each player what the boss needs to know
 * (their Active Pokémon, their Prize cards). The players' own boards stay on paper.
 */

export type RaidFormat = 'raid' | 'giovanni';

/**
 * 003 "Optionale Regel, Strapazenregel": 'no-attack' after two boss turns in a row without an
 * attack; 'no-damage' (the "zusätzliche Herausforderung") after two in a row without damage.
 */
export type ExhaustionRule = 'off' | 'no-attack' | 'no-damage';

/** A raid-deck card; uids "r1".."rN" in the order the deck was listed at the start. */
export interface RaidCard {
  readonly uid: string;
  readonly card: CardDef;
}

export interface BossPokemon {
  /** "b1".."b6" in the order the boss team was listed. */
  readonly uid: string;
  readonly card: CardDef;
  /** Damage on it, in points (a multiple of 10); never negative. Its HP is never consulted (see raid-rules.ts). */
  readonly damage: number;
  readonly energy: readonly RaidCard[];
  readonly tool: RaidCard | null;
  readonly conditions: readonly SpecialCondition[];
  /** Giovanni: raid-deck cards put in the Lost Zone while this Pokémon was Active. */
  readonly lostWhileActive: number;
}

export interface PlayerActive {
  readonly card: CardDef;
  readonly damage: number;
}

export interface RaidPlayer {
  readonly name: string;
  readonly prizesLeft: number;
  /** 003 "Gewinnen des Spiels": out of the game ("scheidet aus dem Spiel aus"). */
  readonly out: boolean;
  /** The player's Active Pokémon as they declared it; null: no Pokémon in play. */
  readonly active: PlayerActive | null;
  /** Damage the boss's next attack does to this Active less (003: reduced, never prevented); present only while declared. */
  readonly damageReduction?: { readonly amount: number; readonly reason: string };
}

/** Where a random result came from: the hub's software, or a real die rolled at the table and entered. */
export type RandomOrigin = { readonly kind: 'software'; readonly rng: 'crypto.randomInt' } | { readonly kind: 'table'; readonly note: string };

export type DieReason = 'attack' | 'energy-target' | 'new-active' | 'boss-team-active';

/**
 * What the raid waits for before the boss can go on: a die roll, a shuffle (a permutation of the
 * pile), or the players resolving a raid-deck card whose text the hub does not run.
 */
export type RaidPrompt =
  | {
      readonly id: string;
      readonly kind: 'die';
      readonly reason: DieReason;
      /** Face i (1-based) picks options[i - 1]: attack names or boss Pokémon uids. */
      readonly options: readonly string[];
    }
  | { readonly id: string; readonly kind: 'shuffle'; readonly pile: 'deck' | 'discard'; readonly size: number }
  | {
      readonly id: string;
      readonly kind: 'resolve';
      /** A raid-deck card being played (uid r…), or the boss Pokémon's attack (uid b…) whose text follows its damage. */
      readonly source: 'raid-card' | 'boss-attack';
      readonly uid: string;
      readonly card: CardDef;
      /** The text the players carry out. */
      readonly text: string;
      /** It acts on every player (a Supporter, 003 "Raid-Deck"; the boss's attack, "als hätte sie jeden Spieler angegriffen"). */
      readonly allPlayers: boolean;
    };

export interface RandomAnswer {
  /** The die or shuffle prompt this answers. */
  readonly prompt: RaidPrompt;
  /** A die face (1-based), or for a shuffle the permutation: order[i] is the index in the pile of the card that ends up i-th from the top. */
  readonly value: number | readonly number[];
  readonly origin: RandomOrigin;
}

export interface StadiumInPlay {
  readonly card: CardDef;
  /** 'raid': a raid-deck card (uid set); a number: the player who played it from their hand. */
  readonly owner: 'raid' | number;
  readonly uid: string | null;
}

/** The raid deck drawing and playing cards one at a time (003 "Raid-Deck"). */
export interface RaidDraws {
  /** Cards still to draw that count toward players + 1. */
  readonly counted: number;
  /** Cards drawn by card effects ("Draw 3 cards."): drawn and played first, counting toward nothing. */
  readonly extra: number;
  /** Where play goes once the draws are done. */
  readonly then: 'boss-attack' | 'players';
}

export type RaidPhase = 'not-started' | 'setup' | 'players' | 'boss-draw' | 'boss-attack' | 'contributions' | 'finished';

export interface RaidState {
  readonly raidId: string;
  readonly format: RaidFormat;
  readonly exhaustionRule: ExhaustionRule;
  readonly phase: RaidPhase;
  readonly turn: number;
  readonly players: readonly RaidPlayer[];
  /** Raid: the one raid Pokémon. Giovanni: [0] the Active, the rest the Bench. */
  readonly boss: readonly BossPokemon[];
  /** Giovanni: boss Pokémon Knocked Out, in the Lost Zone. */
  readonly bossLost: readonly BossPokemon[];
  /** Top card first. */
  readonly deck: readonly RaidCard[];
  readonly discard: readonly RaidCard[];
  readonly lostZone: readonly RaidCard[];
  /** The raid-deck card drawn and being played. */
  readonly revealed: RaidCard | null;
  readonly stadium: StadiumInPlay | null;
  readonly draws: RaidDraws | null;
  /** 003 "Was ist, wenn?": the discard pile becomes the raid deck for a draw once per turn. */
  readonly reshuffledThisTurn: boolean;
  /** The players' turn: Supporters the team played, players who attacked or passed. */
  readonly supportersPlayed: number;
  readonly done: readonly number[];
  readonly prompt: RaidPrompt | null;
  readonly answer: RandomAnswer | null;
  readonly promptCount: number;
  /** Giovanni: the die has put a boss Pokémon in the Active Spot (a raid's one Pokémon is Active from the start). */
  readonly bossPlaced: boolean;
  /** Boss turns in a row that count toward the exhaustion rule. */
  readonly bossIdleTurns: number;
  readonly exhausted: boolean;
  /** Attacks a boss Pokémon's own text forbids in a turn ("During your next turn, this Pokémon can't use …"). */
  readonly blockedAttacks: readonly { readonly boss: string; readonly attack: string; readonly turn: number }[];
  readonly winner: 'players' | 'raid' | null;
}

export const initialRaidState: RaidState = {
  raidId: '',
  format: 'raid',
  exhaustionRule: 'off',
  phase: 'not-started',
  turn: 0,
  players: [],
  boss: [],
  bossLost: [],
  deck: [],
  discard: [],
  lostZone: [],
  revealed: null,
  stadium: null,
  draws: null,
  reshuffledThisTurn: false,
  supportersPlayed: 0,
  done: [],
  prompt: null,
  answer: null,
  promptCount: 0,
  bossPlaced: false,
  bossIdleTurns: 0,
  exhausted: false,
  blockedAttacks: [],
  winner: null,
};

/** Players still in the game: the "Anzahl der Spieler" of 003's draw count and full contribution. */
export const playersIn = (state: RaidState): number => state.players.filter((p) => !p.out).length;

export const activeBoss = (state: RaidState): BossPokemon | undefined => state.boss[0];

/** Energy a card provides: every attached Energy counts as Colorless on a raid Pokémon (003 "Raid-Deck"). */
export const energyUnits = (card: RaidCard): number => Math.max(1, card.card.provides?.length ?? 1);

export const attachedEnergy = (boss: BossPokemon): number => boss.energy.reduce((sum, e) => sum + energyUnits(e), 0);
