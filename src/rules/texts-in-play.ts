import { betweenTurnsTexts, discardedAtEndOfTurn } from './card-text.js';
import { inPlayAs } from './fossil-trainer.js';
import { hasHandTrigger } from './hand-trigger-text.js';
import { effectsOfPokemon, effectsOfStadium, NOTHING_IN_FORCE, type InForce } from './in-force.js';
import { stadiumsInPlay, topCard, type BetweenTurnsText, type CardInst, type GameState, type InPlayPokemon, type PlayerState, type Seat } from './state.js';

/**
 * What the rules ask of the text on the cards in play on nearly every command, read once per Pokémon object instead
 * of card by card for every question: which Pokémon a play from the hand may set off (`ability-triggers.ts`), the
 * texts that act between turns (`checkup.ts`), the attached cards discarded at the end of the turn (`flow.ts`), and
 * the continuous effects printed on them (`continuous-effects.ts`).
 * A Pokémon that changes is a new object, a Bench that changes a new array, and states are never changed in place:
 * the last index is kept with the Pokémon and Stadiums it was read from, and a new state reads again only the
 * Pokémon that are not the same objects (in the bench's games, 96 % of the Pokémon asked about are).
 */
export interface TextsInPlay {
  /** The face-up Pokémon carrying a card with an Ability that a play from the hand or a retreat may set off. */
  readonly handTriggered: readonly InPlayPokemon[];
  /** The texts acting between turns, with the player whose card it is: Pokémon (each its own, then its attached cards') and Stadium(s). */
  readonly betweenTurns: readonly OwnedText[];
  /** The attached cards whose text discards them at the end of their owner's turn. */
  readonly expiring: readonly CardInst[];
  /** The continuous effects printed on the cards in play, before any off-switch. */
  readonly effects: readonly InForce[];
}

export type OwnedText = BetweenTurnsText & { readonly owner: Seat };

/** What one Pokémon in play's cards answer. */
interface PokemonTexts {
  readonly handTriggered: boolean;
  readonly betweenTurns: readonly OwnedText[];
  readonly expiring: readonly CardInst[];
  readonly effects: readonly InForce[];
}

/** One player's Pokémon in play and their readings, index by index. */
interface Side {
  readonly active: InPlayPokemon | null;
  readonly bench: readonly InPlayPokemon[];
  readonly activeTexts: PokemonTexts | null;
  readonly benchTexts: readonly PokemonTexts[];
  /** Every reading is `SILENT`: the board's index has nothing from this side. */
  readonly silent: boolean;
}

const NO_TEXTS: readonly OwnedText[] = [];
const NO_CARDS: readonly CardInst[] = [];
const NO_POKEMON: readonly InPlayPokemon[] = [];
// Most Pokémon (no Ability of these kinds, basic Energy attached) answer nothing: one shared reading, no allocation.
const SILENT: PokemonTexts = { handTriggered: false, betweenTurns: NO_TEXTS, expiring: NO_CARDS, effects: NOTHING_IN_FORCE };
const NO_SIDE: Side = { active: null, bench: NO_POKEMON, activeTexts: null, benchTexts: [], silent: true };
const EMPTY: TextsInPlay = { handTriggered: NO_POKEMON, betweenTurns: NO_TEXTS, expiring: NO_CARDS, effects: NOTHING_IN_FORCE };

let p1: Side = NO_SIDE;
let p2: Side = NO_SIDE;
let stadium: CardInst | null = null;
let stadiums: readonly CardInst[] | undefined;
let ofStadiums: TextsInPlay = EMPTY;
let index: TextsInPlay | null = null;

/** The index of the texts in play in this state. */
export function textsInPlay(state: GameState): TextsInPlay {
  const players = state.players;
  const a = sideOf(p1, players.p1);
  const b = sideOf(p2, players.p2);
  if (index && a === p1 && b === p2 && state.stadium === stadium && state.stadiums === stadiums) return index;
  p1 = a;
  p2 = b;
  if (!index || state.stadium !== stadium || state.stadiums !== stadiums) {
    stadium = state.stadium;
    stadiums = state.stadiums;
    ofStadiums = readStadiums(stadiumsInPlay(state));
  }
  index = collect([a, b], ofStadiums);
  return index;
}

/** The side as it is now: the last one while its Pokémon are the same objects, else read again reusing each Pokémon still there. */
function sideOf(last: Side, pl: PlayerState): Side {
  if (last.active === pl.active && last.bench === pl.bench) return last;
  const activeTexts = pl.active ? known(last, pl.active) ?? readPokemon(pl.active) : null;
  let benchTexts = last.benchTexts;
  if (pl.bench !== last.bench) {
    const bench = pl.bench;
    const read: PokemonTexts[] = [];
    for (let i = 0; i < bench.length; i++) {
      const p = bench[i] as InPlayPokemon;
      // Most often one Pokémon of the Bench changed and the others are where they were.
      read.push(last.bench[i] === p ? (last.benchTexts[i] as PokemonTexts) : known(last, p) ?? readPokemon(p));
    }
    benchTexts = read;
  }
  let silent = activeTexts === null || activeTexts === SILENT;
  for (const t of benchTexts) if (t !== SILENT) silent = false;
  return { active: pl.active, bench: pl.bench, activeTexts, benchTexts, silent };
}

