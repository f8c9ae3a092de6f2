// HTTP face of the print kit: GET /businesses/{id}/print/{menu|table-tent|sticker}.pdf?paper=a4|letter
// (owner or admin), a PDF offered as a file named after the business, in the request's language
// (?lang=en|vi, else Accept-Language's: decision 054).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@menudex/contract/entities';
import { PRINT_DOCUMENTS, printQuerySchema } from '@menudex/contract/insights';
import { langQuerySchema } from '@menudex/contract/translations';
import type { AppContext } from '../../app-context.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { userRateLimit } from '../../plugins/rate-limit.ts';
import { writeAccess } from '../access.ts';
import { PRINT_RATE_LIMIT, printService } from './print.service.ts';

const e = errorSchema;

const printParamsSchema = z.object({
  id: z.uuid({ message: 'id must be a valid id' }),
  // Checked by the service, so an unknown document is a 404 like any path that names nothing.
  document: z.string().describe(PRINT_DOCUMENTS.join(' | ')),
});

export const printRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const print = printService(ctx);

    app.get(
      '/businesses/:id/print/:document.pdf',
      {
        config: userRateLimit(PRINT_RATE_LIMIT),
        schema: {
          tags: ['print'],
          summary:
            "The business's printable menu, table tent or window sticker as a PDF, on A4 or US Letter (owner or admin)",
          produces: ['application/pdf'],
          params: printParamsSchema,
          // ?lang= other than a language is a 400, as on the reads of owners' texts.
          querystring: printQuerySchema.safeExtend(langQuerySchema.shape),
          // The PDF's bytes (a Buffer is sent as it is, never serialized): binary in the OpenAPI document.
          response: {
            200: z
              .custom<Buffer>()
              .meta({ type: 'string', format: 'binary' })
              .describe('A PDF document'),
            400: e,
            401: e,
            403: e,
            404: e,
            429: e,
          },
        },
      },
      async (request, reply) => {
        const origin = `${request.protocol}://${request.host}`;
        const { pdf, filename } = await print.document(
          await writeAccess(ctx, request),
          request.params.id,
          request.params.document,
          request.query.paper,
          origin,
          requestLocale(request),
        );
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'private, no-cache')
          .send(pdf);
      },
    );
  };
