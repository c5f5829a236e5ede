import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot } from '../../catalogue/source-paths.js';
import type { RuleRef } from '../rulebook.js';

const texts = new Map<string, string>();

/** A rulebook of ../shared/rules with its line breaks as spaces: a few headings are broken over two lines. */
function textOf(file: string): string {
  let text = texts.get(file);
  if (text === undefined) {
    text = readFileSync(resolve(repoRoot(), '..', 'shared', 'rules', file), 'utf8').replace(/\s+/g, ' ');
    texts.set(file, text);
  }
  return text;
}

/** The parts of a cited section not found in its rulebook; "A, B" (as the formats cite 003) is title B under title A. */
export function missingFromRulebook(ref: RuleRef): string[] {
  const text = textOf(ref.file);
  if (text.includes(ref.section)) return [];
  return ref.section.split(', ').filter((part) => !text.includes(part));
}
