import type { CoinFace } from './coin.js';
import type { CardOrigin } from './command.js';
import type { Destination, GameEvent } from './event.js';
import { completeProfile, type RuleProfile } from './profile.js';
import {
  abilityUse,
  emptyPlayer,
  findPokemon,
  initialState,
  type CardInst,
  type DeckListEntry,
  type GameState,
  type InPlayPokemon,
  type PlayerState,
  type Process,
  type Seat,
  type TurnState,
} from './state.js';
import { chosenCountAfter } from './effect-window.js';
import { anyExpiring, endedOffActive, remaining } from './lingering-effects.js';
import {
  copyMon,
  copyPlayer,
  copyState,
  copyTurn,
  discardCards,
  extended,
  faceUp,
  locate,
  replacePlayer,
  replacePokemonOn,
  setMon,
  setPlayer,
  setState,
  setTurn,
  takePokemon,
  withEffects,
  withPlayer,
  withPokemon,
  type Mutable,
} from './zones.js';

/**
 * Fold one event into the state. No rule is checked here: `decide` checked them when it produced the
 * event, so replaying a log rebuilds exactly what was played. `decide` folds its own events as it
 * makes them and returns the result as `Decision.state`: a caller that just decided need not fold again.
 */
export function evolve(state: GameState, event: GameEvent): GameState {
  const s = chosenCountAfter(apply(state, event), event);
  if (s === state) {
    const copy = copyState(state);
    copy.version = state.version + 1;
    return copy;
  }
  // `apply` returns a new top-level object whenever it changes anything, so setting its version is safe.
  (s as { version: number }).version = state.version + 1;
  return s;
}

/** A player at the start of the match, with their own deck size where it differs from the profile's. */
function startingPlayer(name: string, profile: RuleProfile, deckSize: number | undefined, deckList: readonly DeckListEntry[] | null | undefined): PlayerState {
  const deck = deckSize ?? profile.deckSize;
  return { ...emptyPlayer(name), deck, ...(deck !== profile.deckSize && { deckSize: deck }), ...(deckList && { deckList }) };
}

/**
 * The complete profile of a recorded one, made once per profile object: a match started by `decide` records one of the
 * few shared `PROFILES` unless its format overrides it, and completing one takes about 2 µs (its spreads build new objects).
 */
function completedOnce(recorded: RuleProfile): RuleProfile {
  let profile = completedProfiles.get(recorded);
  if (!profile) {
    profile = completeProfile(recorded);
    completedProfiles.set(recorded, profile);
  }
  return profile;
}

const completedProfiles = new WeakMap<RuleProfile, RuleProfile>();

function knockedOutIn(p: PlayerState, turn: number, knocked: InPlayPokemon): NonNullable<PlayerState['knockedOutByAttack']> {
  const def = knocked.stack[knocked.stack.length - 1]?.def;
  const earlier = p.knockedOutByAttack?.turn === turn ? p.knockedOutByAttack.cards : [];
  return { turn, cards: def ? [...earlier, def] : earlier };
}

export function replay(events: readonly GameEvent[], from: GameState = initialState): GameState {
  // A snapshot an older hub took carries the profile as it was recorded then.
  let s = from.profile ? setState(from, { profile: completeProfile(from.profile) }) : from;
  for (const e of events) s = evolve(s, e);
  return s;
}

