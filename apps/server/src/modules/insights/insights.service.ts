// Owner insights: counting what visitors' browsers report without cookies and without keeping who,
// and reading the counts back for a business's owners and admins, or for the whole city (admins).
//
// Counting stays off the request path: POST /api/events only checks the event, drops bots and floods,
// and adds it to an in-memory batch; every INSIGHTS_FLUSH_MS (and when the app closes) the batch is
// written in one statement (insights.repository.ts), which also drops events about businesses that do
// not exist or dishes of another business. Unique visitors: hash(salt of the day, address, user agent)
// with a random salt per date shared by every process through the database and deleted once that date
// is over everywhere; the hashes of a business's visitors are deleted once its day is over.
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Counter } from 'prom-client';
import { stringify } from 'csv-stringify/sync';
import { isbot } from 'isbot';
import { BUSINESS_TEXTS } from '@menudex/contract/businesses';
import {
  INSIGHT_COUNTS,
  INSIGHT_LIMITS,
  type InsightCount,
  type InsightDay,
  type InsightEvent,
  type InsightsQuery,
  type InsightsResponse,
} from '@menudex/contract/insights';
import type { AppContext } from '../../app-context.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { isDatabaseUnavailable } from '../../lib/outages.ts';
import { canEditBusiness, isAdmin, type Access } from '../../policies/business.policy.ts';
import { EventBatch, FloodGuard, type Drained } from './event-batch.ts';
import {
  insightsRepository,
  NO_ITEM,
  type CountKind,
  type VisitorRow,
} from './insights.repository.ts';

export const INSIGHT_EVENT_LIMITS = {
  /**
   * Events one address may have counted per business per minute. A person scrolling a long menu
   * reports each dish once (about a hundred); a cafe's customers share its Wi-Fi address.
   */
  perAddressPerBusinessPerMinute: 200,
  /** Events one address may have counted per minute over all businesses (a results page is ~50). */
  perAddressPerMinute: 2000,
  /** Addresses (and address-business pairs) the flood guard tracks per minute. */
  floodKeys: 100_000,
  /** Distinct counts and visitors waiting for a flush; past it events are not counted (and logged). */
  batchKeys: 50_000,
} as const;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** How often the flush also deletes visitors and salts of days that are over. */
const FORGET_EVERY_MS = 5 * MINUTE_MS;

/** The day fields of InsightDay per stored kind. */
const FIELD_OF_KIND: Record<CountKind, InsightCount> = {
  view: 'views',
  visitor: 'visitors',
  'item-view': 'itemViews',
  call: 'calls',
  directions: 'directions',
  website: 'website',
  'qr-scan': 'qrScans',
  'search-appearance': 'searchAppearances',
  like: 'likes',
  favorite: 'favorites',
};

/** Being shown on a results page is not a visit; every other event comes from someone on the page. */
const isVisit = (kind: InsightEvent['kind']) => kind !== 'search-appearance';

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Every date somewhere on Earth during this minute (UTC-12 to UTC+14): a visitor's salted hash is made
 * for each, and the flush keeps the one of the business's own date.
 */
export function datesOfMinute(minute: number): string[] {
  const at = minute * MINUTE_MS;
  const dates: string[] = [];
  for (let day = Date.parse(isoDate(at - 12 * HOUR_MS)); day <= at + 14 * HOUR_MS; day += DAY_MS)
    dates.push(isoDate(day));
  return dates;
}

/** The date that is over in every time zone once it is not today at UTC-12. */
const dateAtUtcMinus12 = (now: Date) => isoDate(now.getTime() - 12 * HOUR_MS);

/** The dates from `from` to `to`, both included (YYYY-MM-DD). */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (
    let day = Date.parse(`${from}T00:00:00Z`);
    day <= Date.parse(`${to}T00:00:00Z`);
    day += DAY_MS
  )
    dates.push(isoDate(day));
  return dates;
}

/** Why an event was not counted (the answer is 204 either way). */
export type EventOutcome = 'counted' | 'bot' | 'flood' | 'full';

