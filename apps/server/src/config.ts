// Reads and validates the environment once; nothing else in the server reads process.env. A variable
// set to an empty (or blank) value counts as unset, for every variable: `PORT=` means the default port.
import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const urlString = z.url({ message: 'must be a URL' });

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int({ message: 'must be a port number' })
    .min(0, { message: 'must be a port number' })
    .max(65535, { message: 'must be a port number' })
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { message: 'must start with postgres://' })
      .optional(),
  ),
  DATA_DIR: z.string().default('./data'),
  DEMO: booleanString.optional(),
  SEED_DEMO: booleanString.optional(),
  JWT_SECRET: optionalString.pipe(
    z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  ),
  JWT_TTL: z
    .string()
    .regex(/^\d+[smhd]$/, { message: 'must look like 7d or 12h' })
    .default('7d'),
  CONTACT_EMAIL: z.email({ message: 'must be an e-mail address' }).default('hello@menudex.app'),
  PUBLIC_URL: optionalString.pipe(urlString.optional()),
  /** Comma-separated e-mail addresses; blank entries are skipped, anything else must be an address. */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const emails = v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean);
      for (const email of emails) {
        if (!z.email().safeParse(email).success)
          ctx.issues.push({
            code: 'custom',
            input: v,
            message: `has '${email}', which is not an e-mail address`,
          });
      }
      return emails;
    }),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: urlString.default('https://www.googleapis.com/oauth2/v3/certs'),
  FACEBOOK_APP_ID: optionalString,
  FACEBOOK_APP_SECRET: optionalString,
  FACEBOOK_GRAPH_URL: urlString.default('https://graph.facebook.com'),
  AI_API_KEY: optionalString,
  AI_BASE_URL: optionalString.pipe(urlString.optional()),
  AI_TEXT_MODEL: z.string().default('gpt-4o-mini'),
  AI_IMAGE_MODEL: z.string().default('gpt-image-1'),
  // Below the browser's 50 s request timeout (TIMING.httpTimeoutMs), so the server's 504 arrives first.
  AI_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds' })
    .int({ message: 'must be a whole number of milliseconds' })
    .positive({ message: 'must be a whole number of milliseconds' })
    .default(45_000),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, { message: 'must start with redis://' })
      .optional(),
  ),
  AUTH_RATE_LIMIT: z.coerce
    .number({ message: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .positive({ message: 'must be a whole number' })
    .default(10),
  PUBLIC_CACHE_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds' })
    .int({ message: 'must be a whole number of milliseconds' })
    .min(0, { message: 'must be a whole number of milliseconds' })
    .max(60_000, { message: 'must be at most 60000' })
    .default(1000),
  TRUST_PROXY: booleanString.default(false),
  TLS: booleanString.default(false),
  WEB_DIST: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  mediaDir: string;
  /** Demo mode: embedded database, generated JWT secret, demo users printed at start-up. */
  demo: boolean;
  /** Load the demo city into an empty database at start-up. */
  seedDemo: boolean;
  jwtSecret: string | undefined;
  jwtTtl: string;
  contactEmail: string;
  publicUrl: string | undefined;
  adminEmails: string[];
  google: { clientId: string | undefined; jwksUrl: string };
  facebook: { appId: string | undefined; appSecret: string | undefined; graphUrl: string };
  ai: {
    apiKey: string | undefined;
    baseUrl: string | undefined;
    textModel: string;
    imageModel: string;
    timeoutMs: number;
  };
  redisUrl: string | undefined;
  /** Sign-up and sign-in attempts allowed per client address per minute. */
  authRateLimit: number;
  /** How long an anonymous answer of the catalogue may be reused, in ms; 0 turns the cache off. */
  publicCacheMs: number;
  trustProxy: boolean;
  tls: boolean;
  webDist: string;
  logLevel: string;
};

export class ConfigError extends Error {}

/** Every variable the server reads. */
export const CONFIG_VARIABLES = envSchema.keyof().options;

/**
 * Parses the environment; a wrong value throws a ConfigError naming the variable. An empty or blank
 * value is the same as no value (the default applies), whatever the variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const set = Object.fromEntries(
    CONFIG_VARIABLES.flatMap((name) => {
      const value = env[name];
      return value === undefined || value.trim() === '' ? [] : [[name, value]];
    }),
  );
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const e = parsed.data;
  const demo = e.DEMO ?? e.DATABASE_URL === undefined;
  if (!demo && !e.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration: JWT_SECRET is required outside demo mode (at least 32 characters)',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    demo,
    seedDemo: e.SEED_DEMO ?? demo,
    jwtSecret: e.JWT_SECRET,
    jwtTtl: e.JWT_TTL,
    contactEmail: e.CONTACT_EMAIL,
    publicUrl: e.PUBLIC_URL,
    adminEmails: e.ADMIN_EMAILS,
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL },
    facebook: {
      appId: e.FACEBOOK_APP_ID,
      appSecret: e.FACEBOOK_APP_SECRET,
      graphUrl: e.FACEBOOK_GRAPH_URL,
    },
    ai: {
      apiKey: e.AI_API_KEY,
      baseUrl: e.AI_BASE_URL,
      textModel: e.AI_TEXT_MODEL,
      imageModel: e.AI_IMAGE_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
    },
    redisUrl: e.REDIS_URL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    publicCacheMs: e.PUBLIC_CACHE_MS,
    trustProxy: e.TRUST_PROXY,
    tls: e.TLS,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    logLevel: e.LOG_LEVEL,
  };
}