function apply(s: GameState, e: GameEvent): GameState {
  switch (e.type) {
    case 'MatchStarted':
      return {
        ...initialState,
        version: s.version,
        matchId: e.matchId,
        profile: completedOnce(e.profile),
        formatName: e.formatName,
        game: 1,
        stage: e.profile.whoStarts === 'coin-winner-chooses' ? 'toss' : 'placing',
        ...(e.profile.stadium.severalInPlay && { stadiums: [] }),
        players: {
          p1: startingPlayer(e.players[0], e.profile, e.deckSizes?.[0], e.deckLists?.[0]),
          p2: startingPlayer(e.players[1], e.profile, e.deckSizes?.[1], e.deckLists?.[1]),
        },
      };
    case 'CoinFlipRequested': {
      const prompts = [...s.prompts, { kind: 'coin-flip', promptId: e.promptId, request: e.request, reason: e.reason, purpose: e.purpose } as const];
      // A coin the damage step asks for joins the attack's flips, its result in the same order (`damage-coin.ts`, `knock-out-survived.ts`).
      const copy = copyState(s);
      copy.prompts = prompts;
      if ((e.purpose.kind === 'damage-coin' || e.purpose.kind === 'knock-out-coin') && s.process?.kind === 'attack') copy.process = { ...s.process, flips: [...s.process.flips, e.purpose] };
      return copy;
    }
    case 'CoinFlipped': {
      const prompt = s.prompts.find((p) => p.promptId === e.promptId);
      const request = prompt?.kind === 'coin-flip' ? prompt : null;
      const copy = copyState(s);
      copy.prompts = s.prompts.filter((p) => p.promptId !== e.promptId);
      copy.process = s.process ? addResult(s.process, e.results) : null;
      copy.coinFlips = [...s.coinFlips, { promptId: e.promptId, reason: request?.reason ?? '', purpose: request?.purpose ?? null, results: e.results, origin: e.origin, turn: s.turn?.number ?? null }];
      return copy;
    }
    case 'TossWon':
      return setState(s, {
        tossWinner: e.winner,
        stage: e.promptId ? 'choose-first' : s.stage,
        prompts: e.promptId ? [...s.prompts, { kind: 'choose-first-player', promptId: e.promptId, player: e.winner }] : s.prompts,
      });
    case 'FirstPlayerChosen':
      return setState(s, {
        firstPlayer: e.first,
        stage: s.stage === 'choose-first' ? 'placing' : s.stage,
        prompts: s.prompts.filter((p) => p.kind !== 'choose-first-player'),
      });
    case 'OpeningHandDrawn':
      return withPlayer(s, e.player, (p) => setPlayer(p, { hand: { count: e.count, known: [] }, deck: p.deck - e.count }));
    case 'MulliganTaken':
      return withPlayer(s, e.player, (p) => setPlayer(p, {
        mulligans: p.mulligans + 1,
        deck: p.deck + p.hand.count - e.drawn,
        hand: { count: e.drawn, known: [] },
      }));
    case 'StartingPokemonOffered':
      return setState(s, { prompts: [...s.prompts, { kind: 'starting-pokemon', promptId: e.promptId, player: e.player }] });
    case 'StartingPokemonChosen': {
      const s1 = setState(s, { prompts: s.prompts.filter((p) => !(p.kind === 'starting-pokemon' && p.player === e.player)) });
      const card = e.card;
      if (!card) return s1;
      return withPlayer(s1, e.player, (p) => setPlayer(p, { deck: p.deck - 1, active: newPokemon(card, 0, true) }));
    }
    case 'HandCardRevealed':
      return withPlayer(s, e.player, (p) => setPlayer(p, { hand: { count: p.hand.count, known: [...p.hand.known, e.card] } }));
    case 'SetupPokemonPlaced': {
      const s1 = takeFrom(s, e.player, 'hand', e.card);
      const mon = newPokemon(e.card, 0, true);
      return withPlayer(s1, e.player, (p) => (e.position === 'active' ? setPlayer(p, { active: mon }) : setPlayer(p, { bench: [...p.bench, mon] })));
    }
    case 'PrizesSetOut':
      return withPlayer(s, e.player, (p) => setPlayer(p, { deck: p.deck - e.count, prizes: e.count, prizesSetOut: e.count }));
    case 'SetupFinished':
      return withPlayer(s, e.player, (p) => setPlayer(p, { setupDone: true }));
    case 'MulliganDrawsOffered':
      return withPlayer(
        setState(s, { stage: 'mulligan-draws', prompts: [...s.prompts, { kind: 'mulligan-draws', promptId: e.promptId, player: e.player, max: e.max }] }),
        e.player,
        (p) => setPlayer(p, { setupDone: false }),
      );
    case 'MulliganCardsDrawn':
      return withPlayer(
        setState(s, { prompts: s.prompts.filter((p) => !(p.kind === 'mulligan-draws' && p.player === e.player)) }),
        e.player,
        (p) => setPlayer(p, { deck: p.deck - e.count, hand: { count: p.hand.count + e.count, known: p.hand.known } }),
      );
    case 'SetupRevealed':
      return reveal(s);
    case 'TurnStarted': {
      // The commonest events set their fields on a fresh copy: `setState`'s `Object.assign` costs more than the copy.
      const copy = copyState(s);
      copy.stage = 'main';
      copy.turn = {
        number: e.number,
        player: e.player,
        energyAttached: 0,
        supportersPlayed: 0,
        stadiumsPlayed: 0,
        itemsPlayed: 0,
        dittoMarkerPlaced: false,
        retreats: 0,
        retreatFailed: false,
      };
      return copy;
    }
    case 'CardsDrawn': {
      const p = s.players[e.player];
      const copy = copyPlayer(p);
      copy.deck = p.deck - e.count;
      copy.hand = { count: p.hand.count + e.count, known: p.hand.known };
      return replacePlayer(s, e.player, copy);
    }
    case 'PokemonBenched': {
      const p = takenFrom(s.players[e.player], e.from, e.card);
      p.bench = [...p.bench, newPokemon(e.card, s.turn?.number ?? 0, false)];
      return replacePlayer(s, e.player, p);
    }
    case 'PokemonEvolved': {
      const s1 = withPokemon(takeFrom(s, e.player, e.from, e.card), e.target, (p) => {
        const evolved = setMon(p, {
          stack: [...p.stack, e.card],
          enteredTurn: s.turn?.number ?? 0,
          rotation: null,
          poisoned: false,
          burned: false,
          ...(e.dittoMarker && { ditto: 'used' as const }),
        });
        // Evolving ends the effects of attacks on it, as it ends Special Conditions (lingering-effects.ts).
        return evolved.effects ? withEffects(evolved, []) : evolved;
      });
      return e.endsTurn ? setState(s1, { stage: 'turn-ending' }) : s1;
    }
    case 'EnergyAttached': {
      const attach = (p: InPlayPokemon): InPlayPokemon => {
        const mon = copyMon(p);
        mon.attached = [...p.attached, e.card];
        return mon;
      };
      // The card leaves the player's hand and (nearly always) joins one of their own Pokémon: one copy of the player.
      const p = takenFrom(s.players[e.player], e.from, e.card);
      const s1 = replacePokemonOn(p, e.target, attach) ? replacePlayer(s, e.player, p) : withPokemon(replacePlayer(s, e.player, p), e.target, attach);
      const turn = s1.turn;
      if (e.source || !turn) return s1;
      const t = copyTurn(turn);
      t.energyAttached = turn.energyAttached + 1;
      // `s1` is a fresh copy made above (`replacePlayer`), never the state folded from.
      (s1 as Mutable<GameState>).turn = t;
      return s1;
    }
    case 'TrainerPlayed': {
      const s0 = takeFrom(s, e.player, e.from, e.card);
      const s1 = e.countsAsItem && !e.source && s0.turn ? withTurn(s0, s0.turn, (t) => (t.itemsPlayed += 1)) : s0;
      const turn = s1.turn;
      switch (e.kind) {
        case 'Item':
          return discardCards(s1, [e.card]);
        case 'Supporter': {
          const s2 = discardCards(s1, [e.card]);
          if (e.source || !turn) return s2;
          return withTurn(s2, turn, (t) => {
            t.supportersPlayed += 1;
            if (e.from === 'hand') t.supportersFromHand = [...(turn.supportersFromHand ?? []), e.card.def.name];
          });
        }
        case 'Stadium':
          return setState(s1, {
            stadium: e.card,
            ...(s1.stadiums && { stadiums: [...s1.stadiums, e.card] }),
            turn: turn && !e.source ? setTurn(turn, { stadiumsPlayed: turn.stadiumsPlayed + 1 }) : turn,
          });
        case 'Tool':
          return e.target ? withPokemon(s1, e.target, (p) => setMon(p, { attached: [...p.attached, e.card] })) : s1;
      }
      break;
    }
    case 'StadiumDiscarded':
      return discardCards(withoutStadium(s, e.card.uid), [e.card]);
    case 'EnergyDiscarded': {
      let removed: CardInst[] = [];
      const s1 = withPokemon(s, e.pokemon, (p) => {
        removed = p.attached.filter((c) => e.uids.includes(c.uid));
        const mon = copyMon(p);
        mon.attached = p.attached.filter((c) => !e.uids.includes(c.uid));
        return mon;
      });
      return discardCards(s1, removed);
    }
    case 'RetreatStarted':
      return setState(s, { stage: 'retreating', process: { kind: 'confused-retreat', player: e.player, to: e.to, results: [] } });
    case 'Retreated': {
      const s1 = swapActive(s, e.player, e.to);
      const copy = s1.turn ? withTurn(s1, s1.turn, (t) => (t.retreats += 1)) : copyState(s1);
      copy.stage = 'main';
      copy.process = null;
      return copy;
    }
    case 'RetreatFailed':
      return setState(s, { stage: 'main', process: null, turn: s.turn ? setTurn(s.turn, { retreats: s.turn.retreats + 1, retreatFailed: true }) : null });
    case 'AttackDeclared': {
      const s1 = withPlayer(s, e.player, (p) => setPlayer(p, {
        gxUsed: p.gxUsed || e.oncePerGame === 'gx',
        vstarUsed: p.vstarUsed || e.oncePerGame === 'vstar',
        // "Discard the top card of your deck" (deck-top-attack.ts): the card named, face up in the discard pile.
        ...(e.revealed && { deck: p.deck - 1, discard: [...p.discard, e.revealed] }),
      }));
      return setState(s1, {
        stage: 'attacking',
        process: {
          kind: 'attack',
          player: e.player,
          attacker: e.attacker,
          attackIndex: e.attackIndex,
          plan: e.plan,
          flips: e.flips,
          results: [],
          benchTargets: e.benchTargets,
          attackerBonus: e.attackerBonus,
          defenderReduction: e.defenderReduction,
          ...(e.count !== undefined && { count: e.count }),
          ...(e.energyDiscarded !== undefined && { energyDiscarded: e.energyDiscarded }),
          ...(e.again && { again: true }),
        },
      });
    }
    case 'StadiumUsed':
      return s.turn ? setState(s, { turn: setTurn(s.turn, { stadiumsUsed: [...(s.turn.stadiumsUsed ?? []), e.card] }) }) : s;
    case 'AbilityUsed': {
      const used = s.turn ? setState(s, { turn: setTurn(s.turn, { abilitiesUsed: [...(s.turn.abilitiesUsed ?? []), abilityUse(e.pokemon, e.name)] }) }) : s;
      return e.vstarPower ? withPlayer(used, e.player, (p) => setPlayer(p, { vstarUsed: true })) : used;
    }
    case 'VUnionAssembled':
      return withPlayer(s, e.player, (p) => {
        const parts = e.parts.map((uid) => p.discard.find((c) => c.uid === uid)).filter((c): c is CardInst => c !== undefined);
        const first = parts[0];
        if (!first) return p;
        const mon: InPlayPokemon = { ...newPokemon(first, s.turn?.number ?? 0, false), stack: parts };
        return setPlayer(p, { discard: p.discard.filter((c) => !e.parts.includes(c.uid)), bench: [...p.bench, mon], vUnionNames: [...p.vUnionNames, e.name] });
      });
    case 'DittoMarkerPlaced': {
      const s1 = withPokemon(s, e.target, (p) => setMon(p, { ditto: 'marked' }));
      return s1.turn ? setState(s1, { turn: setTurn(s1.turn, { dittoMarkerPlaced: true }) }) : s1;
    }
    case 'AdjustmentProposed':
      return setState(s, { prompts: [...s.prompts, { kind: 'confirm-adjustment', promptId: e.promptId, player: e.player, by: e.by, action: e.action, reason: e.reason }] });
    case 'AdjustmentAnswered':
      return setState(s, { prompts: s.prompts.filter((p) => p.promptId !== e.promptId) });
    case 'AttackFailed':
    case 'RuleApplied':
    case 'EffectNeedsAdjustment':
    case 'CheckupReminder':
    case 'AdjustmentLogged':
      return s;
    case 'DamageDealt':
      return withPokemon(s, e.target, (p) => {
        const mon = copyMon(p);
        mon.damage = p.damage + e.amount;
        return mon;
      });
    case 'DamageHealed':
      return withPokemon(s, e.target, (p) => setMon(p, { damage: Math.max(0, p.damage - e.amount) }));
    case 'SpecialConditionApplied':
      return withPokemon(s, e.target, (p) => {
        const mon = copyMon(p);
        if (e.condition === 'Poisoned') mon.poisoned = true;
        else if (e.condition === 'Burned') mon.burned = true;
        else mon.rotation = { condition: e.condition, sinceTurn: e.turn };
        return mon;
      });
    case 'SpecialConditionRemoved':
      return withPokemon(s, e.target, (p) => {
        if (e.condition === 'Poisoned') return setMon(p, { poisoned: false });
        if (e.condition === 'Burned') return setMon(p, { burned: false });
        return p.rotation?.condition === e.condition ? setMon(p, { rotation: null }) : p;
      });
    case 'AttackEffectsAwaited':
      return setState(s, {
        prompts: [...s.prompts, { kind: 'attack-effects', promptId: e.promptId, player: e.player, attacker: e.attacker, attack: e.attack, texts: e.texts, ...(e.count !== undefined && { count: e.count }), ...(e.returning && { returning: e.returning }) }],
      });
    case 'AttackEffectsDone':
      return setState(s, { prompts: s.prompts.filter((p) => !(p.kind === 'attack-effects' && p.player === e.player)) });
    case 'LingeringEffectAdded': {
      const target = e.target;
      if ('player' in target) return withPlayer(s, target.player, (p) => withEffects(p, [...(p.effects ?? []), e.effect]));
      return withPokemon(s, target.pokemon, (p) => withEffects(p, [...(p.effects ?? []), e.effect]));
    }
    case 'AttackResolved': {
      const copy = copyState(s);
      copy.process = null;
      copy.stage = 'turn-ending';
      return copy;
    }
    case 'TurnEnded': {
      const copy = copyState(anyExpiring(s, e.number) ? withoutExpired(s, e.number) : s);
      copy.stage = 'checkup';
      return copy;
    }
    case 'BetweenTurnsEffectsOffered': {
      const prompt = { kind: 'between-turns' as const, promptId: e.promptId, player: e.player, texts: e.texts, at: e.at };
      const proc = s.process;
      const process = proc?.kind === 'checkup' ? extended(proc, { effects: { at: e.at, later: proc.effects?.later ?? [] } }) : proc;
      return setState(s, { prompts: [...s.prompts, prompt], process });
    }
    case 'BetweenTurnsEffectsDone': {
      const proc = s.process;
      const effects = proc?.kind === 'checkup' ? proc.effects : undefined;
      const process = proc?.kind === 'checkup' && effects && e.later ? { ...proc, effects: { at: effects.at, later: [...effects.later, e.player] } } : proc;
      return setState(s, { prompts: s.prompts.filter((p) => !(p.kind === 'between-turns' && p.player === e.player)), process });
    }
    case 'CheckupStarted': {
      const copy = copyState(s);
      copy.process = { kind: 'checkup', steps: e.steps, flips: e.flips, results: [] };
      return copy;
    }
    case 'CheckupFinished': {
      const copy = copyState(s);
      copy.process = null;
      copy.stage = 'turn-starting';
      return copy;
    }
    case 'PokemonKnockedOut': {
      const knocked = e.byAttack ? findPokemon(s, e.pokemon)?.pokemon : undefined;
      const taken = takePokemon(s, e.pokemon);
      const s1 = discardCards(taken.state, taken.cards);
      const s2 = e.oncePerGame ? withPlayer(s1, e.player, (p) => setPlayer(p, { onceUsed: [...(p.onceUsed ?? []), e.oncePerGame ?? ''] })) : s1;
      // "If any of your Pokémon were Knocked Out by damage from an attack during your opponent's last turn" (damage-count.ts).
      return knocked ? withPlayer(s2, e.player, (p) => setPlayer(p, { knockedOutByAttack: knockedOutIn(p, s.turn?.number ?? 0, knocked) })) : s2;
    }
    case 'CardsMoved':
      return moveCards(s, e.uids, e.to);
    case 'PrizeCardPenaltyGiven':
      return withPlayer(s, e.player, (p) => setPlayer(p, { prizesWaived: (p.prizesWaived ?? 0) + e.count }));
    case 'PrizesTaken': {
      const p = s.players[e.player];
      const copy = copyPlayer(p);
      copy.prizes = p.prizes - e.count;
      copy.prizesTaken = p.prizesTaken + e.count;
      copy.hand = { count: p.hand.count + e.count, known: p.hand.known };
      return replacePlayer(s, e.player, copy);
    }
    case 'BenchDiscardRequired':
      return setState(s, { prompts: [...s.prompts, { kind: 'bench-discard', promptId: e.promptId, player: e.player, keep: e.keep }] });
    case 'BenchedPokemonDiscarded': {
      let s1 = setState(s, { prompts: s.prompts.filter((p) => p.promptId !== e.promptId) });
      for (const id of e.pokemon) {
        const taken = takePokemon(s1, id);
        s1 = discardCards(taken.state, taken.cards);
      }
      return s1;
    }
    case 'AttackAgainOffered':
      return setState(s, { prompts: [...s.prompts, { kind: 'attack-again', promptId: e.promptId, player: e.player, attacker: e.attacker, ability: e.ability }] });
    case 'AttackAgainAnswered':
      return setState(s, { prompts: s.prompts.filter((p) => p.kind !== 'attack-again') });
    case 'ActiveChoiceRequired': {
      const copy = copyState(s);
      copy.prompts = [...s.prompts, { kind: 'choose-active', promptId: e.promptId, player: e.player }];
      return copy;
    }
    case 'ActivePromoted': {
      const p = s.players[e.player];
      const mon = p.bench.find((b) => b.id === e.pokemon);
      let promoted: PlayerState = p;
      if (mon) {
        const copy = copyPlayer(p);
        copy.active = mon;
        copy.bench = p.bench.filter((b) => b.id !== e.pokemon);
        promoted = withActiveOnlyEnded(copy);
      }
      const copy = copyState(replacePlayer(s, e.player, promoted));
      copy.prompts = s.prompts.filter((p) => !(p.kind === 'choose-active' && p.player === e.player));
      return copy;
    }
    case 'ActiveSwitched':
      return swapActive(s, e.player, e.to);
    case 'CardDiscardedFromHand':
      return discardCards(takeFrom(s, e.player, 'hand', e.card), [e.card]);
    case 'JudgeRestored':
      // The restored state, with this state's version: ids made from the version stay unique in the match.
      // A state restored in an older log carries the profile as it was then recorded.
      return setState(e.state, { version: s.version, profile: e.state.profile && completeProfile(e.state.profile) });
    case 'GameWon':
      return setState(s, { stage: 'finished', prompts: [], process: null, result: { winner: e.winner, reasons: e.reasons } });
    case 'SuddenDeathStarted': {
      const profile = s.profile ? { ...s.profile, prizeCount: e.prizeCount } : null;
      const fresh = (p: PlayerState): PlayerState => ({
        ...emptyPlayer(p.name),
        deck: p.deckSize ?? profile?.deckSize ?? 0,
        ...(p.deckSize !== undefined && { deckSize: p.deckSize }),
        ...(p.deckList !== undefined && { deckList: p.deckList }),
      });
      return setState(s, {
        profile,
        game: e.game,
        stage: profile?.whoStarts === 'coin-winner-chooses' ? 'toss' : 'placing',
        players: { p1: fresh(s.players.p1), p2: fresh(s.players.p2) },
        tossWinner: null,
        firstPlayer: null,
        turn: null,
        stadium: null,
        ...(s.stadiums && { stadiums: [] }),
        prompts: [],
        process: null,
      });
    }
  }
}

