// The areas' catalogues (docs/decisions/053). The texts of the public pages' first screen are the
// core catalogue (messages-<locale>.ts), which comes with the app; every other text belongs to an
// area, compiled on its own (compiled-<area>-<locale>.ts) and downloaded when a component first asks
// for it with useT('<area>'): the account dialogs and pages (`account`), the owner's screens
// (`owner`), the admin's and the owner's panels (`manage`) and the filter panel (`finding`). An area's keys start with its name.
// The browser never imports this module (it would download every area in every language).
import type { Locale } from './locales.ts';
import { ACCOUNT_EN } from './areas/account-en.ts';
import { ACCOUNT_VI } from './areas/account-vi.ts';
import { FINDING_EN } from './areas/finding-en.ts';
import { FINDING_VI } from './areas/finding-vi.ts';
import { MANAGE_EN } from './areas/manage-en.ts';
import { MANAGE_VI } from './areas/manage-vi.ts';
import { OWNER_EN } from './areas/owner-en.ts';
import { OWNER_VI } from './areas/owner-vi.ts';

const AREAS_EN = { account: ACCOUNT_EN, owner: OWNER_EN, manage: MANAGE_EN, finding: FINDING_EN };

/** An area of texts, downloaded on its own. */
export type Area = keyof typeof AREAS_EN;

export const AREAS = Object.keys(AREAS_EN) as Area[];

/** A key of an area's catalogue. */
export type AreaMessageKey<A extends Area> = keyof (typeof AREAS_EN)[A] & string;

/** Every area's catalogue in every language. */
export const AREA_CATALOGUES: Record<Locale, Record<Area, Record<string, string>>> = {
  en: AREAS_EN,
  vi: { account: ACCOUNT_VI, owner: OWNER_VI, manage: MANAGE_VI, finding: FINDING_VI },
};
