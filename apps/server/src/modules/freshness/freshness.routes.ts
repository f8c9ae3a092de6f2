// The reminder job's registration on the job runner, and its admin trigger.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@menudex/contract/entities';
import type { AppContext } from '../../app-context.ts';
import { LEAVES_CATALOGUE } from '../../plugins/public-cache.ts';
import { writeAccess } from '../access.ts';
import { freshnessService, REMINDER_CRON, REMINDER_QUEUE } from './freshness.service.ts';

const e = errorSchema;

export const freshnessRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const freshness = freshnessService(ctx, {
      logError: (err, message) => app.log.error({ err }, message),
    });
    // pg-boss keeps the schedule in the database: one job a day for the whole cluster.
    ctx.jobs.define(REMINDER_QUEUE, async () => {
      const outcome = await freshness.remind();
      if (outcome.mailed > 0) app.log.info(outcome, 'mailed reminders about stale listings');
    });
    ctx.jobs.schedule(REMINDER_QUEUE, REMINDER_CRON);

    app.post(
      '/freshness/reminders/run',
      {
        config: LEAVES_CATALOGUE,
        schema: {
          tags: ['businesses'],
          summary:
            'Mail the owners of stale listings now (admin); each owner at most once per listing and month',
          response: {
            200: z.object({ mailed: z.number().int(), reminders: z.number().int() }),
            401: e,
            403: e,
          },
        },
      },
      async (request) => freshness.remindNow(await writeAccess(ctx, request)),
    );
  };
