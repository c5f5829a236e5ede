import type { CardDef } from './card.js';
import { heads } from './coin.js';
import type { Emitter } from './emitter.js';
import { checkKnockOuts } from './knock-out.js';
import { SEATS, opponentOf, stadiumsInPlay, topCard, type CheckupStep, type FlipPurpose, type InPlayPokemon, type Seat } from './state.js';

/**
 * Pokémon Checkup between turns (000 "4) Pokémon-Check", 001 "Special Conditionit", 002 "4 BETWEEN
 * TURNS STEP", 004 "What Happens After Each Players Turn?"): Poisoned, Burned, Asleep, Paralyzed for
 * each player's Active Pokémon, each as its profile says; then card effects that act between turns;
 * then Knock Outs for both players. Every flip is collected first, then the steps are applied in order.
 */
export function startCheckup(ctx: Emitter, ended: { player: Seat; number: number }): void {
  const steps: CheckupStep[] = [];
  const profile = ctx.profile;
  for (const seat of [ended.player, opponentOf(ended.player)]) {
    const active = ctx.state.players[seat].active;
    if (!active) continue;
    const add = (kind: CheckupStep['kind']): void => {
      steps.push({ kind, pokemon: active.id, owner: seat });
    };
    if (active.poisoned) add('poison');
    if (active.burned) {
      const burn = profile.burnAtCheckup;
      if (burn.kind === 'counters-then-flip') {
        add('burn-counters');
        add('burn-recover-flip');
      } else if (burn.kind === 'flip-tails-counters') add('burn-flip');
    }
    if (active.rotation?.condition === 'Asleep') add('sleep');
    // Paralysis wears off at the Checkup after its owner's next turn.
    if (active.rotation?.condition === 'Paralyzed' && ended.player === seat && active.rotation.sinceTurn < ended.number) add('paralysis');
  }
  const flips: FlipPurpose[] = [];
  steps.forEach((s, i) => {
    if (s.kind === 'burn-recover-flip' || s.kind === 'burn-flip' || s.kind === 'sleep') flips.push({ kind: 'checkup', step: i });
  });
  ctx.emit({ type: 'CheckupStarted', steps, flips });
}

const FLIP_REASON: Partial<Record<CheckupStep['kind'], string>> = {
  'burn-recover-flip': 'Burned: heads, it recovers',
  'burn-flip': 'Burned: tails, put 2 damage counters on it',
  sleep: 'Asleep: heads, it wakes up',
};

export function continueCheckup(ctx: Emitter): void {
  const proc = ctx.state.process;
  if (proc?.kind !== 'checkup') return;
  const next = proc.flips[proc.results.length];
  if (next) {
    const step = next.kind === 'checkup' ? proc.steps[next.step] : undefined;
    const name = step ? nameOf(ctx, step.pokemon) : '';
    ctx.emit({
      type: 'CoinFlipRequested',
      promptId: ctx.id('f'),
      request: { mode: 'coins', count: 1 },
      reason: `Pokémon Checkup, ${name}: ${step ? FLIP_REASON[step.kind] ?? '' : ''}`,
      purpose: next,
    });
    return;
  }
  const resultOf = new Map<number, number>();
  proc.flips.forEach((f, i) => {
    if (f.kind === 'checkup') resultOf.set(f.step, heads(proc.results[i] ?? []));
  });
  const profile = ctx.profile;
  proc.steps.forEach((step, i) => {
    const cause = { kind: 'checkup', step: step.kind } as const;
    const target = step.pokemon;
    const flippedHeads = (resultOf.get(i) ?? 0) > 0;
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
  });
  remindBetweenTurns(ctx);
  ctx.emit({ type: 'CheckupFinished' });
  checkKnockOuts(ctx);
}

const BETWEEN_TURNS = /between turns|Pokémon Checkup/i;
const NO_TEXTS: readonly { name: string; text: string }[] = [];
const betweenTurnsTexts = new WeakMap<CardDef, readonly { name: string; text: string }[]>();

/** The abilities and rule texts of a card that act between turns, found once per card. */
function betweenTurns(def: CardDef): readonly { name: string; text: string }[] {
  // Most attached cards are basic Energy without any text: no lookup for them.
  if (def.rules.length === 0 && def.abilities.length === 0) return NO_TEXTS;
  let found = betweenTurnsTexts.get(def);
  if (!found) {
    found = [
      ...def.abilities.filter((a) => BETWEEN_TURNS.test(a.text)).map((a) => ({ name: `${def.name}: ${a.name}`, text: a.text })),
      ...def.rules.filter((r) => BETWEEN_TURNS.test(r)).map((text) => ({ name: def.name, text })),
    ];
    betweenTurnsTexts.set(def, found);
  }
  return found;
}

/** Card text that acts between turns is not executed: the engine names it so the players apply it. */
function remindBetweenTurns(ctx: Emitter): void {
  const texts: { card: string; name: string; text: string }[] = [];
  const seen = (p: InPlayPokemon): void => {
    for (const t of betweenTurns(topCard(p))) texts.push({ card: p.id, name: t.name, text: t.text });
    for (const c of p.attached) {
      if (c.def.rules.length === 0 && c.def.abilities.length === 0) continue;
      for (const t of betweenTurns(c.def)) texts.push({ card: c.uid, name: t.name, text: t.text });
    }
  };
  for (const seat of SEATS) {
    const pl = ctx.state.players[seat];
    if (pl.active) seen(pl.active);
    for (const b of pl.bench) seen(b);
  }
  for (const stadium of stadiumsInPlay(ctx.state)) for (const t of betweenTurns(stadium.def)) texts.push({ card: stadium.uid, name: t.name, text: t.text });
  const order = ctx.profile.checkupOtherEffects;
  for (const t of texts) ctx.emit({ type: 'CheckupReminder', card: t.card, name: t.name, text: t.text, order });
}

function nameOf(ctx: Emitter, id: string): string {
  for (const seat of SEATS) {
    const pl = ctx.state.players[seat];
    const p = pl.active?.id === id ? pl.active : pl.bench.find((b) => b.id === id);
    if (p) return topCard(p).name;
  }
  return id;
}
