// Reads and validates the environment once; nothing else in the server reads process.env. A variable
// set to an empty (or blank) value counts as unset, for every variable: `PORT=` means the default port.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isKnownTimeZone } from '@menudex/contract/hours';
import { currencyDecimals, isCurrencyCode } from '@menudex/contract/price';
import { DEFAULT_PLACE, parsePriceLevels, type PlaceSettings } from '@menudex/contract/place';
import { isPhoneRegion, US_PHONE_EXAMPLE } from '@menudex/contract/phone';
import { getExampleNumber } from 'libphonenumber-js/min';
import phoneExamples from 'libphonenumber-js/mobile/examples';
import type { S3Options } from './lib/media-storage.ts';

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
  /** Unset: 127.0.0.1 in demo mode (its passwords are published), every interface otherwise. */
  HOST: optionalString,
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { message: 'must start with postgres://' })
      .optional(),
  ),
  DATA_DIR: optionalString,
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
  AI_VISION_MODEL: z.string().default('gpt-4o-mini'),
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
  PAGE_RENDERS_PER_CLIENT: z.coerce
    .number({ message: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .min(0, { message: 'must be a whole number' })
    .default(30),
  DATABASE_POOL_MAX: z.coerce
    .number({ message: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be at least 1' })
    .max(1000, { message: 'must be at most 1000' })
    .default(20),
  DATABASE_PREPARED_STATEMENTS: booleanString.default(true),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds' })
    .int({ message: 'must be a whole number of milliseconds' })
    .min(0, { message: 'must be a whole number of milliseconds' })
    .default(5000),
  MEDIA_STORE: z.enum(['local', 's3'], { message: 'must be local or s3' }).default('local'),
  S3_ENDPOINT: optionalString.pipe(urlString.optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanString.default(false),
  MEDIA_PUBLIC_URL: optionalString.pipe(urlString.optional()),
  STALE_AFTER_DAYS: z.coerce
    .number({ message: 'must be a whole number of days' })
    .int({ message: 'must be a whole number of days' })
    .positive({ message: 'must be a whole number of days' })
    .default(180),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds' })
    .int({ message: 'must be a whole number of milliseconds' })
    .positive({ message: 'must be a whole number of milliseconds' })
    .default(10_000),
  /** smtp://user:pass@host:587 or smtps://…: where mails go; unset, mails are logged (demo) or off. */
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, { message: 'must start with smtp:// or smtps://' })
      .optional(),
  ),
  MAIL_FROM: optionalString.pipe(
    z
      .string()
      .min(3, { message: 'must be an address like Menudex <no-reply@example.com>' })
      .optional(),
  ),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => parseTrustProxy(v, ctx)),
  REQUEST_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds' })
    .int({ message: 'must be a whole number of milliseconds' })
    .min(1000, { message: 'must be at least 1000' })
    .default(60_000),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds' })
    .int({ message: 'must be a whole number of milliseconds' })
    .min(0, { message: 'must be a whole number of milliseconds' })
    .default(1000),
  /** Unset: no GET /metrics (plugins/metrics.ts). Long enough not to be guessed. */
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  ),
  TLS: booleanString.default(false),
  WEB_DIST: optionalString,
  DEFAULT_TIME_ZONE: z
    .string()
    .refine(isKnownTimeZone, { message: 'must be an IANA time zone like America/Los_Angeles' })
    .default('America/Los_Angeles'),
  /** ISO 4217: prices of businesses whose country does not say otherwise (docs/guide.md, Settings). */
  CURRENCY: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isCurrencyCode, { message: 'must be an ISO 4217 currency code like USD or VND' })
    .refine((c) => !isCurrencyCode(c) || currencyDecimals(c) <= 2, {
      message: 'must be a currency with at most two decimals (prices are kept in hundredths)',
    })
    .default(DEFAULT_PLACE.currency),
  /** Three ascending limits in CURRENCY's units (checked against CURRENCY in loadConfig). */
  PRICE_LEVELS: optionalString,
  /** ISO 3166 region of phone numbers: US keeps the specification's mask; others use libphonenumber. */
  PHONE_REGION: z
    .string()
    .trim()
    .toUpperCase()
    .refine((region): boolean => isPhoneRegion(region), {
      message: 'must be a two-letter region code like US or VN',
    })
    .default(DEFAULT_PLACE.phoneRegion),
  /** false: POST /api/events still answers 204 but counts nothing (docs/guide.md, Insights). */
  INSIGHTS_COUNTING: booleanString.default(true),
  /** How often each process writes the insight events it batched (docs/guide.md, Insights). */
  INSIGHTS_FLUSH_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds' })
    .int({ message: 'must be a whole number of milliseconds' })
    .min(10, { message: 'must be at least 10' })
    .max(60_000, { message: 'must be at most 60000' })
    .default(2000),
  /** A {z}/{x}/{y} tile template; {s} (subdomains) allowed in the host. */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[A-Za-z0-9.{}:-]+\/\S*\{z\}\S*\{x\}\S*\{y\}/, {
      message: 'must be an http(s) URL template with {z}, {x} and {y}',
    })
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().max(500).default('© OpenStreetMap contributors'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
});

