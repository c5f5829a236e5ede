import type { CardInst, GameEvent, GameState, InPlayPokemon, PlayerState, Seat } from '../rules/index.js';
import { ACHIEVEMENTS, ACHIEVEMENT_POINTS_TO_WIN, type Achievement, type AchievementId } from './advanced.formats.js';

/**
 * 003 "Erfolge" as a fold over the engine's events: `(tally, event, stateAfterEvent) -> tally`. The
 * achievements the hub can see are awarded here; the one it cannot (reading the Pokédex entry aloud)
 * comes in as a confirmation from the player who heard it (`confirmAchievement`). Pure and
 * deterministic: the same events and confirmations in the same order give the same tally, so the hub
 * stores nothing but the confirmations and recomputes the rest from the match log.
 */

export interface AchievementAward {
  readonly achievement: AchievementId;
  readonly player: Seat;
  readonly points: number;
  /** The game of the match (1, then each Sudden Death game) and the turn it was earned in (null outside a turn). */
  readonly game: number;
  readonly turn: number | null;
  /** The Pokémon whose Pokédex entry was read, for `per-pokemon` achievements. */
  readonly pokemon?: string;
  /** Who confirmed it, for achievements the players confirm. */
  readonly confirmedBy?: string;
}

type PerSeat<T> = { readonly p1: T; readonly p2: T };

/** One achievement the players agreed to count, and its points (003: "Vor dem Match ... einigen, die ihr zählen wollt, und wie viele Punkte jeder Erfolg wert ist"). */
export interface AgreedAchievement {
  readonly id: AchievementId;
  readonly points: number;
}

/** 003's list with its points, when the players agreed on nothing else. */
export const DEFAULT_AGREEMENT: readonly AgreedAchievement[] = ACHIEVEMENTS.map((a) => ({ id: a.id, points: a.points }));

export interface AchievementTally {
  readonly agreed: readonly AgreedAchievement[];
  readonly awards: readonly AchievementAward[];
  readonly points: PerSeat<number>;
  /** The first player to reach 100 points (003 "Erfolge", Spielverlauf); they win, whoever crosses later. */
  readonly winner: Seat | null;
  /** What the awards are counted from; public information, like everything here. */
  readonly counters: {
    readonly game: number;
    readonly turn: number | null;
    readonly drawnThisTurn: PerSeat<number>;
    readonly prizesThisTurn: PerSeat<number>;
    readonly damageDealt: PerSeat<number>;
    readonly damageHealed: PerSeat<number>;
    /** uids of the Pokémon cards each player has played this game, once per play (for the Pokédex entry). */
    readonly pokemonPlayed: PerSeat<readonly string[]>;
  };
}

const zero: PerSeat<number> = { p1: 0, p2: 0 };

export const emptyTally: AchievementTally = {
  agreed: DEFAULT_AGREEMENT,
  awards: [],
  points: zero,
  winner: null,
  counters: { game: 1, turn: null, drawnThisTurn: zero, prizesThisTurn: zero, damageDealt: zero, damageHealed: zero, pokemonPlayed: { p1: [], p2: [] } },
};

const SEATS: readonly Seat[] = ['p1', 'p2'];
const other = (seat: Seat): Seat => (seat === 'p1' ? 'p2' : 'p1');
const byId = new Map(ACHIEVEMENTS.map((a) => [a.id, a] as const));
const add = (n: PerSeat<number>, seat: Seat, by: number): PerSeat<number> => (seat === 'p1' ? { p1: n.p1 + by, p2: n.p2 } : { p1: n.p1, p2: n.p2 + by });

/** A tally counting only the achievements the players agreed on, with their points. */
export function tallyWith(agreed: readonly AgreedAchievement[]): AchievementTally {
  return { ...emptyTally, agreed };
}

/**
 * Fold one engine event; `state` is the engine's state after it (what `evolve` gives). `history[seq]`
 * is the tally after log entry `seq`: a judge's restore to an earlier entry takes the tally back with
 * the game (what was earned after it, and confirmed after it, no longer counts).
 */
