import type { AdjustAction } from './command.js';
import { attackEffectsPreventedBy } from './continuous-effects.js';
import type { Cause } from './event.js';
import { attackEffectsShield } from './lingering-effects.js';
import { findPokemon, topCard, type GameState, type InPlayPokemon } from './state.js';
import { locate } from './zones.js';

/**
 * What the attacking player enters for their attack's text ("put 2 damage counters on your opponent's Active
 * Pokémon", "discard an Energy from your opponent's Active Pokémon", "is now Confused") must not reach a Pokémon whose
 * card prevents the effects of that attack ("Prevent all effects of attacks used by your opponent's Pokémon done to
 * this Pokémon", Mist Energy; 000 "Angreifen im Detail" f: the attack's effects). Returns the refusal's words, or null.
 */
export function preventedAttackEffect(state: GameState, action: AdjustAction, cause: Cause): string | null {
  const proc = state.process;
  if (state.stage !== 'attacking' || proc?.kind !== 'attack' || cause.kind !== 'adjustment' || cause.player !== proc.player) return null;
  const attacker = state.players[proc.player].active;
  if (!attacker) return null;
  const target = targetOf(state, action);
  if (!target || target.owner === proc.player) return null;
  const by = attackEffectsShield(target)?.source.name ?? attackEffectsPreventedBy(state, attacker, target);
  return by ? `The effects of your attack on ${topCard(target).name} are prevented (${by}).` : null;
}

/** The Pokémon an adjustment acts on: damage counters or a Special Condition put on it, a card moved from it. */
function targetOf(state: GameState, action: AdjustAction): InPlayPokemon | null {
  switch (action.kind) {
    case 'put-damage-counters':
    case 'set-condition':
      return findPokemon(state, action.target)?.pokemon ?? null;
    case 'move-card': {
      const at = locate(state, action.uid);
      return at && 'pokemon' in at ? at.pokemon : null;
    }
    default:
      return null;
  }
}
