import { CLASSIC_REFS, RULEBOOK, SV_REFS, SWSH_REFS, UP_TO_REF, UP_TO_SWSH_REF, XY_REFS, type RuleRef, type RuleRefs } from './rulebook.js';

/**
 * A rule profile is the rules of one era as data: every row of the era table in
 * ../shared/rules/README.md is a field here, and the engine reads fields, never the era's name.
 */
export type ProfileId = 'sv' | 'swsh' | 'xy' | 'classic';

/** What "up to X" on a card lets a player choose, as the era's rulebook says. */
export interface UpToRule {
  /** The least a player may choose. */
  readonly minimum: 0 | 1;
  /** The least for "draw up to X cards" (000 excepts drawing: 0 may be chosen). */
  readonly drawMinimum: 0 | 1;
  /** The section that says so; null where the era's rulebook is silent (then 0, as the wording reads). */
  readonly ref: RuleRef | null;
}

export interface RuleProfile {
  readonly id: ProfileId;
  readonly rulebook: string;
  /** Cards in a deck; where `deckSizes` allows, a player's own count instead (StartMatch `players[].deckSize`). */
  readonly deckSize: number;
  /** Where a format lets each deck hold any number of cards in a range (003 "Packkampf": 14 to 21), the range and the section that sets it; null: every deck holds `deckSize`. */
  readonly deckSizes: DeckSizes | null;
  readonly openingHandSize: number;
  readonly prizeCount: number;
  readonly benchSize: number;
  /** 'coin-winner-chooses': toss before setup, the winner picks; 'coin-after-setup': the toss after setup decides. */
  readonly whoStarts: 'coin-winner-chooses' | 'coin-after-setup';
  /**
   * 'per-additional-mulligan': one card per mulligan the opponent took beyond one's own (detailed mulligan sections);
   * 'up-to-2-each': up to two cards for each of the opponent's mulligans (004 step 2).
   */
  readonly mulliganExtraCards: 'per-additional-mulligan' | 'up-to-2-each';
  readonly firstTurn: { readonly mayAttack: boolean; readonly maySupporter: boolean };
  readonly confusion: {
    /** 'three-counters': tails puts 3 damage counters on the attacker and the attack ends; 'attack-itself': tails does `selfDamage` to itself with Weakness/Resistance. */
    readonly onTails: 'three-counters' | 'attack-itself';
    readonly selfDamage: number;
    /** When the Confusion flip happens relative to the attack's own flips. */
    readonly check: 'before-attack-flips' | 'after-attack-flips';
    /** 'flip-after-paying': pay the retreat cost, then flip; tails fails and the Pokémon may not try again this turn. */
    readonly retreat: 'no-flip' | 'flip-after-paying';
  };
  readonly burnAtCheckup:
    | { readonly kind: 'none' }
    /** Counters first, then a flip; heads recovers (000, 001). */
    | { readonly kind: 'counters-then-flip'; readonly counters: number }
    /** A flip; tails puts counters; Burn never wears off at Checkup (002). */
    | { readonly kind: 'flip-tails-counters'; readonly counters: number };
  readonly poisonCounters: number;
  /** The Special Conditions that exist in this era. */
  readonly specialConditions: readonly SpecialCondition[];
  /** Card effects that act "between turns": after the Special Conditions, or before-or-after but never mixed. */
  readonly checkupOtherEffects: 'after-conditions' | 'before-or-after-not-mixed';
  /**
   * Both Active Pokémon Knocked Out at once: both players choose their new one together, or the player whose
   * turn it is replaces last (004 "What happens when your Pokemon is Knocked Out").
   */
  readonly newActives: 'together' | 'turn-player-last';
  /** `severalInPlay`: Stadiums stay when another is played (003 "Menü der Beschränkungen"); normally the new one replaces the old. */
  readonly stadium: { readonly exists: boolean; readonly perTurn: number; readonly sameNameBlocked: boolean; readonly severalInPlay: boolean };
  /** 'item': a Pokémon Tool is a kind of Item; 'own-kind': its own Trainer kind. */
  readonly tool: { readonly kind: 'item' | 'own-kind'; readonly perPokemon: number };
  readonly energyPerTurn: number;
  /** Item cards played from the hand per turn (a Tool counts where `tool.kind` is 'item'); null: any number. */
  readonly itemsPerTurn: number | null;
  readonly retreatsPerTurn: number;
  readonly supportersPerTurn: number;
  readonly evolution: {
    readonly notOnPlayersFirstTurn: boolean;
    readonly notOnPokemonsFirstTurn: boolean;
    readonly megaEndsTurn: boolean;
  };
  /**
   * Which ways to win end the game besides the opponent having no Pokémon in play (which always does):
   * taking one's last Prize card, the opponent unable to draw at the start of their turn. Where one is
   * off, the game goes on: after the last Prize card (003 "Erfolge"), without the draw (003 "Packkampf").
   */
  readonly winConditions: WinConditions;
  /** Attacks are used without their Energy cost (003 "Basiskampf"). */
  readonly attackCostsIgnored: boolean;
  /** A player with this many achievement points wins (003 "Erfolge": 100); null where achievements do not decide the game. */
  readonly achievementPointsToWin: number | null;
  readonly setup: {
    /**
     * 'basic-active': a Basic Pokémon from the opening hand as the Active, the rest as the player likes, mulligans;
     * 'lay-out-hand': the whole opening hand is laid out as it is, one Active and the rest on the Bench, any stage, no mulligan (003 "Basiskampf").
     */
    readonly layout: 'basic-active' | 'lay-out-hand';
    /** Each player may take the starting Active Pokémon from the deck before drawing (003 "Menü der Beschränkungen"). */
    readonly chooseStartingPokemon: boolean;
  };
  /** Any card may be attached face down as a Rainbow Energy, as the turn's Energy attachment (003 "Menü der Beschränkungen"). */
  readonly faceDownRainbowEnergy: boolean;
  /** Hands, Prize cards and the top card of the deck are played face up: both players see them (003 "Menü der Beschränkungen"). */
  readonly openHands: boolean;
  /** The Ditto marker rule, "Entwicklungsvorteil" (003 "Ditto-Draft", "Packkampf"). */
  readonly dittoMarkers: boolean;
  /** What "up to X" lets a player choose ("any amount" is always from 0): the eras' rulebooks differ. */
  readonly upTo: UpToRule;
  /** Tera Pokémon ex take no damage from attacks while on the Bench (000 "Anhang 3"). */
  readonly teraBenchProtection: boolean;
  readonly suddenDeath: {
    readonly prizeCount: number;
    /** A player who wins two ways while the other wins one way is the victor (000, 002). */
    readonly twoWaysBeatOne: boolean;
  };
  /** Why this profile departs from its rulebook's text, where it does. */
  readonly notes: readonly string[];
  readonly refs: RuleRefs;
}

