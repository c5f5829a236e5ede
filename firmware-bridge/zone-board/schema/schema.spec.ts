import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { publishedJsonSchema } from '../../../src/devices/zone-board/zone-board.protocol.js';

const SCHEMA_FILE = join(dirname(fileURLToPath(import.meta.url)), 'zone-board.schema.json');

/** Regenerate after changing the protocol's zod schemas: MIRRORMAT_WRITE_SCHEMA=1 npx vitest run --project unit firmware-bridge/zone-board */
describe('the published zone-board JSON Schema', () => {
  it('is exactly what the hub\'s zod schemas generate', () => {
    const generated = `${JSON.stringify(publishedJsonSchema(), null, 2)}\n`;
    if (process.env.MIRRORMAT_WRITE_SCHEMA === '1') writeFileSync(SCHEMA_FILE, generated);
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(generated);
  });
});
