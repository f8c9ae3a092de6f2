// The browser's first look at the chosen menu file: the kinds the server reads, and its size limit.
// The server checks the content again; this only saves an upload that would be refused.
import {
  MENU_DRAFT_FILE_TYPES,
  MENU_DRAFT_LIMITS,
  MENU_DRAFT_TEXTS,
} from '@menudex/contract/menu-drafts';

/** What the file input offers: the types, and the extensions for systems that send no type. */
export const MENU_FILE_ACCEPT = [
  ...MENU_DRAFT_FILE_TYPES,
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.pdf',
].join(',');

/** Why the file cannot be sent, or null when it can. */
export function menuFileProblem(file: File): string | null {
  const known =
    (MENU_DRAFT_FILE_TYPES as readonly string[]).includes(file.type) ||
    (file.type === '' && /\.(jpe?g|png|webp|pdf)$/i.test(file.name));
  if (!known) return MENU_DRAFT_TEXTS.notAccepted;
  if (file.size > MENU_DRAFT_LIMITS.fileMaxBytes) return MENU_DRAFT_TEXTS.fileTooLarge;
  if (file.size === 0) return MENU_DRAFT_TEXTS.fileRequired;
  return null;
}
