import { describe, expect, it } from 'vitest';
import { claimConflicts, claimTopicHub, claimTopics, type TableClaim } from './table-claims.js';

const live = (hub: string, ...tables: string[]): TableClaim => ({ v: 1, hub, tables });

describe('table ids are unique per store (issue 17: a hub refuses to start with a table id another live hub owns)', () => {
  it('a hub whose tables no live hub serves may claim them', () => {
    expect(claimConflicts({ hub: 'hub-b', tables: ['store-3', 'store-4'] }, [live('hub-a', 'store-1', 'store-2')])).toEqual([]);
  });

  it('a table id another live hub serves is refused, naming the table and that hub', () => {
    expect(claimConflicts({ hub: 'hub-b', tables: ['store-2', 'store-3'] }, [live('hub-a', 'store-1', 'store-2')])).toEqual([
      'table id "store-2" is served by live hub "hub-a": table ids are unique per store, rename one of them',
    ]);
  });

  it('a second live hub with the same hub id is refused even without a shared table', () => {
    expect(claimConflicts({ hub: 'hub-a', tables: ['store-9'] }, [live('hub-a', 'store-1')])).toEqual([
      'hub id "hub-a" is already used by a live hub on this broker: give each hub its own hub.id',
    ]);
  });

  it('claims live on one topic per hub, which gives back the hub it belongs to', () => {
    expect(claimTopics.claim('hub-a')).toBe('mirrormat/hub-a/tables');
    expect(claimTopicHub('mirrormat/hub-a/tables')).toBe('hub-a');
    expect(claimTopicHub('mirrormat/hub-a/availability')).toBeUndefined();
    expect(claimTopicHub('mirrormat/hub-a/store-1/board/b1/zone/0')).toBeUndefined();
  });
});
