import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_ACCOUNTS, EXAMPLE_ACL_FILE } from '../../firmware-bridge/zone-board/testing/mosquitto-broker.js';
import { checkStoreAccounts, mosquittoAclFile, mosquittoPasswordFile, mosquittoPasswordLine, type StoreHubAccount } from './mosquitto-accounts.js';

const hubA: StoreHubAccount = {
  hubId: 'hub-a',
  username: 'hub-a',
  password: 'hub-a-password-0123',
  boards: [{ id: 'zb-store1-a', table: 'store-1', username: 'zb-store1-a', password: 'board-password-0123' }],
};
const hubB: StoreHubAccount = { hubId: 'hub-b', username: 'hub-b', password: 'hub-b-password-0123', boards: [] };

describe('a store broker\'s accounts for mosquitto (packaging/BROKER.md)', () => {
  it('gives each hub its own topics to write and the store\'s claims and summaries to read, each board only its own topics', () => {
    const acl = mosquittoAclFile([hubA, hubB]);
    const lines = acl.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    expect(lines).toEqual([
      'user hub-a',
      'topic readwrite mirrormat/hub-a/#',
      'topic read mirrormat/+/tables',
      'topic read mirrormat/+/tables/+/summary',
      'user zb-store1-a',
      'topic write mirrormat/hub-a/store-1/board/zb-store1-a/zone/+',
      'topic write mirrormat/hub-a/store-1/board/zb-store1-a/availability',
      'topic write mirrormat/hub-a/store-1/board/zb-store1-a/status',
      'topic write mirrormat/hub-a/store-1/board/zb-store1-a/response/+',
      'topic read mirrormat/hub-a/store-1/board/zb-store1-a/request/+',
      'topic read mirrormat/hub-a/availability',
      'user hub-b',
      'topic readwrite mirrormat/hub-b/#',
      'topic read mirrormat/+/tables',
      'topic read mirrormat/+/tables/+/summary',
    ]);
    expect(acl).not.toContain('mirrormat/#');
  });

  it('gives boards the same rules as the example acl_file the zone-board tests run on mosquitto', () => {
    const { store1a, store1b, store2a } = EXAMPLE_ACCOUNTS;
    const rules = (text: string) => text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    const example = rules(readFileSync(EXAMPLE_ACL_FILE, 'utf8'));
    const generated = rules(mosquittoAclFile([{ hubId: 'hub', username: 'mirrormat-hub', password: 'x', boards: [store1a, store1b, store2a] }]));
    // Only the hub's own lines differ: the example hub may touch all of mirrormat/#, a store hub only its own.
    expect(generated.slice(4)).toEqual(example.slice(2));
  });

  it('hashes a password as mosquitto_passwd 2.0 does ($7$, PBKDF2-SHA512, 101 rounds)', () => {
    // Written by `mosquitto_passwd -c -b pwtest hub-a hub-a-password-0123` (mosquitto 2.0.11, Debian).
    const fromMosquittoPasswd = 'hub-a:$7$101$vKitwpFGlQGyKckW$cizylrBhju9T4SMrwf3SO8jY9Chpk9qHd3ypWwNfSUVK745NTYxg7p9TkKcsBiEvYEBkErGQ7h32hWyzY/32Cg==';
    const salt = Buffer.from('vKitwpFGlQGyKckW', 'base64');
    expect(mosquittoPasswordLine('hub-a', 'hub-a-password-0123', salt)).toBe(fromMosquittoPasswd);
  });

  it('writes one password line per hub and board, each with its own salt', () => {
    let n = 0;
    const file = mosquittoPasswordFile([hubA, hubB], () => Buffer.alloc(12, n++));
    expect(file.split('\n').filter(Boolean).map((line) => line.split(':')[0])).toEqual(['hub-a', 'zb-store1-a', 'hub-b']);
    expect(new Set(file.split('\n').filter(Boolean).map((line) => line.split('$')[3])).size).toBe(3);
  });

  it('refuses two hubs with one hub id, or one username for two accounts', () => {
    expect(() => checkStoreAccounts([hubA, { ...hubB, hubId: 'hub-a' }])).toThrow('hub id "hub-a" is given twice');
    expect(() => checkStoreAccounts([hubA, { ...hubB, username: 'zb-store1-a' }])).toThrow(
      'username "zb-store1-a" is used by board "zb-store1-a" of hub "hub-a" and hub "hub-b"',
    );
  });
});
