import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { attacksOf } from './attack.js';
import type { CardDef } from './card.js';
import type { Command } from './command.js';
import { benchSize, energyOf, maxHp, retreatCost, typesOf } from './continuous-effects.js';
import { decide } from './decide.js';
import { enteredCount } from './damage-count.js';
import { parseAttack } from './attack-text.js';
import { replay } from './fold.js';
import { brokenInvariants } from './invariants.js';
import { SEATS, inPlay, opponentOf, type GameState } from './state.js';
import { quickStart } from './testing/table.js';
import { seededChoices } from './testing/arbitraries.js';

/**
 * Random play with every kind of continuous effect in play (Tools raising HP and damage, lowering Retreat Cost,
 * Stadiums changing Retreat Cost and the Bench size, Abilities, Special Energy with conditions): the modified
 * values are never negative, the Bench never over its size without a discard prompt, and the log replays to
 * the live state.
 */

// Counter-attacks: Cacnea "Counterattack Quills", Roselia "Poison Point"; Antique Root Fossil "Primal Root" (attack costs while Active).
const POKEMON = ['sv7-128', 'sv8-76', 'sv2-62', 'sv2-63', 'sv4-106', 'swsh6-89', 'sv7-32', 'sv3pt5-7', 'sv5-118', 'me1-8', 'sv8-12', 'sv1-5', 'sv5-8', 'sv7-130'].map(cardById);
// Energy-changing and type-changing Abilities: Meganium "Wild Growth" (from Chikorita), Scovillain "Double Type" (from Capsakid).
const EVOLUTIONS = ['me1-9', 'me1-10', 'sv3-25'].map(cardById);
// "Up to 4" and "any amount": Superior Energy Retrieval, Iron Leaves ex "Rapid Vernier".
const UP_TO_4 = cardById('sv2-189');
// Rocky Helmet and Lucky Helmet (counter-attacks, the second handed to the players).
const TOOLS = ['bw9-99', 'sv6-225', 'sv5-152', 'sv2-173', 'sv1-197', 'sv1-169', 'sv5-154', 'sv2-176', 'sv8-169', 'sv4-164', 'sv1-193', 'sv6-158'].map(cardById);
const STADIUMS = ['sv7-131', 'sv1-167'].map(cardById);
// Spiky Energy (a counter-attack) and Mist Energy (attack effects prevented).
const ENERGY = ['sve-1', 'sve-3', 'sve-6', 'sv2-192', 'sv2-191', 'sv5-162', 'sv6-167', 'swsh9-151', 'sv10-182', 'sv2-190', 'sv9-159', 'sv5-161'].map(cardById);

const at = <T,>(xs: readonly T[], n: number): T => xs[n % xs.length] as T;

function options(s: GameState, n: number): Command[] {
  const prompt = s.prompts[0];
  if (prompt) {
    switch (prompt.kind) {
      case 'coin-flip':
        return [{ type: 'RecordCoinFlip', promptId: prompt.promptId, results: prompt.request.mode === 'coins' ? Array.from({ length: prompt.request.count }, () => (n % 2 ? 'heads' : 'tails')) : ['tails'], origin: { kind: 'simulated', note: 'property' } }];
      case 'choose-active':
        return s.players[prompt.player].bench.map((b) => ({ type: 'PromoteActive', player: prompt.player, target: b.id }) as Command);
      case 'bench-discard': {
        const bench = s.players[prompt.player].bench;
        return [{ type: 'DiscardBenchedPokemon', player: prompt.player, pokemon: bench.slice(prompt.keep).map((b) => b.id) }];
      }
      case 'attack-effects':
        // The players have nothing to enter here: the attack goes on to its Knock Outs, and the game goes on.
        return [{ type: 'FinishAttack', player: prompt.player }];
      default:
        return [];
    }
  }
  const turn = s.turn;
  if (s.stage !== 'main' || !turn) return [];
  const me = turn.player;
  const mine = inPlay(s.players[me]);
  const target = at(mine, n >> 3);
  const effect = { kind: 'effect', card: 'property' } as const;
  const all: Command[] = [
    // From the deck, as a search effect would: the hand would run dry long before the effects are all in play.
    { type: 'PlayTrainer', player: me, card: at(TOOLS, n >> 5), target: target.id, from: 'deck' },
    { type: 'AttachEnergy', player: me, card: at(ENERGY, n >> 4), target: target.id, source: effect },
    { type: 'PlayTrainer', player: me, card: at(STADIUMS, n >> 6), from: 'deck' },
    { type: 'PlayToBench', player: me, card: at(POKEMON.filter((c) => c.stage === 'Basic'), n >> 7), from: 'deck' },
  ];
  // Now and then only: an Item can be played any number of times, and would empty the deck.
  if (n % 16 === 0) all.push({ type: 'PlayTrainer', player: me, card: UP_TO_4, from: 'deck', count: 1 + (n % 4) });
  if (n % 3 === 0) all.push({ type: 'Adjust', player: me, reason: 'property', action: { kind: 'put-damage-counters', target: at(inPlay(s.players[opponentOf(me)]), n >> 2).id, counters: 1 + (n % 9) } });
  const active = s.players[me].active;
  const to = s.players[me].bench[0];
  if (active && to) all.push({ type: 'Retreat', player: me, to: to.id, discard: active.attached.filter((c) => c.def.supertype === 'Energy').slice(0, retreatCost(s, active)).map((c) => c.uid) });
  // Attacks now and then, so that games last long enough for the effects to come and go.
  if (active && n % 4 === 0) {
    attacksOf(active).forEach((a, i) => {
      const asked = enteredCount(parseAttack(a).damage ?? []);
      all.push({ type: 'Attack', player: me, attack: i, ...(asked && { count: asked.max ?? 1 }) });
    });
  }
  const k = n % all.length;
  // An evolution first where one fits (from the turn's draw): the hand is soon spent on the other plays.
  const evolution = EVOLUTIONS.find((c) => c.evolvesFrom === target.stack.at(-1)?.def.name);
  const evolve: Command[] = evolution ? [{ type: 'Evolve', player: me, card: evolution, target: target.id }] : [];
  return [...evolve, ...all.slice(k), ...all.slice(0, k), { type: 'EndTurn', player: me }];
}

