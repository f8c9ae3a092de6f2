// The shape of a compiled message (Lingui's CompiledMessage, written out here because the contract
// depends on no i18n runtime): text and `[argument, type?, format or plural choices?]` tokens,
// which apps/web/src/lib/i18n.tsx reads without parsing ICU in the browser (docs/decisions/049).
import type { MessageKey } from './messages-en.ts';

export type CompiledMessageToken = string | [name: string, type?: string, format?: unknown];
export type CompiledMessage = CompiledMessageToken[];
export type CompiledCatalogue = Record<MessageKey, CompiledMessage>;
/** An area's compiled catalogue (areas.ts): its keys, checked by catalogues.test.ts. */
export type AreaCompiledCatalogue = Record<string, CompiledMessage>;
