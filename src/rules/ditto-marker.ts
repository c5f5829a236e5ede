import { hasRuleBox, isBasicPokemon, isStage1, isStage2 } from './card-category.js';
import type { CommandOf } from './command.js';
import { violation, type Emitter, type Outcome } from './emitter.js';
import { prepare } from './card-entry.js';
import { requireTurn } from './main-phase.js';
import { announceInPlayAbilities } from './passive-abilities.js';
import { FORMAT_REFS } from './rulebook.js';
import { findPokemon, topCard } from './state.js';

/**
 * The Ditto marker rule of 003 "Ditto-Draft" (also "Packkampf"): "Einmal während deines Zuges kannst du
 * 1 Ditto-Marke auf 1 deiner Basis-Pokémon legen, das kein Regelfeld hat." The Pokémon gains the Ability
 * "Entwicklungsvorteil" (evolveWithDittoMarker).
 */
export function placeDittoMarker(ctx: Emitter, cmd: CommandOf<'PlaceDittoMarker'>): Outcome {
  const bad = requireTurn(ctx, cmd.player);
  if (bad) return bad;
  const ref = FORMAT_REFS.dittoMarker;
  if (!ctx.profile.dittoMarkers) return violation('no-ditto-markers', 'This format is played without Ditto markers.', ref);
  if (ctx.state.turn?.dittoMarkerPlaced) return violation('ditto-marker-placed', 'You can place only one Ditto marker during your turn.', ref);
  const found = findPokemon(ctx.state, cmd.target);
  if (!found || found.seat !== cmd.player) return violation('no-such-pokemon', 'Place the Ditto marker on one of your own Pokémon.', ref);
  const top = topCard(found.pokemon);
  if (!isBasicPokemon(top) || hasRuleBox(top)) {
    return violation('ditto-marker-target', `${top.name} is not a Basic Pokémon without a rule box: a Ditto marker goes only on one.`, ref);
  }
  if (found.pokemon.ditto) return violation('ditto-marker-there', `${top.name} already has a Ditto marker.`, ref);
  ctx.emit({ type: 'DittoMarkerPlaced', player: cmd.player, target: found.pokemon.id });
  return undefined;
}

/**
 * "Fähigkeit: ENTWICKLUNGSVORTEIL. Einmal während deines Zuges, kannst du 1 beliebige Phase-1- oder
 * Phase-2-Karte aus deiner Hand auf dieses Pokémon legen, um es zu entwickeln. Du kannst diese Fähigkeit
 * nicht während deines ersten Zuges oder während des Zuges, in dem dieses Pokémon ins Spiel gebracht wurde,
 * einsetzen. Wenn du eine Phase-2-Karte auf dieses Pokémon legst, endet dein Zug. Jedes Pokémon kann pro
 * Spiel nur 1 Fähigkeit Entwicklungsvorteil einsetzen." Any Stage 1 or Stage 2, whatever it evolves from;
 * once per game per Pokémon, which also makes it once per turn.
 */
export function evolveWithDittoMarker(ctx: Emitter, cmd: CommandOf<'EvolveWithDittoMarker'>): Outcome {
  const bad = requireTurn(ctx, cmd.player);
  if (bad) return bad;
  const ref = FORMAT_REFS.dittoMarker;
  if (!ctx.profile.dittoMarkers) return violation('no-ditto-markers', 'This format is played without Ditto markers.', ref);
  const card = prepare(ctx, { player: cmd.player, card: cmd.card, uid: cmd.uid, from: 'hand' });
  if ('code' in card) return card;
  const def = card.def;
  if (!isStage1(def) && !isStage2(def)) {
    return violation('not-stage-1-or-2', `${def.name} is not a Stage 1 or Stage 2 card.`, ref);
  }
  const found = findPokemon(ctx.state, cmd.target);
  if (!found || found.seat !== cmd.player) return violation('no-such-pokemon', 'Evolve one of your own Pokémon in play.', ref);
  const target = found.pokemon;
  const name = topCard(target).name;
  if (target.ditto === 'used') return violation('ditto-used', `${name} has used Entwicklungsvorteil: each Pokémon can use it once per game.`, ref);
  if (target.ditto !== 'marked') return violation('no-ditto-marker', `${name} has no Ditto marker.`, ref);
  const turn = ctx.state.turn?.number ?? 0;
  // The player whose turn it is plays the first turn as turn 1 or 2.
  if (turn <= 2) return violation('ditto-first-turn', 'Entwicklungsvorteil cannot be used during your first turn.', ref);
  if (target.enteredTurn === turn) return violation('ditto-new-in-play', `${name} came into play this turn: Entwicklungsvorteil cannot be used yet.`, ref);
  ctx.emit({
    type: 'PokemonEvolved',
    player: cmd.player,
    target: target.id,
    card,
    from: 'hand',
    source: null,
    endsTurn: def.stage === 'Stage 2',
    dittoMarker: true,
  });
  announceInPlayAbilities(ctx, target.id);
  return undefined;
}
