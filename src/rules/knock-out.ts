import { maxHp, prizesTakenChange } from './continuous-effects.js';
import type { Emitter } from './emitter.js';
import type { GameEvent } from './event.js';
import { FORMAT_REFS } from './rulebook.js';
import { beginGame } from './setup.js';
import { SEATS, opponentOf, topCard, type GameState, type InPlayPokemon, type PlayerState, type Seat, type WinReason } from './state.js';

/**
 * Knock Outs for both players at once (000 "4) Pokémon-Check", 002 "TURN ACTIONS"): every Pokémon with
 * damage at least its HP (as effects in play raise it: Hero's Cape) goes to the discard pile with everything on it, its opponent takes Prize cards
 * by the card's prize value, then the three ways to win are checked for both players together. After an attack
 * (`byAttack`), a Pokémon of the attacker's opponent is Knocked Out "by damage from an attack": the attack's "take
 * 1 more Prize card" and the cards on it that change the Prize cards taken for it (Luxurious Cape, Legacy Energy)
 * count.
 */
export function checkKnockOuts(ctx: Emitter, byAttack?: { readonly attacker: Seat; readonly morePrizes: number }): void {
  const players = ctx.state.players;
  // Plain loops and no list unless a Pokémon is Knocked Out: this runs after every attack, adjustment and Checkup.
  let knocked: InPlayPokemon[] | null = null;
  for (const seat of SEATS) {
    const pl = players[seat];
    const last = clearSides[seat];
    if (last.active === pl.active && last.bench === pl.bench) continue;
    let clear = true;
    if (pl.active && atPrintedHp(pl.active)) {
      clear = false;
      if (knockedOut(ctx.state, pl.active)) (knocked ??= []).push(pl.active);
    }
    const bench = pl.bench;
    for (let i = 0; i < bench.length; i++) {
      const p = bench[i] as InPlayPokemon;
      if (!atPrintedHp(p)) continue;
      clear = false;
      if (knockedOut(ctx.state, p)) (knocked ??= []).push(p);
    }
    if (clear) clearSides[seat] = { active: pl.active, bench: pl.bench };
  }
  if (knocked === null) {
    // A card effect may take an Active Pokémon out of play without a Knock Out (Scoop Up, a move to the
    // hand): its owner then chooses a new one, or has no Pokémon left.
    if (ctx.state.turn && (!players.p1.active || !players.p2.active)) settleWins(ctx, new Set());
    return;
  }
  const tookLast = new Set<Seat>();
  for (const p of knocked) {
    const def = topCard(p);
    const change = byAttack && byAttack.attacker !== p.owner ? prizesTakenChange(ctx.state, p) : null;
    ctx.emit(knockedOutEvent(p, def.name, def.prizeValue, change?.oncePerGame, byAttack !== undefined));
    const taker = opponentOf(p.owner);
    const left = ctx.state.players[taker].prizes;
    const count = Math.min(Math.max(0, def.prizeValue + (change ? change.by + (byAttack?.morePrizes ?? 0) : 0)), left);
    if (count > 0) {
      ctx.emit({ type: 'PrizesTaken', player: taker, count });
      if (hasWonOnPrizes(ctx.state.players[taker])) tookLast.add(taker);
    }
  }
  settleWins(ctx, tookLast);
}

/**
 * The last side of each player found with every Pokémon below its printed HP, by its Active and Bench objects: whether
 * one is Knocked Out depends on the Pokémon alone there (`atPrintedHp`), so the same objects need no second look. A
 * Pokémon that changes is a new object, and states are never changed in place.
 */
const clearSides: Record<Seat, { readonly active: InPlayPokemon | null | undefined; readonly bench: readonly InPlayPokemon[] | null }> = {
  p1: { active: undefined, bench: null },
  p2: { active: undefined, bench: null },
};

/** Face up with damage at least its printed HP: below it, effects (which only raise HP, "gets +N HP") leave nothing to ask. */
function atPrintedHp(p: InPlayPokemon): boolean {
  if (p.faceDown) return false;
  // A card's printed HP is the one it has in play (a Fossil played as a Pokémon keeps it: fossil-trainer.ts), read
  // without asking what the card is in play where it has one: this runs for every Pokémon in play.
  const printed = p.stack[p.stack.length - 1]?.def.hp ?? topCard(p).hp;
  return p.damage >= (printed ?? Number.POSITIVE_INFINITY);
}

