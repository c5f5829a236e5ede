import { z } from 'zod';

/**
 * GET /api/enrolment/readers: the PC/SC readers a sticker can lie on (src/devices/nfc/tag-station.ts StationReader),
 * each with what lies on it now, bound to a table's zone or not.
 */
export const stationReaderSchema = z.object({
  name: z.string(),
  tableId: z.string().optional(),
  zone: z.string().optional(),
  reading: z.object({ kind: z.enum(['present', 'several', 'unreadable', 'absent']) }).loose().optional(),
});
export type StationReaderView = z.infer<typeof stationReaderSchema>;
