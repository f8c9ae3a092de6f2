// What the server asks the web's server entry before it renders a page: the requests come from the
// page's entry in the contract's table (PAGES), with the filters and the search input read as the
// browser reads them; pages without data, the map view and unknown paths are not rendered here.
import { describe, expect, it } from 'vitest';
import type { PageQuery } from '@menudex/contract/page-data';
import { pageQueries } from './entry-server.tsx';

const ID = '0b6f2c1e-3d4a-4b5c-8d9e-0f1a2b3c4d5e';
const CONFIG: PageQuery = { source: 'config' };

describe('pageQueries', () => {
  it.each<[string, PageQuery[]]>([
    ['/the-list', [CONFIG, { source: 'items-page', query: '' }]],
    ['/the-list/?openNow=true&junk=1', [CONFIG, { source: 'items-page', query: 'openNow=true' }]],
    ['/businesses?sort=likes', [CONFIG, { source: 'businesses-page', query: 'sort=likes' }]],
    ['/businesses?view=list', [CONFIG, { source: 'businesses-page', query: '' }]],
    [`/businesses/${ID}`, [CONFIG, { source: 'business', id: ID }]],
    [`/businesses/${ID.toUpperCase()}/`, [CONFIG, { source: 'business', id: ID }]],
    [
      '/search?input=%20Pho%20Bo%20&openNow=true',
      [
        CONFIG,
        { source: 'search-businesses', input: 'Pho Bo', query: 'openNow=true' },
        { source: 'search-items', input: 'Pho Bo', query: 'openNow=true' },
      ],
    ],
    // A page in Vietnamese reads the owners' texts in Vietnamese (?lang=vi); English ones send none.
    ['/vi/the-list', [CONFIG, { source: 'items-page', query: '', lang: 'vi' }]],
    [`/vi/businesses/${ID}`, [CONFIG, { source: 'business', id: ID, lang: 'vi' }]],
    [
      '/vi/search?input=ph%E1%BB%9F',
      [
        CONFIG,
        { source: 'search-businesses', input: 'phở', query: '', lang: 'vi' },
        { source: 'search-items', input: 'phở', query: '', lang: 'vi' },
      ],
    ],
    // Without words the page asks for no results, only the configuration.
    ['/search?input=%20', [CONFIG]],
    ['/search', [CONFIG]],
  ])('%s', (url, queries) => {
    expect(pageQueries(url)).toEqual(queries);
  });

  it.each([
    '/',
    '/businesses?view=map',
    `/businesses/${ID}/feedback`,
    '/businesses/not-a-uuid',
    '/profile',
    '/my-business',
    `/my-business/insights/${ID}`,
    '/verify-email?token=x',
    '/the-list/extra',
    '/The-List',
    '/nowhere',
  ])('%s: not rendered here', (url) => {
    expect(pageQueries(url)).toBeNull();
  });
});
