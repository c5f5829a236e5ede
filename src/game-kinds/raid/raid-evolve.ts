import type { RaidEvent } from './raid-event.js';
import { initialRaidState, type BossPokemon, type RaidCard, type RaidPlayer, type RaidState } from './raid-state.js';

/** Applies one event: no rule is checked here (decide did), so a replay of the log is exact. */
export function evolveRaid(state: RaidState, event: RaidEvent): RaidState {
  switch (event.type) {
    case 'RaidStarted':
      return {
        ...initialRaidState,
        raidId: event.raidId,
        format: event.format,
        exhaustionRule: event.exhaustionRule,
        phase: 'setup',
        players: event.players.map((p) => ({ name: p.name, prizesLeft: event.prizeCards, out: false, active: p.active })),
        boss: event.boss.map((b) => ({ uid: b.uid, card: b.card, damage: 0, energy: [], tool: null, conditions: [], lostWhileActive: 0 })),
        deck: event.deck,
        bossPlaced: event.format === 'raid',
      };
    case 'PromptRaised':
      return { ...state, prompt: event.prompt, promptCount: state.promptCount + 1 };
    case 'RandomSupplied':
      return state.prompt ? { ...state, prompt: null, answer: { prompt: state.prompt, value: event.value, origin: event.origin } } : state;
    case 'EffectResolved':
      if (event.source === 'boss-attack' || !state.revealed) return { ...state, prompt: null };
      return { ...state, prompt: null, revealed: null, discard: [...state.discard, state.revealed] };
    case 'BossTeamPlaced': {
      const active = state.boss.find((b) => b.uid === event.active);
      return active ? { ...state, answer: null, bossPlaced: true, boss: [active, ...state.boss.filter((b) => b !== active)] } : state;
    }
    case 'RaidDeckShuffled': {
      const pile = event.pile === 'deck' ? state.deck : state.discard;
      const byUid = new Map(pile.map((c) => [c.uid, c]));
      const deck = event.order.map((uid) => byUid.get(uid)).filter((c): c is RaidCard => c !== undefined);
      // A reshuffle for a draw is the turn's one (003 "Was ist, wenn?"); one for the Lost Zone is not limited.
      const forDraw = event.pile === 'discard' && state.draws !== null;
      return { ...state, answer: null, deck, discard: event.pile === 'discard' ? [] : state.discard, reshuffledThisTurn: state.reshuffledThisTurn || forDraw };
    }
    case 'PlayersTurnStarted':
      return { ...state, phase: 'players', turn: event.turn, supportersPlayed: 0, done: [], draws: null, reshuffledThisTurn: false };
    case 'SupporterPlayed':
      return { ...state, supportersPlayed: state.supportersPlayed + 1 };
    case 'StadiumPlayed':
      return { ...state, stadium: { card: event.card, owner: event.player, uid: null }, discard: withReplacedStadium(state, event.replaced) };
    case 'PlayerAttacked':
      return {
        ...state,
        done: [...state.done, event.player],
        boss: mapBoss(state, event.boss, (b) => ({ ...b, damage: b.damage + event.damage, conditions: union(b.conditions, event.conditions) })),
      };
    case 'PlayerPassed':
      return { ...state, done: [...state.done, event.player] };
    case 'PlayerActiveSet':
      // A reduction belongs to the Pokémon it was declared for: another Active does not keep it.
      return {
        ...state,
        players: mapPlayer(state, event.player, (p) => {
          const next = { ...p, active: event.active };
          return p.active?.card.id === event.active?.card.id ? next : withoutReduction(next);
        }),
      };
    case 'BossDamageReduced':
      return {
        ...state,
        players: mapPlayer(state, event.player, (p) => (event.amount === 0 ? withoutReduction(p) : { ...p, damageReduction: { amount: event.amount, reason: event.reason } })),
      };
    case 'PrizesTaken':
      return {
        ...state,
        players: mapPlayer(state, event.player, (p) =>
          event.reason === 'knock-out' ? withoutReduction({ ...p, prizesLeft: event.prizesLeft, out: event.out, active: null }) : { ...p, prizesLeft: event.prizesLeft, out: event.out },
        ),
      };
    case 'AttachedFromDiscard': {
      const moved = state.discard.find((c) => c.uid === event.uid);
      if (!moved) return state;
      return { ...state, discard: state.discard.filter((c) => c !== moved), boss: mapBoss(state, event.boss, (b) => ({ ...b, energy: [...b.energy, moved] })) };
    }
    case 'DiscardedFromBoss': {
      const boss = state.boss.find((b) => b.uid === event.boss);
      const moved = boss && [...boss.energy, ...(boss.tool ? [boss.tool] : [])].find((c) => c.uid === event.uid);
      if (!moved) return state;
      return {
        ...state,
        discard: [...state.discard, moved],
        boss: mapBoss(state, event.boss, (b) => ({ ...b, energy: b.energy.filter((c) => c !== moved), tool: b.tool === moved ? null : b.tool })),
      };
    }
    case 'BossAttackBlocked':
      return { ...state, blockedAttacks: [...state.blockedAttacks.filter((a) => a.turn >= state.turn), { boss: event.boss, attack: event.attack, turn: event.turn }] };
    case 'BossAdjusted':
      return { ...state, boss: mapBoss(state, event.boss, (b) => ({ ...b, damage: b.damage + event.damage })) };
    case 'PlayersTurnEnded':
      return { ...state, phase: 'boss-draw', reshuffledThisTurn: false };
    case 'BossCheckedUp':
      return { ...state, boss: mapBoss(state, event.boss, (b) => ({ ...b, damage: b.damage + event.damage, conditions: [] })) };
    case 'RaidDrawsStarted':
      return { ...state, draws: { counted: event.count, extra: 0, then: event.then } };
    case 'RaidDrawsAdded':
      return state.draws ? { ...state, draws: { ...state.draws, extra: state.draws.extra + event.count } } : state;
    case 'RaidCardDrawn': {
      const [top, ...rest] = state.deck;
      if (!top || !state.draws) return state;
      const draws = event.counted ? { ...state.draws, counted: state.draws.counted - 1 } : { ...state.draws, extra: state.draws.extra - 1 };
      return { ...state, deck: rest, revealed: top, draws };
    }
    case 'RaidCardPlayed':
      return played(state, event);
    case 'RaidDrawsEnded':
      return { ...state, draws: null, phase: state.draws?.then === 'boss-attack' ? 'boss-attack' : state.phase };
    case 'BossAttacked': {
      const discarded = new Set(event.energyDiscarded);
      const boss = state.boss.find((b) => b.uid === event.boss);
      const toDiscard = boss ? boss.energy.filter((e) => discarded.has(e.uid)) : [];
      const dealt = event.hits.some((h) => h.damage > 0);
      const idle = state.exhaustionRule === 'no-damage' && !dealt ? state.bossIdleTurns + 1 : 0;
      return {
        ...state,
        answer: null,
        phase: 'contributions',
        bossIdleTurns: idle,
        discard: [...state.discard, ...toDiscard],
        boss: mapBoss(state, event.boss, (b) => ({ ...b, energy: b.energy.filter((e) => !discarded.has(e.uid)) })),
        // A declared reduction was for this attack: it is used up.
        players: state.players.map((p, i) => {
          const hit = event.hits.find((h) => h.player === i);
          const after = withoutReduction(p);
          return hit && after.active ? { ...after, active: { ...after.active, damage: after.active.damage + hit.damage } } : after;
        }),
      };
    }
    case 'BossAttackSkipped':
      return { ...state, phase: 'contributions', bossIdleTurns: state.exhaustionRule === 'off' ? 0 : state.bossIdleTurns + 1 };
    case 'ExhaustionStarted':
      return { ...state, exhausted: true };
    case 'ContributionCounted': {
      const [top, ...rest] = state.deck;
      if (!top) return state;
      return {
        ...state,
        deck: rest,
        lostZone: [...state.lostZone, top],
        boss: mapBoss(state, event.boss, (b) => ({ ...b, damage: b.damage - event.damageRemoved, lostWhileActive: b.lostWhileActive + 1 })),
      };
    }
    case 'BossKnockedOut': {
      const out = state.boss.find((b) => b.uid === event.boss);
      if (!out) return state;
      const attached = [...out.energy, ...(out.tool ? [out.tool] : [])];
      return { ...state, boss: state.boss.filter((b) => b !== out), bossLost: [...state.bossLost, out], discard: [...state.discard, ...attached] };
    }
    case 'BossPromoted': {
      const next = state.boss.find((b) => b.uid === event.boss);
      return next ? { ...state, answer: null, boss: [next, ...state.boss.filter((b) => b !== next)] } : state;
    }
    case 'RaidEnded':
      return { ...state, phase: 'finished', winner: event.winner, prompt: null };
  }
}

