// GET /api/businesses/{id}/print/{menu|table-tent|sticker}.pdf?paper=a4|letter&lang=vi (owners and
// admins): the print kit's documents, made by the server in the page's language (`lang` on a page
// of another language than the default; English without it).
import { useMutation } from '@tanstack/react-query';
import { DEFAULT_LOCALE, type Locale } from '@menudex/contract/i18n/locales';
import type { PrintDocument, PrintPaper } from '@menudex/contract/insights';
import { fetchFile, saveFile } from './fetch-file.ts';

export type PrintRequest = { document: PrintDocument; paper: PrintPaper };

export async function downloadPrintPdf(
  businessId: string,
  { document, paper }: PrintRequest,
  locale: Locale = DEFAULT_LOCALE,
) {
  const lang = locale === DEFAULT_LOCALE ? '' : `&lang=${locale}`;
  const blob = await fetchFile(
    `/businesses/${encodeURIComponent(businessId)}/print/${document}.pdf?paper=${paper}${lang}`,
    'application/pdf',
  );
  saveFile(blob, `${document}-${paper}-${businessId}.pdf`);
}

export function useDownloadPrintPdf(businessId: string, locale: Locale) {
  return useMutation({
    mutationFn: (request: PrintRequest) => downloadPrintPdf(businessId, request, locale),
  });
}
