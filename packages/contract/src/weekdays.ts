// The days of the week as hours name them. No zod here, so a page that only shows hours (a business
// page) does not download the schemas (hours.ts).
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
