import { z } from 'zod';
import type { RaidView } from '@hub/formats/raid/raid-view.js';
import type { RandomOrigin } from '@hub/formats/raid/raid-state.js';
import { raidRecordSchema, type RaidAction } from '@hub/raid/raid.schema.js';
import { RestError, requestJson } from './rest.js';

/**
 * GET /api/raids/:id (src/raid/raid.service.ts RaidSnapshot). The hub has no schema of the raid's
 * state, so the page checks the fields it cannot do without and reads the rest as the engine's
 * RaidView (src/formats/raid/raid-view.ts).
 */
const raidStateSchema = z.looseObject({
  raidId: z.string(),
  format: z.enum(['raid', 'giovanni']),
  phase: z.enum(['not-started', 'setup', 'players', 'boss-draw', 'boss-attack', 'contributions', 'finished']),
  turn: z.number(),
  players: z.array(z.looseObject({ name: z.string(), prizesLeft: z.number(), out: z.boolean() })),
  boss: z.array(z.looseObject({ uid: z.string(), damage: z.number() })),
  deckSize: z.number(),
});

const raidSnapshotSchema = z.object({ raid: raidRecordSchema, seq: z.number(), state: raidStateSchema });

export interface RaidSnapshot {
  readonly raid: z.infer<typeof raidRecordSchema>;
  readonly seq: number;
  readonly state: RaidView;
}

const read = (body: z.infer<typeof raidSnapshotSchema>): RaidSnapshot => ({ raid: body.raid, seq: body.seq, state: body.state as unknown as RaidView });

const path = (raidId: string) => `/api/raids/${encodeURIComponent(raidId)}`;

export const fetchRaid = async (raidId: string): Promise<RaidSnapshot> => read(await requestJson(path(raidId), raidSnapshotSchema));

/** A table action against the seq the page shows: the hub refuses it (409) if the raid moved on meanwhile. */
export async function sendRaidAction(raidId: string, token: string, action: RaidAction): Promise<RaidSnapshot> {
  return read(
    await requestJson(`${path(raidId)}/actions`, raidSnapshotSchema, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(action),
    }),
  );
}

/** One die of the raid: what it decided, its face, and whose it was (the hub's software or a die at the table). */
export interface RaidRoll {
  readonly seq: number;
  readonly promptId: string;
  readonly reason: string;
  readonly options: readonly string[];
  readonly value: number;
  readonly origin: RandomOrigin;
}

const logRowSchema = z.object({ seq: z.number(), event: z.looseObject({ type: z.string() }) });
const promptRaisedSchema = z.object({ prompt: z.looseObject({ id: z.string(), kind: z.string(), reason: z.string().optional(), options: z.array(z.string()).optional() }) });
const randomSuppliedSchema = z.object({
  promptId: z.string(),
  value: z.union([z.number(), z.array(z.number())]),
  origin: z.union([z.object({ kind: z.literal('software'), rng: z.literal('crypto.randomInt') }), z.object({ kind: z.literal('table'), note: z.string() })]),
});

/**
 * Every die roll of the raid with its origin, read from its log (GET /api/raids/:id/log, admin
 * token: the log also holds the raid deck's order, which this page never shows). Shuffles are left out.
 */
export async function fetchRaidRolls(raidId: string, token: string): Promise<RaidRoll[]> {
  const response = await fetch(`${path(raidId)}/log`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new RestError(response.status, response.statusText);
  return rollsOf(await response.text());
}

export function rollsOf(jsonLines: string): RaidRoll[] {
  const prompts = new Map<string, { reason: string; options: readonly string[] }>();
  const rolls: RaidRoll[] = [];
  for (const line of jsonLines.split('\n')) {
    if (line.trim() === '') continue;
    const row = logRowSchema.parse(JSON.parse(line));
    if (row.event.type === 'PromptRaised') {
      const { prompt } = promptRaisedSchema.parse(row.event);
      if (prompt.kind === 'die') prompts.set(prompt.id, { reason: prompt.reason ?? 'attack', options: prompt.options ?? [] });
    } else if (row.event.type === 'RandomSupplied') {
      const supplied = randomSuppliedSchema.parse(row.event);
      const die = prompts.get(supplied.promptId);
      if (die && typeof supplied.value === 'number') rolls.push({ seq: row.seq, promptId: supplied.promptId, ...die, value: supplied.value, origin: supplied.origin });
    }
  }
  return rolls;
}