/** A copy of the state whose turn is a copy of `turn` changed by `change`. */
function withTurn(s: GameState, turn: TurnState, change: (t: Mutable<TurnState>) => void): Mutable<GameState> {
  const t = copyTurn(turn);
  change(t);
  const copy = copyState(s);
  copy.turn = t;
  return copy;
}

/** The lasting effects that end with this turn are gone from every Pokémon and player. */
function withoutExpired(s: GameState, turn: number): GameState {
  const mon = (m: InPlayPokemon): InPlayPokemon => (m.effects ? withEffects(m, remaining(m.effects, turn)) : m);
  const player = (p: PlayerState): PlayerState => {
    const kept = p.effects ? withEffects(p, remaining(p.effects, turn)) : p;
    return setPlayer(kept, { active: kept.active ? mon(kept.active) : null, bench: kept.bench.map(mon) });
  };
  return setState(s, { players: { p1: player(s.players.p1), p2: player(s.players.p2) } });
}

/** A Stadium leaves play; where several are in play, the last one played of the others is `stadium`. */
function withoutStadium(s: GameState, uid: string): GameState {
  if (!s.stadiums) return setState(s, { stadium: null });
  const stadiums = s.stadiums.filter((c) => c.uid !== uid);
  return setState(s, { stadiums, stadium: stadiums[stadiums.length - 1] ?? null });
}

