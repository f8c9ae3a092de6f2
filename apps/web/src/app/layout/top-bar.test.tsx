import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BREAKPOINTS } from '@menudex/contract/constants';
import { fakeApi, renderWithApp, signOut } from '../../components/testing/render.tsx';
import { TopBar } from './top-bar.tsx';

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('TopBar search box', () => {
  it('shows exactly one search box, which CSS moves to a row of its own at 700 px and below', () => {
    fakeApi(() => undefined);
    renderWithApp(<TopBar />);
    const boxes = screen.getAllByRole('search');
    expect(boxes).toHaveLength(1);
    const slot = boxes[0]!.closest('[data-testid="search-slot"]');
    expect(slot).not.toBeNull();
    // The rule emotion wrote for the slot's class: one condition, so one placement at every width
    // (the browser journeys check the placement at 1280 and 390 px).
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('');
    const className = [...slot!.classList].find((c) => c.startsWith('css-'));
    const rule = new RegExp(
      `@media \\(max-width: ?${BREAKPOINTS.searchBoxRow}px\\)\\{\\.${className}\\{[^}]*order:1;[^}]*flex-basis:100%`,
    );
    expect(css).toMatch(rule);
  });
});
