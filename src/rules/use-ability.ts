import { abilitiesOf } from './continuous-effects.js';
import type { CommandOf } from './command.js';
import { checkChosenCount, choiceIn } from './effect-choice.js';
import { violation, type Emitter, type Outcome } from './emitter.js';
import { abilityLingering, lastTurnOf } from './lingering-effects.js';
import { requireTurn } from './main-phase.js';
import { abilityUsedThisTurn, findPokemon, topCard } from './state.js';

const VSTAR_POWER = /more than 1 VSTAR Power in a game/i;
/** The Ability's own limit ("Once during your turn, you may …"; older prints add "(before your attack)"). */
const ONCE_DURING_YOUR_TURN = /\bOnce during your turn\b/i;

/**
 * Abilities, any number (000 "Bestandteile eines Zuges" F), except where the text limits its own use: "Once during your
 * turn" once per turn for each Pokémon that has it (another Pokémon with the same Ability uses its own; one that evolves
 * stays the Pokémon that used it, our reading); a VSTAR Power once per game (000 "Anhang 6"), whether printed on the
 * Pokémon or on an attached card (Forest Seal Stone). `ability` indexes `abilitiesOf`.
 */
export function useAbility(ctx: Emitter, cmd: CommandOf<'UseAbility'>): Outcome {
  const bad = requireTurn(ctx, cmd.player);
  if (bad) return bad;
  const refs = ctx.profile.refs;
  const found = findPokemon(ctx.state, cmd.pokemon);
  if (!found || found.seat !== cmd.player) return violation('no-such-pokemon', 'Use an Ability of one of your own Pokémon in play.', refs.turn);
  const top = topCard(found.pokemon);
  // Its own Abilities, then those an attached card lets it use (Forest Seal Stone's VSTAR Power "Star Alchemy").
  const ability = abilitiesOf(ctx.state, found.pokemon)[cmd.ability]?.ability;
  if (!ability) return violation('no-such-ability', `${top.name} has no Ability number ${cmd.ability + 1}.`, refs.turn);
  if (ONCE_DURING_YOUR_TURN.test(ability.text) && abilityUsedThisTurn(ctx.state, found.pokemon.id, ability.name)) {
    return violation('ability-already-used', `${top.name} has already used ${ability.name} this turn: its text allows it once during your turn.`, refs.turn);
  }
  const vstarPower = VSTAR_POWER.test(ability.text);
  if (vstarPower && ctx.state.players[cmd.player].vstarUsed) return violation('vstar-used', 'You can use only one VSTAR Power in a game.', refs.vstar);
  const badCount = checkChosenCount(ctx.profile, ability.name, choiceIn([ability.text]), cmd.count, refs.turn);
  if (badCount) return badCount;
  ctx.emit({ type: 'AbilityUsed', player: cmd.player, pokemon: found.pokemon.id, name: ability.name, text: ability.text, vstarPower, ...(cmd.count === undefined ? {} : { count: cmd.count }) });
  // An Ability whose effect lasts into the opponent's next turn is kept on its Pokémon (lingering-effects.ts); other text is the players'.
  const lasting = abilityLingering(ability.text);
  const turn = ctx.state.turn?.number ?? 0;
  for (const e of lasting) {
    ctx.emit({ type: 'LingeringEffectAdded', target: { pokemon: found.pokemon.id }, effect: { rule: e.rule, until: lastTurnOf(e.lasts, turn), source: { pokemon: found.pokemon.id, name: ability.name } } });
  }
  if (lasting.length === 0) ctx.emit({ type: 'EffectNeedsAdjustment', card: found.pokemon.id, name: ability.name, text: ability.text });
  return undefined;
}