export function tallyEvent(tally: AchievementTally, event: GameEvent, state: GameState, history: readonly AchievementTally[] = []): AchievementTally {
  const from = event.type === 'JudgeRestored' ? (history[event.toSeq] ?? tally) : tally;
  let t = count(from, event, state);
  for (const [id, seat] of earnedBy(t, event, state)) t = award(t, id, seat, state);
  return t;
}

/** Recompute a tally: the match's events in order, each player confirmation applied after the event it was made at. */
export function tallyLog(
  events: readonly GameEvent[],
  evolve: (state: GameState, event: GameEvent) => GameState,
  initial: GameState,
  confirmations: readonly (AchievementConfirmation & { readonly afterEvent: number })[] = [],
  agreed: readonly AgreedAchievement[] = DEFAULT_AGREEMENT,
): AchievementTally {
  let tally = tallyWith(agreed);
  let state = initial;
  const history: AchievementTally[] = [tally];
  const pending = [...confirmations].sort((a, b) => a.afterEvent - b.afterEvent);
  let next = 0;
  const applyUpTo = (done: number) => {
    for (; next < pending.length && (pending[next]?.afterEvent ?? Infinity) <= done; next += 1) {
      const outcome = confirmAchievement(tally, pending[next] as AchievementConfirmation, state);
      if (outcome.ok) tally = outcome.tally;
    }
  };
  applyUpTo(0);
  events.forEach((event, i) => {
    state = evolve(state, event);
    tally = tallyEvent(tally, event, state, history);
    applyUpTo(i + 1);
    history.push(tally);
  });
  return tally;
}

export interface AchievementConfirmation {
  readonly achievement: AchievementId;
  /** Who earned it. */
  readonly player: Seat;
  /** The Pokémon card (its uid in the game) whose Pokédex entry was read. */
  readonly pokemon: string;
  /** Who confirms: the opponent seat ("p2" confirms p1's reading) or "judge:<name>". */
  readonly confirmedBy: string;
}

export type ConfirmOutcome = { readonly ok: true; readonly tally: AchievementTally } | { readonly ok: false; readonly reason: string };

/**
 * A player's achievement the hub cannot see, confirmed by the one who witnessed it: the opponent
 * (who listened to the Pokédex entry) or a judge, never the player who claims it. Each time a Pokémon
 * card is played it earns it once (003 "Erfolge": "wenn du eine Pokémon-Karte spielst").
 */
export function confirmAchievement(tally: AchievementTally, c: AchievementConfirmation, state: GameState): ConfirmOutcome {
  const achievement = byId.get(c.achievement);
  if (!achievement) return { ok: false, reason: `no achievement "${c.achievement}"` };
  if (achievement.seenBy !== 'players') return { ok: false, reason: `the hub counts "${achievement.text}" itself; nobody needs to confirm it` };
  if (!tally.agreed.some((a) => a.id === achievement.id)) return { ok: false, reason: `"${achievement.text}" is not among the achievements agreed for this match` };
  if (c.confirmedBy === c.player) return { ok: false, reason: `${c.player} cannot confirm their own achievement: the opponent or a judge confirms it` };
  if (c.confirmedBy !== other(c.player) && !c.confirmedBy.startsWith('judge:')) return { ok: false, reason: `"${c.confirmedBy}" cannot confirm achievements` };
  if (state.result) return { ok: false, reason: 'the game is over' };
  const plays = tally.counters.pokemonPlayed[c.player].filter((uid) => uid === c.pokemon).length;
  if (plays === 0) return { ok: false, reason: `${c.player} has not played the Pokémon ${c.pokemon} in this game` };
  const readings = tally.awards.filter((a) => a.achievement === c.achievement && a.pokemon === c.pokemon && a.game === tally.counters.game).length;
  if (readings >= plays) return { ok: false, reason: `the Pokédex entry of ${c.pokemon} has already earned its points for each time it was played` };
  return { ok: true, tally: award(tally, achievement.id, c.player, state, { pokemon: c.pokemon, confirmedBy: c.confirmedBy }) };
}

