/**
 * Card-text coverage (issue 12 §6): for the Standard pool (regulation mark G and later, `isStandard`) and for
 * every card of ../shared/cards, how many attacks, Abilities, Items, Supporters, Tools, Stadiums and Special
 * Energy have their rule-changing text executed by the engine, handed to the players with a prompt, or
 * ignored (`textCoverage` in src/rules), and the commonest wordings among those not executed. A text printed
 * on several cards (reprints, the same attack on several Pokémon) counts once: (kind, name, text).
 */
import { readCatalogueDirectory } from '../src/catalogue/directory-source.js';
import { sharedCardNamesFile, sharedPokemonTcgDataDir } from '../src/catalogue/source-paths.js';
import { isStandard } from '../src/catalogue/standard-pool.js';
import { textCoverage, type CardDef, type CardText, type TextKind } from '../src/rules/index.js';

type Outcome = 'executed' | 'handedToPlayers' | 'ignored';
const OUTCOMES: readonly Outcome[] = ['executed', 'handedToPlayers', 'ignored'];
const KINDS: readonly TextKind[] = ['attack', 'ability', 'item', 'supporter', 'tool', 'stadium', 'special-energy'];

/** A wording's shape: its first clause, numbers as N, without the "Once during your turn, you may" that most Abilities open with. */
function patternOf(text: string): string {
  return text
    .replace(/^(?:Once during your turn|As often as you like during your turn)(?: \(before your attack\))?,\s*(?:you may\s*)?/i, '')
    .split(/[.,:;(]/)[0]!
    .replace(/\d+/g, 'N')
    .split(/\s+/)
    .slice(0, 8)
    .join(' ')
    .trim();
}

function coverageOf(cards: readonly CardDef[]): Record<string, unknown> {
  const seen = new Map<string, Outcome>();
  const texts = new Map<string, CardText>();
  for (const card of cards) {
    const c = textCoverage(card);
    for (const outcome of OUTCOMES) {
      for (const t of c[outcome]) {
        const key = `${t.kind}\u0000${t.name}\u0000${t.text}`;
        if (!seen.has(key)) {
          seen.set(key, outcome);
          texts.set(key, t);
        }
      }
    }
  }
  const byKind: Record<string, Record<Outcome | 'total', number>> = {};
  for (const kind of KINDS) byKind[kind] = { total: 0, executed: 0, handedToPlayers: 0, ignored: 0 };
  const patterns: Record<Exclude<Outcome, 'executed'>, Map<string, number>> = { handedToPlayers: new Map(), ignored: new Map() };
  for (const [key, outcome] of seen) {
    const t = texts.get(key)!;
    const row = byKind[t.kind]!;
    row.total += 1;
    row[outcome] += 1;
    if (outcome !== 'executed') {
      const p = `${t.kind}: ${patternOf(t.text)}`;
      patterns[outcome].set(p, (patterns[outcome].get(p) ?? 0) + 1);
    }
  }
  const top = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 15).map(([pattern, count]) => ({ pattern, count }));
  const total = [...seen.values()];
  return {
    cards: cards.length,
    texts: total.length,
    executed: total.filter((o) => o === 'executed').length,
    handedToPlayers: total.filter((o) => o === 'handedToPlayers').length,
    ignored: total.filter((o) => o === 'ignored').length,
    byKind,
    commonestHandedToPlayers: top(patterns.handedToPlayers),
    commonestIgnored: top(patterns.ignored),
  };
}

export default async function (): Promise<Record<string, unknown>> {
  const data = await readCatalogueDirectory(sharedPokemonTcgDataDir(), { namesFile: sharedCardNamesFile() });
  const t0 = performance.now();
  const standard = coverageOf(data.cards.filter(isStandard));
  const all = coverageOf(data.cards);
  return { standardPool: 'regulation mark G and later, and Basic Energy', standard, all, computeMs: Math.round(performance.now() - t0) };
}
