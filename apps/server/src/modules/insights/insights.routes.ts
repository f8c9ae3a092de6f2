// HTTP face of owner insights: POST /events (what visitors' browsers report, always 204 once well
// formed), GET /businesses/{id}/insights(.csv) for owners and admins, GET /insights(.csv) for admins.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@menudex/contract/entities';
import {
  INSIGHT_EVENT_TEXTS,
  insightEventSchema,
  insightsQuerySchema,
  insightsResponseSchema,
} from '@menudex/contract/insights';
import { idParamsSchema } from '@menudex/contract/requests';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { LEAVES_CATALOGUE } from '../../plugins/public-cache.ts';
import { writeAccess } from '../access.ts';
import { insightsCounter, insightsCsv, insightsService } from './insights.service.ts';

const e = errorSchema;
/** An event is about 120 bytes of JSON. */
const EVENT_BODY_LIMIT = 1024;
const csvSchema = z.string().describe('CSV: a header line (date and the counts), one line a day');

export const insightsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const counter = insightsCounter(ctx, app.log);
    const insights = insightsService(ctx);
    // Written before the database closes (main.ts closes it after the app): a clean stop loses none.
    app.addHook('onClose', async () => counter.close());

    // navigator.sendBeacon(url, string) sends text/plain; its JSON is read like application/json.
    // Only in this plugin's routes: elsewhere text/plain stays refused.
    app.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: EVENT_BODY_LIMIT },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)) as unknown);
        } catch {
          done(badRequest(INSIGHT_EVENT_TEXTS.notJson), undefined);
        }
      },
    );

    app.post(
      '/events',
      {
        bodyLimit: EVENT_BODY_LIMIT,
        // Counting changes no catalogue answer or page: the caches stay.
        config: LEAVES_CATALOGUE,
        schema: {
          tags: ['insights'],
          summary:
            'Count a page view, dish view, tap, QR scan or search appearance (anyone; 204 even when it is not counted: bots, floods, unknown businesses)',
          body: insightEventSchema,
          response: { 204: z.null().describe('Received'), 400: e, 413: e, 415: e },
        },
      },
      async (request, reply) => {
        if (ctx.config.insightsCounting)
          counter.record(request.body, request.ip, request.headers['user-agent']);
        return reply.status(204).header('cache-control', 'no-store').send(null);
      },
    );

    app.get(
      '/businesses/:id/insights',
      {
        schema: {
          tags: ['insights'],
          summary:
            "A business's counts per local day from `from` to `to` (at most two years) and its top dishes (owner or admin)",
          params: idParamsSchema,
          querystring: insightsQuerySchema,
          response: { 200: insightsResponseSchema, 400: e, 401: e, 403: e, 404: e },
        },
      },
      async (request) =>
        insights.forBusiness(await writeAccess(ctx, request), request.params.id, request.query),
    );

    app.get(
      '/businesses/:id/insights.csv',
      {
        schema: {
          tags: ['insights'],
          summary: "A business's counts per local day as CSV (owner or admin)",
          produces: ['text/csv'],
          params: idParamsSchema,
          querystring: insightsQuerySchema,
          response: { 200: csvSchema, 400: e, 401: e, 403: e, 404: e },
        },
      },
      async (request, reply) => {
        const { days } = await insights.forBusiness(
          await writeAccess(ctx, request),
          request.params.id,
          request.query,
        );
        const { from, to } = request.query;
        return sendCsv(reply, insightsCsv(days), `insights-${request.params.id}-${from}-${to}.csv`);
      },
    );

    app.get(
      '/insights',
      {
        schema: {
          tags: ['insights'],
          summary: "The whole city's counts per day and its top dishes (admin)",
          querystring: insightsQuerySchema,
          response: { 200: insightsResponseSchema, 400: e, 401: e, 403: e },
        },
      },
      async (request) => insights.forCity(await writeAccess(ctx, request), request.query),
    );

    app.get(
      '/insights.csv',
      {
        schema: {
          tags: ['insights'],
          summary: "The whole city's counts per day as CSV (admin)",
          produces: ['text/csv'],
          querystring: insightsQuerySchema,
          response: { 200: csvSchema, 400: e, 401: e, 403: e },
        },
      },
      async (request, reply) => {
        const { days } = await insights.forCity(await writeAccess(ctx, request), request.query);
        const { from, to } = request.query;
        return sendCsv(reply, insightsCsv(days), `insights-city-${from}-${to}.csv`);
      },
    );
  };

function sendCsv(reply: FastifyReply, csv: string, filename: string): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}