export interface DeckSizes {
  readonly min: number;
  readonly max: number;
  readonly ref: RuleRef;
}

export interface WinConditions {
  readonly prizes: boolean;
  readonly deckOut: boolean;
}

export type SpecialCondition = 'Asleep' | 'Burned' | 'Confused' | 'Paralyzed' | 'Poisoned';

const MODERN_CONDITIONS: readonly SpecialCondition[] = ['Asleep', 'Burned', 'Confused', 'Paralyzed', 'Poisoned'];

export const SV: RuleProfile = {
  id: 'sv',
  rulebook: RULEBOOK.sv,
  deckSize: 60,
  deckSizes: null,
  openingHandSize: 7,
  prizeCount: 6,
  benchSize: 5,
  whoStarts: 'coin-winner-chooses',
  mulliganExtraCards: 'per-additional-mulligan',
  firstTurn: { mayAttack: false, maySupporter: false },
  confusion: { onTails: 'three-counters', selfDamage: 30, check: 'before-attack-flips', retreat: 'no-flip' },
  burnAtCheckup: { kind: 'counters-then-flip', counters: 2 },
  poisonCounters: 1,
  specialConditions: MODERN_CONDITIONS,
  checkupOtherEffects: 'before-or-after-not-mixed',
  newActives: 'together',
  stadium: { exists: true, perTurn: 1, sameNameBlocked: true, severalInPlay: false },
  tool: { kind: 'own-kind', perPokemon: 1 },
  energyPerTurn: 1,
  itemsPerTurn: null,
  retreatsPerTurn: 1,
  supportersPerTurn: 1,
  evolution: { notOnPlayersFirstTurn: true, notOnPokemonsFirstTurn: true, megaEndsTurn: true },
  winConditions: { prizes: true, deckOut: true },
  attackCostsIgnored: false,
  achievementPointsToWin: null,
  setup: { layout: 'basic-active', chooseStartingPokemon: false },
  faceDownRainbowEnergy: false,
  openHands: false,
  dittoMarkers: false,
  // 000 'Was ist der Unterschied zwischen „bis zu“ und „beliebig viele“?': "eine beliebige Zahl zwischen 1 und X",
  // except "ziehe bis zu X Karten", where 0 may be chosen.
  upTo: { minimum: 1, drawMinimum: 0, ref: UP_TO_REF },
  teraBenchProtection: true,
  suddenDeath: { prizeCount: 1, twoWaysBeatOne: true },
  notes: [],
  refs: SV_REFS,
};

