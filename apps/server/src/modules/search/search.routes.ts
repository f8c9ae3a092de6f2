// HTTP face of search: parse, call the service, answer.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessSummarySchema, errorSchema, itemSchema } from '@menudex/contract/entities';
import { LIMITS } from '@menudex/contract/constants';
import {
  SEARCH_BUSINESSES_MAX,
  searchBusinessesQuerySchema,
  searchItemsQuerySchema,
} from '@menudex/contract/search';
import { langQuerySchema } from '@menudex/contract/translations';
import { findingOf } from '@menudex/contract/finding';
import type { AppContext } from '../../app-context.ts';
import { PUBLIC_CACHE } from '../../plugins/public-cache.ts';
import { linkNext, PAGING_DESCRIPTION } from '../finding/next-link.ts';
import { readAccess } from '../access.ts';
import { searchService } from './search.service.ts';

export const searchRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const search = searchService(ctx);

    app.get(
      '/search/items',
      {
        config: PUBLIC_CACHE,
        schema: {
          tags: ['search'],
          summary: 'Search items by words, forgiving accents and typos',
          description: `Items matching the input, most liked first (or by sort), filtered by the finding parameters, ${LIMITS.pageSize} a page from page 1. Input longer than ${LIMITS.searchInputMaxLength} characters is cut to that length. ${PAGING_DESCRIPTION}`,
          querystring: searchItemsQuerySchema.safeExtend(langQuerySchema.shape),
          response: { 200: z.array(itemSchema), 400: errorSchema },
        },
      },
      async (request, reply) => {
        const { input, page: n, after, lang, ...finding } = request.query;
        const page = await search.items(
          await readAccess(ctx, request),
          input,
          after ? { after } : { offset: (n - 1) * LIMITS.pageSize },
          findingOf(finding, ctx.config.place.priceLevels),
          lang,
        );
        linkNext(request, reply, page.next, { page: n + 1 });
        return page.items;
      },
    );

    app.get(
      '/search/businesses',
      {
        config: PUBLIC_CACHE,
        schema: {
          tags: ['search'],
          summary: 'Search businesses by words, forgiving accents and typos',
          description: `Businesses matching the input, most favorited first (or by sort), filtered by the finding parameters, at most ${SEARCH_BUSINESSES_MAX}.`,
          querystring: searchBusinessesQuerySchema.safeExtend(langQuerySchema.shape),
          response: { 200: z.array(businessSummarySchema), 400: errorSchema },
        },
      },
      async (request) =>
        search.businesses(
          await readAccess(ctx, request),
          request.query.input,
          findingOf(request.query, ctx.config.place.priceLevels),
          request.query.lang,
        ),
    );
  };
