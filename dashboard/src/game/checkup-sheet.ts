import type { CheckupStep, CoinFace, FlipOrigin } from '@rules/index.js';
import { SEATS, findPokemon, inPlayOf, topOf, visible, type GameView, type InPlayPokemon, type Seat } from './game-view.js';

/**
 * A Checkup coin: its face; 'waiting' while the flipper has not answered; 'unknown' when the
 * Checkup is over but no flip record says how it fell (a view from before the engine kept them).
 */
export type SheetCoin = CoinFace | 'waiting' | 'unknown';

type CoinFlipRecord = GameView['coinFlips'][number];

/** One line of the Pokémon Checkup sheet, in the rulebook's order. */
export type CheckupLine =
  | { readonly kind: 'poison'; readonly owner: Seat; readonly name: string; readonly counters: number }
  | {
      readonly kind: 'burn';
      readonly owner: Seat;
      readonly name: string;
      readonly counters: number;
      readonly coin: SheetCoin;
      /** Where the coin came from (flipper, software, simulated); null until it has fallen. */
      readonly origin: FlipOrigin | null;
      readonly recovered: boolean | null;
    }
  | { readonly kind: 'sleep'; readonly owner: Seat; readonly name: string; readonly coin: SheetCoin; readonly origin: FlipOrigin | null; readonly wokeUp: boolean | null }
  | { readonly kind: 'paralysis'; readonly owner: Seat; readonly name: string; readonly recovered: boolean | null }
  | { readonly kind: 'between-turns'; readonly name: string; readonly text: string }
  | { readonly kind: 'knock-out'; readonly owner: Seat; readonly name: string }
  | { readonly kind: 'prizes'; readonly player: Seat; readonly count: number };

export interface CheckupSheet {
  /** The turn whose end this Checkup follows. */
  readonly turn: number;
  readonly done: boolean;
  readonly lines: readonly CheckupLine[];
}

/**
 * Follows the views of one table and writes the Checkup sheet of each turn's end: the steps the
 * engine lists while it waits for coins, their results as they come in, and once the Checkup is
 * over what it did (counters, recoveries, Knock Outs, Prizes), read from the board before and after.
 */
export class CheckupTracker {
  /** The last view of a turn before its Checkup began. */
  private before: GameView | null = null;
  private steps: readonly CheckupStep[] | null = null;
  private results: readonly (readonly CoinFace[])[] = [];
  private flips: readonly { kind: string; step?: number }[] = [];
  /** Every flip of the match as of the latest view: the Checkup's are those after `before`'s. */
  private coinFlips: readonly CoinFlipRecord[] = [];
  private sheet: CheckupSheet | null = null;

  current(): CheckupSheet | null {
    return this.sheet;
  }

  /** Feeds the table's next view; returns the sheet to show (the running or the last finished one). */
  next(view: GameView | null): CheckupSheet | null {
    if (!view || !view.turn) {
      this.reset();
      return this.sheet;
    }
    this.coinFlips = view.coinFlips;
    const process = view.process;
    if (process?.kind === 'checkup') {
      this.steps = process.steps;
      this.results = process.results;
      this.flips = process.flips;
      if (this.before) this.sheet = this.build(this.before, null);
      return this.sheet;
    }
    const before = this.before;
    const checkupPassed = before?.turn && (view.turn.number > before.turn.number || (view.result !== null && before.result === null));
    if (before && checkupPassed) {
      this.sheet = this.build(before, view);
      this.steps = null;
      this.results = [];
      this.flips = [];
    }
    // Every view of the turn up to the Checkup: what the Checkup changes is measured from the last one.
    // Not one after it: a Knock Out at the Checkup may hold the next turn until the new Active is chosen.
    if (view.stage !== 'checkup' && view.stage !== 'turn-starting') this.before = view;
    return this.sheet;
  }

  private reset(): void {
    this.before = null;
    this.steps = null;
    this.results = [];
    this.flips = [];
  }

