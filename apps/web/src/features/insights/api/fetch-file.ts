// The CSV and PDF downloads of the insights page: read as files (lib/api-file.ts), then saved by the
// browser.
import { fetchApiFile } from '../../../lib/api-file.ts';

/** GET /api{path} with the session's token, answered as a file. */
export async function fetchFile(path: string, accept: string): Promise<Blob> {
  return (await fetchApiFile(path, accept)).blob();
}

/** Hands a file to the browser's downloads under `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link's click; the object URL is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