function addResult(p: Process, results: readonly CoinFace[]): Process {
  return { ...p, results: [...p.results, results] };
}

export function newPokemon(card: CardInst, turn: number, faceDown: boolean): InPlayPokemon {
  return {
    id: card.uid,
    owner: card.owner,
    stack: [card],
    attached: [],
    damage: 0,
    rotation: null,
    poisoned: false,
    burned: false,
    enteredTurn: turn,
    faceDown,
  };
}

/** A card leaves a hidden zone (or the discard pile) to come into play. */
function takeFrom(s: GameState, seat: Seat, from: CardOrigin, card: CardInst): GameState {
  return replacePlayer(s, seat, takenFrom(s.players[seat], from, card));
}

/** A fresh copy of the player without the card, for the event to change further before it is put in the state. */
function takenFrom(p: PlayerState, from: CardOrigin, card: CardInst): Mutable<PlayerState> {
  const copy = copyPlayer(p);
  switch (from) {
    case 'hand': {
      const known = p.hand.known;
      copy.hand = { count: p.hand.count - 1, known: known.length ? known.filter((c) => c.uid !== card.uid) : known };
      break;
    }
    case 'deck':
      copy.deck = p.deck - 1;
      break;
    case 'discard':
      copy.discard = p.discard.filter((c) => c.uid !== card.uid);
      break;
  }
  return copy;
}

