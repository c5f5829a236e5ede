import type { FeedEvent } from '@protocol';
import type { Seat, SpecialCondition, ViewEvent } from '@rules/index.js';

/**
 * "Now, with your cards": what a player does with the paper cards after an event the hub cannot do
 * for them. `key` is in the dashboard's "withYourCards" texts; `pokemon` a Pokémon id to name.
 */
export interface PaperAct {
  readonly seq: number;
  readonly player: Seat;
  readonly key: 'takePrizes' | 'discardKnockedOut' | 'turnUpright' | 'discardRetreatEnergy' | 'mulligan' | 'drawMulliganCards' | 'drawOpeningHand' | 'setOutPrizes' | 'draw' | 'judgeCorrected' | 'doCardText' | 'followTrainer' | 'turnFaceUp' | 'putDamageCounters' | 'markCondition';
  readonly count?: number;
  /** The Special Condition to mark on `pokemon` (`markCondition`). */
  readonly condition?: SpecialCondition;
  readonly pokemon?: string;
  /** The name the event printed for the Pokémon, where it has left play. */
  readonly printed?: string;
  /** A judge's correction: who made it and why, for the players to lay the cards out as the board now shows. */
  readonly judge?: string;
  readonly reason?: string;
  /**
   * Card text handed to the player (a Stadium's use, an Ability's text): the card's id (the Pokémon's, for an Ability),
   * its printed name in `printed` (the Ability's, for an Ability), and the text; the Item or Supporter played (`followTrainer`).
   */
  readonly card?: string;
  readonly text?: string;
}

/**
 * Acts that outlast the change that asked for them: setting out the Prize cards comes as both players finish setup,
 * and the first turn's events follow at once; the player may not have done it yet. Each stays until its player says
 * Done.
 */
const LASTING: ReadonlySet<PaperAct['key']> = new Set(['setOutPrizes']);

const same = (a: PaperAct, b: PaperAct): boolean => a.seq === b.seq && a.player === b.player && a.key === b.key;

/** The player's Done: the match it was pressed in and its last event then. */
export interface Done {
  readonly match: string | null;
  readonly seq: number | null;
}

/** The lasting acts a page keeps, and the match they are of. */
export interface KeptActs {
  readonly match: string | null;
  readonly acts: readonly PaperAct[];
}

/**
 * The last event the player said Done after, in `match`. A Done of a match before says nothing of this one: its events
 * count from 1 again, so its seq would hide this match's acts.
 */
export function doneIn(done: Done | null, match: string | null): number | null {
  return done !== null && done.match === match ? done.seq : null;
}

/**
 * The lasting acts of `match` still to show after its latest change: those kept before (none of a match before this one)
 * and the latest change's, less those the player said Done to.
 */
export function keptActs(kept: KeptActs, match: string | null, latest: readonly PaperAct[], done: Done | null): KeptActs {
  const before = kept.match === match ? kept.acts : [];
  const added = latest.filter((a) => LASTING.has(a.key) && !before.some((k) => same(k, a)));
  const upTo = doneIn(done, match);
  return { match, acts: [...before, ...added].filter((a) => upTo === null || a.seq > upTo) };
}

/** What the panel shows: the kept acts of earlier changes, then the latest change's. */
export function actsShown(kept: readonly PaperAct[], latest: readonly PaperAct[]): PaperAct[] {
  return [...kept.filter((k) => !latest.some((a) => same(a, k))), ...latest];
}

/** The Special Conditions a rotated card shows: when one ends, the card is turned upright (000 "Spezielle Zustände"). */
const ROTATED = new Set(['Asleep', 'Confused', 'Paralyzed']);

/** The acts the events ask of the players, in their order. `ownerOf` says whose Pokémon an id names. */
export function paperActs(events: readonly FeedEvent[], ownerOf: (pokemon: string) => Seat | undefined): PaperAct[] {
  const acts: PaperAct[] = [];
  let by: { readonly card: string; readonly player: Seat } | null = null;
  for (const { seq, event } of events) {
    const e = event as ViewEvent;
    // A card's text the engine cannot carry out (a Stadium used; a Stadium, Tool or Special Energy come into play) is the
    // player's who used or played it, to follow with the paper cards.
    if (e.type === 'EffectNeedsAdjustment' && by?.card === e.card) {
      acts.push({ seq, player: by.player, key: 'doCardText', card: e.card, printed: e.name, text: e.text });
    } else by = handingCard(e);
    acts.push(...actsOf(seq, e, ownerOf));
  }
  // Stable: the marks come where their first event is, before the Knock Outs and Prize cards that follow.
  return [...acts, ...marks(events, ownerOf)].sort((a, b) => a.seq - b.seq);
}

/**
 * The damage counters and Special Conditions the engine worked out, to put on the paper Pokémon: an attack's are put by
 * the player whose Pokémon attacked (000 "C) Lege Schadensmarken auf das Aktive Pokémon deines Gegners"; a Rocky
 * Helmet's by its owner, the Pokémon holding it "attacked" back), Confusion's and the Checkup's by the Pokémon's owner
 * (000 "Pokémon-Check": "legst du eine Schadensmarke auf dein vergiftetes Pokémon"). One line per Pokémon for all its
 * damage in the change (each player's); none for a Pokémon the change Knocked Out: it goes to the discard pile, counters and all.
 * The players' own adjustments are already on the paper cards.
 */
