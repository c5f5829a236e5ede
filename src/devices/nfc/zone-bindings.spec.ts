import { describe, expect, it } from 'vitest';
import { configSchema } from '../../config/config.schema.js';
import { assignReader, pcscZones } from './zone-bindings.js';

const zonesOf = (zones: unknown[]) =>
  pcscZones(configSchema.parse({ auth: { adminToken: 'x'.repeat(16) }, tables: [{ id: 't1', name: 'T', zones }] }));

describe('binding PC/SC readers to zones', () => {
  const zones = zonesOf([
    { zone: 'p1.active', reader: { pcsc: 'ACS ACR122U PICC Interface 00 00' } },
    { zone: 'p1.bench.1', reader: { pcscPattern: '^ACS ACR122U PICC Interface 0[0-9] 00$' } },
    { zone: 'p2.active', reader: { simulated: true } },
  ]);

  it('binds only PC/SC readers', () => {
    expect(zones.map((z) => z.zone)).toEqual(['p1.active', 'p1.bench.1']);
  });

  it('gives a reader to the zone that names it exactly, even when a pattern also matches', () => {
    expect(assignReader(zones, 'ACS ACR122U PICC Interface 00 00', new Set())).toMatchObject({ kind: 'zone', zone: { zone: 'p1.active' } });
  });

  it('gives a reader a pattern matches to that zone', () => {
    expect(assignReader(zones, 'ACS ACR122U PICC Interface 01 00', new Set())).toMatchObject({ kind: 'zone', zone: { zone: 'p1.bench.1' } });
  });

  it('leaves a reader no zone names unassigned', () => {
    expect(assignReader(zones, 'Identiv uTrust 3700 F CL Reader 00 00', new Set())).toEqual({ kind: 'unassigned' });
  });

  it('refuses a second reader for a zone whose pattern already has one', () => {
    const bench = zones[1]!;
    expect(assignReader(zones, 'ACS ACR122U PICC Interface 02 00', new Set([bench]))).toMatchObject({ kind: 'ambiguous' });
  });

  it('refuses a reader two patterns claim', () => {
    const both = zonesOf([
      { zone: 'p1.active', reader: { pcscPattern: 'ACR122U' } },
      { zone: 'p2.active', reader: { pcscPattern: 'PICC' } },
    ]);
    const assignment = assignReader(both, 'ACS ACR122U PICC Interface 00 00', new Set());
    expect(assignment.kind === 'ambiguous' && assignment.zones.map((z) => z.zone)).toEqual(['p1.active', 'p2.active']);
  });
});
