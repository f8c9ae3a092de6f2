import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router';
import { renderWithApp } from '../../../components/testing/render.tsx';
import { SearchBox } from './search-box.tsx';

afterEach(() => vi.unstubAllGlobals());

const box = () => screen.getByRole('textbox', { name: 'Search' });

describe('SearchBox', () => {
  it("alerts 'Please enter something to search' on empty or blank input and stays put", async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    renderWithApp(<SearchBox />, { path: '/the-list' });
    await userEvent.type(box(), '   {Enter}');
    expect(alert).toHaveBeenCalledWith('Please enter something to search');
    expect(screen.getByTestId('location')).toHaveTextContent('/the-list');
  });

  it('is a GET form to /search?input=… as well, for a page whose scripts have not started', () => {
    renderWithApp(<SearchBox />, { path: '/the-list' });
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(box()).toHaveAttribute('name', 'input');
  });

  it('keeps what was typed into the server-rendered box before the app started, and searches it', async () => {
    renderWithApp(<SearchBox />, {
      path: '/the-list',
      hydrate: (container) => {
        const input = container.querySelector('input');
        if (input) input.value = 'pho';
      },
    });
    expect(box()).toHaveValue('pho');
    await userEvent.type(box(), '{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?input=pho');
  });

  it('opens the search screen for the trimmed input', async () => {
    renderWithApp(<SearchBox />, { path: '/the-list' });
    await userEvent.type(box(), '  bun bo hue {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?input=bun%20bo%20hue');
  });

  it('shows the input of the search on screen, and follows it when it changes', async () => {
    renderWithApp(
      <>
        <SearchBox />
        <Link to="/search?input=Ramen">Ramen</Link>
      </>,
      { path: '/search?input=pho' },
    );
    expect(box()).toHaveValue('pho');
    await act(async () => {
      await userEvent.click(screen.getByRole('link', { name: 'Ramen' }));
    });
    expect(box()).toHaveValue('Ramen');
  });
});