function marks(events: readonly FeedEvent[], ownerOf: (pokemon: string) => Seat | undefined): PaperAct[] {
  const knockedOut = new Set(events.flatMap(({ event }) => (event.type === 'PokemonKnockedOut' ? [event.pokemon] : [])));
  const damage = new Map<string, PaperAct>();
  const conditions: PaperAct[] = [];
  for (const { seq, event } of events) {
    const e = event as ViewEvent;
    if ((e.type !== 'DamageDealt' && e.type !== 'SpecialConditionApplied') || knockedOut.has(e.target)) continue;
    const by = e.cause.kind === 'attack' ? e.cause.attacker : e.cause.kind === 'confusion' || e.cause.kind === 'checkup' ? e.target : null;
    const player = by === null ? undefined : ownerOf(by);
    if (!player) continue;
    if (e.type === 'SpecialConditionApplied') {
      conditions.push({ seq, player, key: 'markCondition', pokemon: e.target, condition: e.condition });
      continue;
    }
    // An attack's and then the Checkup's counters on one Pokémon are put by different players.
    const key = `${player} ${e.target}`;
    const before = damage.get(key);
    const counters = (before?.count ?? 0) + e.amount / 10;
    if (counters > 0) damage.set(key, { seq: before?.seq ?? seq, player, key: 'putDamageCounters', pokemon: e.target, count: counters });
  }
  return [...damage.values(), ...conditions];
}

/** The card whose texts the events right after this one may hand to its player. */
function handingCard(e: ViewEvent): { readonly card: string; readonly player: Seat } | null {
  switch (e.type) {
    case 'StadiumUsed':
      return { card: e.card, player: e.player };
    case 'AbilityUsed':
      return { card: e.pokemon, player: e.player };
    case 'TrainerPlayed':
    case 'EnergyAttached':
      return { card: e.card.uid, player: e.player };
    default:
      return null;
  }
}

function actsOf(seq: number, e: ViewEvent, ownerOf: (pokemon: string) => Seat | undefined): PaperAct[] {
  // A judge's correction changes the board behind the players' backs: both are told, so the paper cards follow it.
  if (e.type === 'AdjustmentLogged' && e.cause.kind === 'judge') {
    const { judge, reason } = e.cause;
    return (['p1', 'p2'] as const).map((player) => ({ seq, player, key: 'judgeCorrected', judge, reason }));
  }
  // 000 "Wie man das Spiel beginnt" 8): both players turn their Active and Benched Pokémon face up, and the game begins.
  if (e.type === 'SetupRevealed') return (['p1', 'p2'] as const).map((player) => ({ seq, player, key: 'turnFaceUp' }));
  const act = actOf(seq, e, ownerOf);
  return act ? [act] : [];
}

function actOf(seq: number, e: ViewEvent, ownerOf: (pokemon: string) => Seat | undefined): PaperAct | null {
  const of = (pokemon: string, act: Omit<PaperAct, 'seq' | 'player'>): PaperAct | null => {
    const player = ownerOf(pokemon);
    return player ? { seq, player, ...act } : null;
  };
  switch (e.type) {
    case 'PrizesTaken':
      return { seq, player: e.player, key: 'takePrizes', count: e.count };
    case 'PokemonKnockedOut':
      return { seq, player: e.player, key: 'discardKnockedOut', pokemon: e.pokemon, printed: e.name };
    case 'SpecialConditionRemoved':
      return ROTATED.has(e.condition) ? of(e.target, { key: 'turnUpright', pokemon: e.target }) : null;
    case 'EnergyDiscarded':
      return e.cause.kind === 'retreat' ? of(e.pokemon, { key: 'discardRetreatEnergy', count: e.uids.length, pokemon: e.pokemon }) : null;
    case 'MulliganTaken':
      return { seq, player: e.player, key: 'mulligan', count: e.drawn };
    case 'MulliganCardsDrawn':
      return e.count > 0 ? { seq, player: e.player, key: 'drawMulliganCards', count: e.count } : null;
    case 'OpeningHandDrawn':
      return { seq, player: e.player, key: 'drawOpeningHand', count: e.count };
    case 'PrizesSetOut':
      return { seq, player: e.player, key: 'setOutPrizes', count: e.count };
    case 'TrainerPlayed':
      // An Item or a Supporter is the players' to carry out, and its paper card goes to the discard pile, where the hub counts it.
      return e.kind === 'Item' || e.kind === 'Supporter' ? { seq, player: e.player, key: 'followTrainer', card: e.card.uid, ...('def' in e.card ? { printed: e.card.def.name } : {}) } : null;
    case 'CardsDrawn':
      // The turn's draw, and the cards a Stadium's use drew (Team Rocket's Factory): the hub counted them, the player takes them.
      return e.cause === null || e.cause.kind === 'stadium' ? { seq, player: e.player, key: 'draw', count: e.count } : null;
    default:
      return null;
  }
}

