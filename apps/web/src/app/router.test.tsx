// The route table comes from the contract's pages: every page has a route at its path, and the
// component it loads is the one page-modules.ts names (the build finds each page's chunk by that
// file: the two lists must agree, or a page would preload another page's chunks).
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PAGES } from '@menudex/contract/pages';
import { PAGE_MODULES } from './page-modules.ts';
import { PAGE_LOADERS, routes } from './router.tsx';

// uPlot (the insights' charts) measures the screen as it loads, which jsdom cannot: not under test.
vi.mock('uplot', () => ({ default: class {} }));

const children = routes[0]?.children ?? [];
const routeAt = (path: string): RouteObject | undefined => children.find((r) => r.path === path);
/** The page modules, by path from apps/web, as the build names them. */
const modules = import.meta.glob<Record<string, unknown>>('/src/**/routes/*.tsx');

describe('the route table', () => {
  it('has a module for every page but home, and none for anything else', () => {
    const pages = PAGES.map((page) => page.id)
      .filter((id) => id !== 'home')
      .sort();
    expect(Object.keys(PAGE_MODULES).sort()).toEqual(pages);
    expect(Object.keys(PAGE_LOADERS).sort()).toEqual(pages);
  });

  it.each(PAGES.filter((page) => page.id !== 'home'))(
    '$id: $path shows the component page-modules.ts names',
    async (page) => {
      const id = page.id as keyof typeof PAGE_MODULES;
      const { file, export: name } = PAGE_MODULES[id];
      const module = await modules[`/${file}`]?.();
      expect(typeof module?.[name], `${file} exports ${name}`).toBe('function');
      const lazy = routeAt(page.path)?.lazy;
      expect(typeof lazy).toBe('function');
      const loaded = await (lazy as () => Promise<{ Component: unknown }>)();
      expect(loaded.Component).toBe(module?.[name]);
    },
  );

  it('sends / to The List, and any other path to Not Found', () => {
    const home = routeAt('/')?.element;
    expect(isValidElement(home) && (home.props as { to?: string }).to).toBe('/the-list');
    expect(children.at(-1)?.path).toBe('*');
    expect(children.map((route) => route.path)).toEqual([...PAGES.map((p) => p.path), '*']);
  });
});
