import { z } from 'zod';

/** Where a raid's die result came from (src/formats/raid/raid-state.ts RandomOrigin). */
export type RaidRollOrigin = { readonly kind: 'software'; readonly rng: 'crypto.randomInt' } | { readonly kind: 'table'; readonly note: string };

/** One die of the raid: what it decided, its face, and whose it was (the hub's software or a die at the table). */
export interface RaidRoll {
  readonly seq: number;
  readonly promptId: string;
  readonly reason: string;
  readonly options: readonly string[];
  readonly value: number;
  readonly origin: RaidRollOrigin;
}

const logRowSchema = z.object({ seq: z.number(), event: z.looseObject({ type: z.string() }) });
const promptRaisedSchema = z.object({ prompt: z.looseObject({ id: z.string(), kind: z.string(), reason: z.string().optional(), options: z.array(z.string()).optional() }) });
const randomSuppliedSchema = z.object({
  promptId: z.string(),
  value: z.union([z.number(), z.array(z.number())]),
  origin: z.union([z.object({ kind: z.literal('software'), rng: z.literal('crypto.randomInt') }), z.object({ kind: z.literal('table'), note: z.string() })]),
});

/**
 * The die rolls of a raid log (JSON Lines, src/raid/raid-log.repository.ts rows): each
 * `RandomSupplied` answering a `die` prompt, with the prompt's reason and options. Shuffles are
 * left out: their permutation is the raid deck's order, which the table never sees.
 */
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
