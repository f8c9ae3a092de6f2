// Builds test records straight in the database, with sensible defaults a test can override.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { DB } from '../db/schema.ts';
import { createSessionTokens } from '../lib/session-tokens.ts';
import type { TestApp } from './test-app.ts';

let counter = 0;
const next = () => ++counter;

export type TestUser = { id: string; email: string; role: 'user' | 'admin'; token: string };

export function factories(t: TestApp) {
  const db: Kysely<DB> = t.database.db;
  const sessions = createSessionTokens(t.config.jwtSecret ?? '', t.config.jwtTtl, t.clock);

  async function user(
    values: { role?: 'user' | 'admin'; email?: string; name?: string } = {},
  ): Promise<TestUser> {
    const n = next();
    const email = values.email ?? `user${n}-${crypto.randomBytes(3).toString('hex')}@example.com`;
    const row = await db
      .insertInto('users')
      .values({ name: values.name ?? `User ${n}`, email, role: values.role ?? 'user' })
      .returning(['id', 'role'])
      .executeTakeFirstOrThrow();
    return { id: row.id, email, role: row.role, token: await sessions.sign(row.id) };
  }

  async function business(
    values: {
      name?: string;
      phone?: string;
      ownerId?: string;
      feedbackEnabled?: boolean;
      favoriteCount?: number;
      city?: string;
      lat?: number;
      lng?: number;
      categories?: string[];
    } = {},
  ) {
    const n = next();
    const phone =
      values.phone ??
      `4${String(100000000 + n * 7919 + Math.floor(Math.random() * 1e6)).slice(0, 9)}`;
    const row = await db
      .insertInto('businesses')
      .values({
        name: values.name ?? `Business ${n}`,
        phone,
        description: `Description of business ${n}`,
        feedback_enabled: values.feedbackEnabled ?? false,
        favorite_count: values.favoriteCount ?? 0,
        city: values.city ?? 'San Jose',
        state: 'CA',
        lat: values.lat ?? null,
        lng: values.lng ?? null,
        categories: values.categories ?? [],
      })
      .returning(['id', 'phone', 'name'])
      .executeTakeFirstOrThrow();
    if (values.ownerId) {
      await db
        .insertInto('business_owners')
        .values({ business_id: row.id, user_id: values.ownerId })
        .execute();
    }
    return row;
  }

  async function list(businessId: string, name = `List ${next()}`) {
    const { max } = await db
      .selectFrom('menu_lists')
      .select((eb) => eb.fn.max('position').as('max'))
      .where('business_id', '=', businessId)
      .executeTakeFirstOrThrow();
    return db
      .insertInto('menu_lists')
      .values({ business_id: businessId, name, position: (max ?? -1) + 1 })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
  }

  async function item(
    businessId: string,
    listId: string,
    values: {
      name?: string;
      description?: string;
      priceCents?: number | null;
      likes?: number;
      tags?: string[];
      diets?: string[];
      allergens?: string[] | null;
    } = {},
  ) {
    const n = next();
    const row = await db
      .insertInto('items')
      .values({
        business_id: businessId,
        list_id: listId,
        name: values.name ?? `Item ${n}`,
        description: values.description ?? `Tasty item number ${n}`,
        price_cents: values.priceCents === undefined ? 950 : values.priceCents,
        likes: values.likes ?? 0,
        diets: values.diets ?? [],
        allergens: values.allergens === undefined ? null : values.allergens,
      })
      .returning(['id', 'name'])
      .executeTakeFirstOrThrow();
    let position = 0;
    for (const name of values.tags ?? []) {
      const key = name.trim().toLowerCase();
      const tag = await db
        .insertInto('tags')
        .values({ name: name.trim(), name_key: key })
        .onConflict((oc) => oc.column('name_key').doUpdateSet({ name_key: key }))
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('item_tags')
        .values({ item_id: row.id, tag_id: tag.id, position: position++ })
        .execute();
    }
    return row;
  }

  /**
   * The callers of an authorization matrix for one business: anonymous, a plain user, the owner of
   * another business, an owner of this one, and an admin (headers to pass to inject).
   */
  async function cast(businessId: string): Promise<Record<MatrixRole, Record<string, string>>> {
    const owner = await user();
    await db
      .insertInto('business_owners')
      .values({ business_id: businessId, user_id: owner.id })
      .execute();
    const otherOwner = await user();
    await business({ ownerId: otherOwner.id });
    return {
      anonymous: {},
      user: bearer((await user()).token),
      'other owner': bearer(otherOwner.token),
      owner: bearer(owner.token),
      admin: bearer((await user({ role: 'admin' })).token),
    };
  }

  return { user, business, list, item, sessions, cast };
}

export type MatrixRole = 'anonymous' | 'user' | 'other owner' | 'owner' | 'admin';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A real image built in memory (sharp), optionally with EXIF including a GPS position. */
export async function testImage(
  options: {
    format?: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';
    width?: number;
    height?: number;
    gps?: boolean;
  } = {},
): Promise<Buffer> {
  const image = sharp({
    create: {
      width: options.width ?? 640,
      height: options.height ?? 480,
      channels: 3,
      background: '#d2691e',
    },
  });
  const format = options.format ?? 'jpeg';
  if (format !== 'jpeg') return image.toFormat(format).toBuffer();
  const jpeg = image.jpeg();
  if (!options.gps) return jpeg.toBuffer();
  return jpeg
    .withExifMerge({
      IFD0: { Make: 'TestCam', Model: 'Secret Model', Copyright: 'Owner name' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 46/1 30/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '122/1 25/1 10/1',
      },
    })
    .toBuffer();
}

/** A multipart form as a browser sends it: text fields (lists become repeated fields) and files. */
export function multipartForm(
  fields: Record<string, string | string[]>,
  files: Record<string, { bytes: Buffer; filename?: string; type?: string }> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  }
  for (const [name, file] of Object.entries(files)) {
    form.append(
      name,
      new Blob([file.bytes], { type: file.type ?? 'image/jpeg' }),
      file.filename ?? 'photo.jpg',
    );
  }
  return form;
}
