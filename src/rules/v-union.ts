import type { CommandOf } from './command.js';
import { benchSize } from './continuous-effects.js';
import { violation, type Emitter, type Outcome } from './emitter.js';
import { requireTurn } from './main-phase.js';

/**
 * A Pokémon V-UNION (000 "Anhang 7"): four parts with the same name from the discard pile onto the Bench
 * together, one Bench place, once per game per name.
 */
export function playVUnion(ctx: Emitter, cmd: CommandOf<'PlayVUnion'>): Outcome {
  const bad = requireTurn(ctx, cmd.player);
  if (bad) return bad;
  const ref = ctx.profile.refs.vUnion;
  const pl = ctx.state.players[cmd.player];
  const parts = cmd.parts.map((uid) => pl.discard.find((c) => c.uid === uid));
  if (new Set(cmd.parts).size !== 4 || parts.some((c) => !c || c.def.stage !== 'V-UNION')) {
    return violation('v-union-parts', 'Play four different Pokémon V-UNION parts from your discard pile.', ref);
  }
  const name = parts[0]?.def.name ?? '';
  if (parts.some((c) => c?.def.name !== name)) return violation('v-union-parts', 'All four parts must have the same name.', ref);
  if (pl.vUnionNames.includes(name)) return violation('v-union-once', `You have already played ${name} this game.`, ref);
  const size = benchSize(ctx.state, ctx.profile, cmd.player);
  if (pl.bench.length >= size) return violation('bench-full', `Your Bench holds at most ${size} Pokémon.`, ctx.profile.refs.bench);
  ctx.emit({ type: 'VUnionAssembled', player: cmd.player, parts: cmd.parts, name });
  return undefined;
}
