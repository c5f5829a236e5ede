import { DEFAULT_DEBOUNCE_MS } from '../config/config.schema.js';
import type { ReaderEvent, ZoneId, ZoneReading } from '../devices/reader-port.js';
import type { Command, Prompt, RuleViolation, Seat } from '../rules/index.js';
import type { PromptKey, PromptParams } from './prompt-text.js';

export interface ZoneTrack {
  readonly reader: 'unknown' | 'connected' | 'disconnected';
  /** What the reader last said while connected; null before its first reading or after a disconnect. */
  readonly reading: ZoneReading | null;
}

/** A stack of tags the engine knows: a Pokémon in play with everything on it, or the Stadium. */
export interface Stack {
  /** The engine's Pokémon id (the Basic's tag) or the Stadium card's tag. */
  readonly key: string;
  readonly uids: readonly string[];
  /** The zone where the engine's picture has it. */
  readonly believed: ZoneId;
  /** The zone whose reader last saw it; null once it has left. */
  readonly at: ZoneId | null;
  /** Since when the reader of `at` has positively reported nothing (the debounce clock), or null. */
  readonly missingSince: number | null;
  /** The engine no longer has it in play (Knocked Out, discarded): its leaving confirms that and needs no command. */
  readonly leaving: boolean;
  /**
   * Another zone that sees it while its own reader still does (the reader that lost it has not
   * polled yet, or the antennas overlap): once its own reader stops seeing it, it has moved there.
   */
  readonly alsoAt: ZoneId | null;
  /** When it was last seen arriving on `at` from another zone. */
  readonly movedAt: number | null;
  /**
   * Where its reader still sees it after the engine moved it elsewhere (a retreat, switch or new
   * Active given on the dashboard or by an answer): the players have yet to move the cards, and
   * until they do that is no gesture. Null otherwise.
   */
  readonly from: ZoneId | null;
}

/** A tag seen on the mat that is not (yet) part of the game. */
export interface LooseTag {
  readonly uid: string;
  readonly cardId: string | null;
  readonly zone: ZoneId;
  readonly seenAt: number;
  readonly missingSince: number | null;
  /**
   * new: to interpret; asked: a prompt about it is open; ignored: answered "misplaced, ignore", a
   * token already read where it lies, or a card the engine took off a stack that still lies there;
   * leftover: the last match's card, still where it lay when this match started (engine-sync.ts `nextMatch`).
   */
  readonly status: 'new' | 'asked' | 'ignored' | 'leftover';
}

/** What the mirror does once an answer's commands are accepted. */
export type AfterAnswer =
  | { readonly kind: 'none' }
  /** The tag is left lying where it is and is not part of the game. */
  | { readonly kind: 'ignore-tag'; readonly uid: string }
  /** The engine's picture stands: the stacks are taken to be at their zones until their readers say otherwise. */
  | { readonly kind: 'keep-stacks'; readonly keys: readonly string[] };

export interface PromptOption {
  readonly id: string;
  readonly label: string;
  /** The label's i18n key and params (prompt-text.ts); `label` is its English. */
  readonly labelKey: PromptKey;
  readonly params: PromptParams;
  /** Issued in order when this option is chosen; none for "misplaced, ignore". */
  readonly commands: readonly Command[];
  readonly after: AfterAnswer;
}

export type MirrorPromptKind =
  | 'unknown-tag'
  | 'not-allowed'
  | 'stack-left'
  | 'misplaced'
  | 'retreat-energy'
  /** A seat's turn token was tapped: its menu of what the readers cannot see (finish setup, attack, end the turn). */
  | 'turn-token'
  /** The engine waits for a decision the table gives by an answer: who goes first, mulligan draws, a new Active. */
  | 'toss-choice'
  | 'mulligan-draws'
  | 'choose-active'
  /** A starting Pokémon from the deck (003 "Menü der Beschränkungen"): put it on the Active zone, or draw as usual. */
  | 'starting-pokemon'
  /** A Trainer on the tap pad whose text lets its player choose a count ("up to 2", "any amount"): how many. */
  | 'choose-count'
  /** The last match's cards still lie on the mat: a notice to take them off (it holds nothing, asks nothing). */
  | 'clear-mat';

/**
 * The engine prompts under which the mat's gestures are still read: a new Active Pokémon or a starting Pokémon chosen
 * from the deck is put on its zone, an attack's text is carried out on the mat, and the offer of a second attack waits
 * for the opponent's new Active Pokémon, which the mat gives. Any other (a coin, who goes first) holds the gestures.
 */
export const GESTURES_READ_DURING: ReadonlySet<Prompt['kind']> = new Set(['choose-active', 'starting-pokemon', 'attack-effects', 'attack-again']);

