import { z } from 'zod';
import { PROTOCOL_VERSION, TOPIC_ROOT } from '../devices/zone-board/zone-board.protocol.js';

/**
 * Table ids are unique per store, not per hub: the store's views key every table by its id. While
 * a hub is connected to the store's broker it keeps a retained claim, mirrormat/<hub>/tables,
 * listing its table ids; its last will is an empty retained message, which deletes the claim when
 * the hub goes away without a word. So a retained claim is always a live hub's, and a hub starting
 * with a table id (or a hub id) that a claim already names refuses to start.
 */

const ID = z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/);

export const tableClaimSchema = z
  .strictObject({ v: z.literal(PROTOCOL_VERSION), hub: ID, tables: z.array(ID).max(1024) })
  .describe('the tables a live hub serves');
export type TableClaim = z.infer<typeof tableClaimSchema>;

export const claimTopics = {
  claim: (hub: string) => `${TOPIC_ROOT}/${hub}/tables`,
  every: `${TOPIC_ROOT}/+/tables`,
} as const;

/** The hub id a claim topic belongs to; undefined for any other topic. */
export function claimTopicHub(topic: string): string | undefined {
  return /^mirrormat\/([a-z0-9][a-z0-9-]{0,31})\/tables$/.exec(topic)?.[1];
}

/** Why this hub may not claim its tables, one line each; empty when it may. */
export function claimConflicts(own: { hub: string; tables: readonly string[] }, claims: readonly TableClaim[]): string[] {
  const conflicts: string[] = [];
  for (const claim of claims) {
    if (claim.hub === own.hub) {
      conflicts.push(`hub id "${own.hub}" is already used by a live hub on this broker: give each hub its own hub.id`);
      continue;
    }
    for (const table of own.tables) {
      if (claim.tables.includes(table)) {
        conflicts.push(`table id "${table}" is served by live hub "${claim.hub}": table ids are unique per store, rename one of them`);
      }
    }
  }
  return conflicts;
}
