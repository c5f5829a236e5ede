import type { ClientMessageType, Session } from '../protocol/index.js';

type Role = Session['role'];

/**
 * Who may send each WebSocket message (issue 14: every message has a stated credential); the
 * gateway refuses anyone else with `forbidden` before it looks further. A Record, so a new message
 * type does not compile without its decision; test/integration/access-matrix.test.ts holds the
 * running hub to it. Finer rules stay with the message: a player's command only for their own seat
 * and table (command-authority.ts), a table prompt only for the seat it asks (the mirror).
 */
export const MESSAGE_ACCESS: Readonly<Record<ClientMessageType, readonly Role[]>> = {
  hello: ['spectator', 'player', 'judge', 'admin'],
  subscribe: ['spectator', 'player', 'judge', 'admin'],
  ping: ['spectator', 'player', 'judge', 'admin'],
  // Every live topic is what a public REST GET answers (live-topics.ts): anyone may follow it.
  watch: ['spectator', 'player', 'judge', 'admin'],
  unwatch: ['spectator', 'player', 'judge', 'admin'],
  command: ['player', 'judge'],
  'answer-prompt': ['player', 'judge'],
  restore: ['judge'],
  // The log holds every hidden card.
  'get-log': ['judge', 'admin'],
};

const REFUSAL: Readonly<Record<ClientMessageType, string>> = {
  hello: '',
  subscribe: '',
  ping: '',
  watch: '',
  unwatch: '',
  command: 'game commands come from players (with their seat code) and judges; spectators and the organiser issue none',
  'answer-prompt': 'table prompts are answered by the seat concerned or a judge',
  restore: 'only a judge restores an earlier state',
  'get-log': 'the match log is for judges and the organiser',
};

/** Null when this session may send this message, else why not. */
export function refusalFor(session: Session, type: ClientMessageType): string | null {
  return MESSAGE_ACCESS[type].includes(session.role) ? null : REFUSAL[type];
}
