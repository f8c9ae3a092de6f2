import { describe, expect, it } from 'vitest';
import { LIMITS } from '@menudex/contract/constants';
import { translator } from '../../../lib/i18n.tsx';
import { imageFileProblem } from './image-file.ts';

const en = translator<string>('en');

describe('imageFileProblem', () => {
  it('takes JPEG, PNG, WebP, GIF and AVIF images within the size limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']) {
      expect(imageFileProblem(new File(['x'], 'a', { type }), en)).toBeNull();
    }
  });

  it('refuses a file that is not an image (or an image kind the server does not read)', () => {
    expect(imageFileProblem(new File(['x'], 'notes.txt', { type: 'text/plain' }), en)).toBe(
      'The file is not a supported image',
    );
    expect(imageFileProblem(new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }), en)).toBe(
      'The file is not a supported image',
    );
  });

  it('refuses an image over the size limit', () => {
    const big = new File([new Uint8Array(LIMITS.imageMaxBytes + 1)], 'big.png', {
      type: 'image/png',
    });
    expect(imageFileProblem(big, en)).toBe('The image is too large: at most 8 MB');
    expect(imageFileProblem(big, translator<string>('vi'))).toBe('Ảnh quá lớn: tối đa 8 MB');
  });
});
