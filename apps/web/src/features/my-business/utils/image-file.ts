// The browser's first look at a chosen image file: the kinds the server takes, and its size limit.
// The server checks the content again; this only saves an upload that would be refused.
import { LIMITS } from '@menudex/contract/constants';
import { ITEM_TEXTS } from '@menudex/contract/items';

/** What the file inputs offer; the server reads JPEG, PNG, WebP, GIF and AVIF. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

/** Why a file cannot be used as an image, or null when it can. */
export function imageFileProblem(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return ITEM_TEXTS.notAnImage;
  if (file.size > LIMITS.imageMaxBytes) return ITEM_TEXTS.imageTooLarge;
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
