// HTTP face of menu drafts: upload a menu photo or PDF (202, read in the background), poll the
// draft, publish the owner's edited lists.
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AI_TEXTS } from '@menudex/contract/ai';
import { errorSchema } from '@menudex/contract/entities';
import {
  menuDraftParamsSchema,
  menuDraftResponseSchema,
  publishMenuDraftRequestSchema,
  publishMenuDraftResponseSchema,
} from '@menudex/contract/menu-drafts';
import { idParamsSchema } from '@menudex/contract/requests';
import type { AppContext } from '../../app-context.ts';
import { badRequest, tooManyRequests } from '../../lib/http-errors.ts';
import { formRoutes, multipartRoute } from '../../lib/multipart.ts';
import { BODY_TEXTS, JSON_MAX_DEPTH, jsonDepthExceeds } from '../../plugins/body-guard.ts';
import { LEAVES_CATALOGUE } from '../../plugins/public-cache.ts';
import { userRateLimit, WRITE_RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { writeAccess } from '../access.ts';
import { createOpenAiProvider, type AiProvider } from '../ai/ai-provider.ts';
import { readMenuFile } from './menu-file.ts';
import { MENU_DRAFT_JOB, menuDraftsService } from './menu-drafts.service.ts';

/** Menus each person may send to be read: every reading costs money and the provider's time. */
export const MENU_DRAFT_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

/**
 * The largest publish body: a draft's 400 items with long descriptions. Larger than the other JSON
 * routes' limit (plugins/body-guard.ts), so a big menu is not refused after the owner reviewed it.
 */
export const PUBLISH_BODY_LIMIT = 2 * 1024 * 1024;

const e = errorSchema;

/**
 * The publish body is checked by the service, so that a refusal names the list and the item
 * ('List 2 "Drinks", item 3: ...') rather than a path of indexes; the schema documents it.
 */
const bodyCheckedByService: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body'
    ? () => true
    : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);

/**
 * Per signed-in user rather than per address (owners behind one office address would share a
 * budget), counted once the id is valid (preHandler).
 */
const uploadLimited = {
  rateLimit: {
    ...userRateLimit(MENU_DRAFT_RATE_LIMIT.max, MENU_DRAFT_RATE_LIMIT.timeWindow).rateLimit,
    hook: 'preHandler' as const,
    errorResponseBuilder: () => tooManyRequests(AI_TEXTS.rateLimited),
  },
};

const uploadFormSchema = z.object({
  file: z.file().describe('The menu: a JPEG, PNG or WebP photo, or a PDF (at most 20 MB)'),
});

export const menuDraftsRoutes =
  (
    ctx: AppContext,
    provider: AiProvider | null = createOpenAiProvider(ctx.config.ai),
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const drafts = menuDraftsService(ctx, provider, app.log);
    ctx.jobs.define<{ draftId: string }>(MENU_DRAFT_JOB, async ({ draftId }) =>
      drafts.read(draftId),
    );

    await app.register(
      formRoutes(async (forms) => {
        forms.post(
          '/businesses/:id/menu-drafts',
          {
            ...multipartRoute,
            // The draft is the owner's alone until published: nothing a cache holds changes.
            config: { ...uploadLimited, ...LEAVES_CATALOGUE },
            schema: {
              tags: ['menu-drafts'],
              summary:
                "Read a menu photo or PDF into a draft (owner or admin): 202, read in the background by the AI provider's vision model; 503 without an AI provider",
              consumes: ['multipart/form-data'],
              params: idParamsSchema,
              body: uploadFormSchema,
              response: {
                202: menuDraftResponseSchema,
                400: e,
                401: e,
                403: e,
                404: e,
                413: e,
                415: e,
                429: e,
                503: e,
              },
            },
          },
          async (request, reply) => {
            const draft = await drafts.create(
              await writeAccess(ctx, request),
              request.params.id,
              () => readMenuFile(request),
            );
            return reply.status(202).send({ draft });
          },
        );
      }),
    );

    app.get(
      '/businesses/:id/menu-drafts/:draftId',
      {
        schema: {
          tags: ['menu-drafts'],
          summary:
            "A menu draft (owner or admin): status 'reading', then 'ready' with its lists or 'failed'; warnings say what to check or why",
          params: menuDraftParamsSchema,
          response: { 200: menuDraftResponseSchema, 400: e, 401: e, 403: e, 404: e },
        },
      },
      async (request) => ({
        draft: await drafts.get(
          await writeAccess(ctx, request),
          request.params.id,
          request.params.draftId,
        ),
      }),
    );

    // Publishing in a context of its own: its JSON parser takes a larger body than the others.
    const publishRoutes: FastifyPluginAsyncZod = async (publishing) => {
      const parseJson = publishing.getDefaultJsonParser('error', 'error');
      publishing.removeContentTypeParser('application/json');
      publishing.addContentTypeParser(
        'application/json',
        { parseAs: 'string', bodyLimit: PUBLISH_BODY_LIMIT },
        (request, raw, done) => {
          const body = String(raw);
          if (jsonDepthExceeds(body, JSON_MAX_DEPTH)) {
            done(badRequest(BODY_TEXTS.tooDeep), undefined);
            return;
          }
          void parseJson(request, body, done);
        },
      );

      publishing.post(
        '/businesses/:id/menu-drafts/:draftId/publish',
        {
          validatorCompiler: bodyCheckedByService,
          config: userRateLimit(WRITE_RATE_LIMITS.catalogue),
          schema: {
            tags: ['menu-drafts'],
            summary:
              "Publish the owner's edited draft as lists and items, in one transaction (owner or admin); once per draft",
            params: menuDraftParamsSchema,
            body: publishMenuDraftRequestSchema,
            response: {
              200: publishMenuDraftResponseSchema,
              400: e,
              401: e,
              403: e,
              404: e,
              409: e,
              413: e,
              429: e,
            },
          },
        },
        async (request) => ({
          business: await drafts.publish(
            await writeAccess(ctx, request),
            request.params.id,
            request.params.draftId,
            request.body,
          ),
        }),
      );
    };
    await app.register(publishRoutes);
  };
