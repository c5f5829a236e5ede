/** What replaying one battle log through the engine showed: the importer's measure of the engine. */

/** A logged play the engine refused: the engine's rule, and the log line it refused. */
export interface Refusal {
  readonly line: number;
  readonly text: string;
  readonly command: string;
  readonly code: string;
  readonly message: string;
  /** The rulebook file and section the engine cites. */
  readonly ref: { readonly file: string; readonly section: string };
}

/** One command the importer fed for a log line (line 0: the game's end the log states without a line), and the engine's answer. */
export interface FedCommand {
  readonly line: number;
  readonly command: string;
  /** How many of the replay's events there are once the engine took (or refused) it: the board after it is their fold. */
  readonly eventsAfter: number;
  readonly refusal?: Refusal;
}

/** One attack: the damage the log states and the damage the engine computed on its own. */
export interface AttackComparison {
  readonly line: number;
  readonly attack: string;
  readonly logDamage: number;
  /** null: the engine refused the attack, the Pokémon the log names is not in play in the engine, or it is a stand-in for a card the catalogue lacks. */
  readonly engineDamage: number | null;
}

/** A line the importer did not feed, and why (hidden information, nothing to enter, a gap in what the engine takes). */
export interface SkippedLine {
  readonly line: number;
  readonly text: string;
  readonly why: string;
}

export interface ReplayFigures {
  /** Commands the engine accepted. */
  readonly actionsFed: number;
  readonly refusals: readonly Refusal[];
  readonly attacks: readonly AttackComparison[];
  /** Attacks whose engine damage equals the log's "for N damage". */
  readonly attacksEqual: number;
  readonly knockOuts: {
    /** Knock Outs the log states. */
    readonly logged: number;
    /** Of those, the ones the engine made from its own damage (an attack's as the engine computed it, Poison at Checkup, damage counters entered from the log). */
    readonly foundByEngine: number;
    /** Pokémon the engine Knocked Out that the log says survived. */
    readonly notInLog: number;
  };
  readonly prizes: { readonly log: Readonly<Record<'p1' | 'p2', number>>; readonly engine: Readonly<Record<'p1' | 'p2', number>> };
  readonly winner: { readonly log: 'p1' | 'p2' | null; readonly engine: 'p1' | 'p2' | null };
  /** The log's card names that matched no catalogue card. */
  readonly unresolvedCards: readonly string[];
  readonly skipped: readonly SkippedLine[];
  /** Coin results the engine asked for that the log does not state (answered heads, and counted here). */
  readonly coinsAssumed: number;
  /** Cards drawn by the importer because the log played one from a hand the engine counted as empty (see README.md). */
  readonly handTopUps: number;
}
