import type { FeedEvent } from '@protocol';
import type { CoinFace, FlipOrigin, ViewEvent } from '@rules/index.js';

/**
 * A Checkup coin: its face; 'waiting' while the flipper has not answered; 'unknown' when the
 * Checkup is over but no flip of it is among the events this page has (it joined after).
 */
export type SheetCoin = CoinFace | 'waiting' | 'unknown';

type Seat = 'p1' | 'p2';

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

type Checkup = Extract<ViewEvent, { type: 'CheckupStarted' }>;

export type PokemonNamer = (pokemon: string, printed?: string) => string;

/**
 * The sheet of the latest Pokémon Checkup, folded from the engine's events (the hub's eventsFor):
 * the steps its CheckupStarted lists, each coin as it falls, what each step did, the between-turns
 * reminders, and the Knock Outs and Prize cards that follow until the next turn starts. It knows
 * no rule: what happened is what the events say. `nameOf` names a Pokémon by its id (and the name
 * the event printed, where it has one).
 */
export function checkupSheet(events: readonly FeedEvent[], nameOf: PokemonNamer): CheckupSheet | null {
  let start = -1;
  let turn = 0;
  let turnOfCheckup = 0;
  events.forEach(({ event }, i) => {
    const e = event as ViewEvent;
    if (e.type === 'TurnEnded') turn = e.number;
    if (e.type === 'CheckupStarted') {
      start = i;
      turnOfCheckup = turn;
    }
    // A judge's restore undoes the Checkup of the play it took back.
    if (e.type === 'JudgeRestored') start = -1;
  });
  const ending = gameEnding(events, start, nameOf);
  if (ending) return ending;
  const first = events[start]?.event as ViewEvent | undefined;
  if (first?.type !== 'CheckupStarted') return null;
  const after: ViewEvent[] = [];
  for (const { event } of events.slice(start + 1)) {
    const e = event as ViewEvent;
    if (e.type === 'TurnStarted' || e.type === 'CheckupStarted') break;
    after.push(e);
  }
  const done = after.some((e) => e.type === 'CheckupFinished');
  return { turn: turnOfCheckup, done, lines: [...stepLines(first, after, done, nameOf), ...followingLines(after, nameOf)] };
}

/**
 * A game that ended during a turn, after the latest Checkup's window (or before any Checkup): the sheet sums up
 * the end instead, with the Knock Outs and Prize cards of the turn that ended it.
 */
function gameEnding(events: readonly FeedEvent[], checkupAt: number, nameOf: PokemonNamer): CheckupSheet | null {
  const won = events.findLastIndex(({ event }) => (event as ViewEvent).type === 'GameWon');
  const turnAt = events.findLastIndex(({ event }, i) => i < won && (event as ViewEvent).type === 'TurnStarted');
  // A judge's restore after the end took the end back, its sheet with it.
  const restoredAt = events.findLastIndex(({ event }) => (event as ViewEvent).type === 'JudgeRestored');
  if (won < 0 || won < restoredAt || turnAt < checkupAt) return null;
  const started = events[turnAt]?.event as Extract<ViewEvent, { type: 'TurnStarted' }> | undefined;
  const after = events.slice(turnAt + 1, won + 1).map(({ event }) => event as ViewEvent);
  return { turn: started?.number ?? 0, done: true, lines: followingLines(after, nameOf) };
}

function stepLines(checkup: Checkup, after: readonly ViewEvent[], done: boolean, nameOf: PokemonNamer): CheckupLine[] {
  const coins = coinsOf(after);
  const coinOf = (index: number): { coin: SheetCoin; origin: FlipOrigin | null } => {
    const fallen = coins.get(index);
    if (fallen) return fallen;
    return { coin: done ? 'unknown' : 'waiting', origin: null };
  };
  const caused = (pokemon: string, steps: readonly string[]) =>
    after.filter((e) => 'cause' in e && e.cause?.kind === 'checkup' && steps.includes(e.cause.step) && 'target' in e && e.target === pokemon);
  const counters = (pokemon: string, steps: readonly string[]) => caused(pokemon, steps).reduce((n, e) => n + (e.type === 'DamageDealt' ? e.amount / 10 : 0), 0);
  // A Pokémon the Checkup knocked out has left the board: its Knock Out names it, and whether it recovered says nothing any more.
  const printed = new Map(after.flatMap((e) => (e.type === 'PokemonKnockedOut' ? [[e.pokemon, e.name] as const] : [])));
  const outcome = (pokemon: string, step: string, settled: boolean): boolean | null =>
    settled && !printed.has(pokemon) ? caused(pokemon, [step]).some((e) => e.type === 'SpecialConditionRemoved') : null;
  const lines: CheckupLine[] = [];
  checkup.steps.forEach((step, index) => {
    const { owner, pokemon } = step;
    const name = nameOf(pokemon, printed.get(pokemon));
    switch (step.kind) {
      case 'poison':
        lines.push({ kind: 'poison', owner, name, counters: counters(pokemon, ['poison']) });
        return;
      case 'burn-counters':
        // Its counters belong to the Burn line of the coin that follows.
        return;
      case 'burn-recover-flip':
      case 'burn-flip': {
        const { coin, origin } = coinOf(index);
        const recovered = outcome(pokemon, step.kind, coin === 'heads' || coin === 'tails');
        lines.push({ kind: 'burn', owner, name, counters: counters(pokemon, ['burn-counters', 'burn-flip']), coin, origin, recovered });
        return;
      }
      case 'sleep': {
        const { coin, origin } = coinOf(index);
        lines.push({ kind: 'sleep', owner, name, coin, origin, wokeUp: outcome(pokemon, 'sleep', coin === 'heads' || coin === 'tails') });
        return;
      }
      case 'paralysis':
        lines.push({ kind: 'paralysis', owner, name, recovered: outcome(pokemon, 'paralysis', done || caused(pokemon, ['paralysis']).length > 0) });
        return;
    }
  });
  return lines;
}

/** The Checkup's coins by the index of their step: their face and where they came from. */
function coinsOf(after: readonly ViewEvent[]): Map<number, { coin: CoinFace; origin: FlipOrigin }> {
  const stepOfPrompt = new Map<string, number>();
  const coins = new Map<number, { coin: CoinFace; origin: FlipOrigin }>();
  for (const e of after) {
    if (e.type === 'CoinFlipRequested' && e.purpose.kind === 'checkup') stepOfPrompt.set(e.promptId, e.purpose.step);
    if (e.type !== 'CoinFlipped') continue;
    const step = stepOfPrompt.get(e.promptId);
    const face = e.results[0];
    if (step !== undefined && face !== undefined) coins.set(step, { coin: face, origin: e.origin });
  }
  return coins;
}

/** The between-turns reminders, then the Knock Outs and the Prize cards taken for them. */
function followingLines(after: readonly ViewEvent[], nameOf: PokemonNamer): CheckupLine[] {
  const lines: CheckupLine[] = [];
  for (const e of after) if (e.type === 'CheckupReminder') lines.push({ kind: 'between-turns', name: e.name, text: e.text });
  for (const e of after) if (e.type === 'PokemonKnockedOut') lines.push({ kind: 'knock-out', owner: e.player, name: nameOf(e.pokemon, e.name) });
  for (const e of after) if (e.type === 'PrizesTaken') lines.push({ kind: 'prizes', player: e.player, count: e.count });
  return lines;
}