function reveal(s: GameState): GameState {
  const up = (p: InPlayPokemon): InPlayPokemon => (p.faceDown ? setMon(p, { faceDown: false }) : p);
  const r = (p: PlayerState): PlayerState => (setPlayer(p, { active: p.active ? up(p.active) : null, bench: p.bench.map(up) }));
  return setState(s, { players: { p1: r(s.players.p1), p2: r(s.players.p2) } });
}

/** The Active goes to the Bench and loses its Special Conditions; the chosen Benched Pokémon becomes Active. */
function swapActive(s: GameState, seat: Seat, to: string): GameState {
  return withPlayer(s, seat, (p) => {
    const next = p.bench.find((b) => b.id === to);
    if (!next) return p;
    const old = p.active;
    const bench = p.bench.filter((b) => b.id !== to);
    // Moving to the Bench also ends the effects of attacks on it (000 "E) Ziehe dein Aktives Pokémon zurück").
    const benched = old && setMon(old, { rotation: null, poisoned: false, burned: false });
    return withActiveOnlyEnded(setPlayer(p, {
      active: next,
      bench: benched ? [...bench, benched.effects ? withEffects(benched, []) : benched] : bench,
    }));
  });
}

/** A new Active Pokémon: the player's effects that last only while another one was Active are over (`endedOffActive`). */
function withActiveOnlyEnded(p: PlayerState): PlayerState {
  const effects = p.effects;
  return effects?.some((e) => endedOffActive(e, p.active)) ? withEffects(p, effects.filter((e) => !endedOffActive(e, p.active))) : p;
}

