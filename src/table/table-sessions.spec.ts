import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { loadSession, runSession, sessionProblems } from './table-session.js';

const dir = fileURLToPath(new URL('../../test/fixtures/table-sessions/', import.meta.url));
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort();

const card = (id: string) => {
  try {
    return cardById(id);
  } catch {
    return undefined;
  }
};

describe('scripted table sessions (test/fixtures/table-sessions)', () => {
  it('finds the session files', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
  });

  for (const file of files) {
    const session = loadSession(`${dir}${file}`);
    it(`${file}: ${session.name}`, () => {
      const run = runSession(session, card);
      expect(sessionProblems(session, run)).toEqual([]);
    });
  }
});
