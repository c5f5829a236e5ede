import { attackDamage, PROFILES, type RuleViolation } from '../../rules/index.js';
import { RAID } from '../../formats/advanced.formats.js';
import { nextRaidEvents, takePrizes } from './boss-turn.js';
import type { RaidCommand, RaidCommandOf } from './raid-command.js';
import type { RaidEvent } from './raid-event.js';
import { evolveRaid } from './raid-evolve.js';
import { GIOVANNI_TEAM_SIZE, PRIZE_CARDS, RAID_REFS, violation } from './raid-rules.js';
import { activeBoss, playersIn, type RaidState } from './raid-state.js';

export type RaidDecision = { readonly ok: true; readonly events: RaidEvent[] } | { readonly ok: false; readonly violation: RuleViolation };

/** A raid can run at most this many automatic steps after one command; more is a bug, not a game. */
const STEP_LIMIT = 100_000;

/**
 * The raid's one entry point: the command's own events, then everything the raid does by itself
 * until it waits for the table again (boss-turn.ts). Pure: no clock, no randomness.
 */
export function decideRaid(state: RaidState, command: RaidCommand): RaidDecision {
  const own = commandEvents(state, command);
  if (!Array.isArray(own)) return { ok: false, violation: own };
  const events = [...own];
  let current = own.reduce(evolveRaid, state);
  for (let steps = 0; ; steps++) {
    if (steps > STEP_LIMIT) throw new Error(`raid ${state.raidId}: the boss did not stop after ${STEP_LIMIT} steps`);
    const next = nextRaidEvents(current);
    if (next === null || next.length === 0) break;
    events.push(...next);
    current = next.reduce(evolveRaid, current);
  }
  return { ok: true, events };
}

type Outcome = RaidEvent[] | RuleViolation;

function commandEvents(state: RaidState, command: RaidCommand): Outcome {
  if (command.type === 'StartRaid') return start(state, command);
  if (state.phase === 'not-started') return violation('not-started', 'no raid has started', RAID_REFS.setup);
  if (state.phase === 'finished') return violation('raid-over', `the raid is over: the ${state.winner === 'players' ? 'players' : 'raid boss'} won`, RAID_REFS.winning);
  switch (command.type) {
    case 'SupplyRandom':
      return supplyRandom(state, command);
    case 'ResolveEffect':
      if (state.prompt?.kind !== 'resolve' || state.prompt.id !== command.promptId) return noSuchPrompt(state, command.promptId);
      return [{ type: 'EffectResolved', promptId: command.promptId, source: state.prompt.source, uid: state.prompt.uid }];
    case 'SetPlayerActive':
      if (command.active && command.active.card.supertype !== 'Pokémon') return violation('not-pokemon', `${command.active.card.name} is not a Pokémon`, RAID_REFS.players);
      return inGame(state, command.player) ?? [{ type: 'PlayerActiveSet', player: command.player, active: command.active }];
    case 'ReportKnockOut':
      return reportKnockOut(state, command);
    case 'ReduceBossDamage': {
      const refused = inGame(state, command.player);
      if (refused) return refused;
      if (!state.players[command.player]!.active) return violation('no-active', `${state.players[command.player]!.name} has no Active Pokémon to take less damage`, RAID_REFS.bossAttack);
      return [{ type: 'BossDamageReduced', player: command.player, amount: command.amount, reason: command.reason }];
    }
    case 'AdjustBoss':
      return adjustBoss(state, command);
    case 'RaidDeckDraws':
      // While the players carry out a raid-deck card that draws ("Draw 2 cards. Flip a coin. …"), the raid deck draws for it.
      if (state.prompt?.kind === 'resolve' && state.prompt.source === 'raid-card' && state.draws) return [{ type: 'RaidDrawsAdded', count: command.count, reason: command.reason }];
      return playersTurn(state, command);
    case 'AttachFromDiscard': {
      const energy = state.discard.find((c) => c.uid === command.uid);
      if (energy?.card.supertype !== 'Energy') return violation('not-in-discard', `${command.uid} is not an Energy card in the raid deck's discard pile`, RAID_REFS.raidDeck);
      if (!state.boss.some((b) => b.uid === command.boss)) return violation('no-such-boss', `no boss Pokémon ${command.boss} in play`, RAID_REFS.raidDeck);
      return [{ type: 'AttachedFromDiscard', uid: command.uid, boss: command.boss, reason: command.reason }];
    }
    case 'BlockBossAttack': {
      const boss = state.boss.find((b) => b.uid === command.boss);
      if (!boss?.card.attacks.some((a) => a.name === command.attack)) return violation('no-such-attack', `no boss Pokémon ${command.boss} with an attack "${command.attack}"`, RAID_REFS.bossAttack);
      // Said during a boss turn, "next turn" is the boss's next one: the turn number the raid moves to.
      const turn = state.phase === 'players' ? state.turn : state.turn + 1;
      return [{ type: 'BossAttackBlocked', boss: boss.uid, attack: command.attack, turn, reason: command.reason }];
    }
    case 'DiscardFromBoss': {
      const holder = state.boss.find((b) => b.energy.some((c) => c.uid === command.uid) || b.tool?.uid === command.uid);
      if (!holder) return violation('not-attached', `${command.uid} is not attached to a boss Pokémon`, RAID_REFS.raidDeck);
      return [{ type: 'DiscardedFromBoss', uid: command.uid, boss: holder.uid, reason: command.reason }];
    }
    default:
      return playersTurn(state, command);
  }
}

