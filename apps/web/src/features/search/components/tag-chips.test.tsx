import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FOOD_TAGS } from '@menudex/contract/constants';
import { renderWithApp } from '../../../components/testing/render.tsx';
import { TagChips } from './tag-chips.tsx';

const originalWidth = window.innerWidth;

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

const chips = () => screen.getAllByRole('link');

afterEach(() => resizeTo(originalWidth));

describe('TagChips', () => {
  it('shows 12 tags above 600 px wide, in the specification order', () => {
    resizeTo(1280);
    renderWithApp(<TagChips />);
    expect(chips().map((c) => c.textContent)).toEqual(FOOD_TAGS.slice(0, 12));
    expect(screen.getByRole('button', { name: 'See more' })).toBeInTheDocument();
  });

  it('shows 7 tags at 600 px and below', () => {
    resizeTo(600);
    renderWithApp(<TagChips />);
    expect(chips()).toHaveLength(7);
  });

  it('re-evaluates the count when the window is resized', () => {
    resizeTo(1280);
    renderWithApp(<TagChips />);
    expect(chips()).toHaveLength(12);
    resizeTo(390);
    expect(chips()).toHaveLength(7);
    resizeTo(601);
    expect(chips()).toHaveLength(12);
  });

  it("shows all 32 tags after 'See more'", async () => {
    resizeTo(390);
    renderWithApp(<TagChips />);
    await userEvent.click(screen.getByRole('button', { name: 'See more' }));
    expect(chips().map((c) => c.textContent)).toEqual([...FOOD_TAGS]);
    expect(screen.queryByRole('button', { name: 'See more' })).not.toBeInTheDocument();
  });

  it('links each tag to its search', async () => {
    resizeTo(1280);
    renderWithApp(<TagChips />);
    expect(screen.getByRole('link', { name: 'Banh Mi' })).toHaveAttribute(
      'href',
      '/search?input=Banh%20Mi',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Vietnamese' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?input=Vietnamese');
  });
});
