// HTTP face of businesses: parse with the contract's schemas, call the service, answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addListSchema,
  assignBusinessSchema,
  businessListResponseSchema,
  businessLookupResponseSchema,
  businessResponseSchema,
  createBusinessSchema,
  listParamsSchema,
  messageResponseSchema,
  phoneParamsSchema,
  updateBusinessFormSchema,
  updateListSchema,
} from '@menudex/contract/businesses';
import { langQuerySchema } from '@menudex/contract/translations';
import { LIMITS } from '@menudex/contract/constants';
import { errorSchema } from '@menudex/contract/entities';
import { idParamsSchema, pageParamsSchema } from '@menudex/contract/requests';
import { findingOf } from '@menudex/contract/finding';
import { businessPagesQuerySchema } from '@menudex/contract/freshness';
import { updateHoursBodySchema } from '@menudex/contract/hours';
import type { AppContext } from '../../app-context.ts';
import { formRoutes, multipartRoute, readMultipartForm } from '../../lib/multipart.ts';
import { PUBLIC_CACHE } from '../../plugins/public-cache.ts';
import { linkNext, nextPagePath, PAGING_DESCRIPTION } from '../finding/next-link.ts';
import { businessKeepUntil } from './keep-until.ts';
import { userRateLimit, WRITE_RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { readAccess, writeAccess } from '../access.ts';
import { BUSINESS_FILE_FIELDS, businessesService } from './businesses.service.ts';

const e = errorSchema;
const limited = userRateLimit(WRITE_RATE_LIMITS.catalogue);
/** The businesses pages' query: the finding parameters, stale, the cursor and ?lang=. */
const pagesQuerySchema = businessPagesQuerySchema.safeExtend(langQuerySchema.shape);

export const businessesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const businesses = businessesService(ctx);

    // The specification calls /businesses/ with its slash; both spellings answer. The OpenAPI
    // document lists the one without (Redocly's no-path-trailing-slash).
    for (const url of ['/businesses/', '/businesses']) {
      app.get(
        url,
        {
          config: PUBLIC_CACHE,
          schema: {
            tags: ['businesses'],
            summary: 'All businesses (summary fields), in creation order',
            hide: url === '/businesses/',
            querystring: langQuerySchema,
            response: { 200: businessListResponseSchema, 400: e },
          },
        },
        async (request) => businesses.all(await readAccess(ctx, request), request.query.lang),
      );

      app.post(
        url,
        {
          config: limited,
          schema: {
            tags: ['businesses'],
            summary: 'Create a business by its phone number (admin)',
            hide: url === '/businesses/',
            body: createBusinessSchema,
            response: { 201: businessResponseSchema, 400: e, 401: e, 403: e, 409: e, 429: e },
          },
        },
        async (request, reply) => {
          const business = await businesses.create(await writeAccess(ctx, request), request.body);
          return reply.status(201).send({ business });
        },
      );
    }

    app.get(
      '/businesses/pages/:page',
      {
        config: PUBLIC_CACHE,
        schema: {
          tags: ['businesses'],
          summary: `A page of ${LIMITS.pageSize} businesses in creation order (or by sort), filtered by the finding parameters; [] past the end. stale=true (admin): the listings not confirmed within STALE_AFTER_DAYS, never-confirmed first`,
          description: `${PAGING_DESCRIPTION} The stale list pages by number only.`,
          params: pageParamsSchema,
          querystring: pagesQuerySchema,
          response: { 200: businessListResponseSchema, 400: e, 401: e, 403: e },
        },
      },
      async (request, reply) => {
        const { stale, after, lang, ...finding } = request.query;
        const n = request.params.page;
        const page = await businesses.page(
          await readAccess(ctx, request),
          n,
          LIMITS.pageSize,
          findingOf(finding, ctx.config.place.priceLevels),
          { stale: stale === 'true', lang, ...(after ? { after } : {}) },
        );
        linkNext(request, reply, page.next, { path: nextPagePath(request.url, '/businesses', n) });
        return page.businesses;
      },
    );

    app.post(
      '/businesses/:id/verify',
      {
        config: limited,
        schema: {
          tags: ['businesses'],
          summary: 'Confirm that the listing is correct as it stands (owner or admin)',
          params: idParamsSchema,
          response: { 200: businessResponseSchema, 400: e, 401: e, 403: e, 404: e, 429: e },
        },
      },
      async (request) => ({
        business: await businesses.verify(await writeAccess(ctx, request), request.params.id),
      }),
    );

    app.get(
      '/businesses/phone/:phone',
      {
        schema: {
          tags: ['businesses'],
          summary: 'Find a business by phone: admins any, owners their own',
          params: phoneParamsSchema,
          querystring: langQuerySchema,
          response: { 200: businessLookupResponseSchema, 400: e, 401: e, 403: e, 404: e },
        },
      },
      async (request) =>
        businesses.lookUpByPhone(
          await writeAccess(ctx, request),
          request.params.phone,
          request.query.lang,
        ),
    );

    app.post(
      '/businesses/assign',
      {
        config: limited,
        schema: {
          tags: ['businesses'],
          summary: 'Make a user (by e-mail) an owner of a business (by phone) (admin)',
          body: assignBusinessSchema,
          response: { 200: messageResponseSchema, 400: e, 401: e, 403: e, 404: e, 429: e },
        },
      },
      async (request) => businesses.assign(await writeAccess(ctx, request), request.body),
    );

    app.get(
      '/businesses/:id',
      {
        // Kept while nothing about the business changes, nor its hours' next change comes.
        config: {
          ...PUBLIC_CACHE,
          publicCacheKeepUntil: (body: string, now: Date) =>
            businessKeepUntil([body], now, ctx.config.defaultTimeZone),
        },
        schema: {
          tags: ['businesses'],
          summary: 'A business with its lists and their items, most liked first',
          params: idParamsSchema,
          querystring: langQuerySchema,
          response: { 200: businessResponseSchema, 400: e, 404: e },
        },
      },
      async (request) => ({
        business: await businesses.detail(
          await readAccess(ctx, request),
          request.params.id,
          request.query.lang,
        ),
      }),
    );

    // The route that reads a form, with the multipart parser in its own context.
    await app.register(
      formRoutes(async (forms) => {
        forms.put(
          '/businesses/:id',
          {
            ...multipartRoute,
            config: limited,
            schema: {
              tags: ['businesses'],
              summary:
                'Edit a business (owner or admin); location[key] and categories[n] as bracketed fields',
              consumes: ['multipart/form-data'],
              params: idParamsSchema,
              body: updateBusinessFormSchema,
              response: {
                200: businessResponseSchema,
                400: e,
                401: e,
                403: e,
                404: e,
                409: e,
                413: e,
                415: e,
                429: e,
              },
            },
          },
          async (request) => {
            const access = await writeAccess(ctx, request);
            const readForm = () => readMultipartForm(request, { fileFields: BUSINESS_FILE_FIELDS });
            return { business: await businesses.update(access, request.params.id, readForm) };
          },
        );
      }),
    );

    app.put(
      '/businesses/:id/hours',
      {
        config: limited,
        schema: {
          tags: ['businesses'],
          summary:
            'Set the opening hours (owner or admin): the hours object, or null to remove them',
          params: idParamsSchema,
          body: updateHoursBodySchema,
          response: { 200: businessResponseSchema, 400: e, 401: e, 403: e, 404: e, 429: e },
        },
      },
      async (request) => ({
        business: await businesses.setHours(
          await writeAccess(ctx, request),
          request.params.id,
          request.body,
        ),
      }),
    );

    app.post(
      '/businesses/:id/lists',
      {
        config: limited,
        schema: {
          tags: ['businesses'],
          summary: 'Add a menu list (owner or admin)',
          params: idParamsSchema,
          body: addListSchema,
          response: { 201: businessResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e, 429: e },
        },
      },
      async (request, reply) => {
        const business = await businesses.addList(
          await writeAccess(ctx, request),
          request.params.id,
          request.body.name,
          request.body.translations,
        );
        return reply.status(201).send({ business });
      },
    );

    app.put(
      '/businesses/:id/lists/:listId',
      {
        config: limited,
        schema: {
          tags: ['businesses'],
          summary:
            'Rename a menu list and/or set its name in other languages (owner or admin); an empty translated name removes it',
          params: listParamsSchema,
          body: updateListSchema,
          response: { 200: businessResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e, 429: e },
        },
      },
      async (request) => ({
        business: await businesses.updateList(
          await writeAccess(ctx, request),
          request.params.id,
          request.params.listId,
          request.body,
        ),
      }),
    );
  };
