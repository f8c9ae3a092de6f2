// The text rules every free-text field of the contract follows: no control characters (NUL, which
// PostgreSQL cannot store, and friends), checked after the field's own length rules.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { aiPromptRequestSchema } from './ai.ts';
import { addListSchema, updateBusinessFieldsSchema } from './businesses.ts';
import { FEEDBACK_QUESTIONS } from './constants.ts';
import { feedbackRequestSchema } from './feedback.ts';
import { createItemFieldsSchema, updateItemFieldsSchema } from './items.ts';
import { CONTROL_CHARACTERS_MESSAGE } from './text.ts';
import { signupRequestSchema } from './user.ts';

/** The first problem a schema finds: where and what, or null when the value passes. */
function problem(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return `${issue?.path.join('.')}: ${issue?.message}`;
}

const userId = '6f1c4a52-7d0e-4d7b-9d0a-2f7f5b1c9e11';
const feedback = (comment: string) => ({
  userId,
  userFeedbacks: [
    ...FEEDBACK_QUESTIONS.map((q) => ({
      question: q.question,
      customerRating: 5,
      labels: [...q.labels],
    })),
    { question: 'Suggestions', customerComment: comment },
  ],
});

type Case = [name: string, schema: z.ZodType, valid: (text: string) => unknown, where: string];

const cases: Case[] = [
  [
    'sign-up name',
    signupRequestSchema,
    (name) => ({ name, email: 'ann@example.com', password: 'long enough' }),
    'name',
  ],
  ['list name', addListSchema, (name) => ({ name }), 'name'],
  ['item name', createItemFieldsSchema, (name) => ({ name, topic: 'Mains' }), 'name'],
  [
    'item description',
    createItemFieldsSchema,
    (description) => ({ name: 'Tea', topic: 'Mains', description }),
    'description',
  ],
  ['item topic', createItemFieldsSchema, (topic) => ({ name: 'Tea', topic }), 'topic'],
  ['item tag', updateItemFieldsSchema, (tag) => ({ tags: ['Tea', tag] }), 'tags.1'],
  ['business name', updateBusinessFieldsSchema, (name) => ({ name }), 'name'],
  [
    'business description',
    updateBusinessFieldsSchema,
    (description) => ({ description }),
    'description',
  ],
  [
    'business city',
    updateBusinessFieldsSchema,
    (city) => ({ location: { city } }),
    'location.city',
  ],
  ['business category', updateBusinessFieldsSchema, (c) => ({ categories: [c] }), 'categories.0'],
  ['feedback comment', feedbackRequestSchema, feedback, 'userFeedbacks.3.customerComment'],
  ['AI prompt', aiPromptRequestSchema, (prompt) => ({ prompt }), 'prompt'],
];

describe('text fields refuse control characters', () => {
  for (const [name, schema, valid, where] of cases) {
    it(`${name}: plain text passes, a NUL is refused naming the field`, () => {
      expect(problem(schema, valid('Cà phê sữa đá'))).toBeNull();
      expect(problem(schema, valid('Cà phê\u0000 sữa đá'))).toBe(
        `${where}: ${CONTROL_CHARACTERS_MESSAGE}`,
      );
      expect(problem(schema, valid('bell\u0007'))).toBe(`${where}: ${CONTROL_CHARACTERS_MESSAGE}`);
    });
  }

  it('lets line breaks and tabs through where text may run over lines', () => {
    expect(
      problem(updateBusinessFieldsSchema, { description: 'Open late.\r\nCash only.\tThanks' }),
    ).toBeNull();
    expect(
      problem(createItemFieldsSchema, { name: 'Tea', topic: 'Mains', description: 'One\nTwo' }),
    ).toBeNull();
  });

  it('reports a length problem before a control character', () => {
    expect(problem(addListSchema, { name: `${'x'.repeat(100)}\u0000` })).toBe(
      'name: must be at most 80 characters',
    );
  });
});
