// The browser's first look at the chosen menu file: the kinds the server reads, and its size limit.
// The server checks the content again; this only saves an upload that would be refused.
import type { AreaMessageKey } from '@menudex/contract/i18n/areas';
import { MENU_DRAFT_FILE_TYPES, MENU_DRAFT_LIMITS } from '@menudex/contract/menu-drafts';

/** What the file input offers: the types, and the extensions for systems that send no type. */
export const MENU_FILE_ACCEPT = [
  ...MENU_DRAFT_FILE_TYPES,
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.pdf',
].join(',');

/** Why the file cannot be sent (the key of the words saying so), or null when it can. */
export function menuFileProblem(file: File): AreaMessageKey<'manage'> | null {
  const known =
    (MENU_DRAFT_FILE_TYPES as readonly string[]).includes(file.type) ||
    (file.type === '' && /\.(jpe?g|png|webp|pdf)$/i.test(file.name));
  if (!known) return 'manage.drafts.notAccepted';
  if (file.size > MENU_DRAFT_LIMITS.fileMaxBytes) return 'manage.drafts.fileTooLarge';
  if (file.size === 0) return 'manage.drafts.fileRequired';
  return null;
}
