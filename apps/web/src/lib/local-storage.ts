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
  const id = crypto.randomUUID();
  window.localStorage.setItem(STORAGE_KEYS.uniqueId, id);
  return id;
}
