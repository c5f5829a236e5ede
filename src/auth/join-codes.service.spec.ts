import Database from 'better-sqlite3';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { HubEventBus } from '../kernel/hub-events.js';
import { JoinCodesRepository } from './join-codes.repository.js';
import { JoinCodesService } from './join-codes.service.js';

function service(db = new Database(':memory:'), events = new HubEventBus(pino({ level: 'silent' }))) {
  const codes = new JoinCodesService(new JoinCodesRepository(db), events);
  codes.onModuleInit();
  return codes;
}

describe('seat codes', () => {
  it('gives each seat of a table its own six-character code, easy to read off a screen', () => {
    const { p1, p2 } = service().codes('t1');
    expect(p1).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
    expect(p2).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
    expect(p1).not.toBe(p2);
  });

  it('opens the seat the code belongs to, whatever the case and spacing typed', () => {
    const codes = service();
    const { p1, p2 } = codes.codes('t1');
    expect(codes.seatFor('t1', p2)).toBe('p2');
    expect(codes.seatFor('t1', ` ${p1.slice(0, 3).toLowerCase()} ${p1.slice(3)}`)).toBe('p1');
  });

  it("opens no seat with another table's code, a wrong code, or at a table that never issued codes", () => {
    const codes = service();
    const other = codes.codes('t2').p1;
    codes.codes('t1');
    expect(codes.seatFor('t1', other)).toBeUndefined();
    expect(codes.seatFor('t1', 'AAAAAA')).toBeUndefined();
    expect(codes.seatFor('t9', other)).toBeUndefined();
  });

  it('keeps the codes across a restart, and retires the old ones on rotation', () => {
    const db = new Database(':memory:');
    const before = service(db).codes('t1');
    const events = new HubEventBus(pino({ level: 'silent' }));
    const again = service(db, events);
    expect(again.codes('t1')).toEqual(before);
    const rotated: string[] = [];
    events.on('join-codes.rotated', ({ tableId }) => rotated.push(tableId));
    const after = again.rotate('t1');
    expect(rotated).toEqual(['t1']);
    expect(after).not.toEqual(before);
    expect(again.seatFor('t1', before.p1)).not.toBe('p1');
    expect(again.seatFor('t1', after.p1)).toBe('p1');
  });
});
