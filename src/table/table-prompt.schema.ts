import { z } from 'zod';

/**
 * The table prompts on the wire, for the gateway: what a client is shown (`promptView` of
 * mirror.ts, per viewer) and the answer it sends back, validated at the edge.
 */

export const tablePromptViewSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(['unknown-tag', 'not-allowed', 'stack-left', 'misplaced', 'retreat-energy']),
  zone: z.string(),
  seat: z.enum(['p1', 'p2']).nullable(),
  message: z.string(),
  violation: z.strictObject({ code: z.string(), message: z.string(), ref: z.strictObject({ file: z.string(), section: z.string() }) }).nullable(),
  options: z.array(z.strictObject({ id: z.string(), label: z.string() })),
  answerable: z.boolean(),
});

export const answerTablePromptSchema = z.strictObject({
  promptId: z.string().min(1).max(64),
  option: z.string().min(1).max(200),
});
export type AnswerTablePrompt = z.infer<typeof answerTablePromptSchema>;
