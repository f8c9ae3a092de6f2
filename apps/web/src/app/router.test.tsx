// The route table comes from the contract's pages and page-modules.ts: every page has a route at
// its path whose module exports the component named for it, and the router loads exactly those
// modules lazily (one chunk per page; a wider set would split the pages' own parts into chunks).
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PAGES } from '@menudex/contract/pages';
import { PAGE_MODULES, pageModuleOf } from './page-modules.ts';
import { pageModuleLoaders, routes } from './router.tsx';

// uPlot (the insights' charts) measures the screen as it loads, which jsdom cannot: not under test.
vi.mock('uplot', () => ({ default: class {} }));

const children = routes[0]?.children ?? [];
const routeAt = (path: string): RouteObject | undefined => children.find((r) => r.path === path);

describe('the route table', () => {
  it('has a module for every page but home, and none for anything else', () => {
    expect(Object.keys(PAGE_MODULES).sort()).toEqual(
      PAGES.map((page) => page.id)
        .filter((id) => id !== 'home')
        .sort(),
    );
  });

  it("loads exactly the pages' modules, each lazily", () => {
    const files = new Set(Object.values(PAGE_MODULES).map((module) => `/${module.file}`));
    expect(new Set(Object.keys(pageModuleLoaders))).toEqual(files);
  });

  it.each(PAGES.filter((page) => page.id !== 'home'))(
    '$id: $path shows the component its module exports',
    async (page) => {
      const { file, export: name } = pageModuleOf(page);
      const module = await pageModuleLoaders[`/${file}`]?.();
      expect(typeof module?.[name]).toBe('function');
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
