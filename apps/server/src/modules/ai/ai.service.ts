// AI drafting for menu items: a photo and a short description from the item's name, after the access
// check, within the configured deadline, with the provider's failures turned into clear answers.
import sharp from 'sharp';
import type { FastifyBaseLogger } from 'fastify';
import { AI_TEXTS, AI_TRANSLATION_TEXTS, type TranslationResponse } from '@menudex/contract/ai';
import { LIMITS } from '@menudex/contract/constants';
import type { Locale } from '@menudex/contract/i18n/locales';
import type { AppContext } from '../../app-context.ts';
import { badRequest, forbidden, HttpError, serviceUnavailable } from '../../lib/http-errors.ts';
import { IMAGE_MAX_PIXELS } from '../../lib/image-upload.ts';
import { canUseAiHelpers } from '../../policies/ai.policy.ts';
import type { Access } from '../../policies/business.policy.ts';
import { AiProviderError, AiRefusedError, AiTimeoutError, type AiProvider } from './ai-provider.ts';

/** The photo answered to the browser: a JPEG at most this wide and high. */
export const PHOTO_MAX_PX = 1024;
const PHOTO_JPEG_QUALITY = 85;

/** Raster formats sharp may read from a provider; anything else (SVG, PDF...) is not a photo. */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);

export const DESCRIPTION_SYSTEM_PROMPT = [
  'You write descriptions for a restaurant menu.',
  'The user gives the name of a dish or drink. Answer with a short, appetising and factual menu',
  'description of it: one or two sentences, at most 40 words.',
  'Describe what the dish usually is (main ingredients, how it is cooked, how it tastes).',
  'Do not invent prices, portion sizes, allergen or dietary claims, awards or origins you cannot know.',
  'Answer with the description only, in plain text: no title, no quotes, no markdown, no emoji.',
].join(' ');

/** The languages as a model is told them (LOCALE_NAMES are each language's name in itself). */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', vi: 'Vietnamese' };

/**
 * The instructions for translating one of an owner's texts: a menu item's, a list's or a
 * business's name, or a description. Names of dishes that are known by their own name (phở, bánh
 * mì, pizza) keep it, as menus in the target language print them.
 */
export function translationSystemPrompt(to: Locale, what: 'name' | 'description'): string {
  return [
    `You translate a restaurant's menu texts into ${LANGUAGE_NAMES[to]}.`,
    what === 'name'
      ? 'The user gives the name of a dish, a drink, a menu section or a restaurant. Answer with the name as a menu in that language would print it; a dish best known by its own name keeps it.'
      : 'The user gives a menu description. Answer with a faithful, natural translation of it, with nothing added or left out.',
    `Write correct ${LANGUAGE_NAMES[to]}${to === 'vi' ? ' with all its diacritics' : ''}.`,
    'Answer with the translation only, in plain text: no quotes, no notes, no markdown.',
  ].join(' ');
}