export const SWSH: RuleProfile = {
  ...SV,
  id: 'swsh',
  rulebook: RULEBOOK.swsh,
  tool: { kind: 'item', perPokemon: 1 },
  // 001 'Mitä eroa on sanamuodoilla "up to" ja "any amount"?': "minkä tahansa numeron väliltä 1–X", drawing included.
  upTo: { minimum: 1, drawMinimum: 1, ref: UP_TO_SWSH_REF },
  teraBenchProtection: false,
  notes: ['001 lets "up to X" choose from 1 to X, "draw up to 3 cards" included (000 lets a draw choose 0).'],
  refs: SWSH_REFS,
};

export const XY: RuleProfile = {
  ...SV,
  id: 'xy',
  rulebook: RULEBOOK.xy,
  firstTurn: { mayAttack: false, maySupporter: true },
  confusion: { onTails: 'three-counters', selfDamage: 30, check: 'after-attack-flips', retreat: 'no-flip' },
  burnAtCheckup: { kind: 'flip-tails-counters', counters: 2 },
  checkupOtherEffects: 'after-conditions',
  stadium: { exists: true, perTurn: 1, sameNameBlocked: false, severalInPlay: false },
  tool: { kind: 'item', perPokemon: 1 },
  upTo: { minimum: 0, drawMinimum: 0, ref: null },
  teraBenchProtection: false,
  notes: [
    '002 has no Mega section; Mega Evolution ends the turn as 000 "Anhang 23" states for every era.',
    '002 does not say what "up to X" allows; 0 is accepted, as the wording reads ("may draw up to 3 cards").',
  ],
  refs: XY_REFS,
};

export const CLASSIC: RuleProfile = {
  ...SV,
  id: 'classic',
  rulebook: RULEBOOK.classic,
  whoStarts: 'coin-after-setup',
  mulliganExtraCards: 'up-to-2-each',
  firstTurn: { mayAttack: true, maySupporter: true },
  confusion: { onTails: 'attack-itself', selfDamage: 20, check: 'before-attack-flips', retreat: 'flip-after-paying' },
  burnAtCheckup: { kind: 'none' },
  specialConditions: ['Asleep', 'Confused', 'Paralyzed', 'Poisoned'],
  checkupOtherEffects: 'after-conditions',
  newActives: 'turn-player-last',
  stadium: { exists: false, perTurn: 0, sameNameBlocked: false, severalInPlay: false },
  // Base Set Trainers that attach to a Pokémon (PlusPower, Defender) are Items; 004 sets no per-Pokémon limit.
  tool: { kind: 'item', perPokemon: 60 },
  supportersPerTurn: 0,
  evolution: { notOnPlayersFirstTurn: false, notOnPokemonsFirstTurn: true, megaEndsTurn: true },
  upTo: { minimum: 0, drawMinimum: 0, ref: null },
  teraBenchProtection: false,
  suddenDeath: { prizeCount: 1, twoWaysBeatOne: false },
  notes: [
    '004 lists no once-per-turn limit for Energy or retreat; the printed 1999 rulebook allows one Energy attachment and one retreat per turn, and so does this profile.',
    '004 states no evolution timing limit; the 1999 rules forbid evolving a Pokémon the turn it comes into play, but allow evolving on a player\'s first turn.',
    '004 does not describe both players winning at once; this profile plays Sudden Death with 1 Prize as the later rulebooks do.',
    '004 does not say what "up to X" allows; 0 is accepted, as the wording reads.',
  ],
  refs: CLASSIC_REFS,
};

export const PROFILES: Readonly<Record<ProfileId, RuleProfile>> = { sv: SV, swsh: SWSH, xy: XY, classic: CLASSIC };

