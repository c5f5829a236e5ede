import { type AttackDef, type CardDef, attackDamage, PROFILES } from '../../rules/index.js';
import type { RaidEvent } from './raid-event.js';
import {
  attackCost,
  cardsPerBossTurn,
  drawCount,
  drawsOf,
  energyToDiscard,
  fullContribution,
  GIOVANNI_KNOCK_OUT_CARDS,
  isSupporter,
  largestAttackCost,
  usableAttacks,
} from './raid-rules.js';
import { activeBoss, attachedEnergy, playersIn, type BossPokemon, type RaidCard, type RaidPrompt, type RaidState } from './raid-state.js';

/**
 * What the raid does by itself, one step at a time: the setup shuffles, the end of the players'
 * turn, the Checkup, the raid deck drawing and playing, the boss's attack, the full contributions.
 * `nextRaidEvents` returns the next step's events, or null while the raid waits for the table
 * (the players' turn, a die roll, a shuffle, a card the players resolve).
 */
export function nextRaidEvents(state: RaidState): RaidEvent[] | null {
  if (state.phase === 'not-started' || state.phase === 'finished') return null;
  if (state.answer) return consumeAnswer(state);
  if (state.prompt) return null;
  if (state.draws) return drawStep(state);
  switch (state.phase) {
    case 'setup':
      if (!state.bossPlaced) return [raise(state, { kind: 'die', reason: 'boss-team-active', options: state.boss.map((b) => b.uid) })];
      return [raise(state, { kind: 'shuffle', pile: 'deck', size: state.deck.length })];
    case 'players':
      return allPlayersDone(state) ? [{ type: 'PlayersTurnEnded', turn: state.turn }] : null;
    case 'boss-draw':
      return bossTurnStart(state);
    case 'boss-attack':
      return attackStep(state);
    case 'contributions':
      return contributionStep(state);
  }
}

type PromptSpec = RaidPrompt extends infer P ? (P extends RaidPrompt ? Omit<P, 'id'> : never) : never;

function raise(state: RaidState, spec: PromptSpec): RaidEvent {
  return { type: 'PromptRaised', prompt: { ...spec, id: `q${state.promptCount + 1}` } as RaidPrompt };
}

function allPlayersDone(state: RaidState): boolean {
  return state.players.every((p, i) => p.out || state.done.includes(i));
}

function consumeAnswer(state: RaidState): RaidEvent[] {
  const answer = state.answer!;
  const prompt = answer.prompt;
  if (prompt.kind === 'shuffle') {
    const pile = prompt.pile === 'deck' ? state.deck : state.discard;
    const order = (answer.value as readonly number[]).map((i) => pile[i]!.uid);
    const shuffled: RaidEvent = { type: 'RaidDeckShuffled', pile: prompt.pile, order, origin: answer.origin };
    // 003 "Vorbereitung": the raid deck is shuffled, then the players (always first) take their turn.
    return state.phase === 'setup' ? [shuffled, { type: 'PlayersTurnStarted', turn: 1 }] : [shuffled];
  }
  if (prompt.kind !== 'die') return [];
  const picked = prompt.options[(answer.value as number) - 1]!;
  switch (prompt.reason) {
    case 'boss-team-active':
      return [{ type: 'BossTeamPlaced', active: picked, roll: answer.value as number }];
    case 'new-active':
      return [{ type: 'BossPromoted', boss: picked }];
    case 'energy-target':
      return [energyPlayed(state.revealed!, picked)];
    case 'attack': {
      const boss = activeBoss(state)!;
      return attackEvents(state, boss, boss.card.attacks.find((a) => a.name === picked)!);
    }
  }
}

function bossTurnStart(state: RaidState): RaidEvent[] {
  const events: RaidEvent[] = [];
  const boss = activeBoss(state);
  // 003 "Raid-Deck": after the Pokémon Checkup the raid Pokémon recovers from every Special Condition.
  if (boss && boss.conditions.length > 0) {
    const poison = boss.conditions.includes('Poisoned') ? PROFILES.sv.poisonCounters * 10 : 0;
    const burn = boss.conditions.includes('Burned') && PROFILES.sv.burnAtCheckup.kind === 'counters-then-flip' ? PROFILES.sv.burnAtCheckup.counters * 10 : 0;
    events.push({ type: 'BossCheckedUp', boss: boss.uid, damage: poison + burn, recovered: boss.conditions });
  }
  events.push({ type: 'RaidDrawsStarted', count: cardsPerBossTurn(playersIn(state)), then: 'boss-attack', reason: 'boss turn' });
  return events;
}

