// The business edit form's rules: edits are held locally, the address parts inside location, the
// cover and logo as the first chosen file; Save sends only what differs from the saved business, and
// when the saved business changes, edits it now holds are dropped while the others stay. The name
// and description in Vietnamese go with the same Save (translations[vi][…]).
import type { Business, Location } from '@menudex/contract/entities';
import type { PickedImage } from './image-file.ts';
import type { OwnerKey } from './owner-texts.ts';
import {
  appendTranslationFields,
  changedTranslation,
  translationOf,
  withTranslation,
  type TranslationDraft,
} from './translation.ts';

export type AddressKey = 'address1' | 'address2' | 'city' | 'state' | 'zipCode' | 'country';

/** The address inputs of edit mode, in order, with the keys of the specification's placeholders. */
export const ADDRESS_FIELDS: ReadonlyArray<{ key: AddressKey; placeholder: OwnerKey }> = [
  { key: 'address1', placeholder: 'owner.address.address1' },
  { key: 'address2', placeholder: 'owner.address.address2' },
  { key: 'city', placeholder: 'owner.address.city' },
  { key: 'state', placeholder: 'owner.address.state' },
  { key: 'zipCode', placeholder: 'owner.address.zipCode' },
  { key: 'country', placeholder: 'owner.address.country' },
];

export type TextKey = 'name' | 'displayPhone' | 'description' | 'website' | 'email';
const TEXT_KEYS: readonly TextKey[] = ['name', 'displayPhone', 'description', 'website', 'email'];

/** The map pin's coordinates as typed: '' and '' for no pin. */
export type PinEdit = { lat: string; lng: string };

export type BusinessEdits = {
  name?: string;
  displayPhone?: string;
  description?: string;
  website?: string;
  email?: string;
  location?: Partial<Record<AddressKey, string>>;
  pin?: PinEdit;
  coverPhoto?: PickedImage;
  logo?: PickedImage;
  /** The name and description in Vietnamese as typed ('' removes one); only the changed ones. */
  translation?: Partial<TranslationDraft>;
};

/** The typed pin as coordinates: null for no pin, 'invalid' when out of range or only one is given. */
export function parsePin(pin: PinEdit): { lat: number; lng: number } | null | 'invalid' {
  const lat = pin.lat.trim();
  const lng = pin.lng.trim();
  if (lat === '' && lng === '') return null;
  const la = Number(lat);
  const ln = Number(lng);
  if (lat === '' || lng === '' || !Number.isFinite(la) || !Number.isFinite(ln)) return 'invalid';
  if (Math.abs(la) > 90 || Math.abs(ln) > 180) return 'invalid';
  return { lat: la, lng: ln };
}

/** The saved coordinates as the pin inputs show them. */
export function pinOf(location: Pick<Location, 'lat' | 'lng'>): PinEdit {
  return location.lat === null || location.lng === null
    ? { lat: '', lng: '' }
    : { lat: String(location.lat), lng: String(location.lng) };
}

/** The four display lines, as the server makes them (the view's address block reads them). */
export function displayAddress(
  l: Pick<Location, 'address1' | 'address2' | 'address3' | 'city' | 'state' | 'zipCode'>,
): string[] {
  const cityLine =
    l.city || l.state || l.zipCode ? `${l.city}, ${l.state} ${l.zipCode}`.trim() : '';
  return [l.address1, l.address2, l.address3, cityLine];
}

/** The business as it will look once saved: what Previewing shows. */
export function withEdits(business: Business, edits: BusinessEdits): Business {
  const pin = edits.pin ? parsePin(edits.pin) : 'invalid';
  const location = {
    ...business.location,
    ...edits.location,
    ...(pin !== 'invalid' && { lat: pin?.lat ?? null, lng: pin?.lng ?? null }),
  };
  return {
    ...business,
    name: edits.name ?? business.name,
    displayPhone: edits.displayPhone ?? business.displayPhone,
    description: edits.description ?? business.description,
    website: edits.website ?? business.website,
    email: edits.email ?? business.email,
    coverPhoto: edits.coverPhoto?.url ?? business.coverPhoto,
    logo: edits.logo?.url ?? business.logo,
    location: { ...location, displayAddress: displayAddress(location) },
    translations: withTranslation(business.translations, edits.translation),
  };
}

/**
 * The edits that differ from the saved business: what Save sends. Also what is left of the edits
 * once the saved business changes (a save, an item added, a refetch): texts it now holds are done,
 * texts typed meanwhile and images not yet sent stay.
 */
export function pendingChanges(business: Business, edits: BusinessEdits): BusinessEdits {
  const changes: BusinessEdits = {};
  for (const key of TEXT_KEYS) {
    const value = edits[key];
    // The server trims what it stores: a trailing space is not a change.
    if (value !== undefined && value.trim() !== business[key]) changes[key] = value;
  }
  for (const { key } of ADDRESS_FIELDS) {
    const value = edits.location?.[key];
    if (value !== undefined && value.trim() !== business.location[key]) {
      changes.location = { ...changes.location, [key]: value };
    }
  }
  if (edits.pin) {
    const pin = parsePin(edits.pin);
    const saved = business.location;
    const same =
      pin === null
        ? saved.lat === null && saved.lng === null
        : pin !== 'invalid' && pin.lat === saved.lat && pin.lng === saved.lng;
    if (!same) changes.pin = edits.pin;
  }
  if (edits.coverPhoto) changes.coverPhoto = edits.coverPhoto;
  if (edits.logo) changes.logo = edits.logo;
  const translation =
    edits.translation &&
    changedTranslation(edits.translation, translationOf(business.translations));
  if (translation) changes.translation = translation;
  return changes;
}

export const hasChanges = (changes: BusinessEdits) => Object.keys(changes).length > 0;

/** PUT /businesses/{id}'s multipart form: only the changed fields, address parts as location[key]. */
export function businessFormData(changes: BusinessEdits): FormData {
  const form = new FormData();
  for (const key of TEXT_KEYS) {
    const value = changes[key];
    if (value !== undefined) form.append(key, value);
  }
  for (const [key, value] of Object.entries(changes.location ?? {})) {
    form.append(`location[${key}]`, value);
  }
  // Both or neither: the server refuses one alone (and an unparsable or out-of-range one) with a 400.
  if (changes.pin) {
    form.append('location[lat]', changes.pin.lat.trim());
    form.append('location[lng]', changes.pin.lng.trim());
  }
  appendTranslationFields(form, changes.translation);
  if (changes.coverPhoto) form.append('coverPhoto', changes.coverPhoto.file);
  if (changes.logo) form.append('logo', changes.logo.file);
  return form;
}

/** After a save: the images it sent are on the server now (the caller releases their previews). */
export function withoutSentImages(edits: BusinessEdits, sent: BusinessEdits): BusinessEdits {
  const next = { ...edits };
  if (sent.coverPhoto && next.coverPhoto === sent.coverPhoto) delete next.coverPhoto;
  if (sent.logo && next.logo === sent.logo) delete next.logo;
  return next;
}
