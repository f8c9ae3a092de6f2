// The suggested fields of a report as rows of the queue: each field's current value beside the
// suggested one, and the fields the visitor's form turns into a suggestion.
import type { Business } from '@menudex/contract/entities';
import type { ReportSuggestion, ReportSuggestionInput } from '@menudex/contract/reports';
import { formatPhone, normalizePhone } from '@menudex/contract/text';
import { weekHoursText, type QueueWords } from './hours-text.ts';

export type SuggestionRow = { field: string; label: string; current: string; suggested: string };

const LOCATION_LABELS = {
  address1: 'Address',
  address2: 'Address line 2',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
  country: 'Country',
} as const;

/**
 * Rows for every field the suggestion names; `current` is '' while the business is unknown. The
 * hours are written in the page's language (`words`); the labels are English (the queue names them).
 */
export function suggestionRows(
  suggestion: ReportSuggestion,
  business: Business | undefined,
  words: QueueWords,
): SuggestionRow[] {
  const rows: SuggestionRow[] = [];
  const add = (field: string, label: string, current: string | undefined, suggested: string) =>
    rows.push({ field, label, current: current ?? '', suggested });
  if (suggestion.name !== undefined) add('name', 'Name', business?.name, suggestion.name);
  if (suggestion.phone !== undefined) {
    const digits = normalizePhone(suggestion.phone);
    add('phone', 'Phone', business?.displayPhone, digits ? formatPhone(digits) : suggestion.phone);
  }
  if (suggestion.website !== undefined)
    add('website', 'Website', business?.website, suggestion.website);
  if (suggestion.email !== undefined) add('email', 'E-mail', business?.email, suggestion.email);
  for (const [key, label] of Object.entries(LOCATION_LABELS) as Array<
    [keyof typeof LOCATION_LABELS, string]
  >) {
    const value = suggestion.location?.[key];
    if (value !== undefined) add(key, label, business?.location[key], value);
  }
  if (suggestion.hours !== undefined)
    add(
      'hours',
      'Hours',
      business
        ? business.hours
          ? weekHoursText(business.hours, words)
          : words.t('manage.reports.hours.none')
        : undefined,
      weekHoursText(suggestion.hours, words),
    );
  return rows;
}

/** The corrected fields of the report form; blank ones are left out. */
export type SuggestionForm = {
  name: string;
  phone: string;
  website: string;
  email: string;
  address1: string;
  city: string;
};

export const EMPTY_SUGGESTION_FORM: SuggestionForm = {
  name: '',
  phone: '',
  website: '',
  email: '',
  address1: '',
  city: '',
};

/** The suggestion to send, or undefined when the visitor corrected nothing. */
export function suggestionFrom(form: SuggestionForm): ReportSuggestionInput | undefined {
  const s: ReportSuggestionInput = {};
  const t = (v: string) => v.trim();
  if (t(form.name)) s.name = t(form.name);
  if (t(form.phone)) s.phone = t(form.phone);
  if (t(form.website)) s.website = t(form.website);
  if (t(form.email)) s.email = t(form.email);
  if (t(form.address1) || t(form.city))
    s.location = {
      ...(t(form.address1) ? { address1: t(form.address1) } : {}),
      ...(t(form.city) ? { city: t(form.city) } : {}),
    };
  return Object.keys(s).length > 0 ? s : undefined;
}
