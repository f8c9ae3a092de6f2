// HTTP face of open data: GET /api/export/businesses.csv and .geojson, GET /api/businesses/{id}/menu.csv.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@menudex/contract/entities';
import { IMPORT_TEXTS } from '@menudex/contract/imports';
import { idParamsSchema } from '@menudex/contract/requests';
import type { AppContext } from '../../app-context.ts';
import { openDataService } from './open-data.service.ts';

const e = errorSchema;
/** Exports change with the catalogue, but nobody needs them to the second. */
const EXPORT_CACHE_CONTROL = 'public, max-age=300';

function sendFile(reply: FastifyReply, body: string, type: string, filename: string) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', EXPORT_CACHE_CONTROL)
    .send(body);
}

export const openDataRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const openData = openDataService(ctx);

    app.get(
      '/export/businesses.csv',
      {
        schema: {
          tags: ['open data'],
          summary: `Every business in the businesses CSV format (the import's). ${IMPORT_TEXTS.exportLicence}`,
          produces: ['text/csv'],
          response: { 200: z.string().describe('CSV with the businesses header') },
        },
      },
      async (_request, reply) =>
        sendFile(
          reply,
          await openData.businessesCsv(),
          'text/csv; charset=utf-8',
          'menudex-businesses.csv',
        ),
    );

    app.get(
      '/export/businesses.geojson',
      {
        schema: {
          tags: ['open data'],
          summary: 'Every business as a GeoJSON FeatureCollection with OpenStreetMap-style tags',
          produces: ['application/geo+json'],
          response: { 200: z.string().describe('A GeoJSON FeatureCollection') },
        },
      },
      async (_request, reply) =>
        sendFile(
          reply,
          JSON.stringify(await openData.businessesGeoJson()),
          'application/geo+json; charset=utf-8',
          'menudex-businesses.geojson',
        ),
    );

    app.get(
      '/businesses/:id/menu.csv',
      {
        schema: {
          tags: ['open data'],
          summary: "A business's menu in the menu CSV format (the import's)",
          produces: ['text/csv'],
          params: idParamsSchema,
          response: { 200: z.string().describe('CSV with the menu header'), 400: e, 404: e },
        },
      },
      async (request, reply) =>
        sendFile(
          reply,
          await openData.menuCsv(request.params.id),
          'text/csv; charset=utf-8',
          `menu-${request.params.id}.csv`,
        ),
    );
  };
