// How many SQL statements the hot reads send: each one is a round trip to the database, and under
// load the round trips are what the server waits on (docs/benchmarks.md, "Where a cache-off request
// spends its time"). The public-answer cache is off here, as for every first visitor of a URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { bearer, factories } from '../testing/factories.ts';

describe('round trips of the hot reads', () => {
  let t: TestApp;
  let businessId: string;
  let owner: Record<string, string>;
  let user: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    const f = factories(t);
    const ownerUser = await f.user();
    const business = await f.business({ name: 'Phở Hòa', ownerId: ownerUser.id });
    businessId = business.id;
    for (const name of ['Phở', 'Drinks']) {
      const list = await f.list(business.id, name);
      for (let i = 0; i < 3; i++) {
        await f.item(business.id, list.id, { name: `${name} ${i}`, tags: ['Pho', `Tag ${i}`] });
      }
    }
    owner = bearer(ownerUser.token);
    user = bearer((await f.user()).token);
  });
  afterAll(() => t.close());

  async function statementsOf(url: string, headers: Record<string, string> = {}) {
    const sent: string[] = [];
    const stop = t.database.watchStatements((sql) => sent.push(sql));
    try {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode).toBe(200);
      return { sent, body: res.json() };
    } finally {
      stop();
    }
  }

  it('reads a business page, its lists, items and their tags in one statement', async () => {
    const { sent, body } = await statementsOf(`/api/businesses/${businessId}`);
    expect(sent).toHaveLength(1);
    const lists = body.business.lists as Array<{
      name: string;
      items: Array<{ name: string; tags: Array<{ name: string }> }>;
    }>;
    expect(lists.map((l) => l.name)).toEqual(['Phở', 'Drinks']);
    expect(lists[0]?.items).toHaveLength(3);
    expect(lists[1]?.items[0]?.tags.map((tag) => tag.name)).toEqual(['Pho', expect.any(String)]);
  });

  it('reads an items page with its tags in one statement', async () => {
    const { sent, body } = await statementsOf('/api/items/pages/1');
    expect(sent).toHaveLength(1);
    expect((body as Array<{ tags: unknown[] }>).every((i) => i.tags.length === 2)).toBe(true);
  });

  it('searches items in two: the word dictionary, then the page with its tags', async () => {
    // A word long enough to hold a typo is looked up in the dictionary first.
    const { sent, body } = await statementsOf('/api/search/items?input=drinks');
    expect(sent).toHaveLength(2);
    expect(body).toHaveLength(3);
  });

  it('adds one statement for a signed-in caller: the session, its account and what it owns', async () => {
    const asOwner = await statementsOf(`/api/businesses/${businessId}`, owner);
    expect(asOwner.sent).toHaveLength(2);
    expect(asOwner.body.business.canEdit).toBe(true);
    const asUser = await statementsOf('/api/items/pages/1', user);
    expect(asUser.sent).toHaveLength(2);
  });
});
