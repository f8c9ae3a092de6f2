// What the browser learns at run time from GET /api/config.
import { z } from 'zod';

export const runtimeConfigSchema = z.object({
  contactEmail: z.string(),
  /** The site's public address (PUBLIC_URL) when set: the feedback QR code points there. */
  publicUrl: z.string().nullable(),
  auth: z.object({
    google: z.object({ enabled: z.boolean(), clientId: z.string().nullable() }),
    facebook: z.object({ enabled: z.boolean(), appId: z.string().nullable() }),
    email: z.object({ enabled: z.boolean() }),
  }),
  ai: z.object({ enabled: z.boolean() }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const healthSchema = z.object({ ok: z.boolean(), db: z.string() });
