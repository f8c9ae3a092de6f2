// HTTP face of likes and favorites: POST /items/vote/{id} and POST /businesses/favorite/{id}.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { favoriteRequestSchema, favoriteResponseSchema } from '@menudex/contract/businesses';
import { errorSchema } from '@menudex/contract/entities';
import { voteRequestSchema, voteResponseSchema } from '@menudex/contract/items';
import { idParamsSchema } from '@menudex/contract/requests';
import type { AppContext } from '../../app-context.ts';
import { userRateLimit, WRITE_RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { writeAccess } from '../access.ts';
import { votesService } from './votes.service.ts';

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  429: errorSchema,
};
const limited = userRateLimit(WRITE_RATE_LIMITS.votes);

export const votesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const votes = votesService(ctx);

    app.post(
      '/items/vote/:id',
      {
        config: limited,
        schema: {
          tags: ['items'],
          summary: 'Like, unlike, dislike or undislike an item (repeating a vote changes nothing)',
          params: idParamsSchema,
          body: voteRequestSchema,
          response: { 200: voteResponseSchema, ...errors },
        },
      },
      async (request) => ({
        popularity: await votes.vote(
          await writeAccess(ctx, request),
          request.params.id,
          request.body.vote,
        ),
      }),
    );

    app.post(
      '/businesses/favorite/:id',
      {
        config: limited,
        schema: {
          tags: ['businesses'],
          summary: 'Favorite or unfavorite a business (repeating either changes nothing)',
          params: idParamsSchema,
          body: favoriteRequestSchema,
          response: { 200: favoriteResponseSchema, ...errors },
        },
      },
      async (request) =>
        votes.favorite(await writeAccess(ctx, request), request.params.id, request.body.favorite),
    );
  };
