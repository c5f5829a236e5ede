import { z } from 'zod';

/** NTAG UIDs are 7 bytes; the hub writes them as upper-case hex. */
const uid = z.string().regex(/^[0-9A-F]{8,20}$/, 'a tag UID in upper-case hex, e.g. 04A1B2C3D4E5F6');

/** What the demo page or a test does to one simulated zone. */
export const zoneActionSchema = z.discriminatedUnion('action', [
  /** One tag on the zone; without a uid, a new random one. cardId as an NDEF record would carry it. */
  z.strictObject({ action: z.literal('place'), uid: uid.optional(), cardId: z.string().trim().min(1).max(40).optional() }),
  z.strictObject({ action: z.literal('remove') }),
  /** The seat's turn token tapped on the zone (put down and lifted again): the same token tag every time. */
  z.strictObject({ action: z.literal('tap-token') }),
  /** The seat's Ditto marker token put on the zone, on top of these tags (the Pokémon it marks): the same marker tag every time. */
  z.strictObject({ action: z.literal('ditto-marker'), under: z.array(uid).max(3) }),
  z.strictObject({ action: z.literal('several'), uids: z.array(uid).max(4) }),
  z.strictObject({ action: z.literal('unreadable'), reason: z.string().trim().min(1).max(200) }),
  z.strictObject({ action: z.literal('disconnect'), reason: z.string().trim().min(1).max(200) }),
  z.strictObject({ action: z.literal('connect') }),
]);
export type ZoneAction = z.infer<typeof zoneActionSchema>;