function start(state: RaidState, command: RaidCommandOf<'StartRaid'>): Outcome {
  const ref = command.format === 'giovanni' ? RAID_REFS.giovanniSetup : RAID_REFS.setup;
  if (state.phase !== 'not-started') return violation('already-started', `raid ${state.raidId} has already started`, ref);
  const { min, max } = RAID.players;
  if (command.players.length < min || command.players.length > max) {
    return violation('player-count', `a raid is for ${min} to ${max} players, not ${command.players.length}`, RAID.ref);
  }
  const team = command.format === 'giovanni' ? GIOVANNI_TEAM_SIZE : 1;
  if (command.boss.length !== team) {
    return violation('boss-team', command.format === 'giovanni' ? `the Giovanni format needs ${team} boss Pokémon, not ${command.boss.length}` : `a raid has one raid Pokémon, not ${command.boss.length}`, ref);
  }
  const notPokemon = command.boss.find((c) => c.supertype !== 'Pokémon' || c.attacks.length === 0);
  if (notPokemon) return violation('boss-not-pokemon', `${notPokemon.name} (${notPokemon.id}) cannot be a raid boss: a boss is a Pokémon with an attack`, RAID_REFS.building);
  const notActive = command.players.findIndex((p) => p.active !== null && p.active.card.supertype !== 'Pokémon');
  if (notActive >= 0) return violation('not-pokemon', `${command.players[notActive]!.name}'s Active is not a Pokémon`, RAID_REFS.setup);
  return [
    {
      type: 'RaidStarted',
      raidId: command.raidId,
      format: command.format,
      exhaustionRule: command.exhaustionRule,
      players: command.players,
      boss: command.boss.map((card, i) => ({ uid: `b${i + 1}`, card })),
      deck: command.raidDeck.map((card, i) => ({ uid: `r${i + 1}`, card })),
      prizeCards: PRIZE_CARDS,
    },
  ];
}

function noSuchPrompt(state: RaidState, promptId: string): RuleViolation {
  const open = state.prompt ? `the open prompt is ${state.prompt.id} (${state.prompt.kind})` : 'no prompt is open';
  return violation('no-such-prompt', `prompt ${promptId} is not open: ${open}`, RAID_REFS.raidDeck);
}

function supplyRandom(state: RaidState, command: RaidCommandOf<'SupplyRandom'>): Outcome {
  const prompt = state.prompt;
  if (!prompt || prompt.id !== command.promptId || prompt.kind === 'resolve') return noSuchPrompt(state, command.promptId);
  if (prompt.kind === 'die') {
    const sides = prompt.options.length;
    if (typeof command.value !== 'number' || command.value > sides) {
      return violation('bad-roll', `prompt ${prompt.id} needs a roll of a ${sides}-sided die (1 to ${sides})`, prompt.reason === 'attack' ? RAID_REFS.bossAttack : RAID_REFS.giovanniDeck);
    }
  } else {
    const order = command.value;
    const isPermutation = Array.isArray(order) && order.length === prompt.size && new Set(order).size === prompt.size && order.every((i) => i < prompt.size);
    if (!isPermutation) return violation('bad-shuffle', `prompt ${prompt.id} needs an order of all ${prompt.size} cards (each index 0 to ${prompt.size - 1} once)`, RAID_REFS.whatIf);
  }
  return [{ type: 'RandomSupplied', promptId: prompt.id, value: command.value, origin: command.origin }];
}

function inGame(state: RaidState, player: number): RuleViolation | undefined {
  const p = state.players[player];
  if (!p) return violation('no-such-player', `there is no player ${player}; players are 0 to ${state.players.length - 1}`, RAID_REFS.setup);
  if (p.out) return violation('player-out', `${p.name} is out of the game`, RAID_REFS.winning);
  return undefined;
}

function reportKnockOut(state: RaidState, command: RaidCommandOf<'ReportKnockOut'>): Outcome {
  const refused = inGame(state, command.player);
  if (refused) return refused;
  const active = state.players[command.player]!.active;
  if (!active) return violation('no-active', `${state.players[command.player]!.name} has no Active Pokémon to be Knocked Out`, RAID_REFS.whatIf);
  const outAfter = new Set(state.players.flatMap((p, i) => (p.out ? [i] : [])));
  const events: RaidEvent[] = [takePrizes(state, command.player, active.card.prizeValue, 'knock-out', outAfter)];
  if (outAfter.size === state.players.length) events.push({ type: 'RaidEnded', winner: 'raid', reason: 'every player is out of the game' });
  return events;
}