/** Adjustments and judge corrections: move cards to a hand, deck, discard pile or Lost Zone of their owner. */
function moveCards(s: GameState, uids: readonly string[], to: Destination | 'owner-discard'): GameState {
  let st = s;
  for (const uid of uids) {
    const loc = locate(st, uid);
    if (!loc) continue;
    let cards: CardInst[];
    switch (loc.zone) {
      case 'pokemon': {
        const t = takePokemon(st, uid);
        st = t.state;
        cards = t.cards;
        break;
      }
      case 'attached':
        st = withPokemon(st, loc.pokemon.id, (p) => setMon(p, { attached: p.attached.filter((c) => c.uid !== uid) }));
        cards = [loc.card];
        break;
      case 'stack':
        // A card under or on top of the stack leaves; if it was the top card the Pokémon devolves.
        st = withPokemon(st, loc.pokemon.id, (p) => setMon(p, { stack: p.stack.filter((c) => c.uid !== uid) }));
        cards = [loc.card];
        break;
      case 'discard':
        st = withPlayer(st, loc.seat, (p) => setPlayer(p, { discard: p.discard.filter((c) => c.uid !== uid) }));
        cards = [loc.card];
        break;
      case 'lost-zone':
        st = withPlayer(st, loc.seat, (p) => setPlayer(p, { lostZone: p.lostZone.filter((c) => c.uid !== uid) }));
        cards = [loc.card];
        break;
      case 'hand':
        st = withPlayer(st, loc.seat, (p) => setPlayer(p, { hand: { count: p.hand.count - 1, known: p.hand.known.filter((c) => c.uid !== uid) } }));
        cards = [loc.card];
        break;
      case 'stadium':
        st = withoutStadium(st, uid);
        cards = [loc.card];
        break;
    }
    st = place(st, cards, to);
  }
  return st;
}

function place(s: GameState, cards: readonly CardInst[], to: Destination | 'owner-discard'): GameState {
  if (to === 'discard' || to === 'owner-discard') return discardCards(s, cards);
  let st = s;
  for (const card of cards) {
    const c = faceUp(card);
    st = withPlayer(st, c.owner, (p) => {
      switch (to) {
        case 'hand':
          return setPlayer(p, { hand: { count: p.hand.count + 1, known: [...p.hand.known, c] } });
        case 'deck':
          return setPlayer(p, { deck: p.deck + 1 });
        case 'lost-zone':
          return setPlayer(p, { lostZone: [...p.lostZone, c] });
      }
    });
  }
  return st;
}
