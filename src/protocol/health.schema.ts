import { z } from 'zod';

/** GET /health: one line per component (src/health/health.ts), and the worst of them. */
export const healthReportSchema = z.strictObject({
  status: z.enum(['up', 'degraded', 'down']),
  time: z.string(),
  uptimeSeconds: z.number(),
  components: z.array(
    z.strictObject({
      kind: z.enum(['database', 'mqtt-broker', 'reader', 'zone-board', 'coin-flipper', 'catalogue', 'adapter']),
      name: z.string(),
      status: z.enum(['up', 'down', 'degraded', 'disabled']),
      tableId: z.string().optional(),
      lastSeen: z.string().optional(),
      detail: z.record(z.string(), z.unknown()).optional(),
    }),
  ),
});
export type HealthReport = z.infer<typeof healthReportSchema>;
