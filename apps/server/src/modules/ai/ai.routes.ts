// HTTP face of the AI drafting helpers: POST /openai/image, /openai/description and
// /openai/translation.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AI_TEXTS,
  aiPromptRequestSchema,
  generateDescriptionResponseSchema,
  generateImageResponseSchema,
  translationRequestSchema,
  translationResponseSchema,
} from '@menudex/contract/ai';
import { errorSchema } from '@menudex/contract/entities';
import type { AppContext } from '../../app-context.ts';
import { tooManyRequests } from '../../lib/http-errors.ts';
import { LEAVES_CATALOGUE } from '../../plugins/public-cache.ts';
import { userRateLimit } from '../../plugins/rate-limit.ts';
import { writeAccess } from '../access.ts';
import { createOpenAiProvider, type AiProvider } from './ai-provider.ts';
import { aiService } from './ai.service.ts';

/** Generations each person may ask for per endpoint: they cost money and take the provider's time. */
export const AI_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' } as const;

const e = errorSchema;
const aiErrors = { 400: e, 401: e, 403: e, 429: e, 502: e, 503: e, 504: e };

/**
 * Per signed-in user rather than per address (owners behind one office address would share a
 * budget), counted once the body is valid (preHandler), so a typo costs nothing.
 */
const limited = {
  rateLimit: {
    ...userRateLimit(AI_RATE_LIMIT.max, AI_RATE_LIMIT.timeWindow).rateLimit,
    hook: 'preHandler' as const,
    errorResponseBuilder: () => tooManyRequests(AI_TEXTS.rateLimited),
  },
};

export const aiRoutes =
  (
    ctx: AppContext,
    provider: AiProvider | null = createOpenAiProvider(ctx.config.ai),
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const ai = aiService(ctx, provider);

    app.post(
      '/openai/image',
      {
        config: { ...limited, ...LEAVES_CATALOGUE },
        schema: {
          tags: ['ai'],
          summary:
            'Draft a photo of the named dish (owner or admin): a base64 JPEG; 503 without an AI provider',
          body: aiPromptRequestSchema,
          response: { 200: generateImageResponseSchema, ...aiErrors },
        },
      },
      async (request) => ({
        photo: await ai.generateImage(
          await writeAccess(ctx, request),
          request.body.prompt,
          request.log,
        ),
      }),
    );

    app.post(
      '/openai/description',
      {
        config: { ...limited, ...LEAVES_CATALOGUE },
        schema: {
          tags: ['ai'],
          summary:
            'Draft a short menu description of the named dish (owner or admin); 503 without an AI provider',
          body: aiPromptRequestSchema,
          response: { 200: generateDescriptionResponseSchema, ...aiErrors },
        },
      },
      async (request) => ({
        description: await ai.generateDescription(
          await writeAccess(ctx, request),
          request.body.prompt,
          request.log,
        ),
      }),
    );

    app.post(
      '/openai/translation',
      {
        config: { ...limited, ...LEAVES_CATALOGUE },
        schema: {
          tags: ['ai'],
          summary:
            "Draft an owner's name and/or description in another language (owner or admin); only offered, saved when the owner saves it; 503 without an AI provider",
          body: translationRequestSchema,
          response: { 200: translationResponseSchema, ...aiErrors },
        },
      },
      async (request) =>
        ai.draftTranslation(await writeAccess(ctx, request), request.body, request.log),
    );
  };
