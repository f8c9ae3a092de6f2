// The owner area's texts as the editors' plain modules take them (docs/decisions/053): a component
// passes its `useT('owner')` in, so a rule's message is written in the page's language.
import type { AreaMessageKey } from '@menudex/contract/i18n/areas';
import type { MessageKey } from '@menudex/contract/i18n/messages-en';
import type { Translate } from '../../../lib/i18n.tsx';

/** A key of the owner area's catalogue. */
export type OwnerKey = AreaMessageKey<'owner'>;

/** What `useT('owner')` answers: the core's texts and the owner area's. */
export type OwnerT = Translate<MessageKey | OwnerKey>;