function nonNegative(s: GameState): string[] {
  const bad: string[] = [];
  const profile = s.profile;
  if (!profile) return bad;
  for (const seat of SEATS) {
    if (benchSize(s, profile, seat) < profile.benchSize) bad.push(`${seat} Bench size below the profile's`);
    for (const p of inPlay(s.players[seat])) {
      if (retreatCost(s, p) < 0) bad.push(`${p.id} negative Retreat Cost`);
      if ((maxHp(s, p) ?? 0) < 0) bad.push(`${p.id} negative HP`);
      if (typesOf(s, p).length < Math.min(1, (p.stack.at(-1)?.def.types ?? []).length)) bad.push(`${p.id} has lost its type`);
      if (energyOf(s, p).length < p.attached.filter((c) => c.def.energyKind === 'Basic').length) bad.push(`${p.id} Basic Energy providing less than 1`);
    }
  }
  return bad;
}

function play(a: number, b: number, choices: readonly number[], each: (s: GameState) => void = () => {}) {
  const bench = [cardById('sv7-128'), cardById('sv2-62')];
  const t = quickStart({ profile: 'sv', p1: { active: at(POKEMON, a), bench }, p2: { active: at(POKEMON, b), bench } });
  for (const n of choices) {
    if (t.state.stage === 'finished') break;
    const cmd = options(t.state, n).find((c) => decide(t.state, c).ok);
    if (!cmd) break;
    t.do(cmd);
    each(t.state);
  }
  return t;
}

describe('continuous effects over random play', () => {
  it('modified values are never negative, the Bench never over its size without a prompt, and replay equals the live state', () => {
    fc.assert(
      fc.property(fc.nat({ max: 7 }), fc.nat({ max: 7 }), fc.array(fc.nat({ max: 1 << 20 }), { minLength: 1, maxLength: 120 }), (a, b, choices) => {
        const t = play(a, b, choices, (s) => {
          expect(nonNegative(s)).toEqual([]);
          expect(brokenInvariants(s)).toEqual([]);
        });
        expect(replay(t.log)).toEqual(t.state);
      }),
      { numRuns: 40 },
    );
  });

  it('random play reaches the effects: Tools, Stadiums, retreats, attacks with damage, counter-attacks, Knock Outs and Bench discards', () => {
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const choices = seededChoices(seed, 300);
      const t = play(seed, seed >> 1, choices);
      for (const e of t.log) {
        kinds.add(e.type);
        // A counter-attack: damage an attack's cause names the Defending Pokémon for, put on the Attacking Pokémon.
        if (e.type === 'DamageDealt' && e.cause.kind === 'attack' && e.steps === null && e.cause.attacker !== e.target) kinds.add('counter-attack');
      }
    }
    expect([...kinds]).toEqual(expect.arrayContaining(['TrainerPlayed', 'StadiumDiscarded', 'Retreated', 'DamageDealt', 'PokemonKnockedOut', 'BenchDiscardRequired', 'BenchedPokemonDiscarded', 'PokemonEvolved', 'counter-attack']));
  }, 30_000);
});
