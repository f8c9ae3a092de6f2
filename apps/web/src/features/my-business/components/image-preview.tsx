// The menu item form's image preview: 300 px high, the default placeholder until an image is there.
import Box from '@mui/material/Box';
import { SIZES } from '@menudex/contract/constants';
import { PLACEHOLDER_IMAGE } from '../../../lib/image-url.ts';

export function ImagePreview({ src, alt }: { src: string | null; alt: string }) {
  return (
    <Box
      component="img"
      src={src ?? PLACEHOLDER_IMAGE}
      alt={alt}
      data-testid="image-preview"
      sx={{
        display: 'block',
        width: '100%',
        height: SIZES.imagePreviewHeight,
        objectFit: src ? 'cover' : 'contain',
        borderRadius: 1,
        bgcolor: '#f3ede6',
      }}
    />
  );
}
