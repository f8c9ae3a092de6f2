// What is on the plate through the item forms: diets, allergens ("not stated" distinct from "none")
// and "sold out today", which clears itself at the business's next opening or local midnight.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, factories, multipartForm } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Monday 2026-11-23 12:00 in Los Angeles.
const NOW = '2026-11-23T20:00:00Z';

describe('item diets, allergens and sold out', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let businessId: string;

  const create = (fields: Record<string, string | string[]>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/items/${businessId}`,
      headers: admin,
      payload: multipartForm({ name: 'Phở Chay', topic: 'Menu', ...fields }),
    });
  const update = (id: string, fields: Record<string, string | string[]>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/items/${id}`,
      headers: admin,
      payload: multipartForm(fields),
    });
  const read = async (id: string) => (await t.app.inject({ url: `/api/items/${id}` })).json().item;

  beforeAll(async () => {
    t = await createTestApp({}, { now: NOW });
    const f = factories(t);
    admin = bearer((await f.user({ role: 'admin' })).token);
    businessId = (await f.business()).id;
  });
  afterAll(() => t.close());

  it('a new item without allergens says nothing about them (null), no diets, not sold out', async () => {
    const res = await create({});
    expect(res.statusCode).toBe(201);
    expect(res.json().item).toMatchObject({ diets: [], allergens: null, soldOut: false });
  });

  it('takes diets[i] and allergens[i]; allergensStated=true with none given states "none" ([])', async () => {
    const res = await create({
      'diets[0]': 'vegan',
      'diets[1]': 'gluten-free',
      'allergens[0]': 'soy',
      'allergens[1]': 'sesame',
    });
    expect(res.json().item).toMatchObject({
      diets: ['vegan', 'gluten-free'],
      allergens: ['soy', 'sesame'],
    });
    const none = await create({ allergensStated: 'true' });
    expect(none.json().item.allergens).toEqual([]);
  });

  it('allergensStated=false makes allergens "not stated" again; absent fields stay as they were', async () => {
    const id = (await create({ 'diets[0]': 'vegan', 'allergens[0]': 'peanuts' })).json().item._id;
    expect((await update(id, { name: 'Gỏi Cuốn' })).json().item).toMatchObject({
      diets: ['vegan'],
      allergens: ['peanuts'],
    });
    const res = await update(id, { allergensStated: 'false', 'allergens[0]': 'milk' });
    expect(res.statusCode).toBe(200);
    expect(res.json().item.allergens).toBeNull();
    // An empty diets field clears the diets.
    expect((await update(id, { diets: '' })).json().item.diets).toEqual([]);
  });

  it.each([
    [{ 'diets[0]': 'carnivore' }, /^diets\.0: must be one of vegetarian, vegan/],
    [{ 'allergens[0]': 'nuts' }, /^allergens\.0: must be one of gluten, crustaceans/],
    [{ allergensStated: 'maybe' }, "allergensStated: allergensStated must be 'true' or 'false'"],
    [{ soldOut: 'yes' }, "soldOut: soldOut must be 'true' or 'false'"],
  ])('refuses %j with 400 and changes nothing', async (fields, message) => {
    const id = (await create({ 'diets[0]': 'vegan', 'allergens[0]': 'soy' })).json().item._id;
    const res = await update(id, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await read(id)).toMatchObject({ diets: ['vegan'], allergens: ['soy'], soldOut: false });
    expect((await create(fields)).statusCode).toBe(400);
  });

  it('sold out without hours clears itself at local midnight', async () => {
    const id = (await create({ soldOut: 'true' })).json().item._id;
    expect((await read(id)).soldOut).toBe(true);
    t.clock.set('2026-11-24T07:59:00Z');
    expect((await read(id)).soldOut).toBe(true);
    t.clock.set('2026-11-24T08:00:00Z');
    expect((await read(id)).soldOut).toBe(false);
    t.clock.set(NOW);
  });

  it('sold out during lunch clears itself when dinner opens, and soldOut=false clears it at once', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${businessId}/hours`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: JSON.stringify({
        weekly: [
          { day: 'mon', opens: '11:00', closes: '14:00' },
          { day: 'mon', opens: '17:00', closes: '22:00' },
        ],
      }),
    });
    const id = (await create({})).json().item._id;
    expect((await update(id, { soldOut: 'true' })).json().item.soldOut).toBe(true);
    t.clock.set('2026-11-24T00:59:00Z');
    expect((await read(id)).soldOut).toBe(true);
    t.clock.set('2026-11-24T01:00:00Z');
    expect((await read(id)).soldOut).toBe(false);
    t.clock.set(NOW);
    await update(id, { soldOut: 'true' });
    expect((await update(id, { soldOut: 'false' })).json().item.soldOut).toBe(false);
  });
});
