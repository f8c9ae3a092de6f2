import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../components/testing/render.tsx';
import { BUSINESS_NOT_FOUND_TITLE } from '@menudex/contract/page-paths';
import { NotFound } from './not-found.tsx';

describe('NotFound', () => {
  it("keeps 'Page Not Found!' and offers a way home, under a title of its own", () => {
    renderWithApp(<NotFound />, { path: '/nowhere' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found!');
    expect(screen.getByRole('link', { name: 'Go to The List' })).toHaveAttribute(
      'href',
      '/the-list',
    );
    expect(document.title).toBe('Page Not Found · Menudex');
  });

  it('names what was not found in the title when told: an unknown business', () => {
    renderWithApp(<NotFound title={BUSINESS_NOT_FOUND_TITLE} />, { path: '/businesses/x' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found!');
    expect(document.title).toBe('Business not found · Menudex');
  });
});
