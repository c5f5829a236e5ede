import { createHash, timingSafeEqual } from 'node:crypto';
import { TOPIC_ROOT, topics } from '../devices/zone-board/zone-board.protocol.js';

/**
 * Who may connect to the embedded broker and what each may touch. The same rules, written for
 * mosquitto, are in firmware-bridge/zone-board/mosquitto/ (password_file + acl_file).
 *
 * - the hub (its own random credentials): everything;
 * - a board (boards[] in the config): publish only its own zone/availability/status/response
 *   topics under this hub (mirrormat/<hub>/<table>/board/<board>/), subscribe only to its own
 *   request topics and this hub's availability;
 * - anonymous (only with mqtt.allowAnonymous): the rights of any board of this hub, for a kitchen
 *   table without passwords — never the hub's.
 */

export type BrokerIdentity =
  | { readonly kind: 'hub' }
  | { readonly kind: 'board'; readonly hub: string; readonly table: string; readonly board: string }
  | { readonly kind: 'anonymous'; readonly hub: string };

export interface BoardAccount {
  readonly id: string;
  readonly table: string;
  readonly username: string;
  readonly password: string;
}

export interface BrokerAccounts {
  /** The id of the hub this broker serves (hub.id): boards may touch its topics only. */
  readonly hubId: string;
  readonly hub: { readonly username: string; readonly password: string };
  readonly boards: readonly BoardAccount[];
  readonly allowAnonymous: boolean;
}

export type AuthenticationResult =
  | { readonly ok: true; readonly identity: BrokerIdentity }
  | { readonly ok: false; readonly reason: 'bad-credentials' | 'anonymous-refused' };

/** Compares digests so neither the length nor the content of a password leaks through timing. */
function sameSecret(given: Buffer, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}

export function authenticate(
  accounts: BrokerAccounts,
  username: string | undefined,
  password: Buffer | undefined,
): AuthenticationResult {
  if (username === undefined || username === '') {
    return accounts.allowAnonymous ? { ok: true, identity: { kind: 'anonymous', hub: accounts.hubId } } : { ok: false, reason: 'anonymous-refused' };
  }
  const given = password ?? Buffer.alloc(0);
  if (username === accounts.hub.username) {
    return sameSecret(given, accounts.hub.password)
      ? { ok: true, identity: { kind: 'hub' } }
      : { ok: false, reason: 'bad-credentials' };
  }
  const board = accounts.boards.find((b) => b.username === username);
  if (board && sameSecret(given, board.password)) {
    return { ok: true, identity: { kind: 'board', hub: accounts.hubId, table: board.table, board: board.id } };
  }
  return { ok: false, reason: 'bad-credentials' };
}

const SEGMENT = '[a-z0-9][a-z0-9-]{0,31}';
const BOARD_PUBLISH = new RegExp(
  `^${TOPIC_ROOT}/(${SEGMENT})/(${SEGMENT})/board/(${SEGMENT})/(?:zone/\\d{1,2}|availability|status|response/[a-z_]{1,32})$`,
);
const BOARD_SUBSCRIBE = new RegExp(`^${TOPIC_ROOT}/(${SEGMENT})/(${SEGMENT})/board/(${SEGMENT})/request/(?:\\+|[a-z_]{1,32})$`);

function ownsTopic(identity: BrokerIdentity, pattern: RegExp, topic: string): boolean {
  const match = pattern.exec(topic);
  if (!match || identity.kind === 'hub' || match[1] !== identity.hub) return false;
  if (identity.kind === 'anonymous') return true;
  return match[2] === identity.table && match[3] === identity.board;
}

export function mayPublish(identity: BrokerIdentity, topic: string): boolean {
  if (identity.kind === 'hub') return !topic.startsWith('$');
  return ownsTopic(identity, BOARD_PUBLISH, topic);
}

export function maySubscribe(identity: BrokerIdentity, topicFilter: string): boolean {
  if (identity.kind === 'hub') return true;
  // Every board listens to whether its hub is there (it holds its reports while not).
  if (topicFilter === topics.hubAvailability(identity.hub)) return true;
  return ownsTopic(identity, BOARD_SUBSCRIBE, topicFilter);
}

/** Refuses a configuration in which two accounts share a username: one of them could never log in. */
export function checkAccounts(accounts: BrokerAccounts): void {
  const seen = new Set<string>([accounts.hub.username]);
  for (const board of accounts.boards) {
    if (seen.has(board.username)) {
      throw new Error(`boards[${board.id}].username "${board.username}" is used by another account`);
    }
    seen.add(board.username);
  }
}
