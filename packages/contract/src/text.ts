// Small pure helpers on text and numbers that the server and the web both use.
import { LIMITS } from './constants.ts';

/**
 * Control characters no text field takes: the C0 set but tab, line feed and carriage return, DEL,
 * and the C1 set. They have no place in a name or a description, and PostgreSQL cannot store NUL at
 * all (it refuses the whole statement).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** What a text field with a control character is told (after its name). */
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

/** True when the text holds a character of CONTROL_CHARACTER (tab and line breaks are fine). */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/**
 * Keeps the first `words` words, adding '...' when anything was cut (specification: 30 words).
 * Punctuation the cut leaves at the end ('walk.', 'spicy,') goes before the '...', so a cut never
 * reads 'walk....'.
 */
export function truncateWords(text: string, words: number): string {
  const parts = text.trim().split(/\s+/).filter(Boolean);
  if (parts.length <= words) return parts.join(' ');
  const kept = parts
    .slice(0, words)
    .join(' ')
    .replace(/[\s\p{P}]+$/u, '');
  return `${kept}...`;
}

/** 'person liked this item' for exactly one like, 'people liked this item' otherwise. */
export function likesText(count: number): string {
  return count === 1 ? 'person liked this item' : 'people liked this item';
}

/** Folds case and accents, Vietnamese đ included, for comparing names. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .trim();
}

/**
 * Normalises a phone number to its digits, North American style: (415) 555-0100, 4155550100 and
 * +14155550100 are the same number. Returns null when it cannot be a phone number.
 */
export function normalizePhone(input: string): string | null {
  if (/[^\d\s()+.-]/.test(input)) return null;
  let digits = input.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return null;
  if (digits.startsWith('0')) return null;
  return digits;
}

/** (415) 555-0100 for 4155550100: the specification's mask (#00) 000-0000. */
export function formatPhone(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * The text a search runs on: trimmed, and cut to LIMITS.searchInputMaxLength characters (longer
 * input is not refused, its tail is ignored). '' means there is nothing to search.
 */
export function normalizeSearchInput(input: string | undefined): string {
  const chars = Array.from((input ?? '').trim());
  return chars.slice(0, LIMITS.searchInputMaxLength).join('').trim();
}
