import type { EffectSource } from './command.js';
import { violation, type Emitter, type Outcome } from './emitter.js';
import type { Seat } from './state.js';

/**
 * The player's turn, in its main part with no prompt open. An effect-sourced action is also the attacking
 * player's while the attack's own effects are entered (000 "Angreifen im Detail" f): it is the attack's text.
 */
export function requireTurn(ctx: Emitter, player: Seat, source?: EffectSource): Outcome {
  const refs = ctx.profile.refs;
  const s = ctx.state;
  if (source && s.stage === 'attacking' && s.turn?.player === player && s.prompts.length === 1 && s.prompts[0]?.kind === 'attack-effects') return undefined;
  if (s.stage !== 'main' || !s.turn) {
    // Between the attacks an Ability allows (attack-again.ts): only the second attack, or the turn's end.
    const again = s.prompts.find((p) => p.kind === 'attack-again' && p.player === player);
    if (again?.kind === 'attack-again') return violation('attack-again', `You have attacked: ${again.ability} lets you attack again, or end your turn.`, refs.attack);
    return violation('not-main-phase', 'Nobody can do that now: the game is not in a player\'s turn.', refs.turn);
  }
  if (s.turn.player !== player) return violation('not-your-turn', "It is your opponent's turn.", refs.turn);
  if (s.prompts.length > 0) return violation('prompt-open', 'Answer the open prompt first.', refs.turn);
  return undefined;
}