/** What a model answered as a translated name: cleaned like a description, one line, at most the name's limit. */
export function cleanName(raw: string): string {
  const text = cleanDescription(raw);
  if (text.length <= LIMITS.nameMaxLength) return text;
  const cut = text.slice(0, LIMITS.nameMaxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trim();
}

/** A food-photography prompt for the image model, built around the dish name. */
export function imagePrompt(dish: string): string {
  return (
    `Professional food photography of ${dish}, as served in a restaurant: appetising, ` +
    'freshly plated, natural soft light, shallow depth of field, close-up, ' +
    'no text, no watermark, no people.'
  );
}

/**
 * What a model answered, made fit for the description field: reasoning blocks, markdown emphasis and
 * wrapping quotes removed, whitespace collapsed, cut at a word boundary to the field's limit.
 */
export function cleanDescription(raw: string): string {
  let text = raw
    .replace(/<think>[\s\S]*?(<\/think>|$)/gi, ' ')
    .replace(/[*_`#]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  text = text.replace(/^(?:description\s*:\s*)/i, '');
  const quoted = /^["'“‘](.*)["'”’]$/.exec(text);
  if (quoted?.[1] !== undefined) text = quoted[1].trim();
  if (text.length <= LIMITS.descriptionMaxLength) return text;
  const cut = text.slice(0, LIMITS.descriptionMaxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trim();
}

const gatewayFailed = (reason: string) =>
  new HttpError(502, `${AI_TEXTS.providerFailed}: ${reason}`);

/** Re-encodes whatever the provider sent as a JPEG no larger than PHOTO_MAX_PX; 502 if it is no image. */
export async function toJpeg(bytes: Buffer): Promise<Buffer> {
  const options = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'truncated' } as const;
  try {
    const { format } = await sharp(bytes, options).metadata();
    if (!format || !PHOTO_FORMATS.has(format)) throw new Error(`unexpected format ${format}`);
    return await sharp(bytes, options)
      .rotate()
      .resize({
        width: PHOTO_MAX_PX,
        height: PHOTO_MAX_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      // JPEG has no transparency: a transparent background becomes white, not black.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: PHOTO_JPEG_QUALITY })
      .toBuffer();
  } catch {
    throw new AiProviderError(AI_TEXTS.notAnImage);
  }
}

export function aiService(ctx: AppContext, provider: AiProvider | null) {
  /** Access first (401 is settled by writeAccess), then whether there is a provider at all. */
  function ready(access: Access): AiProvider {
    if (!canUseAiHelpers(access)) throw forbidden();
    if (!provider) throw serviceUnavailable(AI_TEXTS.notConfigured);
    return provider;
  }

  /**
   * Runs one provider call within the deadline. The provider's own failures are a gateway problem
   * (504 when it is too slow, 502 otherwise), logged; a moderation refusal is about the prompt: 400.
   */
  async function withDeadline<T>(
    log: FastifyBaseLogger,
    what: string,
    run: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const signal = AbortSignal.timeout(ctx.config.ai.timeoutMs);
    try {
      return await run(signal);
    } catch (err) {
      if (err instanceof AiTimeoutError) {
        log.warn({ timeoutMs: ctx.config.ai.timeoutMs }, `AI ${what}: provider timed out`);
        throw new HttpError(504, AI_TEXTS.timeout);
      }
      if (err instanceof AiRefusedError) {
        log.info({ reason: err.message }, `AI ${what}: provider refused the prompt`);
        throw badRequest(`${AI_TEXTS.providerRefused}: ${err.message}`);
      }
      if (err instanceof AiProviderError) {
        log.warn({ reason: err.message }, `AI ${what}: provider failed`);
        throw gatewayFailed(err.message);
      }
      throw err;
    }
  }

  return {
    /** A photo of the dish named by `prompt`: base64 of a JPEG. */
    async generateImage(access: Access, prompt: string, log: FastifyBaseLogger): Promise<string> {
      const ai = ready(access);
      const jpeg = await withDeadline(log, 'image', async (signal) =>
        toJpeg(await ai.generateImage(imagePrompt(prompt), signal)),
      );
      return jpeg.toString('base64');
    },

    /** A short menu description of the dish named by `prompt`. */
    async generateDescription(
      access: Access,
      prompt: string,
      log: FastifyBaseLogger,
    ): Promise<string> {
      const ai = ready(access);
      return withDeadline(log, 'description', async (signal) => {
        const description = cleanDescription(
          await ai.complete({ system: DESCRIPTION_SYSTEM_PROMPT, user: prompt }, signal),
        );
        if (!description) throw new AiProviderError(AI_TEXTS.noDescription);
        return description;
      });
    },

    /**
     * A draft of the owner's name and/or description in `to`, each its own completion (both at
     * once, within one deadline). Only offered: nothing is stored here.
     */
    async draftTranslation(
      access: Access,
      body: { to: Locale; name?: string | undefined; description?: string | undefined },
      log: FastifyBaseLogger,
    ): Promise<TranslationResponse> {
      const ai = ready(access);
      return withDeadline(log, 'translation', async (signal) => {
        const translate = async (what: 'name' | 'description', text: string | undefined) => {
          if (!text) return undefined;
          const raw = await ai.complete(
            { system: translationSystemPrompt(body.to, what), user: text },
            signal,
          );
          const clean = what === 'name' ? cleanName(raw) : cleanDescription(raw);
          if (!clean) throw new AiProviderError(AI_TRANSLATION_TEXTS.noTranslation);
          return clean;
        };
        const [name, description] = await Promise.all([
          translate('name', body.name),
          translate('description', body.description),
        ]);
        return {
          ...(name === undefined ? {} : { name }),
          ...(description === undefined ? {} : { description }),
        };
      });
    },
  };
}