/**
 * Which proxies in front of the server are believed about the client's address (X-Forwarded-For):
 * `false` (none, the default), a hop count (`1`: the load balancer next to us; `true` means 1), or a
 * comma-separated list of addresses and CIDR ranges (`10.0.0.0/8,192.168.1.7`, or the names
 * `loopback`, `linklocal`, `uniquelocal`). Never "trust everything": a client could name itself.
 */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  const v = value.trim().toLowerCase();
  if (['false', '0', 'no'].includes(v)) return false;
  if (['true', 'yes'].includes(v)) return 1;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = net.isIP(address ?? '');
    const validBits =
      bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!(PROXY_NAMES.has(entry) || (family !== 0 && validBits && extra === undefined))) {
      ctx.issues.push({
        code: 'custom',
        input: value,
        message: `has '${entry}': give false, a hop count, or proxy addresses and CIDR ranges`,
      });
    }
  }
  return entries.length === 0 ? false : entries;
}

export type Config = {
  port: number;
  host: string;
  /** True when HOST was not set and demo mode chose 127.0.0.1. */
  hostDefaultedToLoopback: boolean;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Said at start-up when the data folder is not where the README says (an older default). */
  dataDirNote: string | null;
  mediaDir: string;
  media: {
    store: 'local' | 's3';
    /** Where browsers fetch media from (a CDN or the bucket); unset: this server's /media/. */
    publicUrl: string | undefined;
    s3: S3Options | undefined;
  };
  /** PostgreSQL connections per process. */
  databasePoolMax: number;
  /** Frequent statements are prepared on each connection (db/prepared-statements.ts). */
  databasePreparedStatements: boolean;
  /** A request's statement without an answer after this long fails with 503 (0: no limit). */
  databaseQueryTimeoutMs: number;
  /** How long SIGTERM waits for in-flight requests before the process exits anyway. */
  shutdownTimeoutMs: number;
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
    /** The chat model that reads menu photos and PDF pages (menu drafts). */
    visionModel: string;
    timeoutMs: number;
  };
  /** Mail: SMTP when smtpUrl is set; links in mails start with linkBaseUrl (PUBLIC_URL). */
  mail: { smtpUrl: string | undefined; from: string; linkBaseUrl: string | undefined };
  redisUrl: string | undefined;
  /** Sign-up and sign-in attempts allowed per client address per minute. */
  authRateLimit: number;
  /** How long an anonymous answer of the catalogue may be reused, in ms; 0 turns the cache off. */
  publicCacheMs: number;
  /** Pages never rendered before that one client address may have rendered per 10 s; 0: no limit. */
  pageRendersPerClient: number;
  trustProxy: TrustProxy;
  /** Longest a request may take to arrive in full (headers and body), in ms; then 408 and closed. */
  requestTimeoutMs: number;
  /** Event-loop delay above which requests are shed with 503 (0 turns shedding off). */
  maxEventLoopDelayMs: number;
  /** The bearer token GET /metrics asks for; unset, there is no /metrics. */
  metricsToken: string | undefined;
  tls: boolean;
  webDist: string;
  logLevel: string;
  /** JSON lines, or readable lines (pino-pretty); `auto`: readable on a terminal (lib/logger.ts). */
  logFormat: 'auto' | 'json' | 'pretty';
  /** Hours without a time zone of their own are read in this one. */
  defaultTimeZone: string;
  /** A listing not confirmed by an owner or admin for this many days is stale (modules/freshness). */
  staleAfterDays: number;
  /** Whether POST /api/events counts anything (modules/insights/). */
  insightsCounting: boolean;
  /** How often the batched insight events are written, in ms (modules/insights/). */
  insightsFlushMs: number;
  map: {
    tileUrl: string;
    attribution: string;
    /** The tiles' origin for the Content-Security-Policy's img-src ({s} becomes a wildcard). */
    tileSource: string;
  };
  /** CURRENCY, PRICE_LEVELS, PHONE_REGION, and an example number of the region for messages. */
  place: PlaceSettings & { phoneExample: string };
};