  private build(before: GameView, after: GameView | null): CheckupSheet {
    const lines: CheckupLine[] = [];
    const profile = before.profile;
    const steps = this.steps ?? inferSteps(before);
    // The engine flips the Checkup's coins in step order, and nothing else flips until the next turn.
    const checkupFlips = this.coinFlips.slice(before.coinFlips.length);
    const flipOrder = this.flips.length > 0 ? this.flips : steps.flatMap((step, i) => (FLIP_STEPS.has(step.kind) ? [{ kind: 'checkup', step: i }] : []));
    const coinOf = (index: number, inferred: CoinFace | null): { coin: SheetCoin; origin: FlipOrigin | null } => {
      const flip = flipOrder.findIndex((f) => f.kind === 'checkup' && f.step === index);
      const record = flip < 0 ? undefined : checkupFlips[flip];
      const seen = record?.results[0] ?? (flip < 0 ? undefined : this.results[flip]?.[0]);
      return { coin: seen ?? inferred ?? (after ? 'unknown' : 'waiting'), origin: record?.origin ?? null };
    };
    const afterOf = (id: string): InPlayPokemon | null => (after ? findPokemon(after, id) : null);
    steps.forEach((step, index) => {
      const pokemon = findPokemon(before, step.pokemon);
      if (!pokemon) return;
      const name = topOf(pokemon).name;
      const now = afterOf(step.pokemon);
      switch (step.kind) {
        case 'poison':
          lines.push({ kind: 'poison', owner: step.owner, name, counters: profile?.poisonCounters ?? 1 });
          return;
        case 'burn-counters':
          return;
        case 'burn-recover-flip':
        case 'burn-flip': {
          const counters = profile && profile.burnAtCheckup.kind !== 'none' ? profile.burnAtCheckup.counters : 2;
          const recovered = after ? (now ? !now.burned : null) : null;
          const { coin, origin } = coinOf(index, step.kind === 'burn-recover-flip' && recovered !== null ? (recovered ? 'heads' : 'tails') : null);
          const placed = step.kind === 'burn-recover-flip' ? counters : coin === 'tails' ? counters : 0;
          lines.push({ kind: 'burn', owner: step.owner, name, counters: placed, coin, origin, recovered });
          return;
        }
        case 'sleep': {
          const wokeUp = after ? (now ? now.rotation?.condition !== 'Asleep' : null) : null;
          lines.push({ kind: 'sleep', owner: step.owner, name, ...coinOf(index, wokeUp === null ? null : wokeUp ? 'heads' : 'tails'), wokeUp });
          return;
        }
        case 'paralysis':
          lines.push({ kind: 'paralysis', owner: step.owner, name, recovered: after ? (now ? now.rotation?.condition !== 'Paralyzed' : null) : null });
          return;
      }
    });
    for (const reminder of betweenTurnsTexts(before)) lines.push({ kind: 'between-turns', ...reminder });
    if (after) {
      for (const seat of SEATS) {
        for (const seen of inPlayOf(before.players[seat])) {
          const p = visible(seen);
          if (p && !inPlayOf(after.players[seat]).some((q) => q.id === p.id)) lines.push({ kind: 'knock-out', owner: seat, name: topOf(p).name });
        }
      }
      for (const seat of SEATS) {
        const taken = after.players[seat].prizesTaken - before.players[seat].prizesTaken;
        if (taken > 0) lines.push({ kind: 'prizes', player: seat, count: taken });
      }
    }
    return { turn: before.turn?.number ?? 0, done: after !== null, lines };
  }
}

/** The Checkup steps that flip a coin, as the engine lists them (src/rules/checkup.ts). */
const FLIP_STEPS: ReadonlySet<CheckupStep['kind']> = new Set(['burn-recover-flip', 'burn-flip', 'sleep']);

/** Without a coin to wait for the engine passes the Checkup in one go: its steps follow from the Actives' conditions. */
function inferSteps(view: GameView): CheckupStep[] {
  const steps: CheckupStep[] = [];
  const ended = view.turn?.player;
  if (!ended) return steps;
  for (const seat of [ended, ended === 'p1' ? 'p2' : 'p1'] as const) {
    const active = visible(view.players[seat].active);
    if (!active) continue;
    const step = (kind: CheckupStep['kind']) => steps.push({ kind, pokemon: active.id, owner: seat });
    if (active.poisoned) step('poison');
    if (active.burned && view.profile?.burnAtCheckup.kind === 'counters-then-flip') step('burn-recover-flip');
    if (active.burned && view.profile?.burnAtCheckup.kind === 'flip-tails-counters') step('burn-flip');
    if (active.rotation?.condition === 'Asleep') step('sleep');
    if (active.rotation?.condition === 'Paralyzed' && seat === ended && active.rotation.sinceTurn < (view.turn?.number ?? 0)) step('paralysis');
  }
  return steps;
}

const BETWEEN_TURNS = /between turns|Pokémon Checkup/i;

/** Card text in play that acts between turns: the players apply it, the sheet reminds them. */
function betweenTurnsTexts(view: GameView): { name: string; text: string }[] {
  const out: { name: string; text: string }[] = [];
  for (const seat of SEATS) {
    for (const seen of inPlayOf(view.players[seat])) {
      const p = visible(seen);
      if (!p) continue;
      const top = topOf(p);
      for (const a of top.abilities) if (BETWEEN_TURNS.test(a.text)) out.push({ name: `${top.name}: ${a.name}`, text: a.text });
      for (const c of p.attached) for (const r of c.def.rules) if (BETWEEN_TURNS.test(r)) out.push({ name: c.def.name, text: r });
    }
  }
  if (view.stadium) for (const r of view.stadium.def.rules) if (BETWEEN_TURNS.test(r)) out.push({ name: view.stadium.def.name, text: r });
  return out;
}
