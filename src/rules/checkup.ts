import { heads } from './coin.js';
import type { CommandOf } from './command.js';
import { violation, type Emitter, type Outcome } from './emitter.js';
import { checkKnockOuts } from './knock-out.js';
import type { RuleProfile } from './profile.js';
import { SEATS, opponentOf, topCard, type CheckupStep, type FlipPurpose, type Process, type Seat } from './state.js';
import { textsInPlay } from './texts-in-play.js';
import { extended } from './zones.js';

/**
 * Pokémon Checkup between turns (000 "4) Pokémon-Check", 001 "Special Conditionit", 002 "4 BETWEEN
 * TURNS STEP", 004 "What Happens After Each Players Turn?"): Poisoned, Burned, Asleep, Paralyzed for
 * each player's Active Pokémon, each as its profile says; card effects that act between turns before or
 * after them as the era says; then Knock Outs for both players (`continueCheckup`).
 */
export function startCheckup(ctx: Emitter, ended: { player: Seat; number: number }): void {
  const steps: CheckupStep[] = [];
  const profile = ctx.profile;
  // Written without a list of seats or a closure per seat: this runs at the end of every turn.
  addSteps(ctx, profile, steps, ended, ended.player);
  addSteps(ctx, profile, steps, ended, opponentOf(ended.player));
  const flips: FlipPurpose[] = [];
  for (let i = 0; i < steps.length; i++) {
    const kind = (steps[i] as CheckupStep).kind;
    if (kind === 'burn-recover-flip' || kind === 'burn-flip' || kind === 'sleep') flips.push({ kind: 'checkup', step: i });
  }
  ctx.emit({ type: 'CheckupStarted', steps, flips });
}

/** The Checkup's steps for the player's Active Pokémon, in the rulebook's order. */
function addSteps(ctx: Emitter, profile: RuleProfile, steps: CheckupStep[], ended: { player: Seat; number: number }, seat: Seat): void {
  const active = ctx.state.players[seat].active;
  if (!active) return;
  const pokemon = active.id;
  if (active.poisoned) steps.push({ kind: 'poison', pokemon, owner: seat });
  if (active.burned) {
    const burn = profile.burnAtCheckup;
    if (burn.kind === 'counters-then-flip') {
      steps.push({ kind: 'burn-counters', pokemon, owner: seat });
      steps.push({ kind: 'burn-recover-flip', pokemon, owner: seat });
    } else if (burn.kind === 'flip-tails-counters') steps.push({ kind: 'burn-flip', pokemon, owner: seat });
  }
  if (active.rotation?.condition === 'Asleep') steps.push({ kind: 'sleep', pokemon, owner: seat });
  // Paralysis wears off at the Checkup after its owner's next turn.
  if (active.rotation?.condition === 'Paralyzed' && ended.player === seat && active.rotation.sinceTurn < ended.number) steps.push({ kind: 'paralysis', pokemon, owner: seat });
}

const FLIP_REASON: Partial<Record<CheckupStep['kind'], string>> = {
  'burn-recover-flip': 'Burned: heads, it recovers',
  'burn-flip': 'Burned: tails, put 2 damage counters on it',
  sleep: 'Asleep: heads, it wakes up',
};

type CheckupProcess = Extract<Process, { kind: 'checkup' }>;

/**
 * The Checkup in the rulebook's order (000 "4) Pokémon-Check", 001 "4. Pokémon Checkup", 002 "4 BETWEEN
 * TURNS STEP"): the players' between-turns effects where the era lets them come first, the Special
 * Conditions step by step (each coin asked when its step comes, after the counters before it: 000
 * "Verbrennung"), the between-turns effects that come after them, then Knock Outs once both players are done.
 */
export function continueCheckup(ctx: Emitter): void {
  const proc = ctx.state.process;
  if (proc?.kind !== 'checkup') return;
  const order = ctx.profile.checkupOtherEffects;
  if (!proc.effects && order === 'before-or-after-not-mixed' && offerEffects(ctx, 'before-conditions', SEATS)) return;
  if (proc.effects?.at !== 'after-conditions') {
    if (!applyConditions(ctx, proc)) return;
    const after = order === 'after-conditions' ? SEATS : proc.effects?.later ?? [];
    if (offerEffects(ctx, 'after-conditions', after)) return;
  }
  ctx.emit({ type: 'CheckupFinished' });
  checkKnockOuts(ctx);
}

/**
 * Apply the steps whose coins are in, up to the next coin still to flip, and ask for it: the steps before
 * the first coin on the first call, then each answer its own step and those after it up to the next coin.
 * Returns whether every step is done.
 */
