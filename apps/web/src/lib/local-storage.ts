// Browser local storage, as the specification keeps it: the token as JSON text under 'token'.
import { STORAGE_KEYS } from '@menudex/contract/constants';

export function readToken(): string | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.token);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' && value ? value : null;
  } catch {
    return null;
  }
}

export function writeToken(token: string): void {
  window.localStorage.setItem(STORAGE_KEYS.token, JSON.stringify(token));
}

/** Logout clears all local storage, as the specification says. */
export function clearAllStorage(): void {
  window.localStorage.clear();
}

/** The feedback customer's random id, created once and kept under 'uniqueId'. */
export function customerId(): string {
  const existing = window.localStorage.getItem(STORAGE_KEYS.uniqueId);
  if (existing && /^[0-9a-f-]{36}$/i.test(existing)) return existing;
  const id = randomUuid();
  window.localStorage.setItem(STORAGE_KEYS.uniqueId, id);
  return id;
}

/**
 * A random (version 4) UUID. Browsers give crypto.randomUUID only to secure contexts (HTTPS or
 * localhost), and a phone scanning a feedback QR code may open the site on plain http at a LAN
 * address; getRandomValues exists everywhere, so the UUID is built from it there.
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
