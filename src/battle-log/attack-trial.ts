import type { Command, GameEvent, GameState } from '../rules/index.js';
import { ReplayTable } from './replay-table.js';

/**
 * What an attack would do, decided on a copy of the state (decide is pure): the events of the command and of
 * its coins (and of closing its effect window), or null where the engine refuses it. The importer measures the engine's own damage this way before
 * it enters the attack as the log has it.
 */
export function attackTrial(state: GameState, command: Command, faces: readonly ('heads' | 'tails')[]): GameEvent[] | null {
  const copy = new ReplayTable();
  copy.state = state;
  const line = { line: 0, text: 'trial' };
  if (!copy.feed(command, line)) return null;
  copy.answerCoins([...faces], line);
  // Text left to the players waits in an `attack-effects` prompt; closed at once, the attack's own damage makes its Knock Outs.
  const waiting = copy.state.prompts.find((p) => p.kind === 'attack-effects');
  if (waiting) copy.feed({ type: 'FinishAttack', player: waiting.player }, line);
  return copy.events;
}

/** The attack damage dealt to one Pokémon in these events (after Weakness, Resistance and the defender's effects). */
export function attackDamageTo(events: readonly GameEvent[], target: string): number {
  return events.reduce((sum, e) => (e.type === 'DamageDealt' && e.target === target && e.cause.kind === 'attack' ? sum + e.amount : sum), 0);
}
