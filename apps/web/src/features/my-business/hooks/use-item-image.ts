// The menu item form's image: a chosen file (previewed from a local URL) or a generated photo; the
// one picked last wins, and a replaced preview URL is released.
import { useState } from 'react';
import type { ItemImage } from '../utils/item-form.ts';
import { pickImage, releaseImage } from '../utils/image-file.ts';

export function useItemImage() {
  const [image, setImage] = useState<ItemImage>(null);
  const release = () => {
    if (image?.kind === 'file') releaseImage(image.picked);
  };
  return {
    image,
    /** What the preview shows, or null for the item's own image (or the placeholder). */
    src:
      image?.kind === 'file'
        ? image.picked.url
        : image?.kind === 'generated'
          ? image.dataUrl
          : null,
    choose(file: File) {
      release();
      setImage({ kind: 'file', picked: pickImage(file) });
    },
    generated(dataUrl: string) {
      release();
      setImage({ kind: 'generated', dataUrl });
    },
    clear() {
      release();
      setImage(null);
    },
  };
}
