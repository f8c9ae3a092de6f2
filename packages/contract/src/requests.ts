// Shapes of request parameters shared by several endpoints.
import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './text.ts';

/**
 * The rule every free-text field follows besides its own length: no control characters (NUL and
 * friends; tab and line breaks are fine). Add it last, so a length problem is reported first.
 */
export const withoutControlCharacters = <T extends z.ZodString>(schema: T): T =>
  schema.refine((v) => !hasControlCharacters(v), { error: CONTROL_CHARACTERS_MESSAGE });

export const pageParamsSchema = z.object({
  page: z.coerce
    .number({ message: 'page must be a whole number from 1' })
    .int({ message: 'page must be a whole number from 1' })
    .min(1, { message: 'page must be a whole number from 1' })
    .max(100_000, { message: 'page is too large' }),
});

export const idParamsSchema = z.object({
  id: z.uuid({ message: 'id must be a valid id' }),
});
