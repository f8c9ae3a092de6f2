// Small pure helpers on text and numbers that the server and the web both use.
import { LIMITS } from './constants.ts';

/** Keeps the first `words` words, adding '...' when anything was cut (specification: 30 words). */
export function truncateWords(text: string, words: number): string {
  const parts = text.trim().split(/\s+/).filter(Boolean);
  if (parts.length <= words) return parts.join(' ');
  return `${parts.slice(0, words).join(' ')}...`;
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
