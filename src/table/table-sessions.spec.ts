import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCard } from '../catalogue/testing.js';
import { PROMPT_LANGUAGES, PROMPT_LOCALES, templateParams } from './prompt-locales.testing.js';
import { loadSession, runSession, sessionProblems, type SessionRun } from './table-session.js';

const dir = fileURLToPath(new URL('../../test/fixtures/table-sessions/', import.meta.url));
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort();

const card = findCard;

describe('scripted table sessions (test/fixtures/table-sessions)', () => {
  it('finds the session files', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
  });

  /** Each session played once, whichever test asks first (a test run alone with -t plays what it needs). */
  const runs = new Map<string, SessionRun>();
  const runOf = (file: string): SessionRun => {
    const known = runs.get(file);
    if (known) return known;
    const run = runSession(loadSession(`${dir}${file}`), card);
    runs.set(file, run);
    return run;
  };

  /** The prompt text keys the sessions made the mirror say: each is in the three prompt files, with the params it fills. */
  for (const file of files) {
    const session = loadSession(`${dir}${file}`);
    it(`${file}: ${session.name}`, () => {
      const run = runOf(file);
      expect(sessionProblems(session, run)).toEqual([]);
      for (const { key, params } of promptTexts(run)) {
        for (const lang of PROMPT_LANGUAGES) {
          const template = PROMPT_LOCALES[lang][key];
          expect(template, `${lang} ${key}`).toBeDefined();
          for (const name of templateParams(template ?? '')) expect(params[name], `${key} param ${name}`).toBeDefined();
        }
      }
    });
  }

  it('cover most of what the mirror can say (the rest is typed against PROMPT_TEXT)', () => {
    const said = new Set(files.flatMap((file) => promptTexts(runOf(file)).map((text) => text.key)));
    expect(said.size).toBeGreaterThan(20);
  });
});

function promptTexts(run: SessionRun) {
  return run.prompts.flatMap((prompt) => [
    { key: prompt.messageKey, params: prompt.params },
    { key: prompt.publicMessageKey, params: prompt.publicParams },
    ...prompt.options.map((o) => ({ key: o.labelKey, params: o.params })),
  ]);
}
