/** The event test/support/log-writer.mjs appends at `seq` (log-writer-events.mjs). */
export function burstEvent(seq: number): { type: 'BurstEvent'; seq: number; text: string; flags: [boolean, null, number] };
