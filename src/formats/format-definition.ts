import { type CardStage as Stage, type Supertype, type TrainerKind, type FormatOverrides, type ProfileId, RULEBOOK, type RuleRef } from '../rules/index.js';

/**
 * A format as data: what the engine runs (a profile and its overrides), what a deck must be (DeckRules)
 * and the play rules that go beyond FormatOverrides, each flagged whether the engine can run it today.
 */
export interface FormatDefinition {
  /** Stable id, at most 40 characters (a table's and a match's `format`). */
  readonly id: string;
  readonly name: { readonly de: string; readonly en: string };
  readonly ref: RuleRef;
  readonly profile: ProfileId;
  readonly overrides: FormatOverrides;
  readonly deck: DeckRules;
  readonly play: readonly PlayRule[];
  /** Players at one game, from the format's header in 003. */
  readonly players: { readonly min: number; readonly max: number };
  /**
   * 003 "Erfolge": "Erfolge können mit fast allen Formaten in diesem Handbuch kombiniert werden" — false
   * for the few they cannot be played with (see with-achievements.ts); absent: they can.
   */
  readonly achievementsCombinable?: false;
}

export interface Range {
  readonly min: number;
  readonly max: number;
}

export interface DeckRules {
  readonly size: Range;
  /** Most cards of one name, basic Energy excepted (000 "Zusammenstellen von Decks"); null: no limit. */
  readonly maxCopies: number | null;
  /** Every name other than basic Energy exactly this often (003 "Menü der Beschränkungen"). */
  readonly exactCopies?: number;
  readonly requireBasicPokemon: boolean;
  /** One ACE SPEC at most in every format (000 "Anhang 25"); none at all where false. */
  readonly aceSpecAllowed: boolean;
  readonly supertypes: readonly Supertype[];
  readonly pokemon: PokemonRules;
  readonly trainers: { readonly kinds: readonly TrainerKind[]; readonly count?: Range };
  readonly energy: { readonly basicOnly: boolean; readonly minBasic?: number };
  /** The deck is one opened booster, all of it, and exactly this many basic Energy added (003 "Packkampf"). */
  readonly booster?: { readonly addedBasicEnergy: number };
  readonly legality: LegalityRule;
  readonly banned: readonly BannedCard[];
  /** The section that states this format's deck rules. */
  readonly ref: RuleRef;
}

export interface PokemonRules {
  readonly stages: readonly Stage[] | 'any';
  readonly hp: readonly HpLimit[];
  readonly noAbilities: boolean;
  readonly noRuleBox: boolean;
  readonly oneType: boolean;
  /** Fewest Stage 1 Pokémon (003 Multi-Level level 2: three of the ten new cards). */
  readonly minStage1?: number;
  /** Every Stage 1 / Stage 2 evolves from a Pokémon in the same deck (003 Multi-Level levels 2 and 4). */
  readonly evolutionsFromDeck: boolean;
}

export interface HpLimit {
  /** Only Pokémon of this stage; every Pokémon when absent. */
  readonly stage?: Stage;
  readonly min?: number;
  readonly max?: number;
}

/**
 * Which printings a format allows. A regulation mark decides where the card has one and the format
 * lists marks; otherwise the catalogue's legalities for `catalogueKey`, where known; otherwise the
 * set's release date against `releasedFrom`. Basic Energy is legal everywhere.
 */
export type LegalityRule =
  | { readonly kind: 'any' }
  | {
      readonly kind: 'rotation';
      readonly catalogueKey: 'standard' | 'expanded' | 'unlimited';
      readonly marks?: readonly string[];
      /** YYYY/MM/DD: sets released on or after this day. */
      readonly releasedFrom?: string;
      readonly excludedSets: readonly string[];
      readonly ref: RuleRef;
    };

/** A card banned by the format, by card ids (every printing the handbook lists). */
export interface BannedCard {
  readonly name: string;
  readonly cardIds: readonly string[];
  readonly ref: RuleRef;
}

export interface PlayRule {
  readonly id: string;
  /** The rule in a sentence, German as in 003. */
  readonly text: string;
  readonly ref: RuleRef;
  /**
   * 'engine': the engine runs it through this format's overrides (or its normal rules);
   * 'hub': a hub service runs it beside the engine (`by` names it);
   * 'unsupported': it needs an engine or hub hook that does not exist yet (`needs` says which).
   */
  readonly support: 'engine' | 'hub' | 'unsupported';
  readonly by?: string;
  readonly needs?: string;
}

export const formats = (section: string): RuleRef => ({ file: RULEBOOK.formats, section });
export const sv = (section: string): RuleRef => ({ file: RULEBOOK.sv, section });