function drawStep(state: RaidState): RaidEvent[] {
  const draws = state.draws!;
  if (state.revealed) return playStep(state, state.revealed);
  if (draws.extra === 0 && draws.counted === 0) return [{ type: 'RaidDrawsEnded', reason: 'done' }];
  if (state.deck.length === 0) {
    // 003 "Was ist, wenn?": the discard pile becomes the raid deck once per turn; the second time, straight to the attack.
    if (!state.reshuffledThisTurn && state.discard.length > 0) return [raise(state, { kind: 'shuffle', pile: 'discard', size: state.discard.length })];
    return [{ type: 'RaidDrawsEnded', reason: 'deck-empty' }];
  }
  // Cards drawn by a card's effect are drawn and played first, and do not count (003, the Hop example).
  return [{ type: 'RaidCardDrawn', uid: state.deck[0]!.uid, counted: draws.extra === 0 }];
}

const REMINDER = /^(You may play only 1 Supporter card during your turn|You may play any number of Item cards during your turn|You may play only 1 Stadium card during your turn|You may attach any number of Pokémon Tools)/i;

function playStep(state: RaidState, card: RaidCard): RaidEvent[] {
  const c = card.card;
  const base = { type: 'RaidCardPlayed', uid: card.uid, card: c, target: null, replacedTool: null, replacedStadium: null, draws: 0, discarded: true } as const;
  if (c.supertype === 'Energy') {
    const targets = energyTargets(state);
    if (targets.length === 1) return [energyPlayed(card, targets[0]!.uid)];
    return [raise(state, { kind: 'die', reason: 'energy-target', options: targets.map((b) => b.uid) })];
  }
  if (c.supertype === 'Trainer' && c.trainerKind === 'Tool') {
    // 003: a Tool goes on the raid Pokémon (Giovanni: the Active), replacing the one attached.
    const target = activeBoss(state)!;
    return [{ ...base, play: 'tool', target: target.uid, replacedTool: target.tool?.uid ?? null, discarded: false }];
  }
  if (c.supertype === 'Trainer' && c.trainerKind === 'Stadium') {
    // 000: a Stadium with the name of the one in play cannot be played; the raid deck discards it.
    if (state.stadium?.card.name === c.name) return [{ ...base, play: 'not-playable' }];
    return [{ ...base, play: 'stadium', replacedStadium: state.stadium, discarded: false }];
  }
  if (c.supertype === 'Trainer') {
    const draws = drawsOf(c);
    const play = isSupporter(c) ? 'supporter' : 'item';
    if (!needsPlayers(c)) return [{ ...base, play, draws }];
    return [
      { ...base, play, draws, discarded: false },
      raise(state, { kind: 'resolve', source: 'raid-card', uid: card.uid, card: c, text: c.rules.filter((t) => !REMINDER.test(t.trim())).join('\n'), allPlayers: isSupporter(c) }),
    ];
  }
  return [{ ...base, play: 'not-playable' }];
}

/** Any text but the rule reminders and "Draw N cards." is for the players to carry out. */
function needsPlayers(card: CardDef): boolean {
  return card.rules.some((text) => !REMINDER.test(text.trim()) && drawCount(text) === 0);
}

/** Where an Energy from the raid deck goes: the raid Pokémon; Giovanni per 003 "Giovanni-Format, Raid-Deck". */
function energyTargets(state: RaidState): readonly BossPokemon[] {
  const active = activeBoss(state)!;
  if (state.format === 'raid') return [active];
  const short = (b: BossPokemon) => attachedEnergy(b) < largestAttackCost(b.card);
  if (short(active)) return [active];
  const bench = state.boss.slice(1).filter(short);
  return bench.length > 0 ? bench : state.boss;
}

function energyPlayed(card: RaidCard, target: string): RaidEvent {
  return { type: 'RaidCardPlayed', uid: card.uid, card: card.card, play: 'energy', target, replacedTool: null, replacedStadium: null, draws: 0, discarded: false };
}

function attackStep(state: RaidState): RaidEvent[] {
  const boss = activeBoss(state)!;
  if (state.exhaustionRule !== 'off' && !state.exhausted && state.bossIdleTurns >= 2) {
    return [{ type: 'ExhaustionStarted', rule: state.exhaustionRule }];
  }
  // 003 "Strapazenregel": once in force, a random attack in every attack phase, whatever its cost.
  const blocked = (name: string) => state.blockedAttacks.some((b) => b.boss === boss.uid && b.attack === name && b.turn === state.turn);
  const candidates = (state.exhausted ? boss.card.attacks : usableAttacks(boss, attachedEnergy(boss))).filter((a) => !blocked(a.name));
  if (candidates.length === 0) return [{ type: 'BossAttackSkipped', boss: boss.uid, reason: 'no-usable-attack' }];
  if (candidates.length === 1) return attackEvents(state, boss, candidates[0]!);
  return [raise(state, { kind: 'die', reason: 'attack', options: candidates.map((a) => a.name) })];
}

