// GET /api/businesses/{id}/print/{menu|table-tent|sticker}.pdf?paper=a4|letter (owners and admins):
// the print kit's documents, made by the server.
import { useMutation } from '@tanstack/react-query';
import type { PrintDocument, PrintPaper } from '@menudex/contract/insights';
import { fetchFile, saveFile } from './fetch-file.ts';

export type PrintRequest = { document: PrintDocument; paper: PrintPaper };

export async function downloadPrintPdf(businessId: string, { document, paper }: PrintRequest) {
  const blob = await fetchFile(
    `/businesses/${encodeURIComponent(businessId)}/print/${document}.pdf?paper=${paper}`,
    'application/pdf',
  );
  saveFile(blob, `${document}-${paper}-${businessId}.pdf`);
}

export function useDownloadPrintPdf(businessId: string) {
  return useMutation({
    mutationFn: (request: PrintRequest) => downloadPrintPdf(businessId, request),
  });
}