function applyConditions(ctx: Emitter, proc: CheckupProcess): boolean {
  const done = proc.results.length;
  const stepOf = (f: FlipPurpose | undefined): number | undefined => (f?.kind === 'checkup' ? f.step : undefined);
  const from = done === 0 ? 0 : stepOf(proc.flips[done - 1]) ?? proc.steps.length;
  const next = proc.flips[done];
  const to = stepOf(next) ?? proc.steps.length;
  for (let i = from; i < to; i++) applyStep(ctx, proc, i);
  if (!next) return true;
  const step = proc.steps[to];
  ctx.emit({
    type: 'CoinFlipRequested',
    promptId: ctx.id('f'),
    request: { mode: 'coins', count: 1 },
    reason: `Pokémon Checkup, ${step ? nameOf(ctx, step.pokemon) : ''}: ${step ? FLIP_REASON[step.kind] ?? '' : ''}`,
    purpose: next.kind === 'checkup' && step ? extended(next, { pokemon: step.pokemon, decides: step.kind }) : next,
  });
  return false;
}

function applyStep(ctx: Emitter, proc: CheckupProcess, index: number): void {
  const step = proc.steps[index];
  if (!step) return;
  const profile = ctx.profile;
  const flip = proc.flips.findIndex((f) => f.kind === 'checkup' && f.step === index);
  const flippedHeads = flip >= 0 && heads(proc.results[flip] ?? []) > 0;
  const cause = { kind: 'checkup', step: step.kind } as const;
  const target = step.pokemon;
  switch (step.kind) {
    case 'poison':
      ctx.emit({ type: 'DamageDealt', target, amount: profile.poisonCounters * 10, steps: null, cause });
      break;
    case 'burn-counters':
      if (profile.burnAtCheckup.kind !== 'none') ctx.emit({ type: 'DamageDealt', target, amount: profile.burnAtCheckup.counters * 10, steps: null, cause });
      break;
    case 'burn-recover-flip':
      if (flippedHeads) ctx.emit({ type: 'SpecialConditionRemoved', target, condition: 'Burned', cause });
      break;
    case 'burn-flip':
      if (!flippedHeads && profile.burnAtCheckup.kind !== 'none') ctx.emit({ type: 'DamageDealt', target, amount: profile.burnAtCheckup.counters * 10, steps: null, cause });
      break;
    case 'sleep':
      if (flippedHeads) ctx.emit({ type: 'SpecialConditionRemoved', target, condition: 'Asleep', cause });
      break;
    case 'paralysis':
      ctx.emit({ type: 'SpecialConditionRemoved', target, condition: 'Paralyzed', cause });
      break;
  }
}

/**
 * Card text that acts between turns is not executed: each of these players whose cards in play carry some
 * is asked to enter it (`Adjust`) and to say when it is done. The texts are named as reminders the first
 * time they are offered. Returns whether anyone was asked.
 */
function offerEffects(ctx: Emitter, at: 'before-conditions' | 'after-conditions', players: readonly Seat[]): boolean {
  if (players.length === 0) return false;
  const texts = textsInPlay(ctx.state).betweenTurns;
  if (texts.length === 0) return false;
  const firstOffer = ctx.state.process?.kind === 'checkup' && !ctx.state.process.effects;
  let asked = false;
  for (const seat of players) {
    const mine = texts.filter((t) => t.owner === seat).map(({ card, name, text }) => ({ card, name, text }));
    if (mine.length === 0) continue;
    if (firstOffer) for (const t of mine) ctx.emit({ type: 'CheckupReminder', card: t.card, name: t.name, text: t.text, order: ctx.profile.checkupOtherEffects });
    ctx.emit({ type: 'BetweenTurnsEffectsOffered', promptId: ctx.id('b'), player: seat, texts: mine, at });
    asked = true;
  }
  return asked;
}

/** `FinishBetweenTurns`: the player's between-turns effects are entered, or (`later`) come after the Special Conditions. */
export function finishBetweenTurns(ctx: Emitter, cmd: CommandOf<'FinishBetweenTurns'>): Outcome {
  const refs = ctx.profile.refs;
  const prompt = ctx.state.prompts.find((p) => p.kind === 'between-turns' && p.player === cmd.player);
  if (!prompt || prompt.kind !== 'between-turns') return violation('no-between-turns-effects', 'No between-turns effects of yours are waiting now.', refs.checkup);
  const later = cmd.later === true;
  if (later && (prompt.at !== 'before-conditions' || ctx.profile.checkupOtherEffects !== 'before-or-after-not-mixed')) {
    return violation('between-turns-order', 'These effects come after the Special Conditions: apply them now.', refs.checkup);
  }
  ctx.emit({ type: 'BetweenTurnsEffectsDone', player: cmd.player, later });
  return undefined;
}

function nameOf(ctx: Emitter, id: string): string {
  for (const seat of SEATS) {
    const pl = ctx.state.players[seat];
    const p = pl.active?.id === id ? pl.active : pl.bench.find((b) => b.id === id);
    if (p) return topCard(p).name;
  }
  return id;
}
