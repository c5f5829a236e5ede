import { pbkdf2Sync } from 'node:crypto';
import { topics } from '../devices/zone-board/zone-board.protocol.js';
import { summaryTopics } from '../store/store-tables.js';
import { claimTopics } from './table-claims.js';

/**
 * The accounts of a store's mosquitto (packaging/BROKER.md): an acl_file in which each hub may
 * write only under its own mirrormat/<hub>/ and read the other hubs' table claims and summaries
 * (the store overview), and each board only its own topics (the rules src/mqtt/broker-acl.ts
 * enforces on the embedded broker); and the password_file lines for them.
 */

export interface StoreBoardAccount {
  readonly id: string;
  readonly table: string;
  readonly username: string;
  readonly password: string;
}

export interface StoreHubAccount {
  /** hub.id: the hub's topics are mirrormat/<hubId>/#. */
  readonly hubId: string;
  readonly username: string;
  readonly password: string;
  readonly boards: readonly StoreBoardAccount[];
}

/** mosquitto_passwd's default for the $7$ (PBKDF2-SHA512) hash in mosquitto 2.0. */
const ITERATIONS = 101;
const SALT_BYTES = 12;

/** One password_file line in mosquitto_passwd's $7$ form; the salt is the caller's (random outside tests). */
export function mosquittoPasswordLine(username: string, password: string, salt: Buffer): string {
  if (salt.length !== SALT_BYTES) throw new Error(`a mosquitto salt is ${SALT_BYTES} bytes`);
  const hash = pbkdf2Sync(Buffer.from(password, 'utf8'), salt, ITERATIONS, 64, 'sha512');
  return `${username}:$7$${ITERATIONS}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

function hubAcl(hub: StoreHubAccount): string[] {
  return [
    `# Hub "${hub.hubId}": its own topics, and the store's claims and summaries for the store overview.`,
    `user ${hub.username}`,
    `topic readwrite mirrormat/${hub.hubId}/#`,
    `topic read ${claimTopics.every}`,
    `topic read ${summaryTopics.every}`,
  ];
}

function boardAcl(hubId: string, board: StoreBoardAccount): string[] {
  const own = (suffix: string) => `${topics.base(hubId, board.table, board.id)}/${suffix}`;
  return [
    `# Board "${board.id}", table "${board.table}" on hub "${hubId}".`,
    `user ${board.username}`,
    ...['zone/+', 'availability', 'status', 'response/+'].map((suffix) => `topic write ${own(suffix)}`),
    `topic read ${own('request/+')}`,
    `topic read ${topics.hubAvailability(hubId)}`,
  ];
}

/** Refuses a store in which two accounts, or two hubs, would be one: one of them could never log in or would write the other's topics. */
export function checkStoreAccounts(hubs: readonly StoreHubAccount[]): void {
  const hubIds = new Set<string>();
  const usernames = new Map<string, string>();
  const claim = (username: string, whose: string) => {
    const other = usernames.get(username);
    if (other !== undefined) throw new Error(`username "${username}" is used by ${other} and ${whose}: every hub and board needs its own account`);
    usernames.set(username, whose);
  };
  for (const hub of hubs) {
    if (hubIds.has(hub.hubId)) throw new Error(`hub id "${hub.hubId}" is given twice: each hub of a store needs its own hub.id`);
    hubIds.add(hub.hubId);
    claim(hub.username, `hub "${hub.hubId}"`);
    for (const board of hub.boards) claim(board.username, `board "${board.id}" of hub "${hub.hubId}"`);
  }
}

export function mosquittoAclFile(hubs: readonly StoreHubAccount[]): string {
  checkStoreAccounts(hubs);
  const blocks = hubs.flatMap((hub) => [hubAcl(hub), ...hub.boards.map((board) => boardAcl(hub.hubId, board))]);
  return [
    '# Mirrormat store broker ACL, written by mirrormat broker-accounts (packaging/BROKER.md).',
    '# Deny by default: an account touches only the topics listed for it.',
    '',
    ...blocks.map((block) => [...block, ''].join('\n')),
  ].join('\n');
}

export function mosquittoPasswordFile(hubs: readonly StoreHubAccount[], salt: () => Buffer): string {
  checkStoreAccounts(hubs);
  const accounts = hubs.flatMap((hub) => [hub, ...hub.boards]);
  return accounts.map((account) => `${mosquittoPasswordLine(account.username, account.password, salt())}\n`).join('');
}
