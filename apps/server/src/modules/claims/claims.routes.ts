// HTTP face of claims: claim a business, confirm the mailed link, and the admin's queue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  claimIdParamsSchema,
  claimResponseSchema,
  claimsQuerySchema,
  claimsResponseSchema,
  confirmClaimBodySchema,
  createClaimBodySchema,
  createClaimResponseSchema,
  resolveClaimBodySchema,
} from '@menudex/contract/claims';
import { businessResponseSchema } from '@menudex/contract/businesses';
import { errorSchema } from '@menudex/contract/entities';
import { idParamsSchema } from '@menudex/contract/requests';
import type { AppContext } from '../../app-context.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { LEAVES_CATALOGUE } from '../../plugins/public-cache.ts';
import { userRateLimit } from '../../plugins/rate-limit.ts';
import { writeAccess } from '../access.ts';
import { claimsService } from './claims.service.ts';

const e = errorSchema;
/** A claim mails a business: few per person, so nobody floods an inbox of record through us. */
const CLAIMS_PER_HOUR = 10;

export const claimsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const claims = claimsService(ctx, {
      logError: (err, message) => app.log.error({ err }, message),
    });

    app.post(
      '/businesses/:id/claims',
      {
        // A claim changes no listing until it is confirmed or approved.
        config: { ...userRateLimit(CLAIMS_PER_HOUR, '1 hour'), ...LEAVES_CATALOGUE },
        schema: {
          tags: ['claims'],
          summary:
            'Claim a business (signed in, verified e-mail): a link goes to its e-mail of record, or an admin decides',
          params: idParamsSchema,
          body: createClaimBodySchema,
          response: {
            201: createClaimResponseSchema,
            400: e,
            401: e,
            403: e,
            404: e,
            409: e,
            429: e,
          },
        },
      },
      async (request, reply) => {
        const answer = await claims.create(
          await writeAccess(ctx, request),
          request.params.id,
          request.body.message,
          requestLocale(request),
        );
        return reply.status(201).send(answer);
      },
    );

    app.post(
      '/claims/confirm',
      {
        config: userRateLimit(CLAIMS_PER_HOUR, '1 hour'),
        schema: {
          tags: ['claims'],
          summary: "The mailed claim link's token (signed in as the claimant): makes them an owner",
          body: confirmClaimBodySchema,
          response: { 200: businessResponseSchema, 400: e, 401: e, 403: e, 409: e, 429: e },
        },
      },
      async (request) => ({
        business: await claims.confirm(await writeAccess(ctx, request), request.body.token),
      }),
    );

    app.get(
      '/claims',
      {
        schema: {
          tags: ['claims'],
          summary: 'Claims by status, oldest first (admin); pending by default',
          querystring: claimsQuerySchema,
          response: { 200: claimsResponseSchema, 400: e, 401: e, 403: e },
        },
      },
      async (request) => ({
        claims: await claims.list(await writeAccess(ctx, request), request.query.status),
      }),
    );

    app.post(
      '/claims/:id/resolve',
      {
        schema: {
          tags: ['claims'],
          summary: 'Approve (the claimant becomes an owner) or reject a pending claim (admin)',
          params: claimIdParamsSchema,
          body: resolveClaimBodySchema,
          response: { 200: claimResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e },
        },
      },
      async (request) => ({
        claim: await claims.resolve(await writeAccess(ctx, request), request.params.id, {
          action: request.body.action,
          note: request.body.note,
        }),
      }),
    );
  };
