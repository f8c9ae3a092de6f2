// GET /api/businesses/{id}/qr (owners and admins): the feedback link's QR code as an SVG file. The
// shared client speaks JSON, so this one reads the image as a file (lib/api-file.ts).
import { useQuery } from '@tanstack/react-query';
import { fetchApiFile } from '../../../lib/api-file.ts';

/** The SVG text of the code. */
export async function getFeedbackQr(businessId: string): Promise<string> {
  const path = `/businesses/${encodeURIComponent(businessId)}/qr`;
  return (await fetchApiFile(path, 'image/svg+xml')).text();
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