function adjustBoss(state: RaidState, command: RaidCommandOf<'AdjustBoss'>): Outcome {
  const boss = state.boss.find((b) => b.uid === command.boss);
  if (!boss) return violation('no-such-boss', `no boss Pokémon ${command.boss} in play (${state.boss.map((b) => b.uid).join(', ')})`, RAID_REFS.winning);
  // Healing stops at no damage: damage on a Pokémon is never negative.
  const damage = Math.max(command.damage, -boss.damage);
  return [{ type: 'BossAdjusted', boss: boss.uid, damage, reason: command.reason }];
}

type PlayersTurnCommand = RaidCommandOf<'PlaySupporter' | 'PlayStadium' | 'PlayerAttack' | 'PassAttack' | 'RaidDeckDraws'>;

function playersTurn(state: RaidState, command: PlayersTurnCommand): Outcome {
  if (state.phase !== 'players' || state.draws !== null || state.prompt !== null) {
    const waiting = state.prompt ? `prompt ${state.prompt.id} (${state.prompt.kind}) is open` : `it is the raid boss's turn (${state.phase})`;
    return violation('not-players-turn', `not now: ${waiting}`, RAID_REFS.players);
  }
  if (command.type === 'RaidDeckDraws') return [{ type: 'RaidDrawsStarted', count: command.count, then: 'players', reason: command.reason }];
  const refused = inGame(state, command.player);
  if (refused) return refused;
  const name = state.players[command.player]!.name;
  switch (command.type) {
    case 'PlaySupporter': {
      if (command.card.supertype !== 'Trainer' || command.card.trainerKind !== 'Supporter') return violation('not-a-supporter', `${command.card.name} is not a Supporter`, RAID_REFS.supporters);
      const limit = playersIn(state);
      if (state.supportersPlayed >= limit) {
        return violation('team-supporter-limit', `the team has played ${state.supportersPlayed} Supporters this turn: as many as it has players in the game`, RAID_REFS.supporters);
      }
      return inGame(state, command.for) ?? [{ type: 'SupporterPlayed', player: command.player, card: command.card, for: command.for }];
    }
    case 'PlayStadium': {
      if (command.card.supertype !== 'Trainer' || command.card.trainerKind !== 'Stadium') return violation('not-a-stadium', `${command.card.name} is not a Stadium`, RAID_REFS.stadium);
      if (state.stadium?.card.name === command.card.name) return violation('same-stadium', `${command.card.name} is already in play`, PROFILES.sv.refs.stadium);
      return [{ type: 'StadiumPlayed', player: command.player, card: command.card, replaced: state.stadium }];
    }
    case 'PassAttack':
      if (state.done.includes(command.player)) return violation('already-attacked', `${name} has already attacked or passed this turn`, RAID_REFS.attack);
      return [{ type: 'PlayerPassed', player: command.player }];
    case 'PlayerAttack':
      return playerAttack(state, command, name);
  }
}

/**
 * A player's attack on the raid Pokémon. The players enter the attack's base damage where its
 * text decides it ("30×", "50+"), because those effects happen on paper; the hub applies the
 * boss's Weakness and Resistance itself (000 "Angreifen im Detail", steps 3 and 4), the step
 * players most often get wrong, so the log shows every step.
 */
function playerAttack(state: RaidState, command: RaidCommandOf<'PlayerAttack'>, name: string): Outcome {
  if (state.done.includes(command.player)) return violation('already-attacked', `${name} has already attacked or passed this turn`, RAID_REFS.attack);
  const active = state.players[command.player]!.active;
  if (!active || active.card.id !== command.attacker.id) {
    return violation('not-active', `${command.attacker.name} is not ${name}'s Active Pokémon${active ? ` (${active.card.name} is)` : ''}: set the Active first`, PROFILES.sv.refs.attack);
  }
  const attack = command.attacker.attacks.find((a) => a.name === command.attack);
  if (!attack) return violation('no-such-attack', `${command.attacker.name} has no attack "${command.attack}"`, PROFILES.sv.refs.attack);
  const printed = attack.damage;
  const final = printed === null || printed.modifier === 'none';
  if (final && command.baseDamage !== undefined && command.baseDamage !== (printed?.amount ?? 0)) {
    return violation('printed-damage', `${attack.name} does ${printed?.amount ?? 0} as printed; its base damage is not entered`, PROFILES.sv.refs.attackDetails);
  }
  if (!final && command.baseDamage === undefined) {
    return violation('base-damage-needed', `${attack.name} does "${printed.amount}${printed.modifier}": enter the base damage its text gives`, PROFILES.sv.refs.attackDetails);
  }
  const boss = activeBoss(state)!;
  const base = command.baseDamage ?? printed?.amount ?? 0;
  const { amount, steps } = attackDamage(PROFILES.sv, {
    base,
    attackerBonus: command.attackerBonus,
    defenderReduction: command.bossReduction,
    attacker: command.attacker,
    defender: boss.card,
    defenderOnBench: false,
  });
  return [{ type: 'PlayerAttacked', player: command.player, attacker: command.attacker, attack: attack.name, boss: boss.uid, damage: amount, steps, conditions: command.conditions }];
}