/** A question the mirror cannot answer from the readers alone; the game waits for it. */
export interface MirrorPrompt {
  readonly id: string;
  readonly kind: MirrorPromptKind;
  readonly zone: ZoneId;
  /** Whose cards these are, who answers; null for the shared Stadium. */
  readonly seat: Seat | null;
  /** What was seen, for the seat and judges. */
  readonly message: string;
  /** The same for the opponent and spectators: no card identities while those cards are face down. */
  readonly publicMessage: string;
  /** The i18n keys and params of the two messages (prompt-text.ts); the strings above are their English. */
  readonly messageKey: PromptKey;
  readonly params: PromptParams;
  readonly publicMessageKey: PromptKey;
  readonly publicParams: PromptParams;
  /**
   * Whether the game waits for it: players' commands are held and no gesture is read until it is
   * answered. A decision prompt does not: the engine already waits for that decision, which the
   * dashboard's own dialog or a move on the mat (a new Active) may give as well.
   */
  readonly holds: boolean;
  /** Set when the engine refused the gesture: the rule and its rulebook reference. */
  readonly violation: RuleViolation | null;
  readonly options: readonly PromptOption[];
  readonly raisedAt: number;
  /**
   * What it is about: when that tag or stack goes away or comes back by itself, or the engine's
   * prompt is answered some other way, the prompt is withdrawn; a turn menu goes when its token is
   * tapped again.
   */
  readonly subject:
    | { readonly kind: 'tag'; readonly uid: string }
    | { readonly kind: 'stack'; readonly key: string }
    | { readonly kind: 'token'; readonly seat: Seat }
    | { readonly kind: 'decision'; readonly promptId: string }
    | { readonly kind: 'leftovers' };
}

export interface MirrorState {
  readonly tableId: string;
  readonly debounceMs: number;
  /** The match the stacks belong to; a new match starts from an empty picture. */
  readonly matchId: string | null;
  readonly zones: Readonly<Record<ZoneId, ZoneTrack>>;
  readonly stacks: readonly Stack[];
  readonly loose: readonly LooseTag[];
  /** Card ids learnt from NDEF reads, for tags later seen only among several. */
  readonly cardIds: Readonly<Record<string, string>>;
  /** Tags seen on a discard, Lost Zone or prize zone, and where: e.g. which Energy a retreat discarded. */
  readonly piles: Readonly<Record<string, ZoneId>>;
  readonly prompts: readonly MirrorPrompt[];
  readonly promptCount: number;
  /** Trainer cards played through the mirror this turn, with their text: the effect sources a prompt offers. */
  readonly played: { readonly turn: number; readonly cards: readonly { readonly seat: Seat; readonly name: string; readonly text: string }[] };
  /** A Trainer that switches Pokémon was just played: the next Active/Bench swap of these seats is its effect. */
  readonly switchEffect: { readonly turn: number; readonly card: string; readonly seats: readonly Seat[] } | null;
}

export type MirrorInput =
  | ReaderEvent
  /** Time passing, for debounce windows to close; `at` is the hub clock, like an event's. */
  | { readonly type: 'tick'; readonly at: number }
  | { readonly type: 'answer'; readonly promptId: string; readonly option: string; readonly at: number };

export function initialMirrorState(tableId: string, zones: readonly ZoneId[], debounceMs: number = DEFAULT_DEBOUNCE_MS): MirrorState {
  const tracks: Record<ZoneId, ZoneTrack> = {};
  for (const zone of zones) tracks[zone] = { reader: 'unknown', reading: null };
  return {
    tableId,
    debounceMs,
    matchId: null,
    zones: tracks,
    stacks: [],
    loose: [],
    cardIds: {},
    piles: {},
    prompts: [],
    promptCount: 0,
    played: { turn: 0, cards: [] },
    switchEffect: null,
  };
}

/** When the next debounce window closes (the service schedules a tick then), or null. */
export function nextDeadline(state: MirrorState): number | null {
  let next: number | null = null;
  const consider = (zone: ZoneId, since: number | null) => {
    if (since === null || state.zones[zone]?.reader !== 'connected') return;
    const due = since + state.debounceMs;
    if (next === null || due < next) next = due;
  };
  for (const s of state.stacks) if (s.at !== null) consider(s.at, s.missingSince);
  for (const t of state.loose) consider(t.zone, t.missingSince);
  for (const s of state.stacks) if (s.at !== null && s.movedAt !== null && crowded(state, s.at)) consider(s.at, s.movedAt);
  return next;
}

/** The tags a reading names. */
export function uidsOf(reading: ZoneReading | null): readonly string[] {
  if (!reading) return [];
  if (reading.kind === 'present') return [reading.uid];
  if (reading.kind === 'several') return reading.uids;
  return [];
}

/** Two Pokémon stacks seen on one zone: one was put down before the other was seen leaving. */
export function crowded(state: MirrorState, zone: ZoneId): boolean {
  return state.stacks.filter((s) => !s.leaving && s.at === zone).length > 1;
}
