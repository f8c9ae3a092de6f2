// The browser's first look at a chosen image file: the kinds the server takes, and its size limit.
// The server checks the content again; this only saves an upload that would be refused.
import { LIMITS } from '@menudex/contract/constants';
import type { OwnerT } from './owner-texts.ts';

/** What the file inputs offer; the server reads JPEG, PNG, WebP, GIF and AVIF. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

/** Why a file cannot be used as an image (the server's words, in the page's language), or null. */
export function imageFileProblem(file: File, t: OwnerT): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return t('owner.item.notAnImage');
  if (file.size > LIMITS.imageMaxBytes) {
    return t('owner.item.imageTooLarge', { mb: LIMITS.imageMaxBytes / (1024 * 1024) });
  }
  return null;
}

/** A chosen file with its local preview URL (made when chosen, revoked when replaced or saved). */
export type PickedImage = { file: File; url: string };

export function pickImage(file: File): PickedImage {
  return { file, url: URL.createObjectURL(file) };
}

export function releaseImage(image: PickedImage | null | undefined): void {
  if (image) URL.revokeObjectURL(image.url);
}
