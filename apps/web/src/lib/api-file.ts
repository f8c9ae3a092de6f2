// Files from the API (a QR code's SVG, a CSV, a PDF): not JSON, so read here rather than by the shared
// client, with the same token, timeout and `{message}` errors. Its own module, so the public pages'
// entry does not carry it: only the owner tools import it.
import { TIMING } from '@menudex/contract/constants';
import { API_BASE, ApiError } from './api-client.ts';
import { readToken } from './local-storage.ts';

/** GET /api{path} with the session's token; the answer when it is 2xx, else an ApiError. */
export async function fetchApiFile(path: string, accept: string): Promise<Response> {
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
  return response;
}