/**
 * 003 "Raid-Deck": the attack as if it attacked every player: its printed damage against each
 * player's Active with that Pokémon's Weakness and Resistance (000 "Angreifen im Detail"), less the
 * reduction the player declared for it (ReduceBossDamage); it cannot be prevented, only reduced. A player with no Pokémon in play takes a Prize card instead (003 "Was ist, wenn?").
 */
function attackEvents(state: RaidState, boss: BossPokemon, attack: AttackDef): RaidEvent[] {
  const base = attack.damage?.amount ?? 0;
  const hits: { player: number; damage: number; steps: ReturnType<typeof attackDamage>['steps'] | null; knockedOut: boolean }[] = [];
  const prizes: RaidEvent[] = [];
  const outAfter = new Set(state.players.flatMap((p, i) => (p.out ? [i] : [])));
  state.players.forEach((player, i) => {
    if (player.out) return;
    if (player.active === null) {
      if (base > 0) prizes.push(takePrizes(state, i, 1, 'no-pokemon', outAfter));
      return;
    }
    // The players' reductions are step 5 (000 "Angreifen im Detail"), before the Knock Out is decided.
    const defenderReduction = player.damageReduction?.amount ?? 0;
    const { amount, steps } = attackDamage(PROFILES.sv, { base, attackerBonus: 0, defenderReduction, attacker: boss.card, defender: player.active.card, defenderOnBench: false });
    const knockedOut = amount > 0 && player.active.damage + amount >= (player.active.card.hp ?? Number.POSITIVE_INFINITY);
    hits.push({ player: i, damage: amount, steps, knockedOut });
    if (knockedOut) prizes.push(takePrizes(state, i, player.active.card.prizeValue, 'knock-out', outAfter));
  });
  const energyDiscarded = energyToDiscard(boss.energy, attackCost(attack));
  const events: RaidEvent[] = [
    { type: 'BossAttacked', boss: boss.uid, attack: attack.name, exhausted: state.exhausted, energyDiscarded, hits },
    ...prizes,
  ];
  if (outAfter.size === state.players.length) {
    events.push({ type: 'RaidEnded', winner: 'raid', reason: 'every player is out of the game' });
  } else if (attack.text.trim() !== '') {
    // The attack's own text (its effects, a "+" or "×" beyond the printed damage) is the players' to carry out, before the damage is counted.
    const text = `${attack.name}: ${attack.text}`;
    events.push({ type: 'PromptRaised', prompt: { id: `q${state.promptCount + 1}`, kind: 'resolve', source: 'boss-attack', uid: boss.uid, card: boss.card, text, allPlayers: true } });
  }
  return events;
}

/** 003 "Gewinnen des Spiels": the player takes the Prize cards the attacker would; out with too few, or none left. */
export function takePrizes(state: RaidState, player: number, count: number, reason: 'knock-out' | 'no-pokemon', outAfter?: Set<number>): RaidEvent {
  const left = state.players[player]!.prizesLeft;
  const out = count > left || left - count === 0;
  if (out) outAfter?.add(player);
  return { type: 'PrizesTaken', player, count: Math.min(count, left), reason, prizesLeft: Math.max(0, left - count), out };
}

function contributionStep(state: RaidState): RaidEvent[] {
  const boss = activeBoss(state);
  if (!boss) return [{ type: 'RaidEnded', winner: 'players', reason: 'every boss Pokémon is Knocked Out' }];
  const contribution = fullContribution(playersIn(state));
  if (boss.damage < contribution) return [{ type: 'PlayersTurnStarted', turn: state.turn + 1 }];
  if (state.deck.length === 0) {
    if (state.discard.length > 0) return [raise(state, { kind: 'shuffle', pile: 'discard', size: state.discard.length })];
    return [{ type: 'RaidEnded', winner: 'players', reason: 'the raid deck has no card left to put in the Lost Zone' }];
  }
  const events: RaidEvent[] = [{ type: 'ContributionCounted', boss: boss.uid, damageRemoved: contribution, lost: state.deck[0]!.uid }];
  if (state.format === 'giovanni' && boss.lostWhileActive + 1 >= GIOVANNI_KNOCK_OUT_CARDS) {
    const attached = [...boss.energy.map((e) => e.uid), ...(boss.tool ? [boss.tool.uid] : [])];
    events.push({ type: 'BossKnockedOut', boss: boss.uid, discarded: attached });
    const bench = state.boss.slice(1);
    if (bench.length === 0) return [...events, { type: 'RaidEnded', winner: 'players', reason: 'every boss Pokémon is Knocked Out' }];
    // Giovanni: the Benched Pokémon with the most Energy attached moves up; a tie is settled at random.
    const most = Math.max(...bench.map(attachedEnergy));
    const tied = bench.filter((b) => attachedEnergy(b) === most);
    events.push(tied.length === 1 ? { type: 'BossPromoted', boss: tied[0]!.uid } : raise(state, { kind: 'die', reason: 'new-active', options: tied.map((b) => b.uid) }));
  }
  return events;
}

