import { z } from 'zod';

/** GET /api/hub: where tablets reach this hub, and what its HTTPS certificate is (public: any device on the network can learn it). */
export const hubNetworkSchema = z.strictObject({
  hubId: z.string(),
  /** The dashboard's URLs, the one to scan first. */
  urls: z.array(z.string()),
  /** The certificate served, null without HTTPS. */
  tls: z
    .strictObject({
      fingerprint256: z.string(),
      selfSigned: z.boolean(),
      validTo: z.string(),
    })
    .nullable(),
  /** The mDNS service name, null when not advertised. */
  advertisedAs: z.string().nullable(),
});
export type HubNetwork = z.infer<typeof hubNetworkSchema>;