function award(t: AchievementTally, id: AchievementId, player: Seat, state: GameState, extra: Pick<AchievementAward, 'pokemon' | 'confirmedBy'> = {}): AchievementTally {
  const worth = t.agreed.find((a) => a.id === id)?.points ?? 0;
  const points = add(t.points, player, worth);
  // Points earned as the game ends some other way (the end-of-game awards) do not take its win away.
  const winner = t.winner ?? (state.result === null && points[player] >= ACHIEVEMENT_POINTS_TO_WIN ? player : null);
  const entry: AchievementAward = { achievement: id, player, points: worth, game: t.counters.game, turn: state.turn?.number ?? null, ...extra };
  return { ...t, awards: [...t.awards, entry], points, winner };
}

/** Running counters: draws and Prize cards per turn, damage dealt and healed per game, Pokémon played. */
function count(t: AchievementTally, e: GameEvent, state: GameState): AchievementTally {
  const c = t.counters;
  switch (e.type) {
    case 'MatchStarted':
      return tallyWith(t.agreed);
    case 'SuddenDeathStarted':
      return { ...t, counters: { ...emptyTally.counters, game: e.game } };
    case 'TurnStarted':
      return { ...t, counters: { ...c, turn: e.number, drawnThisTurn: zero, prizesThisTurn: zero } };
    case 'CardsDrawn':
      return c.turn === null ? t : { ...t, counters: { ...c, drawnThisTurn: add(c.drawnThisTurn, e.player, e.count) } };
    case 'PrizesTaken':
      return { ...t, counters: { ...c, prizesThisTurn: add(c.prizesThisTurn, e.player, e.count) } };
    case 'DamageDealt': {
      const dealer = dealtBy(e, state);
      return dealer ? { ...t, counters: { ...c, damageDealt: add(c.damageDealt, dealer, e.amount) } } : t;
    }
    case 'DamageHealed': {
      const owner = ownerOf(state, e.target);
      return owner && e.cause.kind !== 'judge' ? { ...t, counters: { ...c, damageHealed: add(c.damageHealed, owner, e.amount) } } : t;
    }
    case 'SetupPokemonPlaced':
    case 'PokemonBenched':
    case 'PokemonEvolved':
      return played(t, e.player, e.card);
    default:
      return t;
  }
}

function played(t: AchievementTally, seat: Seat, card: CardInst): AchievementTally {
  if (card.def.supertype !== 'Pokémon') return t;
  const c = t.counters;
  const list = [...c.pokemonPlayed[seat], card.uid];
  return { ...t, counters: { ...c, pokemonPlayed: seat === 'p1' ? { p1: list, p2: c.pokemonPlayed.p2 } : { p1: c.pokemonPlayed.p1, p2: list } } };
}

/**
 * Who dealt the damage, for "Füge die meisten Schadenspunkte zu": the attacking player (damage to
 * their own Pokémon does not count), the opponent of a Pokémon hurt by Poison or Burn at Checkup,
 * the player whose adjustment put the counters on an opposing Pokémon; nobody for Confusion or a
 * judge's correction.
 */
function dealtBy(e: Extract<GameEvent, { type: 'DamageDealt' }>, state: GameState): Seat | null {
  const owner = ownerOf(state, e.target);
  if (!owner) return null;
  switch (e.cause.kind) {
    case 'attack':
      return state.turn && state.turn.player !== owner ? state.turn.player : null;
    case 'checkup':
      return other(owner);
    case 'adjustment':
      return e.cause.player !== owner ? e.cause.player : null;
    default:
      return null;
  }
}

function ownerOf(state: GameState, id: string): Seat | null {
  for (const seat of SEATS) {
    const pl = state.players[seat];
    if ([pl.active, ...pl.bench].some((p) => p && (p.id === id || p.stack.some((c) => c.uid === id)))) return seat;
  }
  return null;
}