export type InsightsCounter = {
  /** Checks and batches one event; answers what became of it. No I/O. */
  record(event: InsightEvent, address: string, userAgent: string | undefined): EventOutcome;
  /** Writes what is batched (one flush at a time). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left: the app is closing. */
  close(): Promise<void>;
};

export function insightsCounter(ctx: AppContext, log: FastifyBaseLogger): InsightsCounter {
  const repo = insightsRepository(ctx.db);
  const batch = new EventBatch(INSIGHT_EVENT_LIMITS.batchKeys);
  const guard = new FloodGuard({
    perAddressPerBusinessPerMinute: INSIGHT_EVENT_LIMITS.perAddressPerBusinessPerMinute,
    perAddressPerMinute: INSIGHT_EVENT_LIMITS.perAddressPerMinute,
    maxKeys: INSIGHT_EVENT_LIMITS.floodKeys,
  });
  const events = new Counter({
    name: 'menudex_insight_events_total',
    help: 'Insight events received, by outcome (counted, bot, flood, full: the batch was full; lost: a flush failed)',
    labelNames: ['outcome'] as const,
    registers: [ctx.metrics.registry],
  });
  /** The salts of the dates in use, as read from insight_salts (only in this process's memory). */
  const salts = new Map<string, string>();
  let running: Promise<void> | null = null;
  let lastForget = Number.NEGATIVE_INFINITY;

  async function saltsFor(dates: string[]): Promise<Map<string, string>> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const missing = dates.filter((d) => !salts.has(d));
      if (missing.length === 0) break;
      const made = missing.map(() => crypto.randomBytes(32).toString('base64url'));
      for (const [day, salt] of await repo.salts(missing, made)) salts.set(day, salt);
    }
    return salts;
  }

  async function write(drained: Drained): Promise<void> {
    const dates = [...new Set(drained.visitors.flatMap((v) => datesOfMinute(v.minute)))];
    const known = await saltsFor(dates);
    const visitors: VisitorRow[] = drained.visitors.flatMap((v) =>
      datesOfMinute(v.minute).flatMap((day) => {
        const salt = known.get(day);
        if (salt === undefined) return [];
        const hash = crypto.createHmac('sha256', salt).update(v.who).digest('base64url');
        return [{ businessId: v.businessId, itemId: v.itemId, minute: v.minute, day, hash }];
      }),
    );
    await repo.flush(drained.counts, visitors, ctx.config.defaultTimeZone);
  }

  async function forgetPastDays(now: Date): Promise<void> {
    if (now.getTime() - lastForget < FORGET_EVERY_MS) return;
    lastForget = now.getTime();
    const overEverywhereBefore = dateAtUtcMinus12(now);
    await repo.forgetPastDays(now, overEverywhereBefore, ctx.config.defaultTimeZone);
    for (const day of salts.keys()) if (day < overEverywhereBefore) salts.delete(day);
  }

  async function flushOnce(): Promise<void> {
    const drained = batch.drain();
    if (drained.counts.length > 0 || drained.visitors.length > 0) {
      try {
        await write(drained);
      } catch (err) {
        const events = drained.counts.reduce((sum, c) => sum + c.n, 0);
        // The statement is all or nothing: while the database is away the events wait in memory
        // (bounded) for the next flush. Anything else is a fault that would fail again: drop them.
        if (isDatabaseUnavailable(err) || isRetryable(err)) {
          const lost = batch.putBack(drained);
          if (lost > 0) countLost(lost);
          log.warn({ err, events }, 'insights: flush failed, retrying with the next one');
        } else {
          countLost(events);
          log.error({ err, events }, 'insights: flush failed, these events are lost');
        }
        return;
      }
    }
    try {
      await forgetPastDays(ctx.clock.now());
    } catch (err) {
      lastForget = Number.NEGATIVE_INFINITY;
      log.warn({ err }, 'insights: deleting past visitors failed, retrying with the next flush');
    }
  }

  function countLost(n: number) {
    events.inc({ outcome: 'lost' }, n);
  }

  function flush(): Promise<void> {
    // One flush at a time: a second caller waits for the running one, then flushes what came since.
    const next = (running ?? Promise.resolve()).then(flushOnce);
    const current = next.finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  }

  // A tick while a flush is still writing (a slow database) is skipped rather than queued.
  const timer = setInterval(() => {
    if (running === null) void flush();
  }, ctx.config.insightsFlushMs);
  // The timer alone must not keep a process alive (the close hook writes what is left).
  timer.unref();

  return {
    record(event, address, userAgent) {
      let outcome: EventOutcome;
      const minute = Math.floor(ctx.clock.now().getTime() / MINUTE_MS);
      if (!userAgent || isbot(userAgent)) outcome = 'bot';
      else if (!guard.allow(address, event.businessId, minute)) outcome = 'flood';
      else {
        // Unsalted and only in memory until the flush salts it with the date's salt.
        const who = isVisit(event.kind)
          ? crypto.createHash('sha256').update(`${address}\n${userAgent}`).digest('base64url')
          : null;
        const added = batch.add(
          {
            businessId: event.businessId,
            itemId: event.itemId ?? NO_ITEM,
            kind: event.kind,
            minute,
          },
          who,
        );
        outcome = added ? 'counted' : 'full';
        if (!added) log.warn('insights: the batch is full, an event was not counted');
      }
      events.inc({ outcome });
      return outcome;
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

/** A deadlock or serialization failure: the same statement succeeds when tried again. */
function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/** The likes and favorites hooks the votes repository calls inside its transaction. */
export type VoteCounting = {
  liked(businessId: string, itemId: string, delta: number): Promise<void>;
  favorited(businessId: string, delta: number): Promise<void>;
};

export function voteCounting(ctx: AppContext, trx: AppContext['db']): VoteCounting {
  const repo = insightsRepository(trx);
  const now = ctx.clock.now();
  const zone = ctx.config.defaultTimeZone;
  return {
    liked: (businessId, itemId, delta) =>
      repo.countVote(businessId, itemId, 'like', delta, now, zone),
    favorited: (businessId, delta) =>
      repo.countVote(businessId, NO_ITEM, 'favorite', delta, now, zone),
  };
}

const emptyDay = (date: string): InsightDay => ({
  date,
  ...(Object.fromEntries(INSIGHT_COUNTS.map((c) => [c, 0])) as Record<InsightCount, number>),
});

export function insightsService(ctx: AppContext) {
  const repo = insightsRepository(ctx.db);

  async function read(businessId: string | null, q: InsightsQuery): Promise<InsightsResponse> {
    const [counts, topItems] = await Promise.all([
      repo.dayCounts(businessId, q.from, q.to),
      repo.topItems(businessId, q.from, q.to, INSIGHT_LIMITS.topItems),
    ]);
    const days = new Map(datesBetween(q.from, q.to).map((d) => [d, emptyDay(d)]));
    for (const c of counts) {
      const day = days.get(c.day);
      if (day) day[FIELD_OF_KIND[c.kind]] += c.n;
    }
    return { days: [...days.values()], topItems };
  }

  return {
    /** One business's counts: its owners and admins (404 for an unknown business, else 403). */
    async forBusiness(
      access: Access,
      businessId: string,
      q: InsightsQuery,
    ): Promise<InsightsResponse> {
      if (!(await repo.businessExists(businessId))) throw notFound(BUSINESS_TEXTS.businessNotFound);
      if (!canEditBusiness(access, businessId)) throw forbidden();
      return read(businessId, q);
    },

    /** Every business together: admins only. */
    async forCity(access: Access, q: InsightsQuery): Promise<InsightsResponse> {
      if (!isAdmin(access)) throw forbidden();
      return read(null, q);
    },
  };
}

/** The days as CSV: a header (date and the counts, in INSIGHT_COUNTS order), then one line a day. */
export function insightsCsv(days: InsightDay[]): string {
  return stringify(days, { header: true, columns: ['date', ...INSIGHT_COUNTS] });
}
