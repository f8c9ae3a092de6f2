// Imports of businesses and menus from files (POST /api/imports), their reports, and the formats' texts.
import { z } from 'zod';
import { idSchema } from './entities.ts';

export const IMPORT_KINDS = ['osm', 'geojson', 'businesses-csv', 'menu-csv', 'schema-org'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const IMPORT_LIMITS = {
  /** An uploaded file; an OpenStreetMap city extract of 10,000 places is about 10 MB. */
  fileMaxBytes: 50 * 1024 * 1024,
  /** Row errors kept in a report; the count of skipped rows still says how many there were. */
  errorsKept: 500,
  /** The imports GET /api/imports lists, newest first. */
  listed: 50,
} as const;

export const IMPORT_TEXTS = {
  fileRequired: 'Please choose a file to import',
  fileTooLarge: `The file is too large: at most ${IMPORT_LIMITS.fileMaxBytes / (1024 * 1024)} MB`,
  kindRequired: `kind must be one of ${IMPORT_KINDS.join(', ')}`,
  businessIdRequired: 'A menu import needs the businessId of the business it fills',
  importNotFound: 'Import not found',
  adminOnly: 'Only an admin can import this kind of file',
  osmAttribution: '© OpenStreetMap contributors, ODbL',
  exportLicence:
    'Menudex open data. Places imported from OpenStreetMap are © OpenStreetMap contributors and available under the Open Database License (ODbL 1.0, https://opendatacommons.org/licenses/odbl/); their rows say so in their attribution.',
} as const;

/** The header of the businesses CSV (import and GET /api/export/businesses.csv). */
export const BUSINESSES_CSV_COLUMNS = [
  'id',
  'name',
  'phone',
  'website',
  'email',
  'address1',
  'address2',
  'city',
  'state',
  'zipCode',
  'country',
  'lat',
  'lng',
  'categories',
  'opening_hours',
] as const;

/** The header of a business's menu CSV (import and GET /api/businesses/{id}/menu.csv). */
export const MENU_CSV_COLUMNS = [
  'list',
  'name',
  'description',
  'price',
  'tags',
  'diets',
  'allergens',
] as const;

export const importCountsSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const importErrorSchema = z.object({
  /** The 1-based data row, or the element's OpenStreetMap id ('node/123'). */
  row: z.union([z.number().int(), z.string()]),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

export const importSchema = z.object({
  _id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  status: z.enum(IMPORT_STATUSES),
  dryRun: z.boolean(),
  /** The file's name as uploaded. */
  fileName: z.string(),
  /** The business a menu import fills; null for business imports. */
  businessId: z.string().nullable(),
  /** The named places or data rows in the file. */
  total: z.number().int(),
  /** How many of them have their outcome committed (or, in a dry run, decided). */
  processed: z.number().int(),
  counts: importCountsSchema,
  errors: z.array(importErrorSchema),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type Import = z.infer<typeof importSchema>;

export const importResponseSchema = z.object({ import: importSchema });
export const importsResponseSchema = z.object({ imports: z.array(importSchema) });

/** The text fields of the POST /api/imports form (the file comes as `file`). */
export const importFieldsSchema = z.object({
  kind: z.enum(IMPORT_KINDS, { error: IMPORT_TEXTS.kindRequired }),
  dryRun: z
    .enum(['true', 'false'], { error: "dryRun must be 'true' or 'false'" })
    .default('false')
    .transform((v) => v === 'true'),
  businessId: idSchema.optional(),
});
export type ImportFields = z.infer<typeof importFieldsSchema>;

/** The whole form, for the OpenAPI document. */
export const importFormSchema = importFieldsSchema.extend({
  file: z.file().describe('The file: Overpass JSON or OSM XML, GeoJSON, a CSV, or an HTML page'),
});

export const importParamsSchema = z.object({ id: idSchema });