export class ConfigError extends Error {}

/**
 * Reads `.env` into process.env, where variables already set win over the file: from the folder npm
 * was started in (INIT_CWD: the repository root for `npm start`), else the working folder. Answers
 * the file read, or null when there is none.
 */
export function loadDotEnv(env: NodeJS.ProcessEnv = process.env): string | null {
  const folders = [...new Set([env.INIT_CWD, process.cwd()])].filter(
    (dir): dir is string => typeof dir === 'string' && dir !== '',
  );
  for (const dir of folders) {
    const file = path.join(dir, '.env');
    if (!fs.existsSync(file)) continue;
    process.loadEnvFile(file);
    return file;
  }
  return null;
}

/**
 * The folder the command was typed in: npm runs workspace scripts in the workspace's folder, so a
 * file named on the command line is found from INIT_CWD.
 */
export function invocationFolder(env: NodeJS.ProcessEnv = process.env): string {
  return env.INIT_CWD || process.cwd();
}

/** The repository's root: three folders up from src/config.ts, and from dist/ where it is bundled. */
const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The server's folder, where `./data` landed before (npm runs a workspace's scripts there). */
const SERVER_FOLDER = fileURLToPath(new URL('../', import.meta.url));

/**
 * The data folder: DATA_DIR from the folder the command was typed in, else `data/` at the
 * repository's root (where the README says), whichever folder npm runs the server from. A root
 * without `data/` and the server's folder with one (where earlier versions put it) keeps using that
 * one, with a note, rather than starting an empty city beside the old one.
 */