export function replayRaid(events: readonly RaidEvent[], from: RaidState = initialRaidState): RaidState {
  return events.reduce(evolveRaid, from);
}

function played(state: RaidState, event: Extract<RaidEvent, { type: 'RaidCardPlayed' }>): RaidState {
  const card = state.revealed;
  if (!card) return state;
  const draws = state.draws && event.draws > 0 ? { ...state.draws, extra: state.draws.extra + event.draws } : state.draws;
  const base: RaidState = { ...state, draws, answer: null };
  switch (event.play) {
    case 'energy':
      return { ...base, revealed: null, boss: mapBoss(state, event.target ?? '', (b) => ({ ...b, energy: [...b.energy, card] })) };
    case 'tool': {
      const target = state.boss.find((b) => b.uid === event.target);
      const old = target?.tool ? [target.tool] : [];
      return { ...base, revealed: null, discard: [...state.discard, ...old], boss: mapBoss(state, event.target ?? '', (b) => ({ ...b, tool: card })) };
    }
    case 'stadium':
      return { ...base, revealed: null, stadium: { card: card.card, owner: 'raid', uid: card.uid }, discard: withReplacedStadium(state, event.replacedStadium) };
    default:
      // A card the players resolve stays revealed until EffectResolved; the others go straight to the discard pile.
      return event.discarded ? { ...base, revealed: null, discard: [...state.discard, card] } : base;
  }
}

/** A replaced Stadium goes to its owner's discard pile: the raid's, or a player's (on paper). */
function withReplacedStadium(state: RaidState, replaced: RaidState['stadium']): readonly RaidCard[] {
  if (replaced?.owner !== 'raid' || replaced.uid === null) return state.discard;
  return [...state.discard, { uid: replaced.uid, card: replaced.card }];
}

function mapBoss(state: RaidState, uid: string, f: (b: BossPokemon) => BossPokemon): readonly BossPokemon[] {
  return state.boss.map((b) => (b.uid === uid ? f(b) : b));
}

function mapPlayer(state: RaidState, index: number, f: (p: RaidPlayer) => RaidPlayer): readonly RaidPlayer[] {
  return state.players.map((p, i) => (i === index ? f(p) : p));
}

function withoutReduction(p: RaidPlayer): RaidPlayer {
  if (!p.damageReduction) return p;
  const { damageReduction: _, ...rest } = p;
  return rest;
}

function union<T>(a: readonly T[], b: readonly T[]): readonly T[] {
  return [...new Set([...a, ...b])];
}