/**
 * What a format (003, alternative formats) may change of its era's profile; nested objects merge one
 * level deep. Every field is data the engine reads: no rule asks which format is played.
 */
export interface FormatOverrides {
  readonly deckSize?: number;
  readonly deckSizes?: DeckSizes | null;
  readonly openingHandSize?: number;
  readonly prizeCount?: number;
  readonly benchSize?: number;
  readonly firstTurn?: Partial<RuleProfile['firstTurn']>;
  readonly energyPerTurn?: number;
  readonly supportersPerTurn?: number;
  /** The Special Conditions attacks and effects apply; [] for none (003 Multi-Level level 1). */
  readonly specialConditions?: readonly SpecialCondition[];
  readonly itemsPerTurn?: number | null;
  readonly stadium?: Partial<Pick<RuleProfile['stadium'], 'severalInPlay'>>;
  readonly evolution?: Partial<Pick<RuleProfile['evolution'], 'notOnPlayersFirstTurn' | 'notOnPokemonsFirstTurn'>>;
  readonly winConditions?: Partial<WinConditions>;
  readonly attackCostsIgnored?: boolean;
  readonly achievementPointsToWin?: number | null;
  readonly setup?: Partial<RuleProfile['setup']>;
  readonly faceDownRainbowEnergy?: boolean;
  readonly openHands?: boolean;
  readonly dittoMarkers?: boolean;
}

export interface Format {
  readonly name: string;
  readonly overrides: FormatOverrides;
}

export function resolveProfile(id: ProfileId, format?: Format): RuleProfile {
  const base = PROFILES[id];
  if (!format) return base;
  const o = format.overrides;
  return {
    ...base,
    ...(o.deckSize !== undefined && { deckSize: o.deckSize }),
    ...(o.deckSizes !== undefined && { deckSizes: o.deckSizes }),
    ...(o.openingHandSize !== undefined && { openingHandSize: o.openingHandSize }),
    ...(o.prizeCount !== undefined && { prizeCount: o.prizeCount }),
    ...(o.benchSize !== undefined && { benchSize: o.benchSize }),
    ...(o.energyPerTurn !== undefined && { energyPerTurn: o.energyPerTurn }),
    ...(o.supportersPerTurn !== undefined && { supportersPerTurn: o.supportersPerTurn }),
    // A format cannot bring back a Special Condition its era does not have (no Burn in 004).
    ...(o.specialConditions !== undefined && { specialConditions: base.specialConditions.filter((c) => o.specialConditions?.includes(c)) }),
    ...(o.itemsPerTurn !== undefined && { itemsPerTurn: o.itemsPerTurn }),
    ...(o.attackCostsIgnored !== undefined && { attackCostsIgnored: o.attackCostsIgnored }),
    ...(o.achievementPointsToWin !== undefined && { achievementPointsToWin: o.achievementPointsToWin }),
    ...(o.faceDownRainbowEnergy !== undefined && { faceDownRainbowEnergy: o.faceDownRainbowEnergy }),
    ...(o.openHands !== undefined && { openHands: o.openHands }),
    ...(o.dittoMarkers !== undefined && { dittoMarkers: o.dittoMarkers }),
    firstTurn: { ...base.firstTurn, ...o.firstTurn },
    stadium: { ...base.stadium, ...o.stadium },
    evolution: { ...base.evolution, ...o.evolution },
    setup: { ...base.setup, ...o.setup },
    winConditions: { ...base.winConditions, ...o.winConditions },
  };
}

/**
 * A profile as a match log recorded it, completed with its era's defaults for fields added since:
 * an older log replays under the rules it was played with.
 */
export function completeProfile(recorded: RuleProfile): RuleProfile {
  const base = PROFILES[recorded.id];
  // Logs before `winConditions` recorded the deck-out rule alone, as `deckOutLoses`.
  const { deckOutLoses, ...rest } = recorded as RuleProfile & { readonly deckOutLoses?: boolean };
  return {
    ...base,
    ...rest,
    stadium: { ...base.stadium, ...recorded.stadium },
    evolution: { ...base.evolution, ...recorded.evolution },
    setup: { ...base.setup, ...recorded.setup },
    winConditions: { ...base.winConditions, ...(deckOutLoses !== undefined && { deckOut: deckOutLoses }), ...recorded.winConditions },
  };
}
