import fc from 'fast-check';
import { cardById } from '../../catalogue/testing.js';
import { attacksOf } from '../attack.js';
import type { CardDef } from '../card.js';
import type { CoinFace } from '../coin.js';
import type { Command } from '../command.js';
import { decide } from '../decide.js';
import type { GameEvent } from '../event.js';
import { evolve } from '../fold.js';
import { pokemonName } from '../names.js';
import type { ProfileId } from '../profile.js';
import { initialState, inPlay, opponentOf, SEATS, topCard, type GameState } from '../state.js';

/**
 * Random legal games, for property tests and the benchmark: at each step the candidate commands of the
 * state are listed, a choice picks one, and a candidate the rules refuse is skipped for the next one.
 * The hub uses it too (a property test of viewFor).
 */

const POOL_IDS = [
  'xy0-1', 'xy0-2', 'xy0-3', 'xy0-4', 'xy0-5', 'xy0-8', 'xy0-9', 'xy0-10', 'xy0-12', 'xy0-13', 'xy0-14',
  'xy0-17', 'xy0-16', 'xy0-20', 'xy0-19', 'xy0-21', 'xy0-26', 'xy0-28', 'xy0-31', 'xy0-32',
  'xy0-37', 'xy0-38', 'xy0-39', 'sv2-171', 'sv1-167', 'sv1-169',
  'sve-1', 'sve-2', 'sve-3', 'sve-7', 'sve-8', 'base1-96', 'base1-10', 'sv1-30', 'sv2-53', 'swsh1-79', 'sm7-7',
];

let pool: readonly CardDef[] | undefined;
/** Real cards (Kalos Starter Set and a few others) the random games are played with. */
export function cardPool(): readonly CardDef[] {
  pool ??= POOL_IDS.map(cardById);
  return pool;
}

const PROFILES: readonly ProfileId[] = ['sv', 'swsh', 'xy', 'classic'];

/** Candidate commands in a state; some may be refused by the rules, which is what `playRandomGame` filters. */
export function candidates(state: GameState, choice: number): Command[] {
  const cards = cardPool();
  const pick = <T>(xs: readonly T[], salt = 0): T | undefined => xs[(choice + salt) % Math.max(1, xs.length)];
  if (state.stage === 'not-started') {
    return [{ type: 'StartMatch', matchId: `random-${choice}`, profile: pick(PROFILES) ?? 'sv', players: [{ name: 'A' }, { name: 'B' }] }];
  }
  const prompt = state.prompts[0];
  if (prompt) {
    switch (prompt.kind) {
      case 'coin-flip': {
        const faces: CoinFace[] =
          prompt.request.mode === 'coins'
            ? Array.from({ length: prompt.request.count }, (_, i) => ((choice >> i) & 1 ? 'heads' : 'tails'))
            : [...Array.from({ length: choice % 3 }, (): CoinFace => 'heads'), 'tails'];
        return [{ type: 'RecordCoinFlip', promptId: prompt.promptId, results: faces, origin: { kind: 'simulated', note: 'random game' } }];
      }
      case 'choose-first-player':
        return [{ type: 'ChooseFirstPlayer', player: prompt.player, first: choice % 2 ? 'p1' : 'p2' }];
      case 'choose-active': {
        const bench = state.players[prompt.player].bench;
        return bench.map((b) => ({ type: 'PromoteActive', player: prompt.player, target: b.id }) as Command);
      }
      case 'mulligan-draws':
        return [{ type: 'DrawMulliganCards', player: prompt.player, count: choice % (prompt.max + 1) }];
      case 'attack-effects':
        return [{ type: 'FinishAttack', player: prompt.player }];
      case 'between-turns':
        return [{ type: 'FinishBetweenTurns', player: prompt.player, ...(choice % 2 === 0 && { later: true }) }, { type: 'FinishBetweenTurns', player: prompt.player }];
      case 'starting-pokemon': {
        const basic = pick(cards.filter((c) => c.supertype === 'Pokémon' && c.stage === 'Basic'));
        return choice % 2 && basic ? [{ type: 'ChooseStartingPokemon', player: prompt.player, card: basic }] : [{ type: 'ChooseStartingPokemon', player: prompt.player }];
      }
    }
  }
  const basics = cards.filter((c) => c.supertype === 'Pokémon' && c.stage === 'Basic');
  if (state.stage === 'placing' || state.stage === 'mulligan-draws') {
    const out: Command[] = [];
    for (const seat of SEATS) {
      const pl = state.players[seat];
      if (pl.setupDone) continue;
      if (!pl.active) {
        if (choice % 17 === 0 && state.stage === 'placing') out.push({ type: 'DeclareMulligan', player: seat });
        out.push({ type: 'PlaceActive', player: seat, card: pick(basics) ?? (basics[0] as CardDef) });
      } else {
        if (choice % 3 === 0) out.push({ type: 'PlayToBench', player: seat, card: pick(basics, 1) ?? (basics[0] as CardDef) });
        out.push({ type: 'FinishSetup', player: seat });
      }
    }
    return out;
  }
  const turn = state.turn;
  if (state.stage !== 'main' || !turn) return [];
  const me = turn.player;
  const pl = state.players[me];
  const mine = inPlay(pl);
  const out: Command[] = [];
  const target = pick(mine, 3);
  const energy = cards.filter((c) => c.supertype === 'Energy');
  const trainers = cards.filter((c) => c.supertype === 'Trainer');
  if (target) {
    const wanted = topCard(target).types?.[0];
    const e = energy.find((c) => c.provides?.[0] === wanted && choice % 4 !== 0) ?? pick(energy, 5);
    if (e) out.push({ type: 'AttachEnergy', player: me, card: e, target: target.id });
    const evo = cards.find((c) => c.evolvesFrom !== undefined && pokemonName(c.evolvesFrom) === pokemonName(topCard(target).name));
    if (evo) out.push({ type: 'Evolve', player: me, card: evo, target: target.id });
    // Format hooks, offered only where the profile has them, so the plain random games stay as they were.
    const profile = state.profile;
    if (profile?.openHands && choice % 7 === 0) out.push({ type: 'RevealHandCard', player: me, card: pick(cards, 23) ?? (cards[0] as CardDef) });
    if (profile?.faceDownRainbowEnergy) out.push({ type: 'AttachFaceDownEnergy', player: me, card: pick(cards, 17) ?? e ?? (cards[0] as CardDef), target: target.id });
    if (profile?.dittoMarkers) {
      out.push({ type: 'PlaceDittoMarker', player: me, target: target.id });
      const stage = pick(cards.filter((c) => c.stage === 'Stage 1' || c.stage === 'Stage 2'), 19);
      if (stage) out.push({ type: 'EvolveWithDittoMarker', player: me, card: stage, target: target.id });
    }
  }
  out.push({ type: 'PlayToBench', player: me, card: pick(basics, 7) ?? (basics[0] as CardDef) });
  const trainer = pick(trainers, 11);
  if (trainer) out.push({ type: 'PlayTrainer', player: me, card: trainer, ...(trainer.trainerKind === 'Tool' && target && { target: target.id }) });
  const active = pl.active;
  if (active) {
    const to = pick(pl.bench, 13);
    const paid = active.attached.slice(0, topCard(active).retreatCost).map((c) => c.uid);
    if (to) out.push({ type: 'Retreat', player: me, to: to.id, discard: paid });
    const attacks = attacksOf(active);
    attacks.forEach((_, i) => {
      const oppBench = state.players[opponentOf(me)].bench;
      out.push({ type: 'Attack', player: me, attack: i });
      if (oppBench[0]) out.push({ type: 'Attack', player: me, attack: i, benchTargets: [oppBench[0].id] });
    });
  }
  const foe = state.players[opponentOf(me)].active;
  if (foe && choice % 5 === 0) {
    out.push({ type: 'Adjust', player: me, reason: 'random effect', action: { kind: 'put-damage-counters', target: foe.id, counters: 1 + (choice % 4) } });
  }
  const benched = pl.bench[0];
  if (benched && choice % 19 === 0) {
    out.push({ type: 'Adjust', player: me, reason: 'random: back to the hand', action: { kind: 'move-card', uid: benched.id, to: 'hand' } });
  }
  const known = pl.hand.known[0];
  if (known && known.def.stage === 'Basic') out.push({ type: 'PlayToBench', player: me, card: known.def, uid: known.uid });
  if (foe && choice % 23 === 0) {
    out.push({ type: 'JudgeCorrect', judge: 'random judge', reason: 'random', action: { kind: 'set-condition', target: foe.id, condition: pick(['Asleep', 'Burned', 'Confused', 'Paralyzed', 'Poisoned'] as const) ?? 'Poisoned' } });
  }
  // Rotate so the choice decides which candidate comes first; EndTurn stays the last resort.
  const k = out.length ? choice % out.length : 0;
  return [...out.slice(k), ...out.slice(0, k), { type: 'EndTurn', player: me }];
}

