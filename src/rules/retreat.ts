import { handTriggeredAbilities } from './ability-triggers.js';
import type { CommandOf } from './command.js';
import { violation, type Emitter, type Outcome } from './emitter.js';
import { lingering } from './lingering-effects.js';
import { cannotRetreat } from './fossil-trainer.js';
import { energyOf, retreatCost, retreatForbiddenBy } from './continuous-effects.js';
import { requireTurn } from './main-phase.js';
import { hasCondition, topCard } from './state.js';

/**
 * Retreat once per turn, discarding Energy for the Retreat Cost; Asleep or Paralyzed Pokémon cannot
 * (000 "D) Spiele Trainerkarten"/retreat, 002 "TURN ACTIONS" E). The cost is the one effects in play leave
 * (`continuous-effects.ts`: Float Stone, Latias ex "Skyliner", Beach Court); a free retreat still counts. Classic: a Confused Pokémon pays, then
 * flips; tails, the retreat fails and it may not try again this turn (004 "Confused").
 */
export function retreat(ctx: Emitter, cmd: CommandOf<'Retreat'>): Outcome {
  const bad = requireTurn(ctx, cmd.player);
  if (bad) return bad;
  const p = ctx.profile;
  const refs = p.refs;
  const pl = ctx.state.players[cmd.player];
  const turn = ctx.state.turn;
  const active = pl.active;
  if (!active || !turn) return violation('no-active', 'You have no Active Pokémon to retreat.', refs.retreat);
  if (turn.retreatFailed) return violation('retreat-failed', 'Your Confused Pokémon failed to retreat this turn and cannot try again.', refs.specialConditions);
  if (turn.retreats >= p.retreatsPerTurn) return violation('already-retreated', 'You can retreat only once per turn.', refs.retreat);
  if (hasCondition(active, 'Asleep') || hasCondition(active, 'Paralyzed')) {
    return violation('cannot-retreat-condition', `${topCard(active).name} is ${active.rotation?.condition}: it cannot retreat.`, refs.specialConditions);
  }
  const stuck = lingering(active, 'cannot-retreat');
  if (stuck) return violation('cannot-retreat-effect', `${topCard(active).name} can't retreat this turn (${stuck.source.name}).`, refs.attackDetails);
  if (cannotRetreat(active)) return violation('cannot-retreat', `${topCard(active).name} can't retreat, as its text says.`, refs.fossilTrainer);
  const forbidden = retreatForbiddenBy(ctx.state, active);
  if (forbidden) return violation('cannot-retreat-card', `${topCard(active).name} can't retreat while ${forbidden} says so.`, refs.retreat);
  const to = pl.bench.find((b) => b.id === cmd.to || b.stack.some((c) => c.uid === cmd.to));
  if (!to) return violation('no-such-pokemon', 'Switch with one of your Benched Pokémon.', refs.retreat);
  const paid = active.attached.filter((c) => cmd.discard.includes(c.uid));
  if (paid.length !== cmd.discard.length || paid.some((c) => c.def.supertype !== 'Energy')) {
    return violation('not-attached-energy', 'Discard only Energy attached to the retreating Pokémon.', refs.retreat);
  }
  const cost = retreatCost(ctx.state, active);
  const units = energyOf(ctx.state, active, paid).length;
  if (units < cost) return violation('retreat-cost-unpaid', `Retreating ${topCard(active).name} costs ${cost} Energy; ${units} discarded.`, refs.retreat);
  if (paid.length > cost) return violation('retreat-overpaid', `Retreating ${topCard(active).name} costs ${cost} Energy: discard no more.`, refs.retreat);
  if (paid.length) ctx.emit({ type: 'EnergyDiscarded', pokemon: active.id, uids: paid.map((c) => c.uid), cause: { kind: 'retreat' } });
  if (hasCondition(active, 'Confused') && p.confusion.retreat === 'flip-after-paying') {
    ctx.emit({ type: 'RetreatStarted', player: cmd.player, to: to.id });
    return undefined;
  }
  ctx.emit({ type: 'Retreated', player: cmd.player, from: active.id, to: to.id });
  handTriggeredAbilities(ctx, cmd.player, 'retreat');
  return undefined;
}

export function continueRetreat(ctx: Emitter): void {
  const proc = ctx.state.process;
  if (proc?.kind !== 'confused-retreat') return;
  const result = proc.results[0];
  if (!result) {
    ctx.emit({
      type: 'CoinFlipRequested',
      promptId: ctx.id('f'),
      request: { mode: 'coins', count: 1 },
      reason: 'Confused Pokémon retreating: heads, it retreats; tails, the retreat fails.',
      purpose: { kind: 'confused-retreat' },
    });
    return;
  }
  const active = ctx.state.players[proc.player].active;
  if (result[0] === 'heads' && active) {
    ctx.emit({ type: 'Retreated', player: proc.player, from: active.id, to: proc.to });
    handTriggeredAbilities(ctx, proc.player, 'retreat');
  } else ctx.emit({ type: 'RetreatFailed', player: proc.player, pokemon: active?.id ?? '' });
}
