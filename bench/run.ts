/**
 * npm run bench [name ...]: runs every bench/*.bench.ts (or the named ones) in turn and prints
 * one JSON object { machine, results: { <name>: <figures> } } on stdout; progress goes to stderr.
 * A bench module exports `default async function (): Promise<Record<string, unknown>>`.
 */
import { readdirSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.js'))
  .filter((f) => wanted.length === 0 || wanted.includes(f.replace(/\.bench\.js$/, '')))
  .sort();

const results: Record<string, unknown> = {};
for (const file of files) {
  const name = file.replace(/\.bench\.js$/, '');
  process.stderr.write(`bench: ${name}...\n`);
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { default: () => Promise<Record<string, unknown>> };
  try {
    results[name] = await mod.default();
  } catch (error) {
    results[name] = { error: error instanceof Error ? error.message : String(error) };
  }
}

process.stdout.write(
  `${JSON.stringify(
    { machine: { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model, memoryBytes: totalmem() }, results },
    null,
    2,
  )}\n`,
);
