// The AI drafting helpers for the Add Item modal and the item edit form: whether they are on, and
// the two mutations (POST /api/openai/image and /api/openai/description).
//
// Use: `const ai = useAiEnabled()` -> disable the buttons unless `ai.enabled`, with `ai.disabledReason`
// as the tooltip. `useGenerateImage().mutate(name)` answers `{ photo, dataUrl }` (`dataUrl` goes to the
// image preview and to the item form's `image` field); `useGenerateDescription().mutate(name)`
// answers the text. While `isPending`, show a spinner; on failure `error.message` is the server's
// message (provider failure, timeout, not configured, rate limit) and should be shown, not swallowed.
//
// Translations (DESIGN.md 7.5, POST /api/openai/translation): `useDraftTranslation().mutate({ to:
// 'vi', name, description })` answers `{ name?, description? }` for what was sent. It is a draft to
// put in the form's `translations[vi][name]` / `translations[vi][description]` fields: nothing is
// stored until the owner saves the form.
import { useMutation } from '@tanstack/react-query';
import {
  AI_TEXTS,
  type GenerateDescriptionResponse,
  type GenerateImageResponse,
  type TranslationRequest,
  type TranslationResponse,
} from '@menudex/contract/ai';
import { apiRequest } from './api-client.ts';
import { useRuntimeConfig } from './runtime-config.ts';

export type GeneratedImage = {
  /** The base64 JPEG the server answered. */
  photo: string;
  /** The same photo as a data URL: for an <img> and for the item form's `image` field. */
  dataUrl: string;
};

export const jpegDataUrl = (base64: string) => `data:image/jpeg;base64,${base64}`;

export async function generateImage(prompt: string): Promise<GeneratedImage> {
  const { photo } = await apiRequest<GenerateImageResponse>('/openai/image', {
    method: 'POST',
    body: { prompt },
  });
  return { photo, dataUrl: jpegDataUrl(photo) };
}

export async function generateDescription(prompt: string): Promise<string> {
  const { description } = await apiRequest<GenerateDescriptionResponse>('/openai/description', {
    method: 'POST',
    body: { prompt },
  });
  return description;
}

/**
 * A draft of the owner's name and/or description in `to` (only what is sent comes back). Blank
 * texts are left out; with nothing left, the answer is empty and the server is not asked.
 */
export async function draftTranslation(request: TranslationRequest): Promise<TranslationResponse> {
  const name = request.name?.trim();
  const description = request.description?.trim();
  if (!name && !description) return {};
  return apiRequest<TranslationResponse>('/openai/translation', {
    method: 'POST',
    body: { to: request.to, ...(name ? { name } : {}), ...(description ? { description } : {}) },
  });
}

/** Drafts the form's texts in another language, for the owner to check and save. */
export function useDraftTranslation() {
  return useMutation<TranslationResponse, Error, TranslationRequest>({
    mutationFn: draftTranslation,
  });
}

/** Drafts a photo of the named dish; the variable passed to mutate is the name (or prompt). */
export function useGenerateImage() {
  return useMutation<GeneratedImage, Error, string>({ mutationFn: generateImage });
}

/** Drafts a short menu description of the named dish. */
export function useGenerateDescription() {
  return useMutation<string, Error, string>({ mutationFn: generateDescription });
}

export type AiAvailability = {
  enabled: boolean;
  /** Why the helpers are off, for a tooltip; null while on or while the configuration loads. */
  disabledReason: string | null;
};

/** Whether the server has an AI provider (GET /api/config); off until the answer says otherwise. */
export function useAiEnabled(): AiAvailability {
  const config = useRuntimeConfig();
  if (config.data?.ai.enabled) return { enabled: true, disabledReason: null };
  if (config.isPending) return { enabled: false, disabledReason: null };
  return { enabled: false, disabledReason: AI_TEXTS.notConfigured };
}