export interface RandomGame {
  readonly commands: Command[];
  readonly events: GameEvent[];
  readonly states: GameState[];
  readonly final: GameState;
  /** The state `decide` returned with the last command: equal to `final`, which folds the events. */
  readonly decided: GameState;
}

/** `n` choices for `playRandomGame` from a seed: a linear congruential sequence, the same on every machine. */
export function seededChoices(seed: number, n: number): number[] {
  let x = seed;
  return Array.from({ length: n }, () => (x = (x * 1103515245 + 12345) % 2147483648));
}

/**
 * Play a legal game from these choices (one per step), until it ends or the choices run out. `start`
 * replaces the random StartMatch (e.g. a format with a larger deck for a long game).
 */
export function playRandomGame(choices: readonly number[], opts: { keepStates?: boolean; start?: Command } = {}): RandomGame {
  let state = initialState;
  let decided = initialState;
  const commands: Command[] = [];
  const events: GameEvent[] = [];
  const states: GameState[] = [];
  for (const choice of choices) {
    if (state.stage === 'finished') break;
    let applied = false;
    const options = state.stage === 'not-started' && opts.start ? [opts.start] : candidates(state, choice);
    for (const cmd of options) {
      const d = decide(state, cmd);
      if (!d.ok) continue;
      for (const e of d.events) state = evolve(state, e);
      decided = d.state;
      commands.push(cmd);
      events.push(...d.events);
      if (opts.keepStates) states.push(state);
      applied = true;
      break;
    }
    if (!applied) break;
  }
  return { commands, events, states, final: state, decided };
}

/** fast-check: a random legal game of up to `maxSteps` commands. */
export function randomGameArbitrary(maxSteps = 200): fc.Arbitrary<RandomGame> {
  return fc.array(fc.nat({ max: 1 << 20 }), { minLength: 1, maxLength: maxSteps }).map((choices) => playRandomGame(choices, { keepStates: true }));
}

export { brokenInvariants } from '../invariants.js';

