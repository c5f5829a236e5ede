import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backupFileName, backupsToPrune, dumpFileName } from './backup-files.js';

describe('scheduled backup files (issue 17 item 7: a scheduled backup option with retention)', () => {
  it('a backup is named by the UTC second it was taken', () => {
    expect(backupFileName(new Date('2026-11-25T16:05:09.123Z'))).toBe('mirrormat-20261125T160509Z.db');
  });

  it('beyond the newest `keep` backups the oldest go, and no other file is ever named', () => {
    const files = ['mirrormat.db', 'mirrormat-20261125T170000Z.db', 'notes.txt', 'mirrormat-20261125T150000Z.db', 'mirrormat-20261125T160000Z.db'];
    expect(backupsToPrune(files, 2)).toEqual(['mirrormat-20261125T150000Z.db']);
    expect(backupsToPrune(files, 5)).toEqual([]);
  });

  it("the store's PostgreSQL dumps are kept alike, the newest `keep` of them beside the newest `keep` SQLite files", () => {
    expect(dumpFileName(new Date('2026-11-25T16:05:09.123Z'))).toBe('mirrormat-20261125T160509Z.dump');
    const files = ['mirrormat-20261125T150000Z.db', 'mirrormat-20261125T150000Z.dump', 'mirrormat-20261125T160000Z.db', 'mirrormat-20261125T160000Z.dump', 'mirrormat.dump'];
    expect(backupsToPrune(files, 1)).toEqual(['mirrormat-20261125T150000Z.db', 'mirrormat-20261125T150000Z.dump']);
  });

  it('whatever was taken when, the newest `keep` survive', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }), { selector: (d) => Math.floor(d.getTime() / 1000) }), fc.integer({ min: 1, max: 10 }), (dates, keep) => {
        const names = dates.map(backupFileName);
        const pruned = new Set(backupsToPrune(names, keep));
        const newest = [...dates].sort((a, b) => b.getTime() - a.getTime()).slice(0, keep).map(backupFileName);
        expect(newest.every((name) => !pruned.has(name))).toBe(true);
        expect(names.length - pruned.size).toBe(Math.min(keep, names.length));
      }),
    );
  });
});
