// The Imports page's words: what each kind of file is, how a report's counts read (a preview says what
// would happen), and whether an import is still under way (then its report is polled).
import {
  BUSINESSES_CSV_COLUMNS,
  MENU_CSV_COLUMNS,
  type Import,
  type ImportCounts,
  type ImportError,
  type ImportKind,
} from '@menudex/contract/imports';

/** The kinds an admin imports on the page; a menu CSV is imported from its business's edit mode. */
export const PAGE_KINDS = [
  'osm',
  'geojson',
  'businesses-csv',
  'schema-org',
] as const satisfies ImportKind[];
export type PageKind = (typeof PAGE_KINDS)[number];

export type KindInfo = {
  label: string;
  /** One line on what the file is and where it comes from. */
  about: string;
  /** The CSV header the file must start with, for the CSV kinds. */
  header?: string;
  /** The file chooser's hint (not a check: the server reads the content). */
  accept: string;
};

export const KIND_INFO: Record<ImportKind, KindInfo> = {
  osm: {
    label: 'OpenStreetMap (Overpass JSON or OSM XML)',
    about:
      'Food places as OpenStreetMap has them: an Overpass API answer in JSON (with its "elements") or an .osm XML extract. Names, addresses, phones, websites, cuisines, diets and opening_hours are read from the tags.',
    accept: '.osm,.xml,.json,application/json,application/xml,text/xml',
  },
  geojson: {
    label: 'GeoJSON',
    about:
      'A FeatureCollection of points whose properties are OpenStreetMap tags, as Overpass Turbo exports it.',
    accept: '.geojson,.json,application/geo+json,application/json',
  },
  'businesses-csv': {
    label: 'Businesses CSV',
    about:
      'One business per row, with this header; categories are separated by ";" and opening_hours uses the OpenStreetMap syntax (Mo-Fr 11:00-22:00).',
    header: BUSINESSES_CSV_COLUMNS.join(','),
    accept: '.csv,text/csv',
  },
  'menu-csv': {
    label: 'Menu CSV',
    about: "One dish per row into a business's lists.",
    header: MENU_CSV_COLUMNS.join(','),
    accept: '.csv,text/csv',
  },
  'schema-org': {
    label: 'Restaurant web page (schema.org)',
    about:
      "A restaurant's own web page saved as HTML (or its JSON-LD): the Restaurant it describes becomes a business, or is found again, with its Menu's dishes.",
    accept: '.html,.htm,.json,.jsonld,text/html,application/ld+json',
  },
};

export const IMPORT_PAGE_TEXTS = {
  title: 'Imports',
  subtitle: 'Fill the directory from a file: preview what it would change, then import it.',
  kind: 'Kind of file',
  chooseFile: 'Choose file',
  noFile: 'No file chosen',
  preview: 'Preview',
  import: 'Import',
  previewTitle: 'Preview',
  reportTitle: 'Import report',
  previewNote: 'Nothing was written: Import writes it.',
  queued: 'Waiting to start…',
  failed: 'The import stopped before the end. What it wrote before stopping stays.',
  problems: 'Notes',
  noProblems: 'No notes.',
  recent: 'Recent imports',
  noRecent: 'No imports yet.',
  showReport: 'Show report',
  shownAbove: 'Shown above',
  licenceTitle: 'OpenStreetMap data is open data with a duty',
  licence:
    'Places imported from OpenStreetMap are © OpenStreetMap contributors and under the Open Database License (ODbL). Menudex shows the credit on every imported business and in the exports: keep it visible wherever the data goes.',
  openImports: 'Imports',
} as const;

export const COUNT_KEYS = ['created', 'updated', 'unchanged', 'skipped'] as const satisfies Array<
  keyof ImportCounts
>;

const COUNT_LABELS: Record<'preview' | 'report', Record<keyof ImportCounts, string>> = {
  preview: {
    created: 'Would create',
    updated: 'Would update',
    unchanged: 'Unchanged',
    skipped: 'Skipped',
  },
  report: { created: 'Created', updated: 'Updated', unchanged: 'Unchanged', skipped: 'Skipped' },
};

export const countLabel = (key: keyof ImportCounts, dryRun: boolean) =>
  COUNT_LABELS[dryRun ? 'preview' : 'report'][key];

/** Still queued or running: its report changes, so it is asked for again. */
export const isUnderWay = (imp: Pick<Import, 'status'>) =>
  imp.status === 'queued' || imp.status === 'running';

/** How often an import under way is asked for. */
export const IMPORT_POLL_MS = 1000;

/** Where a problem is: the data row ("Row 3") or the OpenStreetMap element ("node/123"). */
export const rowLabel = (row: ImportError['row']) => (typeof row === 'number' ? `Row ${row}` : row);

/** An OpenStreetMap element's page, for a problem named by its id ('node/123'). */
export function osmElementUrl(row: ImportError['row']): string | null {
  return typeof row === 'string' && /^(node|way|relation)\/\d+$/.test(row)
    ? `https://www.openstreetmap.org/${row}`
    : null;
}

/** "12 of 40 places" (rows for a CSV). */
export function progressText(imp: Pick<Import, 'processed' | 'total' | 'kind'>): string {
  const unit =
    imp.kind === 'osm' || imp.kind === 'geojson'
      ? 'places'
      : imp.kind === 'schema-org'
        ? 'entries (the restaurant and its dishes)'
        : 'rows';
  return `${imp.processed.toLocaleString('en-US')} of ${imp.total.toLocaleString('en-US')} ${unit}`;
}

/** 0 to 100 for the progress bar. */
export const progressPercent = (imp: Pick<Import, 'processed' | 'total'>) =>
  imp.total > 0 ? Math.min(100, Math.round((imp.processed / imp.total) * 100)) : 0;
