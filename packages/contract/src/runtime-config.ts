// What the browser learns at run time from GET /api/config.
import { z } from 'zod';

export const runtimeConfigSchema = z.object({
  contactEmail: z.string(),
  auth: z.object({
    google: z.object({ enabled: z.boolean(), clientId: z.string().nullable() }),
    facebook: z.object({ enabled: z.boolean(), appId: z.string().nullable() }),
    email: z.object({ enabled: z.boolean() }),
  }),
  ai: z.object({ enabled: z.boolean() }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const healthSchema = z.object({ ok: z.boolean(), db: z.string() });
