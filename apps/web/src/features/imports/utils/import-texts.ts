// The Imports page's words, as keys of the 'manage' catalogue: what each kind of file is, how a
// report's counts read (a preview says what would happen), and whether an import is still under way
// (then its report is polled).
import type { AreaMessageKey } from '@menudex/contract/i18n/areas';
import type { Locale } from '@menudex/contract/i18n/locales';
import {
  BUSINESSES_CSV_COLUMNS,
  MENU_CSV_COLUMNS,
  type Import,
  type ImportCounts,
  type ImportError,
  type ImportKind,
} from '@menudex/contract/imports';
import type { Translate } from '../../../lib/i18n.tsx';
import { formatCount } from '../../../lib/locale-format.ts';

type ManageKey = AreaMessageKey<'manage'>;

/** The kinds an admin imports on the page; a menu CSV is imported from its business's edit mode. */
export const PAGE_KINDS = [
  'osm',
  'geojson',
  'businesses-csv',
  'schema-org',
] as const satisfies ImportKind[];
export type PageKind = (typeof PAGE_KINDS)[number];

export type KindInfo = {
  /** The CSV header the file must start with, for the CSV kinds. */
  header?: string;
  /** The file chooser's hint (not a check: the server reads the content). */
  accept: string;
};

/** What each kind's name and line on what the file is are under in the 'manage' catalogue. */
export const kindLabelKey = (kind: ImportKind): ManageKey => `manage.imports.kind.${kind}`;
export const kindAboutKey = (kind: ImportKind): ManageKey => `manage.imports.about.${kind}`;

export const KIND_INFO: Record<ImportKind, KindInfo> = {
  osm: { accept: '.osm,.xml,.json,application/json,application/xml,text/xml' },
  geojson: { accept: '.geojson,.json,application/geo+json,application/json' },
  'businesses-csv': { header: BUSINESSES_CSV_COLUMNS.join(','), accept: '.csv,text/csv' },
  'menu-csv': { header: MENU_CSV_COLUMNS.join(','), accept: '.csv,text/csv' },
  'schema-org': { accept: '.html,.htm,.json,.jsonld,text/html,application/ld+json' },
};

export const COUNT_KEYS = ['created', 'updated', 'unchanged', 'skipped'] as const satisfies Array<
  keyof ImportCounts
>;

const COUNT_LABELS: Record<'preview' | 'report', Record<keyof ImportCounts, ManageKey>> = {
  preview: {
    created: 'manage.imports.count.wouldCreate',
    updated: 'manage.imports.count.wouldUpdate',
    unchanged: 'manage.imports.count.unchanged',
    skipped: 'manage.imports.count.skipped',
  },
  report: {
    created: 'manage.imports.count.created',
    updated: 'manage.imports.count.updated',
    unchanged: 'manage.imports.count.unchanged',
    skipped: 'manage.imports.count.skipped',
  },
};

/** The key of a count's name ('Would create' in a preview, 'Created' in a report). */
export const countLabel = (key: keyof ImportCounts, dryRun: boolean): ManageKey =>
  COUNT_LABELS[dryRun ? 'preview' : 'report'][key];

/** Still queued or running: its report changes, so it is asked for again. */
export const isUnderWay = (imp: Pick<Import, 'status'>) =>
  imp.status === 'queued' || imp.status === 'running';

/** How often an import under way is asked for. */
export const IMPORT_POLL_MS = 1000;

/** Where a problem is: the data row ("Row 3") or the OpenStreetMap element ("node/123"). */
export const rowLabel = (row: ImportError['row'], t: Translate<ManageKey>, locale: Locale) =>
  typeof row === 'number' ? t('manage.imports.row', { n: formatCount(row, locale) }) : row;

/** An OpenStreetMap element's page, for a problem named by its id ('node/123'). */
export function osmElementUrl(row: ImportError['row']): string | null {
  return typeof row === 'string' && /^(node|way|relation)\/\d+$/.test(row)
    ? `https://www.openstreetmap.org/${row}`
    : null;
}

/** "12 of 40 places" (rows for a CSV). */
export function progressText(
  imp: Pick<Import, 'processed' | 'total' | 'kind'>,
  t: Translate<ManageKey>,
  locale: Locale,
): string {
  const key: ManageKey =
    imp.kind === 'osm' || imp.kind === 'geojson'
      ? 'manage.imports.progress.places'
      : imp.kind === 'schema-org'
        ? 'manage.imports.progress.entries'
        : 'manage.imports.progress.rows';
  return t(key, {
    processed: formatCount(imp.processed, locale),
    total: formatCount(imp.total, locale),
  });
}

/** 0 to 100 for the progress bar. */
export const progressPercent = (imp: Pick<Import, 'processed' | 'total'>) =>
  imp.total > 0 ? Math.min(100, Math.round((imp.processed / imp.total) * 100)) : 0;
