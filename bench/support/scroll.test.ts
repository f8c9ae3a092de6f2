import { describe, expect, it } from 'vitest';
import { nextFromLink, scrollPaths, SCROLLS, type Getter } from './scroll.ts';

const search = SCROLLS.find((s) => s.key === 'search-pho')!;

describe('nextFromLink', () => {
  it('reads the rel="next" target as a path with its query, absolute or relative', () => {
    expect(nextFromLink('<http://127.0.0.1:3000/api/items?after=abc>; rel="next"')).toBe(
      '/api/items?after=abc',
    );
    expect(nextFromLink('</api/items?after=abc>; rel=next')).toBe('/api/items?after=abc');
    expect(nextFromLink('<?input=pho&after=x>; rel="next"', '/api/search/items?input=pho')).toBe(
      '/api/search/items?input=pho&after=x',
    );
  });

  it('ignores other relations and a missing header', () => {
    expect(nextFromLink('</api/items?page=1>; rel="first", </a?after=2>; rel="next"')).toBe(
      '/a?after=2',
    );
    expect(nextFromLink('</api/items?page=1>; rel="prev"')).toBeNull();
    expect(nextFromLink(null)).toBeNull();
  });
});

describe('scrollPaths', () => {
  it('follows the cursor from page 1 until it has the pages asked for', async () => {
    const asked: string[] = [];
    const get: Getter = async (path) => {
      asked.push(path);
      const n = asked.length;
      return { status: 200, link: `</api/search/items?input=pho&after=c${n}>; rel="next"` };
    };
    const made = await scrollPaths(search, get, 4);
    expect(made.via).toBe('cursor');
    expect(made.paths).toEqual([
      '/api/search/items?input=pho',
      '/api/search/items?input=pho&after=c1',
      '/api/search/items?input=pho&after=c2',
      '/api/search/items?input=pho&after=c3',
    ]);
  });

  it('stops where the cursor chain ends (the results ran out)', async () => {
    let n = 0;
    const get: Getter = async () => {
      n++;
      return { status: 200, link: n < 2 ? `</api/search/items?after=c${n}>; rel="next"` : null };
    };
    const made = await scrollPaths(search, get, 30);
    expect(made).toEqual({
      via: 'cursor',
      paths: ['/api/search/items?input=pho', '/api/search/items?after=c1'],
    });
  });

  it('falls back to page numbers when page 1 carries no Link header', async () => {
    const made = await scrollPaths(search, async () => ({ status: 200, link: null }), 3);
    expect(made).toEqual({
      via: 'page numbers',
      paths: [1, 2, 3].map((n) => `/api/search/items?input=pho&page=${n}`),
    });
  });

  it('fails on an answer that is not 200 rather than measuring errors', async () => {
    await expect(scrollPaths(search, async () => ({ status: 503, link: null }))).rejects.toThrow(
      /503/,
    );
  });
});
