// Every language's source catalogue, by locale: for the compile step, the checks and the server.
// The browser never imports this module (it would download every language): it loads one
// compiled catalogue (compiled-<locale>.ts) for the page's language.
import type { Locale } from './locales.ts';
import { EN_MESSAGES, type MessageCatalogue } from './messages-en.ts';
import { VI_MESSAGES } from './messages-vi.ts';

export const CATALOGUES: Record<Locale, MessageCatalogue> = { en: EN_MESSAGES, vi: VI_MESSAGES };
