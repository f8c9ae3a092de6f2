// Shapes of request parameters shared by several endpoints.
import { z } from 'zod';

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
