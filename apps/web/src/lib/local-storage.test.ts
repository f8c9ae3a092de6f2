import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@menudex/contract/constants';
import { customerId, randomUuid } from './local-storage.ts';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A page served over plain http at a LAN address: no randomUUID, getRandomValues still there. */
function insecureContext() {
  const real = globalThis.crypto;
  vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('customerId', () => {
  it('makes a v4 UUID from getRandomValues when crypto.randomUUID is missing, and keeps it', () => {
    insecureContext();
    const id = customerId();
    expect(id).toMatch(V4);
    expect(window.localStorage.getItem(STORAGE_KEYS.uniqueId)).toBe(id);
    expect(customerId()).toBe(id);
  });

  it('uses crypto.randomUUID where the browser offers it', () => {
    const randomUUID = vi.fn(() => '6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5' as const);
    vi.stubGlobal('crypto', { randomUUID, getRandomValues: vi.fn() });
    expect(customerId()).toBe('6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5');
    expect(randomUUID).toHaveBeenCalledTimes(1);
  });
});

describe('randomUuid without randomUUID', () => {
  it('sets the version and variant bits whatever the random bytes are', () => {
    for (const fill of [0x00, 0xff]) {
      vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => a.fill(fill) });
      expect(randomUuid()).toMatch(V4);
    }
  });

  it('gives a different id each time', () => {
    insecureContext();
    const ids = new Set(Array.from({ length: 50 }, randomUuid));
    expect(ids.size).toBe(50);
  });
});
