import { isBasicPokemon } from './card-category.js';
import { prepare } from './card-entry.js';
import { benchSize, benchedByEffect } from './continuous-effects.js';
import type { CommandOf } from './command.js';
import { violation, type Emitter, type Outcome } from './emitter.js';
import { searchFinds } from './deck-contents.js';
import { playedAsBasicPokemon } from './fossil-trainer.js';
import { requireTurn } from './main-phase.js';
import { announceInPlayAbilities } from './passive-abilities.js';
import { mayStartInPlay, placeSetupBench } from './setup.js';

/** Basic Pokémon to the Bench, as many as fit (000 "Zugabfolge" A, 002 "TURN ACTIONS" A). */
export function playToBench(ctx: Emitter, cmd: CommandOf<'PlayToBench'>): Outcome {
  const card = prepare(ctx, cmd);
  if ('code' in card) return card;
  const refs = ctx.profile.refs;
  // A Restored Pokémon comes onto the Bench only through its Fossil's effect (000 "Anhang 26"), never in setup.
  const restored = card.def.stage === 'Restored' && cmd.source !== undefined && ctx.state.stage === 'main';
  // Lugia VSTAR "Summoning Star" puts Archeops (a Stage 2) onto the Bench: the effect's text says which Pokémon.
  const byText = cmd.source?.text !== undefined && ctx.state.stage === 'main' && benchedByEffect(cmd.source.text, card.def);
  const setup = ctx.state.stage === 'placing' || ctx.state.stage === 'mulligan-draws';
  const from = cmd.from ?? 'hand';
  // A Fossil Trainer card is played as a Basic Pokémon (000 "Anhang 15"), from the hand: in the deck or the
  // discard pile it is no Basic Pokémon (000 glossary "Fossil-Trainerkarten").
  const fossil = playedAsBasicPokemon(card.def) !== null;
  if (fossil && from !== 'hand') {
    return violation('not-basic', `${card.def.name} is a Trainer card in the ${from === 'deck' ? 'deck' : 'discard pile'}, not a Basic Pokémon: it is played as one from the hand.`, refs.fossilTrainer);
  }
  const notFound = from === 'deck' ? searchFinds(ctx, cmd.source, card.def) : undefined;
  if (notFound) return notFound;
  const basic = isBasicPokemon(card.def) || fossil;
  if (!basic && (card.def.supertype !== 'Pokémon' || (!restored && !byText && !(setup && mayStartInPlay(ctx, card))))) {
    return violation('not-basic', `${card.def.name} is not a Basic Pokémon: only Basic Pokémon go onto the Bench from the hand.`, refs.bench);
  }
  if (setup) return placeSetupBench(ctx, cmd, card);
  const bad = requireTurn(ctx, cmd.player, cmd.source);
  if (bad) return bad;
  const benched = ctx.state.players[cmd.player].bench.length;
  // Effects only raise the Bench size: below the profile's there is nothing to ask.
  const size = benched < ctx.profile.benchSize ? ctx.profile.benchSize : benchSize(ctx.state, ctx.profile, cmd.player);
  if (benched >= size) {
    return violation('bench-full', `Your Bench holds at most ${size} Pokémon.`, refs.bench);
  }
  ctx.emit({ type: 'PokemonBenched', player: cmd.player, card, from: cmd.from ?? 'hand', source: cmd.source ?? null });
  announceInPlayAbilities(ctx, card.uid);
  return undefined;
}
