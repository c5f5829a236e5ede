import { z } from 'zod';
import { catalogueFreshnessSchema } from './catalogue.schema.js';
import { draftStatusSchema } from './draft.schema.js';
import { stationReaderSchema } from './enrolment.schema.js';
import { healthReportSchema } from './health.schema.js';
import { leagueViewSchema } from './league-view.schema.js';
import { miniGameViewSchema } from './minigames.schema.js';
import { raidRecordSchema, raidSnapshotSchema } from './raid.schema.js';
import { storeTableSchema } from './store.schema.js';
import { tableInfoSchema } from './table.schema.js';
import { teamGameRecordSchema, teamSnapshotSchema } from './team.schema.js';

/**
 * What each live topic's `live` frame carries: the schema of what the topic's REST GET answers
 * (src/gateway/live-topics.ts says which GET), so a client reads a typed state, never `unknown`.
 * A new topic does not compile without its entry (envelope.ts checks the keys against the topics).
 */
export const LIVE_STATE_SCHEMAS = {
  raid: raidSnapshotSchema,
  raids: z.array(raidRecordSchema),
  'team-game': teamSnapshotSchema,
  'team-games': z.array(teamGameRecordSchema),
  draft: draftStatusSchema,
  drafts: z.array(draftStatusSchema),
  minigame: miniGameViewSchema,
  tables: z.array(tableInfoSchema),
  health: healthReportSchema,
  'enrolment-readers': z.array(stationReaderSchema),
  'store-tables': z.array(storeTableSchema),
  'league-event': leagueViewSchema,
  'catalogue-freshness': catalogueFreshnessSchema,
} as const;
