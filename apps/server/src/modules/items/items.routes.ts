// HTTP face of items: parse, call the service, answer.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, itemSchema } from '@menudex/contract/entities';
import {
  businessIdParamsSchema,
  createItemFormSchema,
  itemResponseSchema,
  updateItemFormSchema,
} from '@menudex/contract/items';
import { idParamsSchema, pageParamsSchema } from '@menudex/contract/requests';
import { findingOf } from '@menudex/contract/finding';
import { LIMITS } from '@menudex/contract/constants';
import { pagedFindingQuerySchema } from '@menudex/contract/paging';
import { langQuerySchema } from '@menudex/contract/translations';
import type { AppContext } from '../../app-context.ts';
import { formRoutes, multipartRoute, readMultipartForm } from '../../lib/multipart.ts';
import { PUBLIC_CACHE } from '../../plugins/public-cache.ts';
import { linkNext, nextPagePath, PAGING_DESCRIPTION } from '../finding/next-link.ts';
import { userRateLimit, WRITE_RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { readAccess, writeAccess } from '../access.ts';
import { ITEM_FILE_FIELDS, itemsService } from './items.service.ts';

const e = errorSchema;
const limited = userRateLimit(WRITE_RATE_LIMITS.catalogue);
/** What a form route may answer besides its item. */
const formErrors = { 400: e, 401: e, 403: e, 404: e, 413: e, 415: e, 429: e };
/** The items pages' query: the finding parameters, the cursor and the owners' texts' language. */
const itemsPageQuerySchema = pagedFindingQuerySchema.safeExtend(langQuerySchema.shape);

export const itemsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const items = itemsService(ctx);
    const readForm = (request: Parameters<typeof readMultipartForm>[0]) => () =>
      readMultipartForm(request, { fileFields: ITEM_FILE_FIELDS });

    app.get(
      '/items',
      {
        config: PUBLIC_CACHE,
        schema: {
          tags: ['items'],
          summary:
            'The first page of items, most liked first (or by sort), filtered by the finding parameters',
          description: PAGING_DESCRIPTION,
          querystring: itemsPageQuerySchema,
          response: { 200: z.array(itemSchema), 400: errorSchema },
        },
      },
      async (request, reply) => {
        const { after, lang, ...finding } = request.query;
        const page = await items.popularPage(
          await readAccess(ctx, request),
          after ? { after } : { offset: 0 },
          findingOf(finding, ctx.config.place.priceLevels),
          lang,
        );
        linkNext(request, reply, page.next, { path: nextPagePath(request.url, '/items', 1) });
        return page.items;
      },
    );

    app.get(
      '/items/pages/:page',
      {
        config: PUBLIC_CACHE,
        schema: {
          tags: ['items'],
          summary:
            'A page of items, most liked first (or by sort), filtered by the finding parameters',
          description: PAGING_DESCRIPTION,
          params: pageParamsSchema,
          querystring: itemsPageQuerySchema,
          response: { 200: z.array(itemSchema), 400: errorSchema },
        },
      },
      async (request, reply) => {
        const { after, lang, ...finding } = request.query;
        const n = request.params.page;
        const page = await items.popularPage(
          await readAccess(ctx, request),
          after ? { after } : { offset: (n - 1) * LIMITS.pageSize },
          findingOf(finding, ctx.config.place.priceLevels),
          lang,
        );
        linkNext(request, reply, page.next, { path: nextPagePath(request.url, '/items', n) });
        return page.items;
      },
    );

    app.get(
      '/items/:id',
      {
        config: PUBLIC_CACHE,
        schema: {
          tags: ['items'],
          summary: 'One item, with its business embedded',
          params: idParamsSchema,
          querystring: langQuerySchema,
          response: { 200: itemResponseSchema, 400: e, 404: e },
        },
      },
      async (request) => ({
        item: await items.byId(
          await readAccess(ctx, request),
          request.params.id,
          request.query.lang,
        ),
      }),
    );

    // The two routes that read a form, with the multipart parser in their own context.
    await app.register(
      formRoutes(async (forms) => {
        forms.post(
          '/items/:businessId',
          {
            ...multipartRoute,
            config: limited,
            schema: {
              tags: ['items'],
              summary:
                'Add an item to a list of a business (owner or admin); tags as tags[0]..tags[4]',
              consumes: ['multipart/form-data'],
              params: businessIdParamsSchema,
              body: createItemFormSchema,
              response: { 201: itemResponseSchema, ...formErrors },
            },
          },
          async (request, reply) => {
            const access = await writeAccess(ctx, request);
            const item = await items.create(access, request.params.businessId, readForm(request));
            return reply.status(201).send({ item });
          },
        );

        forms.put(
          '/items/:id',
          {
            ...multipartRoute,
            config: limited,
            schema: {
              tags: ['items'],
              summary:
                'Edit an item (owner or admin); absent fields stay, an empty tags field clears the tags',
              consumes: ['multipart/form-data'],
              params: idParamsSchema,
              body: updateItemFormSchema,
              response: { 200: itemResponseSchema, ...formErrors },
            },
          },
          async (request) => ({
            item: await items.update(
              await writeAccess(ctx, request),
              request.params.id,
              readForm(request),
            ),
          }),
        );
      }),
    );

    app.delete(
      '/items/:id',
      {
        config: limited,
        schema: {
          tags: ['items'],
          summary: 'Delete an item (owner or admin)',
          params: idParamsSchema,
          response: { 204: z.null().describe('Deleted'), 400: e, 401: e, 403: e, 404: e, 429: e },
        },
      },
      async (request, reply) => {
        await items.remove(await writeAccess(ctx, request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
