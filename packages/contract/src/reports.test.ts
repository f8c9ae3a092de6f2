import { describe, expect, it } from 'vitest';
import { createReportRequestSchema, REPORT_TEXTS, reportSuggestionSchema } from './reports.ts';

const ID = '00000000-0000-4000-8000-000000000001';
const report = (extra: Record<string, unknown>) => ({
  target: { kind: 'business', id: ID },
  reason: 'wrong-info',
  message: 'Wrong phone',
  ...extra,
});

describe('report suggestions', () => {
  it('take the business fields by the edit rules and the hours with their defaults', () => {
    expect(
      reportSuggestionSchema.parse({
        phone: '(408) 555-0199',
        website: 'https://example.com',
        hours: { weekly: [{ day: 'mon', opens: '09:00', closes: '17:00' }] },
      }),
    ).toEqual({
      phone: '(408) 555-0199',
      website: 'https://example.com',
      hours: {
        weekly: [{ day: 'mon', opens: '09:00', closes: '17:00' }],
        special: [],
        temporarilyClosed: false,
        reopensOn: null,
      },
    });
  });

  it('refuse an empty suggestion, unknown fields, a bad phone and a script website', () => {
    expect(reportSuggestionSchema.safeParse({}).error?.issues[0]?.message).toBe(
      REPORT_TEXTS.emptySuggestion,
    );
    expect(reportSuggestionSchema.safeParse({ ownerId: ID }).success).toBe(false);
    expect(reportSuggestionSchema.safeParse({ phone: '555' }).success).toBe(false);
    expect(reportSuggestionSchema.safeParse({ website: 'javascript:alert(1)' }).success).toBe(
      false,
    );
  });
});

describe('report requests', () => {
  it('treat an empty e-mail as none and lower-case a given one', () => {
    expect(createReportRequestSchema.parse(report({ email: '' })).email).toBe('');
    expect(createReportRequestSchema.parse(report({ email: ' Me@Example.com ' })).email).toBe(
      'me@example.com',
    );
  });

  it('refuse a suggestion on a dish', () => {
    const parsed = createReportRequestSchema.safeParse(
      report({ target: { kind: 'item', id: ID }, suggestion: { name: 'x' } }),
    );
    expect(parsed.error?.issues[0]?.message).toBe(REPORT_TEXTS.itemSuggestion);
  });
});
