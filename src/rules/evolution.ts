import { attacksOf } from './attack.js';
import { handTriggeredAbilities } from './ability-triggers.js';
import type { CardDef } from './card.js';
import { isBasicPokemon, isStage2 } from './card-category.js';
import { evolvesNewInPlay } from './card-effects/evolution-permissions.js';
import { prepare } from './card-entry.js';
import { earlyEvolution, evolutionTexts } from './card-text.js';
import { evolutionByEffect } from './continuous-effects.js';
import type { CommandOf } from './command.js';
import { violation, type Emitter, type Outcome } from './emitter.js';
import { requireTurn } from './main-phase.js';
import { stadiumLetsEvolveNow } from './same-turn-evolution.js';
import { announceInPlayAbilities } from './passive-abilities.js';
import { pokemonName } from './names.js';
import { findPokemon, topCard, type GameState, type Seat } from './state.js';

/**
 * Evolution (000 "Hinweise zur Entwicklung", "Was gehört zum Namen eines Pokémon?"; 002 "TURN ACTIONS" B):
 * the name after "Evolves from" matches exactly; not a Pokémon's first turn in play (which also forbids
 * evolving twice a turn), not on either player's first turn where the profile says so. A Mega Evolution
 * ends the turn (000 "Anhang 23", 001 "Liite Q"). An effect (Rare Candy) may skip the Stage 1.
 */
export function evolvePokemon(ctx: Emitter, cmd: CommandOf<'Evolve'>): Outcome {
  const bad = requireTurn(ctx, cmd.player, cmd.source);
  if (bad) return bad;
  const card = prepare(ctx, cmd);
  if ('code' in card) return card;
  const refs = ctx.profile.refs;
  const rules = ctx.profile.evolution;
  const def = card.def;
  if (def.supertype !== 'Pokémon' || def.evolvesFrom === undefined) {
    return violation('not-evolution', `${def.name} is not an Evolution card.`, refs.evolve);
  }
  const found = findPokemon(ctx.state, cmd.target);
  if (!found || found.seat !== cmd.player) return violation('no-such-pokemon', 'Evolve one of your own Pokémon in play.', refs.evolve);
  const target = found.pokemon;
  const current = topCard(target);
  const turn = ctx.state.turn?.number ?? 0;
  const rareCandy = cmd.source !== undefined && isStage2(def) && isBasicPokemon(current);
  // The same printed name is the same name: only a different one is read for its level or δ (four regular expressions each).
  if (!rareCandy && def.evolvesFrom !== current.name && pokemonName(def.evolvesFrom) !== pokemonName(current.name)) {
    return violation('name-mismatch', `${def.name} evolves from ${def.evolvesFrom}, not from ${current.name}.`, refs.names);
  }
  const firstTurn = rules.notOnPlayersFirstTurn && turn <= 2;
  // 003 "Menü der Beschränkungen" lets a Pokémon evolve the turn it was played, still not twice in one turn
  // (a stack of more than one card that entered this turn evolved this turn).
  const newInPlay = target.enteredTurn === turn && (rules.notOnPokemonsFirstTurn || target.stack.length > 1);
  // Only a card that says so explicitly lifts these limits (000 "Hinweise zur Entwicklung"): the effect's
  // text, the Evolution card's own text, or the evolving Pokémon's Ability.
  const early = firstTurn || newInPlay
    ? earlyEvolution(
        [...(cmd.source?.text !== undefined ? [cmd.source.text] : []), ...evolutionTexts(def), ...evolutionTexts(current)],
        ctx.state.firstPlayer !== cmd.player,
      )
    : null;
  const byEffect = cmd.source?.text !== undefined ? evolutionByEffect(cmd.source.text) : null;
  if (firstTurn && !early?.firstTurn && !byEffect?.firstTurn) {
    return violation('first-turn-evolution', 'Neither player can evolve a Pokémon on their first turn.', refs.evolve);
  }
  const evolvedThisTurn = target.enteredTurn === turn && target.stack.length > 1;
  // The attack whose effect the players are entering may evolve a Pokémon put into play this turn, by its card's text.
  const byAttack = cmd.source !== undefined && !evolvedThisTurn && attackingCards(ctx.state, cmd.player).some(evolvesNewInPlay);
  if (newInPlay && !early?.newInPlay && !(byEffect?.again && evolvedThisTurn) && !byAttack && !stadiumLetsEvolveNow(ctx.state, current, def)) {
    return violation('pokemon-new-in-play', `${current.name} came into play or evolved this turn, so it cannot evolve yet.`, refs.evolve);
  }
  const endsTurn = rules.megaEndsTurn && def.stage === 'MEGA';
  ctx.emit({ type: 'PokemonEvolved', player: cmd.player, target: target.id, card, from: cmd.from ?? 'hand', source: cmd.source ?? null, endsTurn });
  announceInPlayAbilities(ctx, target.id);
  if ((cmd.from ?? 'hand') === 'hand') handTriggeredAbilities(ctx, cmd.player, 'evolution');
  return undefined;
}

/**
 * The cards that hold the attack whose effects the player is entering (its `attack-effects` prompt): the Pokémon's
 * own card, or the attached card the attack is printed on (a Technical Machine).
 */
function attackingCards(state: GameState, player: Seat): CardDef[] {
  const proc = state.process;
  if (proc?.kind !== 'attack' || proc.player !== player || !state.prompts.some((p) => p.kind === 'attack-effects' && p.player === player)) return [];
  const attacker = findPokemon(state, proc.attacker)?.pokemon;
  const attack = attacker ? attacksOf(attacker)[proc.attackIndex] : undefined;
  if (!attacker || !attack) return [];
  return [...attacker.stack, ...attacker.attached].map((c) => c.def).filter((d) => d.attacks.includes(attack));
}
