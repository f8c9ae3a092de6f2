import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { EmptyState } from './empty-state.tsx';
import { renderWithApp } from './testing/render.tsx';

describe('EmptyState', () => {
  it('shows a decorative icon, the line, the sentence and a link onward', () => {
    renderWithApp(
      <EmptyState
        icon={<SearchOffIcon data-testid="icon" />}
        title="No Item Found"
        text="Try a shorter word."
        action={{ label: 'Browse The List', to: '/the-list' }}
      />,
    );
    const box = screen.getByTestId('empty-state');
    expect(box).toHaveTextContent('No Item Found');
    expect(box).toHaveTextContent('Try a shorter word.');
    expect(screen.getByTestId('icon').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Browse The List' })).toHaveAttribute(
      'href',
      '/the-list',
    );
    // In place, not announced: a list that was empty from the start is read as content.
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is a status when announced, its title a heading when asked, and its action a button', async () => {
    const onClick = vi.fn();
    renderWithApp(
      <EmptyState
        icon={<SearchOffIcon />}
        title="No businesses found"
        titleAs="h3"
        text="Fewer filters may find more."
        announce
        action={{ label: 'Clear filters', onClick }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No businesses found');
    expect(screen.getByRole('heading', { level: 3, name: 'No businesses found' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('leaves the action out when there is none to offer', () => {
    renderWithApp(<EmptyState icon={<SearchOffIcon />} title="No reports here." text="Nothing." />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