export function resolveDataDir(
  set: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
  folders: { root: string; server: string } = { root: REPOSITORY_ROOT, server: SERVER_FOLDER },
): { dataDir: string; note: string | null } {
  if (set !== undefined) return { dataDir: path.resolve(invocationFolder(env), set), note: null };
  const dataDir = path.join(folders.root, 'data');
  const earlier = path.join(folders.server, 'data');
  if (!fs.existsSync(dataDir) && fs.existsSync(path.join(earlier, 'pglite'))) {
    return {
      dataDir: earlier,
      note: `Using the data in ${earlier}, where earlier versions kept it; stop the server and move it to ${dataDir} to keep it where the README says`,
    };
  }
  return { dataDir, note: null };
}

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
  if (e.MEDIA_STORE === 's3' && !e.S3_BUCKET) {
    throw new ConfigError('Invalid configuration: S3_BUCKET is required when MEDIA_STORE=s3');
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
  }
  const priceLevels =
    e.PRICE_LEVELS === undefined
      ? { bounds: DEFAULT_PLACE.priceLevels }
      : parsePriceLevels(e.PRICE_LEVELS, e.CURRENCY);
  if ('problem' in priceLevels) {
    throw new ConfigError(`Invalid configuration: PRICE_LEVELS ${priceLevels.problem}`);
  }
  const { dataDir, note: dataDirNote } = resolveDataDir(e.DATA_DIR, env);
  const host = e.HOST ?? (demo ? '127.0.0.1' : '0.0.0.0');
  return {
    port: e.PORT,
    host,
    hostDefaultedToLoopback: demo && e.HOST === undefined,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    dataDirNote,
    mediaDir: path.join(dataDir, 'media'),
    media: {
      store: e.MEDIA_STORE,
      publicUrl: e.MEDIA_PUBLIC_URL?.replace(/\/+$/, ''),
      s3:
        e.MEDIA_STORE === 's3' && e.S3_BUCKET
          ? {
              endpoint: e.S3_ENDPOINT,
              region: e.S3_REGION,
              bucket: e.S3_BUCKET,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              forcePathStyle: e.S3_FORCE_PATH_STYLE,
            }
          : undefined,
    },
    databasePoolMax: e.DATABASE_POOL_MAX,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    databaseQueryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    staleAfterDays: e.STALE_AFTER_DAYS,
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
      visionModel: e.AI_VISION_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Menudex <${e.CONTACT_EMAIL}>`,
      // Never the request's Host header (a forged one would send reset links elsewhere): PUBLIC_URL,
      // or in demo mode the local address the server listens on.
      linkBaseUrl:
        e.PUBLIC_URL?.replace(/\/+$/, '') ??
        (demo
          ? `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${e.PORT}`
          : undefined),
    },
    redisUrl: e.REDIS_URL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    publicCacheMs: e.PUBLIC_CACHE_MS,
    pageRendersPerClient: e.PAGE_RENDERS_PER_CLIENT,
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    metricsToken: e.METRICS_TOKEN,
    tls: e.TLS,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    defaultTimeZone: e.DEFAULT_TIME_ZONE,
    insightsCounting: e.INSIGHTS_COUNTING,
    insightsFlushMs: e.INSIGHTS_FLUSH_MS,
    map: {
      tileUrl: e.MAP_TILE_URL,
      attribution: e.MAP_ATTRIBUTION,
      tileSource: tileSource(e.MAP_TILE_URL),
    },
    place: {
      currency: e.CURRENCY,
      priceLevels: priceLevels.bounds,
      phoneRegion: e.PHONE_REGION,
      phoneExample: phoneExample(e.PHONE_REGION),
    },
  };
}

/** A number of the region as its people write it, for messages: (415) 555-0100, 0912 345 678. */
function phoneExample(region: string): string {
  if (region === 'US' || !isPhoneRegion(region)) return US_PHONE_EXAMPLE;
  return getExampleNumber(region, phoneExamples)?.formatNational() ?? '';
}

/** 'https://{s}.tile.example.org:8080/{z}/{x}/{y}.png' -> 'https://*.tile.example.org:8080'. */
export function tileSource(template: string): string {
  const match = /^(https?:\/\/)([^/]+)/.exec(template);
  const host = (match?.[2] ?? '').replace(/\{s\}/g, '*');
  return `${match?.[1] ?? 'https://'}${host}`;
}

/**
 * The start-up warning when CURRENCY is not USD but PRICE_LEVELS was left at its default (15,30,60
 * dong would make every business in Hanoi $$$$), or null.
 */
export function priceLevelsWarning(
  config: Config,
  env: NodeJS.ProcessEnv = process.env,
): string | null {
  const { currency, priceLevels } = config.place;
  if (currency === DEFAULT_PLACE.currency || (env.PRICE_LEVELS ?? '').trim() !== '') return null;
  return `PRICE_LEVELS is not set: businesses priced in ${currency} are sorted into $ to $$$$ by the default limits ${priceLevels.join(',')} ${currency}. Set PRICE_LEVELS to three limits in ${currency}, e.g. PRICE_LEVELS=50000,150000,400000 for VND.`;
}

/**
 * The start-up warning when PUBLIC_URL is unset outside demo mode, or null. Without it the public
 * pages name the host each request names (Host, or X-Forwarded-Host behind a trusted proxy), which
 * a client can forge: crawlers and link previews could be pointed at another site.
 */
export function publicUrlWarning(config: Config): string | null {
  if (config.demo || config.publicUrl) return null;
  return "PUBLIC_URL is not set: canonical URLs, link previews (Open Graph), JSON-LD, the sitemap, robots.txt and the feedback QR code name whatever host each request names (a forged Host or X-Forwarded-Host included), and mails with links are off. Set PUBLIC_URL to the site's address, e.g. PUBLIC_URL=https://menudex.example.";
}
