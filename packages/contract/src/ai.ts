// The AI drafting helpers (/api/openai/*): request and answer shapes and their messages, shared by
// the server and the Add Item modal / item edit form.
import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { LOCALES } from './i18n/locales.ts';
import { withoutControlCharacters } from './requests.ts';

export const AI_TEXTS = {
  promptRequired: 'Please enter a name to generate from',
  promptTooLong: `The prompt must be at most ${LIMITS.aiPromptMaxLength} characters`,
  /** The 503 answer and the tooltip on the disabled helpers. */
  notConfigured: 'AI helpers are not configured on this server',
  timeout: 'The AI provider did not answer in time',
  /** Prefix of every 502 answer; the reason follows after ': '. */
  providerFailed: 'The AI provider failed',
  /** A 400: the provider's moderation turned the prompt down (what the client sent, not an outage). */
  providerRefused: 'The AI provider refused this prompt',
  notAnImage: 'it did not return an image',
  noDescription: 'it returned no description',
  unreachable: 'it could not be reached',
  rateLimited: 'Too many AI requests, please try again in a few minutes',
} as const;

/**
 * What to generate from: usually the item's name. Trimmed, inner runs of whitespace (newlines
 * included) become one space, 1 to LIMITS.aiPromptMaxLength characters.
 */
export const aiPromptSchema = z
  .string({ error: AI_TEXTS.promptRequired })
  .transform((v) => v.replace(/\s+/g, ' ').trim())
  .pipe(
    withoutControlCharacters(
      z
        .string()
        .min(1, { error: AI_TEXTS.promptRequired })
        .max(LIMITS.aiPromptMaxLength, { error: AI_TEXTS.promptTooLong }),
    ),
  );

export const aiPromptRequestSchema = z.object({ prompt: aiPromptSchema });
export type AiPromptRequest = z.input<typeof aiPromptRequestSchema>;

export const generateImageResponseSchema = z.object({
  photo: z.string().describe('The generated photo: a base64 JPEG (no data: prefix)'),
});
export type GenerateImageResponse = z.infer<typeof generateImageResponseSchema>;

export const generateDescriptionResponseSchema = z.object({
  description: z.string().describe('A short menu description, plain text'),
});
export type GenerateDescriptionResponse = z.infer<typeof generateDescriptionResponseSchema>;

export const AI_TRANSLATION_TEXTS = {
  nothingToTranslate: 'Please give a name or a description to translate',
  noTranslation: 'it returned no translation',
} as const;

const textToTranslate = (max: number) =>
  withoutControlCharacters(
    z
      .string({ error: 'must be text' })
      .trim()
      .max(max, { error: `must be at most ${max} characters` }),
  );

/**
 * POST /openai/translation: an owner's texts to draft in another language (DESIGN.md 7.5). The
 * draft is only offered: it is saved when the owner saves the form (translations[vi][…]).
 */
export const translationRequestSchema = z
  .object({
    to: z.enum(LOCALES, { error: `to must be one of ${LOCALES.join(', ')}` }),
    name: textToTranslate(LIMITS.nameMaxLength).optional(),
    description: textToTranslate(LIMITS.descriptionMaxLength).optional(),
  })
  .refine((v) => Boolean(v.name) || Boolean(v.description), {
    error: AI_TRANSLATION_TEXTS.nothingToTranslate,
  });
export type TranslationRequest = z.input<typeof translationRequestSchema>;

export const translationResponseSchema = z.object({
  name: z.string().optional().describe('The name in the language asked for (when one was sent)'),
  description: z
    .string()
    .optional()
    .describe('The description in the language asked for (when one was sent)'),
});
export type TranslationResponse = z.infer<typeof translationResponseSchema>;
