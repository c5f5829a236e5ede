/**
 * Which physical copy the log means where it names several Pokémon of one name in one place ("Raikou V was
 * switched with Zapdos" with two Raikou V on the Bench): the log says it only by what happens later. Each such
 * lookup is a choice point, keyed by its log line and its order on that line; the first replay takes the default
 * (the copy the lookup ranks first) at each, and `likeliestCopies` then takes, from the latest choice point before
 * a refused line back, the other copies, keeping a choice where the log's later lines are then refused less.
 */
export interface ChoicePoint {
  readonly key: string;
  readonly line: number;
  readonly options: number;
}

export class CopyChoices {
  readonly met: ChoicePoint[] = [];
  private line = 0;
  private onLine = 0;

  constructor(private readonly chosen: ReadonlyMap<string, number> = new Map()) {}

  /** The log line whose lookups follow. */
  at(line: number): void {
    if (line === this.line) return;
    this.line = line;
    this.onLine = 0;
  }

  /** One of `options` (ranked likeliest first): the first, unless another was chosen for this lookup. */
  pick<T>(options: readonly T[]): T | undefined {
    if (options.length < 2) return options[0];
    const key = `${this.line}#${this.onLine++}`;
    this.met.push({ key, line: this.line, options: options.length });
    return options[this.chosen.get(key) ?? 0];
  }
}

interface Run<R> {
  readonly result: R;
  readonly met: readonly ChoicePoint[];
}

/** Replays that refuse fewer of the log's lines are likelier; of as many, the one refusing later. */
function likelier(a: readonly { readonly line: number }[], b: readonly { readonly line: number }[]): boolean {
  if (a.length !== b.length) return a.length < b.length;
  return (a[0]?.line ?? Infinity) > (b[0]?.line ?? Infinity);
}

/**
 * The replay whose copy choices leave the fewest refused lines, searched greedily: at most `budget` more replays
 * (decide is pure and a game replays in milliseconds), so a log without refusals is replayed once.
 */
export function likeliestCopies<R extends { readonly refusals: readonly { readonly line: number }[] }>(
  replay: (chosen: ReadonlyMap<string, number>) => Run<R>,
  budget = 24,
): R {
  let best = replay(new Map());
  let chosen: ReadonlyMap<string, number> = new Map();
  let tries = 0;
  search: while (best.result.refusals.length > 0) {
    const first = best.result.refusals[0]?.line ?? 0;
    const points = best.met.filter((p) => p.line <= first && !chosen.has(p.key)).reverse();
    for (const point of points) {
      for (let option = 1; option < point.options; option += 1) {
        if (tries++ >= budget) break search;
        const next = new Map(chosen).set(point.key, option);
        const run = replay(next);
        if (likelier(run.result.refusals, best.result.refusals)) {
          best = run;
          chosen = next;
          continue search;
        }
      }
    }
    break;
  }
  return best.result;
}
