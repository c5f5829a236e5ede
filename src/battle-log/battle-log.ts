/**
 * A TCG Live battle log as parsed: sections (setup, each turn, each Pokémon Checkup) of entries, an entry
 * being one top-level line with the `- ` lines under it (what a card's effect did) and the `•` card lists.
 * Names stay as the log writes them (in its language); `card-resolver.ts` turns them into catalogue cards.
 */

export type LogLanguage = 'en' | 'de' | 'es' | 'it' | 'pt';

/** A Pokémon in play as the log names it: whose it is and its name (the log has no other identity). */
export interface LogPokemon {
  readonly player: string;
  readonly name: string;
}

export type Spot = 'active' | 'bench';

/** `timeout`: TCG Live ended the game for a player who did not act in time ("Opponent was inactive for too long."). */
export type ResultReason = 'prizes' | 'concession' | 'timeout' | 'no-pokemon-in-play' | 'deck-out';

/** What one line says, in the log's own terms, whatever its language. */
export type LogAction =
  | { readonly kind: 'toss-call'; readonly player: string; readonly face: 'heads' | 'tails' }
  | { readonly kind: 'toss-won'; readonly player: string }
  | { readonly kind: 'goes'; readonly player: string; readonly first: boolean }
  | { readonly kind: 'opening-hand'; readonly player: string; readonly count: number }
  | { readonly kind: 'mulligan'; readonly player: string }
  | { readonly kind: 'place-active'; readonly player: string; readonly card: string }
  /** A Basic Pokémon to the Bench, in setup or from the hand during a turn. */
  | { readonly kind: 'bench'; readonly player: string; readonly card: string }
  /** `card`: what the log names, where it names it; `count` cards otherwise. */
  | { readonly kind: 'draw'; readonly player: string; readonly count: number; readonly card?: string }
  /** Cards taken from the deck straight onto the Bench (Nest Ball, Tandem Unit): named here or in the list below. */
  | { readonly kind: 'draw-to-bench'; readonly player: string; readonly count: number; readonly card?: string }
  | { readonly kind: 'stadium'; readonly player: string; readonly card: string }
  /** A Trainer played (an Item, Supporter, or a Stadium's effect used once it is in play). */
  | { readonly kind: 'trainer'; readonly player: string; readonly card: string }
  | { readonly kind: 'attach'; readonly player: string; readonly card: string; readonly target: string; readonly spot: Spot }
  | { readonly kind: 'evolve'; readonly player: string; readonly from: string; readonly to: string; readonly spot: Spot }
  /** An Ability, or an attack that names no damage: which one only the card tells. */
  | { readonly kind: 'use'; readonly pokemon: LogPokemon; readonly name: string }
  | { readonly kind: 'attack'; readonly pokemon: LogPokemon; readonly name: string; readonly target: LogPokemon; readonly damage: number }
  | { readonly kind: 'retreat'; readonly player: string; readonly pokemon: string }
  | { readonly kind: 'now-active'; readonly pokemon: LogPokemon }
  /** "A's X was switched with A's Y to become the Active Pokémon": X is the new Active. */
  | { readonly kind: 'switch'; readonly to: LogPokemon; readonly from: LogPokemon }
  | { readonly kind: 'knocked-out'; readonly pokemon: LogPokemon }
  | { readonly kind: 'prizes'; readonly player: string; readonly count: number }
  | { readonly kind: 'to-hand'; readonly player: string; readonly card?: string }
  | { readonly kind: 'end-turn'; readonly player: string }
  | { readonly kind: 'discard'; readonly player: string; readonly count: number; readonly card?: string }
  /** Cards discarded from a Pokémon in play (its Energy on retreat or Knock Out, its lower Stages). */
  | { readonly kind: 'discard-from'; readonly pokemon: LogPokemon; readonly count: number; readonly card?: string }
  | { readonly kind: 'shuffle-deck'; readonly player: string }
  | { readonly kind: 'shuffle-hand'; readonly player: string }
  | { readonly kind: 'to-deck'; readonly player: string; readonly count: number; readonly card?: string }
  | { readonly kind: 'damage-counters'; readonly player: string; readonly target: LogPokemon; readonly counters: number }
  /** Damage counters moved from one Pokémon to another (Munkidori "Adrena-Brain"). */
  | { readonly kind: 'move-counters'; readonly player: string; readonly from: LogPokemon; readonly to: LogPokemon; readonly counters: number }
  /** Damage healed from a Pokémon (Picnic Basket). */
  | { readonly kind: 'healed'; readonly pokemon: LogPokemon; readonly damage: number }
  /** An attack's damage to a Pokémon the log states on a line of its own (Scream Tail "Roaring Scream" on a Benched Pokémon). */
  | { readonly kind: 'damage-taken'; readonly pokemon: LogPokemon; readonly damage: number }
  | { readonly kind: 'condition'; readonly pokemon: LogPokemon; readonly condition: string }
  | { readonly kind: 'checkup-counters'; readonly pokemon: LogPokemon; readonly counters: number; readonly condition: string }
  | { readonly kind: 'coin'; readonly player: string; readonly face: 'heads' | 'tails' }
  | { readonly kind: 'activated'; readonly card: string }
  | { readonly kind: 'vstar-used'; readonly player: string }
  | { readonly kind: 'chose'; readonly player: string; readonly name: string }
  /** A card moved to the hand by an effect (Night Stretcher); `count` cards listed below where the log names no card (a Pokémon's stack: Professor Turo's Scenario). */
  | { readonly kind: 'move-to-hand'; readonly player: string; readonly card?: string; readonly count?: number }
  | { readonly kind: 'to-lost-zone'; readonly player: string; readonly card: string }
  /** A line the grammar knows that changes nothing (a "7 drawn cards." summary, a damage breakdown). */
  | { readonly kind: 'note' }
  | { readonly kind: 'result'; readonly reason: ResultReason; readonly winner: string };

export type ActionKind = LogAction['kind'];

export interface LogEntry {
  /** 1-based line number in the log. */
  readonly line: number;
  readonly text: string;
  /** null: no rule of the grammar read this line. */
  readonly action: LogAction | null;
  /** The `- ` lines under it. */
  readonly effects: readonly LogEntry[];
  /** The cards a `•` list (or the new structure's `- a, b` list) names under it. */
  readonly cards: readonly string[];
}

export type SectionKind = 'setup' | 'turn' | 'checkup';

export interface LogSection {
  readonly kind: SectionKind;
  readonly line: number;
  /** Turn sections: the player whose turn it is (inferred from its lines where the header hides it). */
  readonly player: string | null;
  /** Turn sections: the number in the header ("Turn # 3"); absent in the newer structure. */
  readonly number: number | null;
  readonly entries: readonly LogEntry[];
}

export interface BattleLog {
  readonly language: LogLanguage;
  /** The two players, the first named in the log first. */
  readonly players: readonly [string, string];
  readonly sections: readonly LogSection[];
  readonly result: { readonly reason: ResultReason; readonly winner: string } | null;
  /** Non-empty lines, and how many of them a grammar rule (or the section and list structure) read. */
  readonly lines: { readonly total: number; readonly read: number };
  /** Lines no rule read, with their number: what the grammar still lacks. */
  readonly unread: readonly { readonly line: number; readonly text: string }[];
  /**
   * The printings the log names by TCG Live id ("(sv6_128) Dreepy", `card-ids.ts`): card name -> ids in the order
   * first seen. Empty for a log exported with "Hide card IDs from export" on, which names cards only.
   */
  readonly printings: Readonly<Record<string, readonly string[]>>;
}
