import { describe, expect, it } from 'vitest';
import { boardBindings } from './zone-board.bindings.js';

const boards = [
  { id: 'p1', table: 't1', username: 'u1', password: 'x'.repeat(12) },
  { id: 'p2', table: 't1', username: 'u2', password: 'x'.repeat(12) },
];
function table(id: string, zones: { zone: string; reader: { board: string; antenna: number } | { simulated: true } }[]) {
  return { id, name: id, profile: 'sv' as const, format: 'standard', allowSoftwareFlips: true, zones };
}

describe('board bindings', () => {
  it('maps each board antenna to its zone on the board\'s table', () => {
    const [p1, p2] = boardBindings({
      boards,
      tables: [
        table('t1', [
          { zone: 'p1.active', reader: { board: 'p1', antenna: 0 } },
          { zone: 'p1.bench.1', reader: { board: 'p1', antenna: 1 } },
          { zone: 'stadium', reader: { simulated: true } },
        ]),
      ],
    });
    expect([...(p1?.zones ?? [])]).toEqual([
      [0, 'p1.active'],
      [1, 'p1.bench.1'],
    ]);
    expect(p2?.zones.size).toBe(0);
  });

  it('refuses an antenna read for two zones', () => {
    expect(() =>
      boardBindings({
        boards,
        tables: [
          table('t1', [
            { zone: 'p1.active', reader: { board: 'p1', antenna: 0 } },
            { zone: 'p1.tap', reader: { board: 'p1', antenna: 0 } },
          ]),
        ],
      }),
    ).toThrow(/antenna 0 already reads p1.active/);
  });

  it('refuses a zone on a table the board does not belong to', () => {
    expect(() =>
      boardBindings({ boards, tables: [table('t1', []), table('t2', [{ zone: 'p1.active', reader: { board: 'p1', antenna: 0 } }])] }),
    ).toThrow(/belongs to table "t1"/);
  });
});
