// GET /api/businesses/{id}/qr (owners and admins): the feedback link's QR code as an SVG file. The
// shared client speaks JSON, so this one reads the image itself (same token, timeout and errors).
import { useQuery } from '@tanstack/react-query';
import { TIMING } from '@menudex/contract/constants';
import { API_BASE, ApiError } from '../../../lib/api-client.ts';
import { readToken } from '../../../lib/local-storage.ts';

/** The SVG text of the code. */
export async function getFeedbackQr(businessId: string): Promise<string> {
  const headers: Record<string, string> = { accept: 'image/svg+xml, application/json' };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/api/businesses/${encodeURIComponent(businessId)}/qr`, {
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
  return response.text();
}

export function useFeedbackQr(businessId: string) {
  return useQuery({
    queryKey: ['feedback-qr', businessId] as const,
    queryFn: () => getFeedbackQr(businessId),
    staleTime: Infinity,
  });
}

/** A data URL of the SVG: shown by an <img> and downloaded by a link without object URLs to free. */
export const svgDataUrl = (svg: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