/** Damage at least its HP as the effects in play raise it (Hero's Cape), for a Pokémon `atPrintedHp`. */
function knockedOut(state: GameState, p: InPlayPokemon): boolean {
  return p.damage >= (maxHp(state, p) ?? Number.POSITIVE_INFINITY);
}

/**
 * The Knock Out's event, written out for each set of optional keys: a spread that adds keys builds a new hidden
 * class every time (README "Speed").
 */
function knockedOutEvent(p: InPlayPokemon, name: string, prizeValue: number, oncePerGame: string | undefined, byAttack: boolean): GameEvent {
  const { owner: player, id: pokemon } = p;
  if (oncePerGame) {
    return byAttack
      ? { type: 'PokemonKnockedOut', player, pokemon, name, prizeValue, oncePerGame, byAttack: true }
      : { type: 'PokemonKnockedOut', player, pokemon, name, prizeValue, oncePerGame };
  }
  return byAttack ? { type: 'PokemonKnockedOut', player, pokemon, name, prizeValue, byAttack: true } : { type: 'PokemonKnockedOut', player, pokemon, name, prizeValue };
}

/**
 * Whether the player has no more Prize cards to take to win: none left, or no more than the Prize
 * Card penalties on their opponent waived (TOURNAMENT_REFS.doublePrizeCard).
 */
export function hasWonOnPrizes(player: PlayerState): boolean {
  return player.prizesSetOut > 0 && player.prizes <= (player.prizesWaived ?? 0);
}

/** After Knock Outs: winners, Sudden Death, or the new Active Pokémon each player must choose. */
export function settleWins(ctx: Emitter, tookLast: ReadonlySet<Seat>): void {
  const wins = new Map<Seat, WinReason[]>();
  for (const seat of SEATS) {
    const reasons: WinReason[] = [];
    if (tookLast.has(seat)) {
      if (ctx.profile.winConditions.prizes) reasons.push('prizes');
      else lastPrizeTaken(ctx, seat);
    }
    const opp = ctx.state.players[opponentOf(seat)];
    if (!opp.active && opp.bench.length === 0) reasons.push('no-pokemon-in-play');
    if (reasons.length) wins.set(seat, reasons);
  }
  const p1 = wins.get('p1');
  const p2 = wins.get('p2');
  if (p1 && p2) {
    const rule = ctx.profile.suddenDeath;
    if (rule.twoWaysBeatOne && p1.length !== p2.length) {
      const winner: Seat = p1.length > p2.length ? 'p1' : 'p2';
      ctx.emit({ type: 'GameWon', winner, reasons: wins.get(winner) ?? [] });
      return;
    }
    ctx.emit({ type: 'SuddenDeathStarted', game: ctx.state.game + 1, prizeCount: rule.prizeCount });
    beginGame(ctx);
    return;
  }
  const single = p1 ? 'p1' : p2 ? 'p2' : null;
  if (single) {
    ctx.emit({ type: 'GameWon', winner: single, reasons: wins.get(single) ?? [] });
    return;
  }
  requireNewActives(ctx);
}

/** 003 "Erfolge": "der erste Spieler, der alle sechs Preiskarten einsammelt, [gewinnt] nicht zwingend das Spiel" — it goes on. */
function lastPrizeTaken(ctx: Emitter, seat: Seat): void {
  ctx.emit({
    type: 'RuleApplied',
    rule: 'last-prize-does-not-win',
    message: `${seat} took their last Prize card; in this format that does not win the game, which goes on.`,
    ref: FORMAT_REFS.lastPrizeDoesNotWin,
  });
}

/**
 * Each player without an Active Pokémon chooses one from the Bench. Where both must at once and the era
 * says so (004 "What happens when your Pokemon is Knocked Out": "If both Active Pokemon are Knocked Out at
 * the same time, the player whose turn it is replaces his or her Pokemon last"), the player whose turn it
 * is is asked once the opponent has chosen; between turns that is the player whose turn just ended.
 */
export function requireNewActives(ctx: Emitter): void {
  const needing = SEATS.filter((seat) => !ctx.state.players[seat].active && ctx.state.players[seat].bench.length > 0);
  const turnPlayer = ctx.state.turn?.player;
  const last = ctx.profile.newActives === 'turn-player-last' && needing.length === 2 ? turnPlayer : undefined;
  for (const seat of needing) {
    if (seat === last) continue;
    const asked = ctx.state.prompts.some((p) => p.kind === 'choose-active' && p.player === seat);
    if (!asked) ctx.emit({ type: 'ActiveChoiceRequired', promptId: ctx.id('a'), player: seat });
  }
}
