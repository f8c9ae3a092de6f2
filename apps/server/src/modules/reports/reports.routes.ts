// HTTP face of reports: POST /reports (anyone, rate limited), the moderation queue GET /reports, and POST /reports/{id}/resolve.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@menudex/contract/entities';
import {
  REPORT_LIMITS,
  REPORT_TEXTS,
  createReportRequestSchema,
  createReportResponseSchema,
  reportListQuerySchema,
  reportListResponseSchema,
  reportResponseSchema,
  resolveReportRequestSchema,
} from '@menudex/contract/reports';
import { idParamsSchema } from '@menudex/contract/requests';
import type { AppContext } from '../../app-context.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { tooManyRequests } from '../../lib/http-errors.ts';
import { LEAVES_CATALOGUE } from '../../plugins/public-cache.ts';
import { rateLimit, userRateLimit, WRITE_RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { readAccess, writeAccess } from '../access.ts';
import { reportsService } from './reports.service.ts';

const e = errorSchema;

/**
 * Per signed-in user, else per client address: a flood from one address is held to a few reports an
 * hour, and the 429 says so in words that fit the longer window.
 */
const reportLimited = {
  rateLimit: {
    ...userRateLimit(REPORT_LIMITS.perWindow, REPORT_LIMITS.window).rateLimit,
    errorResponseBuilder: () => tooManyRequests(REPORT_TEXTS.tooMany),
  },
};

export const reportsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const reports = reportsService(ctx);

    app.post(
      '/reports',
      {
        // A report changes nothing visitors see until a moderator accepts it.
        config: { ...reportLimited, ...LEAVES_CATALOGUE },
        schema: {
          tags: ['reports'],
          summary:
            'Report a problem with a business or a dish, optionally with corrected business fields (anyone; rate limited)',
          body: createReportRequestSchema,
          response: { 201: createReportResponseSchema, 400: e, 404: e, 429: e },
        },
      },
      async (request, reply) => {
        const answer = await reports.create(
          await readAccess(ctx, request),
          request.body,
          requestLocale(request),
        );
        return reply.status(201).send(answer);
      },
    );

    app.get(
      '/reports',
      {
        schema: {
          tags: ['reports'],
          summary:
            "The moderation queue, newest first: admins see every report, owners their businesses' reports, others none",
          querystring: reportListQuerySchema,
          response: { 200: reportListResponseSchema, 400: e, 401: e },
        },
      },
      async (request, reply) => {
        // Reports name who complained about what: never kept by a shared cache.
        reply.header('cache-control', 'private, no-store');
        return {
          reports: await reports.list(await writeAccess(ctx, request), request.query),
        };
      },
    );

    app.post(
      '/reports/:id/resolve',
      {
        config: rateLimit(WRITE_RATE_LIMITS.catalogue),
        schema: {
          tags: ['reports'],
          summary:
            "Accept (applies the suggestion to the business) or reject a report with a note; the reporter is mailed when they left an address (admin, or an owner of the report's business)",
          params: idParamsSchema,
          body: resolveReportRequestSchema,
          response: { 200: reportResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e, 429: e },
        },
      },
      async (request) => ({
        report: await reports.resolve(
          await writeAccess(ctx, request),
          request.params.id,
          request.body,
          request.log,
        ),
      }),
    );
  };
