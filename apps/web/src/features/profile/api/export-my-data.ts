// GET /api/user/export: every record about the signed-in account, saved as a JSON file.
import { useMutation } from '@tanstack/react-query';
import type { UserExport } from '@menudex/contract/user-export';
import { apiRequest } from '../../../lib/api-client.ts';

export const exportMyData = () => apiRequest<UserExport>('/user/export');

/** Hands the document to the browser as a file (the request carries the session, so no plain link). */
function saveAsFile(document: UserExport): void {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }),
  );
  const link = window.document.createElement('a');
  link.href = url;
  link.download = `menudex-my-data-${document.exportedAt.slice(0, 10)}.json`;
  link.click();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData, onSuccess: saveAsFile });
}