/**
 * The reading of a Pokémon the side last held as the same object (still in its place, or moved by a retreat or a
 * switch). A copy with the same cards (new damage) is read again: carrying its reading over measured no faster.
 */
function known(last: Side, p: InPlayPokemon): PokemonTexts | undefined {
  if (last.active === p) return last.activeTexts ?? undefined;
  const i = last.bench.indexOf(p);
  return i >= 0 ? last.benchTexts[i] : undefined;
}

/** Whether none of these cards has text: answered by the card's own lists, without a lookup. */
function textless(cards: readonly CardInst[]): boolean {
  for (const c of cards) {
    const def = c.def;
    if (def.rules.length > 0 || def.abilities.length > 0) return false;
  }
  return true;
}

function readPokemon(p: InPlayPokemon): PokemonTexts {
  // No card with text (in the bench's games, nearly every Pokémon: basic Energy, no Ability): nothing to look up.
  if (textless(p.stack) && textless(p.attached)) return SILENT;
  const faceUp = !p.faceDown;
  let handTriggered = false;
  if (faceUp) for (const c of p.stack) if (hasHandTrigger(inPlayAs(c.def))) handTriggered = true;
  let betweenTurns: OwnedText[] | null = null;
  for (const t of betweenTurnsTexts(topCard(p))) (betweenTurns ??= []).push({ card: p.id, name: t.name, text: t.text, owner: p.owner });
  let expiring: CardInst[] | null = null;
  for (const c of p.attached) {
    const def = c.def;
    // Basic Energy, most attached cards, has no text: asked nothing further.
    if (def.rules.length === 0 && def.abilities.length === 0) continue;
    if (faceUp && hasHandTrigger(def)) handTriggered = true;
    for (const t of betweenTurnsTexts(def)) (betweenTurns ??= []).push({ card: c.uid, name: t.name, text: t.text, owner: p.owner });
    if (discardedAtEndOfTurn(def)) (expiring ??= []).push(c);
  }
  const effects = effectsOfPokemon(p);
  if (!handTriggered && !betweenTurns && !expiring && effects === NOTHING_IN_FORCE) return SILENT;
  return { handTriggered, betweenTurns: betweenTurns ?? NO_TEXTS, expiring: expiring ?? NO_CARDS, effects };
}

/** The board's index, in the order the rules name the cards: each player's Active Pokémon, then their Bench; the Stadium(s) last. */
function collect(sides: readonly Side[], ofStadiums: TextsInPlay): TextsInPlay {
  // On most boards of the bench's games no Pokémon carries such text (no Ability, basic Energy): nothing to list.
  if (sides.every((side) => side.silent)) return ofStadiums;
  let handTriggered: InPlayPokemon[] | null = null;
  let betweenTurns: OwnedText[] | null = null;
  let expiring: CardInst[] | null = null;
  let effects: InForce[] | null = null;
  const add = (p: InPlayPokemon, t: PokemonTexts): void => {
    if (t === SILENT) return;
    if (t.handTriggered) (handTriggered ??= []).push(p);
    for (const x of t.betweenTurns) (betweenTurns ??= []).push(x);
    for (const c of t.expiring) (expiring ??= []).push(c);
    for (const f of t.effects) (effects ??= []).push(f);
  };
  for (const side of sides) {
    if (side.silent) continue;
    if (side.active && side.activeTexts) add(side.active, side.activeTexts);
    for (let i = 0; i < side.bench.length; i++) add(side.bench[i] as InPlayPokemon, side.benchTexts[i] as PokemonTexts);
  }
  for (const t of ofStadiums.betweenTurns) (betweenTurns ??= []).push(t);
  for (const f of ofStadiums.effects) (effects ??= []).push(f);
  return { handTriggered: handTriggered ?? NO_POKEMON, betweenTurns: betweenTurns ?? NO_TEXTS, expiring: expiring ?? NO_CARDS, effects: effects ?? NOTHING_IN_FORCE };
}

/** The Stadium(s) in play's share of the index, read when a Stadium comes or goes. */
function readStadiums(cards: readonly CardInst[]): TextsInPlay {
  if (cards.length === 0) return EMPTY;
  let betweenTurns: OwnedText[] | null = null;
  let effects: InForce[] | null = null;
  for (const s of cards) {
    for (const t of betweenTurnsTexts(s.def)) (betweenTurns ??= []).push({ card: s.uid, name: t.name, text: t.text, owner: s.owner });
    for (const f of effectsOfStadium(s)) (effects ??= []).push(f);
  }
  return { handTriggered: NO_POKEMON, betweenTurns: betweenTurns ?? NO_TEXTS, expiring: NO_CARDS, effects: effects ?? NOTHING_IN_FORCE };
}
