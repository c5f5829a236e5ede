import type { CommandOf } from './command.js';
import { benchSize } from './continuous-effects.js';
import { violation, type Emitter, type Outcome } from './emitter.js';
import { opponentOf, SEATS, type Seat } from './state.js';

/**
 * A Bench an effect made larger (Area Zero Underdepths: "can have up to 8 Pokémon on their Bench") that the
 * effect no longer covers — the Stadium left play, or the player has no Tera Pokémon in play any more: "that
 * player discards Pokémon from their Bench until they have 5", the player who played the Stadium first. The
 * player chooses which: a `bench-discard` prompt, answered with `DiscardBenchedPokemon`, one player at a time.
 */
export function settleBenchSizes(ctx: Emitter): void {
  const { p1, p2 } = ctx.state.players;
  // Effects only ever raise the Bench size: a Bench within the profile's always fits.
  if (p1.bench.length <= ctx.profile.benchSize && p2.bench.length <= ctx.profile.benchSize) return;
  if (ctx.state.stage === 'finished' || ctx.state.prompts.some((p) => p.kind === 'bench-discard')) return;
  for (const seat of discardOrder(ctx)) {
    if (ctx.state.players[seat].bench.length <= ctx.profile.benchSize) continue;
    const keep = benchSize(ctx.state, ctx.profile, seat);
    if (ctx.state.players[seat].bench.length > keep) {
      ctx.emit({ type: 'BenchDiscardRequired', promptId: ctx.id('b'), player: seat, keep });
      return;
    }
  }
}

/** The owner of a Stadium this decision discarded goes first; otherwise the player whose turn it is. */
function discardOrder(ctx: Emitter): readonly Seat[] {
  const left = ctx.events.findLast((e) => e.type === 'StadiumDiscarded');
  const first = left?.type === 'StadiumDiscarded' ? left.card.owner : ctx.state.turn?.player ?? SEATS[0] ?? 'p1';
  return [first, opponentOf(first)];
}

export function discardBenchedPokemon(ctx: Emitter, cmd: CommandOf<'DiscardBenchedPokemon'>): Outcome {
  const ref = ctx.profile.refs.bench;
  const prompt = ctx.state.prompts.find((p) => p.kind === 'bench-discard' && p.player === cmd.player);
  if (!prompt || prompt.kind !== 'bench-discard') return violation('no-bench-discard', 'Your Bench is not over its size: nothing to discard.', ref);
  const bench = ctx.state.players[cmd.player].bench;
  const chosen = bench.filter((b) => cmd.pokemon.includes(b.id) || b.stack.some((c) => cmd.pokemon.includes(c.uid)));
  const over = bench.length - prompt.keep;
  if (chosen.length !== cmd.pokemon.length || chosen.length !== over) {
    return violation('bench-discard-count', `Discard ${over} of your Benched Pokémon: your Bench may hold ${prompt.keep}.`, ref);
  }
  ctx.emit({ type: 'BenchedPokemonDiscarded', promptId: prompt.promptId, player: cmd.player, pokemon: chosen.map((b) => b.id) });
  settleBenchSizes(ctx);
  return undefined;
}
