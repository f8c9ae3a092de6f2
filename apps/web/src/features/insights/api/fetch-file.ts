// The CSV and PDF downloads of the insights page: files, not JSON, so they are read here rather
// than by the shared client (same token, timeout and {message} errors), then saved by the browser.
import { TIMING } from '@menudex/contract/constants';
import { API_BASE, ApiError } from '../../../lib/api-client.ts';
import { readToken } from '../../../lib/local-storage.ts';

/** GET /api{path} with the session's token, answered as a file. */
export async function fetchFile(path: string, accept: string): Promise<Blob> {
  const headers: Record<string, string> = { accept: `${accept}, application/json` };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/api${path}`, {
      headers,
      signal: AbortSignal.timeout(TIMING.httpTimeoutMs),
    });
  } catch {
    throw new ApiError(0, 'Cannot reach the server');
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message =
      typeof data?.message === 'string' ? data.message : `Request failed (${response.status})`;
    throw new ApiError(response.status, message);
  }
  return response.blob();
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
