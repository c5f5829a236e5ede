import { z } from 'zod';
import { assembleCatalogue } from './assemble.js';
import { cardNamesSchema } from './card-names.schema.js';
import type { CatalogueData } from './catalogue-data.js';
import { CatalogueFileError, CatalogueImportError, SourceUnreachableError, validateSource } from './file-error.js';
import { readImportFile } from './import-file.js';
import { rawCardSchema, rawSetSchema, type RawCard } from './raw-card.schema.js';

export const POKEMON_TCG_API = 'https://api.pokemontcg.io/v2';

export interface ApiSourceOptions {
  /** Up to and including "/v2"; defaults to the public Pokémon TCG API. */
  readonly baseUrl?: string;
  /** X-Api-Key: optional, raises the API's rate limit. */
  readonly apiKey?: string;
  /** The API allows at most 250. */
  readonly pageSize?: number;
  /** Attempts per page when the API answers 429/5xx or the network fails. */
  readonly attempts?: number;
  readonly timeoutMs?: number;
  /** First wait before asking again; doubles each attempt. An answer's Retry-After wins. */
  readonly retryDelayMs?: number;
  /** i18n/card-names.json (TCGdex) for German and French names. */
  readonly namesFile?: string;
  /** Called after each page, for a progress line. */
  readonly onPage?: (what: 'sets' | 'cards', fetched: number, total: number) => void;
}

const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    page: z.int().positive(),
    pageSize: z.int().positive(),
    count: z.int().nonnegative(),
    totalCount: z.int().nonnegative(),
  });

// The API embeds each card's set; only its id is needed.
export const apiCardSchema = rawCardSchema.extend({ set: z.object({ id: z.string().min(1) }) });

/**
 * The whole catalogue from the Pokémon TCG API (the service pokemon-tcg-data feeds), page by page.
 * Every page is validated like a file (reported by its URL and field); decks are not in the API.
 */
export async function fetchCatalogueFromApi(options: ApiSourceOptions = {}): Promise<CatalogueData> {
  const baseUrl = (options.baseUrl ?? POKEMON_TCG_API).replace(/\/+$/, '');
  const sets = await fetchAll(baseUrl, 'sets', rawSetSchema, options);
  const cards = await fetchAll(baseUrl, 'cards', apiCardSchema, options);

  const bySet = new Map<string, RawCard[]>();
  for (const card of cards) {
    const list = bySet.get(card.set.id) ?? [];
    list.push(card);
    bySet.set(card.set.id, list);
  }
  const names = options.namesFile === undefined ? {} : await readImportFile(cardNamesSchema, options.namesFile);
  return assembleCatalogue({
    source: baseUrl,
    sets: { file: `${baseUrl}/sets`, sets },
    cardFiles: [...bySet].map(([setId, list]) => ({ file: `${baseUrl}/cards (set ${setId})`, setId, cards: list })),
    deckFiles: [],
    names,
  });
}

/** Every page of /sets or /cards; `query` is the API's search (`set.id:sv10`), all of them without. Throws CatalogueImportError. */
export async function fetchAll<T extends z.ZodType>(
  baseUrl: string,
  what: 'sets' | 'cards',
  item: T,
  options: ApiSourceOptions,
  query?: string,
): Promise<z.infer<T>[]> {
  const pageSize = Math.min(options.pageSize ?? 250, 250);
  const all: z.infer<T>[] = [];
  const search = query === undefined ? '' : `q=${encodeURIComponent(query)}&`;
  for (let page = 1; ; page += 1) {
    const url = `${baseUrl}/${what}?${search}page=${page}&pageSize=${pageSize}`;
    const json = await fetchJson(url, options);
    let body: z.infer<ReturnType<typeof pageSchema<T>>>;
    try {
      body = validateSource(pageSchema(item), json, url);
    } catch (error) {
      if (error instanceof CatalogueFileError) throw new CatalogueImportError(error.lines());
      throw error;
    }
    all.push(...body.data);
    options.onPage?.(what, all.length, body.totalCount);
    if (body.data.length === 0 || all.length >= body.totalCount) return all;
  }
}

async function fetchJson(url: string, options: ApiSourceOptions): Promise<unknown> {
  const attempts = options.attempts ?? 5;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.apiKey !== undefined) headers['x-api-key'] = options.apiKey;
  let lastProblem = '';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    let retryAfterMs: number | undefined;
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(options.timeoutMs ?? 60_000) });
      if (response.ok) {
        const text = await response.text();
        try {
          return JSON.parse(text) as unknown;
        } catch (error) {
          throw new CatalogueImportError([`${url}: not JSON: ${(error as Error).message}`]);
        }
      }
      lastProblem = `HTTP ${response.status} ${response.statusText}`;
      if (response.status !== 429 && response.status < 500) throw new CatalogueImportError([`${url}: ${lastProblem}`]);
      const retryAfter = Number(response.headers.get('retry-after'));
      if (Number.isFinite(retryAfter) && retryAfter > 0) retryAfterMs = retryAfter * 1000;
    } catch (error) {
      if (error instanceof CatalogueImportError) throw error;
      lastProblem = (error as Error).message;
    }
    if (attempt < attempts) await sleep(retryAfterMs ?? (options.retryDelayMs ?? 500) * 2 ** (attempt - 1));
  }
  throw new SourceUnreachableError(`${url}: gave up after ${attempts} attempts: ${lastProblem}`);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
