// What the browser learns at run time from GET /api/config.
import { z } from 'zod';

export const runtimeConfigSchema = z.object({
  contactEmail: z.string(),
  /** The site's public address (PUBLIC_URL) when set: the feedback QR code points there. */
  publicUrl: z.string().nullable(),
  auth: z.object({
    google: z.object({ enabled: z.boolean(), clientId: z.string().nullable() }),
    facebook: z.object({ enabled: z.boolean(), appId: z.string().nullable() }),
    email: z.object({
      enabled: z.boolean(),
      /** Mails with links are sent (verification, password reset); absent or false: they are off. */
      mail: z.boolean().optional(),
      /**
       * How those mails leave, when they do: `smtp` sends them; `log` writes them to the server's log
       * instead (demo mode without SMTP_URL), so nobody receives them. Absent when mail is off.
       */
      delivery: z.enum(['smtp', 'log']).optional(),
    }),
  }),
  ai: z.object({ enabled: z.boolean() }),
  /** Map tiles (MAP_TILE_URL, a {z}/{x}/{y} template) and the attribution they require. */
  map: z.object({ tileUrl: z.string(), attribution: z.string() }),
  /** The time zone new hours get when the owner names none (DEFAULT_TIME_ZONE). */
  defaultTimeZone: z.string(),
  /**
   * The install's place settings: CURRENCY (of businesses whose country does not say otherwise),
   * PRICE_LEVELS (the $ to $$$$ limits in that currency's units) and PHONE_REGION, with a number of
   * the region as its people write it (for the phone fields' hints and messages).
   */
  place: z.object({
    currency: z.string(),
    priceLevels: z.array(z.number()).length(3),
    phoneRegion: z.string(),
    phoneExample: z.string(),
  }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const healthSchema = z.object({
  ok: z.boolean(),
  db: z.string(),
  /** ok, unreachable, or unmigrated (reachable but lacking our tables; being migrated). */
  database: z.enum(['ok', 'unreachable', 'unmigrated']),
  /** Shedding load: requests other than health answer 503 for now. */
  overloaded: z.boolean(),
});
