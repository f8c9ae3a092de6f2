import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FOOD_TAGS } from '@menudex/contract/constants';
import { renderWithApp } from '../../../components/testing/render.tsx';
import { TagChips } from './tag-chips.tsx';

const chips = () => screen.getAllByRole('link');

/**
 * Whether the page's styles hide the element at 600 px and narrower: jsdom keeps the media rules
 * (the static stylesheet, which testing/setup.ts adds) but applies none of them, so the rule
 * itself is read (the browser journeys count
 * the chips shown at 1280 and 390 px).
 */
function hiddenWhenNarrow(element: Element): boolean {
  return [...document.styleSheets].some((sheet) =>
    [...sheet.cssRules].some(
      (rule) =>
        rule instanceof CSSMediaRule &&
        rule.media.mediaText.replace(/\s/g, '') === '(max-width:600px)' &&
        [...rule.cssRules].some(
          (inner) =>
            inner instanceof CSSStyleRule &&
            element.matches(inner.selectorText) &&
            inner.style.display === 'none',
        ),
    ),
  );
}

describe('TagChips', () => {
  it('renders 12 tags in the specification order, whatever the width (the server knows none)', () => {
    renderWithApp(<TagChips />);
    expect(chips().map((c) => c.textContent)).toEqual(FOOD_TAGS.slice(0, 12));
    expect(screen.getByRole('button', { name: 'See more' })).toBeInTheDocument();
  });

  it('hides tags 8 to 12 at 600 px and below by a media query, so 7 show on a phone', () => {
    renderWithApp(<TagChips />);
    expect(chips().map(hiddenWhenNarrow)).toEqual([
      ...Array(7).fill(false),
      ...Array(5).fill(true),
    ]);
  });

  it("shows all 32 tags after 'See more', at any width", async () => {
    renderWithApp(<TagChips />);
    await userEvent.click(screen.getByRole('button', { name: 'See more' }));
    expect(chips().map((c) => c.textContent)).toEqual([...FOOD_TAGS]);
    expect(chips().filter(hiddenWhenNarrow)).toEqual([]);
    expect(screen.queryByRole('button', { name: 'See more' })).not.toBeInTheDocument();
  });

  it('links each tag to its search', async () => {
    renderWithApp(<TagChips />);
    expect(screen.getByRole('link', { name: 'Banh Mi' })).toHaveAttribute(
      'href',
      '/search?input=Banh%20Mi',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Vietnamese' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?input=Vietnamese');
  });
});
