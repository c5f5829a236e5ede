import type { Command } from './command.js';
import { decide, type Decision } from './decide.js';
import { violation } from './emitter.js';
import { SV_REFS } from './rulebook.js';
import type { GameState } from './state.js';
import { cardOwners, replaceStrings, visibleCardIds, type Viewer } from './view.js';

/**
 * `decide` for a command a viewer made. A card the viewer cannot see (face down, in the opponent's
 * hand, attached face down) is answered exactly as an id no card in the game has: the command is
 * decided with each such id replaced by one that is nowhere, and the refusal quotes the id as it was
 * given. So no refusal tells what a hidden card is or where it lies (viewFor's rule, applied to
 * answers). Where the rules would accept the command with that id (it brings a new card into the
 * game), the id belongs to a card in the game already, as the rules say for any card in play.
 */
export function decideAs(state: GameState, command: Command, viewer: Viewer): Decision {
  if (viewer.role === 'judge') return decide(state, command);
  const owners = cardOwners(state);
  const visible = visibleCardIds(state, viewer);
  const given = new Map<string, string>();
  const stands = new Map<string, string>();
  const masked = replaceStrings(command, (s) => {
    if (!owners.has(s) || visible.has(s)) return s;
    let id = stands.get(s);
    if (id === undefined) {
      id = `⟨unseen ${stands.size + 1}⟩`;
      stands.set(s, id);
      given.set(id, s);
    }
    return id;
  });
  if (given.size === 0) return decide(state, command);
  const decision = decide(state, masked);
  if (!decision.ok) {
    const quoted = replaceStrings(decision.violation, (s) => [...given].reduce((text, [id, original]) => text.split(id).join(original), s));
    return { ok: false, violation: quoted };
  }
  const first = [...given.values()][0]!;
  return { ok: false, violation: violation('card-already-in-game', `Card ${first} is already in play or in a discard pile.`, (state.profile?.refs ?? SV_REFS).turn) };
}
