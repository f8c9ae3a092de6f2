// The top bar's inline mark is the favicon's drawing: the same shapes and colours as
// public/favicon.svg, so the two cannot drift apart.
import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandMark } from './brand-mark.tsx';

/** The drawing's elements and their attributes, in order, whatever the attributes' case. */
function shapes(svg: Element): string[] {
  return [...svg.children].map((child) => {
    const attributes = [...child.attributes]
      .map((a) => `${a.name.toLowerCase()}=${a.value}`)
      .sort()
      .join(' ');
    return `${child.tagName.toLowerCase()} ${attributes}`;
  });
}

describe('BrandMark', () => {
  it('draws what the favicon draws, hidden from assistive technology', () => {
    const file = path.resolve(import.meta.dirname, '../../../public/favicon.svg');
    const favicon = new DOMParser().parseFromString(fs.readFileSync(file, 'utf8'), 'image/svg+xml');
    const { container } = render(<BrandMark size={30} />);
    const mark = container.querySelector('svg');
    expect(mark).not.toBeNull();
    expect(mark?.getAttribute('viewBox')).toBe(favicon.documentElement.getAttribute('viewBox'));
    expect(shapes(mark!)).toEqual(shapes(favicon.documentElement));
    expect(mark?.getAttribute('aria-hidden')).toBe('true');
    expect(mark?.getAttribute('width')).toBe('30');
  });
});
