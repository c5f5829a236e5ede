import { describe, expect, it } from 'vitest';
import type { TableInfo } from '@protocol';
import { tableHeading, tableName } from './table-heading.js';

const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;
const demo: TableInfo = { id: 'demo', name: 'Demo table', profile: 'sv', format: 'standard', allowSoftwareFlips: true, source: 'config', zones: [] };

describe("a table's page is headed with the table's name", () => {
  it('takes the name the store gave the table (mirrormat.demo.yaml: "Demo table")', () => {
    expect(tableName('demo', [demo])).toBe('Demo table');
    expect(tableHeading('spectator', 'demo', tableName('demo', [demo]), t)).toBe('tableHeading.spectator{"name":"Demo table"}');
  });

  it('falls back to the id in the address while the tables are loading or the table is not listed', () => {
    expect(tableName('demo', undefined)).toBeNull();
    expect(tableName('t9', [demo])).toBeNull();
    expect(tableHeading('table', 't9', null, t)).toBe('table.title{"table":"t9"}');
  });
});
