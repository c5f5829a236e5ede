import { describe, expect, it } from 'vitest';
import { authenticate, checkAccounts, mayPublish, maySubscribe, type BrokerAccounts } from './broker-acl.js';

const accounts: BrokerAccounts = {
  hubId: 'hub-a',
  hub: { username: 'mirrormat-hub', password: 'hub-secret-123456' },
  boards: [
    { id: 'p1-left', table: 't1', username: 'board-t1-p1', password: 'board-secret-1' },
    { id: 'p2-right', table: 't2', username: 'board-t2-p2', password: 'board-secret-2' },
  ],
  allowAnonymous: false,
};
const board = { kind: 'board', hub: 'hub-a', table: 't1', board: 'p1-left' } as const;

describe('broker accounts', () => {
  it('a board logs in with its own username and password and becomes that board', () => {
    expect(authenticate(accounts, 'board-t1-p1', Buffer.from('board-secret-1'))).toEqual({ ok: true, identity: board });
  });

  it('a wrong password, an unknown user or another board\'s password is refused', () => {
    expect(authenticate(accounts, 'board-t1-p1', Buffer.from('board-secret-2')).ok).toBe(false);
    expect(authenticate(accounts, 'nobody', Buffer.from('board-secret-1')).ok).toBe(false);
    expect(authenticate(accounts, 'board-t1-p1', undefined).ok).toBe(false);
    expect(authenticate(accounts, 'mirrormat-hub', Buffer.from('board-secret-1')).ok).toBe(false);
  });

  it('anonymous clients are refused unless the config allows them, and never get the hub\'s rights', () => {
    expect(authenticate(accounts, undefined, undefined)).toEqual({ ok: false, reason: 'anonymous-refused' });
    const open = { ...accounts, allowAnonymous: true };
    expect(authenticate(open, undefined, undefined)).toEqual({ ok: true, identity: { kind: 'anonymous', hub: 'hub-a' } });
    expect(mayPublish({ kind: 'anonymous', hub: 'hub-a' }, 'mirrormat/hub-a/t1/board/x/zone/0')).toBe(true);
    expect(mayPublish({ kind: 'anonymous', hub: 'hub-a' }, 'mirrormat/hub-b/t1/board/x/zone/0')).toBe(false);
    expect(maySubscribe({ kind: 'anonymous', hub: 'hub-a' }, 'mirrormat/#')).toBe(false);
  });

  it('two accounts with one username are a configuration error', () => {
    const clash = { ...accounts, boards: [...accounts.boards, { id: 'b3', table: 't1', username: 'board-t1-p1', password: 'x'.repeat(12) }] };
    expect(() => checkAccounts(clash)).toThrow(/board-t1-p1/);
    expect(() => checkAccounts({ ...accounts, boards: [{ id: 'b', table: 't1', username: 'mirrormat-hub', password: 'x'.repeat(12) }] })).toThrow();
  });
});

describe('broker topic rules', () => {
  it('a board publishes its zones, availability, status and responses', () => {
    for (const topic of ['zone/0', 'zone/15', 'availability', 'status', 'response/write_ndef']) {
      expect(mayPublish(board, `mirrormat/hub-a/t1/board/p1-left/${topic}`), topic).toBe(true);
    }
  });

  it('a board may not publish under another table or board, its own requests, or anything else', () => {
    for (const topic of [
      'mirrormat/hub-b/t1/board/p1-left/zone/0',
      'mirrormat/t1/board/p1-left/zone/0',
      'mirrormat/hub-a/t2/board/p1-left/zone/0',
      'mirrormat/hub-a/t1/board/p2-right/zone/0',
      'mirrormat/hub-a/t1/board/p1-left/request/identify',
      'mirrormat/hub-a/t1/board/p1-left/zone/0/extra',
      'mirrormat/hub-a/t1/board/p1-left',
      'mirrormat/hub-a/t1/match',
      'mirrormat/hub-a/availability',
      '$SYS/broker/load',
    ]) {
      expect(mayPublish(board, topic), topic).toBe(false);
    }
  });

  it('a board subscribes only to its own request topics and its own hub\'s availability', () => {
    expect(maySubscribe(board, 'mirrormat/hub-a/t1/board/p1-left/request/+')).toBe(true);
    expect(maySubscribe(board, 'mirrormat/hub-a/availability')).toBe(true);
    expect(mayPublish(board, 'mirrormat/hub-a/availability')).toBe(false);
    expect(maySubscribe(board, 'mirrormat/hub-a/t1/board/p1-left/request/identify')).toBe(true);
    for (const filter of [
      'mirrormat/#',
      'mirrormat/hub-b/availability',
      'mirrormat/+/availability',
      'mirrormat/hub-b/t1/board/p1-left/request/+',
      'mirrormat/+/t1/board/p1-left/request/+',
      'mirrormat/hub-a/t1/board/+/request/+',
      'mirrormat/hub-a/t2/board/p1-left/request/+',
      'mirrormat/hub-a/t1/board/p1-left/#',
      '#',
    ]) {
      expect(maySubscribe(board, filter), filter).toBe(false);
    }
  });

  it('the hub may subscribe to everything and publish anything but $ topics', () => {
    expect(maySubscribe({ kind: 'hub' }, 'mirrormat/#')).toBe(true);
    expect(mayPublish({ kind: 'hub' }, 'mirrormat/hub-a/t1/board/p1-left/request/identify')).toBe(true);
    expect(mayPublish({ kind: 'hub' }, '$SYS/x')).toBe(false);
  });
});
