import { z } from 'zod';
import { RULE_PROFILES } from '../config/config.schema.js';

/** A table as the REST API and the live page see it. */
export const tableInfoSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  profile: z.enum(RULE_PROFILES),
  format: z.string(),
  allowSoftwareFlips: z.boolean(),
  /** config: defined in mirrormat.yaml (edit the file to change it); runtime: created over the API. */
  source: z.enum(['config', 'runtime']),
  zones: z.array(z.string()),
});
export type TableInfo = z.infer<typeof tableInfoSchema>;

export const createTableSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'lower-case letters, digits and "-", at most 32 characters'),
  name: z.string().trim().min(1).max(80),
  profile: z.enum(RULE_PROFILES).default('sv'),
  format: z.string().trim().min(1).max(40).default('standard'),
  allowSoftwareFlips: z.boolean().default(true),
});
export type CreateTable = z.infer<typeof createTableSchema>;

export const updateTableSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(80),
    profile: z.enum(RULE_PROFILES),
    format: z.string().trim().min(1).max(40),
    allowSoftwareFlips: z.boolean(),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'give at least one field to change');
export type UpdateTable = z.infer<typeof updateTableSchema>;
