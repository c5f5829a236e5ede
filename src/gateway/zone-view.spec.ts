import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zoneStatusSchema, type Session, type ZoneStatus } from '../protocol/index.js';
import { zonesFor } from './zone-view.js';

const SEAT_ZONES = ['active', 'bench.1', 'bench.2', 'tap', 'discard', 'lost-zone', 'prizes'];
const ZONES = [...SEAT_ZONES.flatMap((z) => [`p1.${z}`, `p2.${z}`]), 'stadium'];
/** Tag UIDs and card ids carry the zone they lie on, so a leak names whose it was. */
const uidOn = (zone: string, n: number) => `UID-${zone}-${n}`;
const cardOn = (zone: string, n: number) => `CARD-${zone}-${n}`;

const readingOn = (zone: string): fc.Arbitrary<ZoneStatus['reading']> =>
  fc.oneof(
    fc.constant(null),
    fc.nat(9).chain((n) => fc.boolean().map((withCard) => ({ kind: 'present' as const, uid: uidOn(zone, n), ...(withCard ? { cardId: cardOn(zone, n) } : {}) }))),
    fc.integer({ min: 2, max: 4 }).map((count) => ({ kind: 'several' as const, uids: Array.from({ length: count }, (_, i) => uidOn(zone, i)) })),
    fc.constant({ kind: 'unreadable' as const, reason: `garbled NDEF: ${cardOn(zone, 0)}` }),
    fc.constant({ kind: 'absent' as const }),
  );

const zonesArbitrary: fc.Arbitrary<ZoneStatus[]> = fc
  .subarray(ZONES, { minLength: 1 })
  .chain((zones) =>
    fc.tuple(
      ...zones.map((zone) =>
        fc.record({
          zone: fc.constant(zone),
          reader: fc.constantFrom('unknown' as const, 'connected' as const, 'disconnected' as const),
          reading: readingOn(zone),
          lastSeen: fc.constant('2026-11-22T04:00:00.000Z'),
          source: fc.constant('simulated'),
        }),
      ),
    ),
  );

const sessionArbitrary: fc.Arbitrary<Session> = fc.oneof(
  fc.constant({ role: 'spectator' as const }),
  fc.constantFrom('p1' as const, 'p2' as const).chain((seat) => fc.constantFrom('t1', 'other').map((table) => ({ role: 'player' as const, table, seat }))),
);

/** The zones whose readings this session may see in full: a seat's own, at its own table. */
const ownZones = (session: Session, table: string) => (zone: string) => session.role === 'player' && session.table === table && zone.startsWith(`${session.seat}.`);

describe('what a client sees of the zone readers', () => {
  it('never gives a spectator, the opponent or another table\'s player a tag UID of zones not theirs, nor a card id off the Stadium', () => {
    fc.assert(
      fc.property(zonesArbitrary, sessionArbitrary, (zones, session) => {
        const seen = zonesFor(zones, session, 't1');
        const text = JSON.stringify(seen);
        const own = ownZones(session, 't1');
        for (const zone of ZONES.filter((z) => !own(z))) {
          expect(text).not.toContain(`UID-${zone}-`);
          if (zone !== 'stadium') expect(text).not.toContain(`CARD-${zone}-`);
        }
        for (const status of seen) expect(zoneStatusSchema.parse(status)).toEqual(status);
      }),
    );
  });

  it('keeps what the reader says about presence, connection and time for everyone', () => {
    fc.assert(
      fc.property(zonesArbitrary, sessionArbitrary, (zones, session) => {
        const seen = zonesFor(zones, session, 't1');
        expect(seen.map((s) => [s.zone, s.reader, s.lastSeen, s.reading?.kind ?? null])).toEqual(zones.map((s) => [s.zone, s.reader, s.lastSeen, s.reading?.kind ?? null]));
        seen.forEach((status, i) => {
          const original = zones[i]?.reading;
          if (status.reading?.kind === 'several' && original?.kind === 'several') {
            expect(status.reading.uids?.length ?? status.reading.count).toBe(original.uids?.length);
          }
        });
      }),
    );
  });

  it('gives judges and the admin every reading as reported, and a player their own zones in full', () => {
    fc.assert(
      fc.property(zonesArbitrary, fc.constantFrom<Session>({ role: 'judge', name: 'Ann' }, { role: 'admin' }), (zones, session) => {
        expect(zonesFor(zones, session, 't1')).toEqual(zones);
      }),
    );
    fc.assert(
      fc.property(zonesArbitrary, fc.constantFrom('p1' as const, 'p2' as const), (zones, seat) => {
        const seen = zonesFor(zones, { role: 'player', table: 't1', seat }, 't1');
        seen.forEach((status, i) => {
          if (status.zone.startsWith(`${seat}.`)) expect(status).toEqual(zones[i]);
        });
      }),
    );
  });

  it('shows the Stadium card, played face up, to everyone, but never its tag', () => {
    const stadium: ZoneStatus = { zone: 'stadium', reader: 'connected', reading: { kind: 'present', uid: '04AA', cardId: 'sv1-196' }, lastSeen: null, source: 'simulated' };
    expect(zonesFor([stadium], { role: 'spectator' }, 't1')[0]?.reading).toEqual({ kind: 'present', cardId: 'sv1-196' });
  });
});
