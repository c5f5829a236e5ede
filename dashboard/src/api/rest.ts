import { z } from 'zod';
import { catalogueFreshnessSchema, healthReportSchema, tableInfoSchema, type CatalogueFreshness, type HealthReport, type TableInfo } from '@protocol';

/** A refused request: the hub's English message, and where the hub names it the refusal's reason and params, which a page words in its language. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason?: { readonly code: string; readonly params: Readonly<Record<string, string | number>> },
  ) {
    super(message);
  }
}

/** GET or POST JSON, validated with the hub's own schema of the answer; errors carry the hub's message. */
export async function requestJson<S extends z.ZodType>(
  path: string,
  schema: S,
  init: RequestInit = {},
  /** /health answers 503 with a full report when the database is down: still a report. */
  acceptStatus: readonly number[] = [],
): Promise<z.infer<S>> {
  const response = await fetch(path, { ...init, headers: { accept: 'application/json', ...init.headers } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok && !acceptStatus.includes(response.status)) throw new RestError(response.status, errorMessage(body) ?? response.statusText, errorReason(body));
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new RestError(response.status, `unexpected answer from ${path}`);
  return parsed.data;
}

const errorReasonSchema = z.object({ error: z.object({ reason: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).default({}) }) });

function errorReason(body: unknown): RestError['reason'] {
  const parsed = errorReasonSchema.safeParse(body);
  return parsed.success ? { code: parsed.data.error.reason, params: parsed.data.error.params } : undefined;
}

function errorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const error = (body as { error?: unknown; message?: unknown }).error;
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' ? message : undefined;
}

/** Live topic `health` (GET /health): the hub's devices and adapters, pushed when one of them changes. */
export const readHealth = (state: unknown): HealthReport => healthReportSchema.parse(state);

/** Live topic `tables` (GET /api/tables): every table, from the configuration file and created at runtime. */
export const readTables = (state: unknown): TableInfo[] => tableInfoSchema.array().parse(state);

/** Live topic `catalogue-freshness` (GET /api/catalogue/freshness): whether the catalogue is older than its set source. */
export const readCatalogueFreshness = (state: unknown): CatalogueFreshness => catalogueFreshnessSchema.parse(state);

export type { HealthReport, TableInfo };
