// Turns an image reference into a URL, as the specification's section 3 describes.
import { API_BASE } from './api-client.ts';

export const PLACEHOLDER_IMAGE = '/no-photo.svg';

export function imageUrl(path: string | null | undefined): string {
  if (!path) return PLACEHOLDER_IMAGE;
  const clean = path.replace(/\\/g, '/');
  if (/^(https?:|data:|blob:)/i.test(clean)) return clean;
  return `${API_BASE}/${clean.replace(/^\/+/, '')}`;
}
