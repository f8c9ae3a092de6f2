// Helpers for the owner tools' component tests: the fake API (the shared one, which records
// multipart forms), local image previews, the runtime config with AI on or off, a small PNG.
import { vi } from 'vitest';
import { aRuntimeConfig } from '../../../components/testing/fixtures.ts';
import { fakeApi, type FakeRequest } from '../../../components/testing/render.tsx';

/** The owner tools' tests read multipart forms from the one fake API (components/testing). */
export type SeenRequest = FakeRequest;
export const fakeFormApi = fakeApi;

/** jsdom has no object URLs: each chosen file previews as blob:preview-N. */
export function stubObjectUrls() {
  let n = 0;
  const created = vi.fn(() => `blob:preview-${++n}`);
  const revoked = vi.fn();
  URL.createObjectURL = created;
  URL.revokeObjectURL = revoked;
  return { created, revoked };
}

export const aiConfig = (enabled: boolean) => ({ body: aRuntimeConfig({ ai: { enabled } }) });

export const png = (name = 'photo.png', bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });
