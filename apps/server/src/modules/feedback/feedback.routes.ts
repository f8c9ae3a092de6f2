// HTTP face of the feedback program: POST /feedback/{businessId}, the discount status and redeem, the
// owner's summary, discount log and bursts, and GET /businesses/{id}/qr (the printable code of the
// feedback link).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@menudex/contract/entities';
import {
  FEEDBACK_TEXTS,
  burstParamsSchema,
  burstRatingsRequestSchema,
  businessIdParamsSchema,
  discountStatusParamsSchema,
  discountStatusQuerySchema,
  discountLimitRequestSchema,
  discountLogSchema,
  discountStatusResponseSchema,
  feedbackBurstSchema,
  feedbackRequestSchema,
  feedbackResponseSchema,
  feedbackSummarySchema,
  redeemRequestSchema,
  redeemResponseSchema,
} from '@menudex/contract/feedback';
import { idParamsSchema } from '@menudex/contract/requests';
import type { AppContext } from '../../app-context.ts';
import { tooManyRequests } from '../../lib/http-errors.ts';
import { LEAVES_CATALOGUE } from '../../plugins/public-cache.ts';
import { rateLimit, WRITE_RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { writeAccess } from '../access.ts';
import { CapReached, FEEDBACK_RATE_LIMITS, feedbackService } from './feedback.service.ts';

const e = errorSchema;

export const feedbackRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const feedback = feedbackService(ctx);
    const limit = rateLimit(FEEDBACK_RATE_LIMITS.perAddress, FEEDBACK_RATE_LIMITS.addressWindow);
    // The shared text says 'in a minute'; this window is longer, so it gets words of its own.
    const addressLimit = {
      rateLimit: {
        ...limit.rateLimit,
        errorResponseBuilder: () => tooManyRequests(FEEDBACK_TEXTS.tooManyFromAddress),
      },
    };

    app.post(
      '/feedback/:businessId',
      {
        // Per client address here; per customer id in the service (a count in the database).
        config: { ...addressLimit, ...LEAVES_CATALOGUE },
        schema: {
          tags: ['feedback'],
          summary:
            'Leave feedback on a business that runs the program; grants one discount (403 when the program is off)',
          params: businessIdParamsSchema,
          body: feedbackRequestSchema,
          response: { 201: feedbackResponseSchema, 400: e, 403: e, 404: e, 409: e, 429: e },
        },
      },
      async (request, reply) => {
        try {
          const answer = await feedback.submit(request.params.businessId, request.body, request.ip);
          return reply.status(201).send(answer);
        } catch (error) {
          // The error handler keeps headers set on the reply: the 429 {message} says when to retry.
          if (error instanceof CapReached)
            reply.header('retry-after', String(error.retryAfterSeconds));
          throw error;
        }
      },
    );

    app.get(
      '/feedback/:businessId/discounts',
      {
        schema: {
          tags: ['feedback'],
          summary:
            "The business's discount log: its daily limit, today's counts, the latest discounts (owner or admin)",
          params: businessIdParamsSchema,
          response: { 200: discountLogSchema, 400: e, 401: e, 403: e, 404: e },
        },
      },
      async (request) =>
        feedback.discountLog(await writeAccess(ctx, request), request.params.businessId),
    );

    app.put(
      '/feedback/:businessId/discounts',
      {
        config: { ...rateLimit(WRITE_RATE_LIMITS.catalogue), ...LEAVES_CATALOGUE },
        schema: {
          tags: ['feedback'],
          summary: 'Set the daily limit of feedback discounts, 0 to pause them (owner or admin)',
          params: businessIdParamsSchema,
          body: discountLimitRequestSchema,
          response: { 200: discountLogSchema, 400: e, 401: e, 403: e, 404: e, 429: e },
        },
      },
      async (request) =>
        feedback.setDiscountLimit(
          await writeAccess(ctx, request),
          request.params.businessId,
          request.body.dailyLimit,
        ),
    );

    app.post(
      '/feedback/:businessId/bursts/:burstId/void',
      {
        config: rateLimit(WRITE_RATE_LIMITS.catalogue),
        schema: {
          tags: ['feedback'],
          summary:
            "Void a burst's discounts not yet redeemed; they can no longer be redeemed (owner or admin)",
          params: burstParamsSchema,
          response: { 200: feedbackBurstSchema, 400: e, 401: e, 403: e, 404: e, 429: e },
        },
      },
      async (request) =>
        feedback.voidBurst(
          await writeAccess(ctx, request),
          request.params.businessId,
          request.params.burstId,
        ),
    );

    app.put(
      '/feedback/:businessId/bursts/:burstId/ratings',
      {
        config: rateLimit(WRITE_RATE_LIMITS.catalogue),
        schema: {
          tags: ['feedback'],
          summary:
            "Count a burst's ratings in the averages, or drop them (held out until then; owner or admin)",
          params: burstParamsSchema,
          body: burstRatingsRequestSchema,
          response: { 200: feedbackBurstSchema, 400: e, 401: e, 403: e, 404: e, 429: e },
        },
      },
      async (request) =>
        feedback.setBurstRatings(
          await writeAccess(ctx, request),
          request.params.businessId,
          request.params.burstId,
          request.body,
        ),
    );

    app.get(
      '/discount/status/:uniqueId',
      {
        schema: {
          tags: ['feedback'],
          summary: "A customer's discount at a business: to-be-redeem, on-cooldown or available",
          params: discountStatusParamsSchema,
          querystring: discountStatusQuerySchema,
          response: { 200: discountStatusResponseSchema, 400: e, 404: e },
        },
      },
      async (request) => ({
        status: await feedback.status(request.params.uniqueId, request.query.businessId),
      }),
    );

    app.post(
      '/discount/redeem',
      {
        // Per client address (customers are anonymous); a cafe's shared Wi-Fi stays far below it.
        config: { ...rateLimit(WRITE_RATE_LIMITS.redeems), ...LEAVES_CATALOGUE },
        schema: {
          tags: ['feedback'],
          summary:
            'Redeem the open discount once (409 when it was already redeemed, 410 when the business voided it)',
          body: redeemRequestSchema,
          response: { 200: redeemResponseSchema, 400: e, 404: e, 409: e, 410: e, 429: e },
        },
      },
      async (request) => feedback.redeem(request.body.userId, request.body.businessId),
    );

    app.get(
      '/feedback/:businessId/summary',
      {
        schema: {
          tags: ['feedback'],
          summary:
            'Feedback received: average per question and the latest comments (owner or admin)',
          params: businessIdParamsSchema,
          response: { 200: feedbackSummarySchema, 400: e, 401: e, 403: e, 404: e },
        },
      },
      async (request) =>
        feedback.summary(await writeAccess(ctx, request), request.params.businessId),
    );

    app.get(
      '/businesses/:id/qr',
      {
        schema: {
          tags: ['feedback'],
          summary: "SVG QR code of the business's feedback link (owner or admin)",
          produces: ['image/svg+xml'],
          params: idParamsSchema,
          // A string with a non-JSON content type is sent as it is, not serialized.
          response: { 200: z.string().describe('An SVG image'), 400: e, 401: e, 403: e, 404: e },
        },
      },
      async (request, reply) => {
        const origin = `${request.protocol}://${request.host}`;
        const { svg, filename } = await feedback.qrCode(
          await writeAccess(ctx, request),
          request.params.id,
          origin,
        );
        return reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'private, no-cache')
          .send(svg);
      },
    );
  };
