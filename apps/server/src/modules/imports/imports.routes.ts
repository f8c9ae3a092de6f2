// HTTP face of imports: POST /api/imports (a multipart form), GET /api/imports and /api/imports/{id}.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@menudex/contract/entities';
import {
  IMPORT_LIMITS,
  IMPORT_TEXTS,
  importFieldsSchema,
  importFormSchema,
  importParamsSchema,
  importResponseSchema,
  importsResponseSchema,
} from '@menudex/contract/imports';
import type { AppContext } from '../../app-context.ts';
import {
  formRoutes,
  multipartRoute,
  readMultipartForm,
  validateForm,
} from '../../lib/multipart.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { userRateLimit, WRITE_RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { writeAccess } from '../access.ts';
import { importsService } from './imports.service.ts';

const e = errorSchema;

export const importsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const imports = importsService(ctx);

    await app.register(
      formRoutes(async (forms) => {
        forms.post(
          '/imports',
          {
            ...multipartRoute,
            config: userRateLimit(WRITE_RATE_LIMITS.catalogue),
            schema: {
              tags: ['imports'],
              summary:
                'Import businesses (admin) or a menu (its owner) from a file; the report follows at GET /imports/{id}',
              consumes: ['multipart/form-data'],
              body: importFormSchema,
              response: {
                202: importResponseSchema,
                400: e,
                401: e,
                403: e,
                404: e,
                413: e,
                415: e,
                429: e,
              },
            },
          },
          async (request, reply) => {
            const access = await writeAccess(ctx, request);
            const form = await readMultipartForm(request, {
              fileFields: ['file'],
              file: { maxBytes: IMPORT_LIMITS.fileMaxBytes, tooLarge: IMPORT_TEXTS.fileTooLarge },
            });
            const fields = validateForm(importFieldsSchema, form.fields, form.locale);
            const made = await imports.upload(access, fields, form.files.get('file'));
            return reply.code(202).send({ import: made });
          },
        );
      }),
    );

    app.get(
      '/imports',
      {
        schema: {
          tags: ['imports'],
          summary: 'The latest imports and their reports (admin)',
          response: { 200: importsResponseSchema, 401: e, 403: e },
        },
      },
      async (request) => ({
        imports: await imports.list(await writeAccess(ctx, request), requestLocale(request)),
      }),
    );

    app.get(
      '/imports/:id',
      {
        schema: {
          tags: ['imports'],
          summary:
            "An import's progress and report (admin, or the owner of the business it filled)",
          params: importParamsSchema,
          response: { 200: importResponseSchema, 400: e, 401: e, 404: e },
        },
      },
      async (request) => ({
        import: await imports.get(
          await writeAccess(ctx, request),
          request.params.id,
          requestLocale(request),
        ),
      }),
    );
  };
