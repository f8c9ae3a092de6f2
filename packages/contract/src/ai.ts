// The AI drafting helpers (/api/openai/*): request and answer shapes and their messages, shared by
// the server and the Add Item modal / item edit form.
import { z } from 'zod';
import { LIMITS } from './constants.ts';
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