const inPlay = (p: PlayerState): InPlayPokemon[] => (p.active ? [p.active, ...p.bench] : [...p.bench]);
const top = (p: InPlayPokemon): CardInst | undefined => p.stack[p.stack.length - 1];
const isTool = (c: CardInst): boolean => c.def.trainerKind === 'Tool' || c.def.trainerKind === 'Technical Machine';
/** Evolution Pokémon: a Stage 1 or Stage 2 and what evolves further from them (000 "Entwicklung"). */
const EVOLVED_STAGES = new Set(['Stage 1', 'Stage 2', 'BREAK', 'Level-Up', 'VMAX', 'VSTAR', 'MEGA']);
const conditionsOn = (p: InPlayPokemon): number => (p.poisoned ? 1 : 0) + (p.burned ? 1 : 0) + (p.rotation ? 1 : 0);

/** The automatic achievements this event completes, with who earns them; each only as often as its `times` allows. */
function earnedBy(t: AchievementTally, e: GameEvent, state: GameState): [AchievementId, Seat][] {
  const earned: [AchievementId, Seat][] = [];
  const c = t.counters;
  const check = (id: AchievementId, seat: Seat, holds: boolean) => {
    if (holds && t.agreed.some((a) => a.id === id) && !alreadyEarned(t, id, seat)) earned.push([id, seat]);
  };
  if (state.profile === null) return earned;
  for (const seat of SEATS) {
    const pl = state.players[seat];
    const mons = inPlay(pl).filter((p) => !p.faceDown);
    check('all-prizes', seat, pl.prizesSetOut > 0 && pl.prizesTaken >= pl.prizesSetOut);
    check('draw-more-than-ten', seat, c.drawnThisTurn[seat] > 10);
    check('six-prizes-one-turn', seat, c.prizesThisTurn[seat] >= 6);
    check('six-tools', seat, mons.reduce((n, p) => n + p.attached.filter(isTool).length, 0) >= 6);
    check('six-types', seat, new Set(mons.flatMap((p) => top(p)?.def.types ?? [])).size >= 6);
    const bench = pl.bench.filter((p) => !p.faceDown);
    const full = state.profile.benchSize > 0 && bench.length >= state.profile.benchSize;
    check('full-bench-evolved', seat, full && bench.every((p) => EVOLVED_STAGES.has(top(p)?.def.stage ?? '')));
    check('full-bench-basic', seat, full && bench.every((p) => top(p)?.def.stage === 'Basic'));
    check('lost-zone-five', seat, pl.lostZone.length >= 5);
  }
  if (e.type === 'SpecialConditionApplied' && state.turn) {
    // The turn player's attack (or a card effect they entered as an adjustment) left the opponent's Active with two or more.
    const attacker = state.turn.player;
    const active = state.players[other(attacker)].active;
    const byAttacker = e.cause.kind === 'attack' || (e.cause.kind === 'adjustment' && e.cause.player === attacker);
    check('two-special-conditions', attacker, byAttacker && active !== null && active.id === e.target && conditionsOn(active) >= 2);
  }
  if (e.type === 'GameWon') {
    // "in einem Spiel": decided when the game ends; a tie earns nothing.
    const most = (n: PerSeat<number>): Seat | null => (n.p1 > n.p2 ? 'p1' : n.p2 > n.p1 ? 'p2' : null);
    const healer = most(c.damageHealed);
    const dealer = most(c.damageDealt);
    if (healer) check('most-healed', healer, true);
    if (dealer) check('most-damage', dealer, true);
  }
  return earned;
}

function alreadyEarned(t: AchievementTally, id: AchievementId, seat: Seat): boolean {
  const achievement = byId.get(id) as Achievement;
  return t.awards.some(
    (a) => a.achievement === id && a.player === seat && a.game === t.counters.game && (achievement.times === 'once' || a.turn === t.counters.turn),
  );
}
