// The AI provider behind the drafting helpers and menu reading: an interface, and its one
// implementation for any OpenAI-compatible API (OpenAI itself, Ollama, llama.cpp, LocalAI...) through
// the official client.
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { AI_TEXTS } from '@menudex/contract/ai';
import type { Config } from '../../config.ts';

export type AiConfig = Config['ai'];

export type ChatMessages = { system: string; user: string };

/** A question about images for the vision model: each image is sent as a data URL. */
export type VisionRequest = ChatMessages & {
  images: ReadonlyArray<{ mediaType: 'image/jpeg' | 'image/png' | 'image/webp'; bytes: Buffer }>;
};

/** What the service needs from a provider; each call stops when `signal` aborts (the deadline). */
export interface AiProvider {
  /** The generated image's bytes as the provider sent them (PNG, JPEG, WebP...: not checked here). */
  generateImage(prompt: string, signal: AbortSignal): Promise<Buffer>;
  /** The assistant's answer to one system and one user message, untouched ('' when it sent none). */
  complete(messages: ChatMessages, signal: AbortSignal): Promise<string>;
  /**
   * The vision model's JSON answer (`response_format: json_object`) to a system message and a user
   * message carrying the images, untouched ('' when it sent none). `timeoutMs` replaces
   * AI_TIMEOUT_MS for this call (reading a menu runs in the background and may take longer).
   */
  readImages(request: VisionRequest, signal: AbortSignal, timeoutMs?: number): Promise<string>;
}

/** The provider did not answer before the deadline. */
export class AiTimeoutError extends Error {
  constructor() {
    super(AI_TEXTS.timeout);
  }
}

/** The provider failed; the message is a reason safe to show (no key, bounded length). */
export class AiProviderError extends Error {}

/** The provider's moderation turned the prompt down; the message is its reason, made safe. */
export class AiRefusedError extends Error {}

/** Moderation refusals: OpenAI's codes, and the wording other servers copy from it. */
function isRefusal(err: {
  status: number | undefined;
  code: string | null | undefined;
  message: string;
}): boolean {
  if (err.status !== 400) return false;
  if (err.code === 'content_policy_violation' || err.code === 'moderation_blocked') return true;
  return /safety system|content policy/i.test(err.message);
}

/** Same rule as /api/config's ai.enabled: a key (OpenAI) or a base URL (a local server) is enough. */
export function isAiConfigured(ai: AiConfig): boolean {
  return Boolean(ai.apiKey || ai.baseUrl);
}

/** Images larger than this (decoded) are refused: generated photos are a few MB at most. */
export const PROVIDER_IMAGE_MAX_BYTES = 20 * 1024 * 1024;

const OPENAI_BASE_URL = 'https://api.openai.com/v1';
const REASON_MAX_LENGTH = 200;

/** The GPT image models always answer base64 and refuse `response_format`; the others need it. */
const alwaysAnswersBase64 = (model: string) => /gpt-image/i.test(model);

/** The provider's own message, without anything that looks like a credential, and short. */
export function safeReason(text: string, apiKey: string | undefined): string {
  let reason = text;
  if (apiKey) reason = reason.split(apiKey).join('[redacted]');
  reason = reason
    .replace(/\bBearer\s+\S+/gi, 'Bearer [redacted]')
    .replace(/\bsk-[\w*.-]+/g, '[redacted]')
    .replace(/\s+/g, ' ')
    .trim();
  return reason.length > REASON_MAX_LENGTH
    ? `${reason.slice(0, REASON_MAX_LENGTH - 3)}...`
    : reason;
}

function decodeBase64(text: string): Buffer {
  // Some servers answer a data URL where plain base64 is expected.
  const data = text.replace(/^data:[^,]*;base64,/i, '');
  if (data.length > Math.ceil(PROVIDER_IMAGE_MAX_BYTES / 3) * 4)
    throw new AiProviderError('the image is too large');
  return Buffer.from(data, 'base64');
}

/** Fetches an image the provider answered by URL, within the same deadline and a size cap. */
async function download(url: string, signal: AbortSignal): Promise<Buffer> {
  if (/^data:/i.test(url)) return decodeBase64(url);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new AiProviderError(AI_TEXTS.notAnImage);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new AiProviderError(AI_TEXTS.notAnImage);
  const response = await fetch(parsed, { signal, redirect: 'follow' });
  if (!response.ok || !response.body) {
    throw new AiProviderError(`the image download answered ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > PROVIDER_IMAGE_MAX_BYTES) {
    await response.body.cancel();
    throw new AiProviderError('the image is too large');
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > PROVIDER_IMAGE_MAX_BYTES) throw new AiProviderError('the image is too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Turns whatever a call threw into AiTimeoutError or AiProviderError. */
function translate(err: unknown, signal: AbortSignal, apiKey: string | undefined): Error {
  if (
    err instanceof AiTimeoutError ||
    err instanceof AiProviderError ||
    err instanceof AiRefusedError
  )
    return err;
  if (signal.aborted || err instanceof APIConnectionTimeoutError) return new AiTimeoutError();
  if (err instanceof Error && err.name === 'TimeoutError') return new AiTimeoutError();
  // Before APIError: a connection failure is an APIError without a status.
  if (err instanceof APIConnectionError) return new AiProviderError(AI_TEXTS.unreachable);
  if (err instanceof APIError && isRefusal(err))
    return new AiRefusedError(safeReason(err.message.replace(/^400 /, ''), apiKey));
  if (err instanceof APIError) return new AiProviderError(safeReason(err.message, apiKey));
  if (err instanceof TypeError && /fetch failed/i.test(err.message))
    return new AiProviderError(AI_TEXTS.unreachable);
  return new AiProviderError('it sent an answer that could not be read');
}

/** The provider for an OpenAI-compatible API, or null when none is configured. */
export function createOpenAiProvider(ai: AiConfig): AiProvider | null {
  if (!isAiConfigured(ai)) return null;
  const client = new OpenAI({
    // Local servers need no key, but the client insists on one; they ignore it.
    apiKey: ai.apiKey ?? 'not-needed',
    baseURL: ai.baseUrl ?? OPENAI_BASE_URL,
    // Explicit, so that nothing comes from OPENAI_* variables behind config.ts's back.
    adminAPIKey: null,
    organization: null,
    project: null,
    webhookSecret: null,
    timeout: ai.timeoutMs,
    // No retries: the deadline is the whole wait, and a person is watching a spinner.
    maxRetries: 0,
    // Failures are logged by the service, with the request they belong to.
    logLevel: 'off',
  });

  async function guarded<T>(signal: AbortSignal, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      throw translate(err, signal, ai.apiKey);
    }
  }

  return {
    generateImage: (prompt, signal) =>
      guarded(signal, async () => {
        const answer = await client.images.generate(
          {
            model: ai.imageModel,
            prompt,
            n: 1,
            size: '1024x1024',
            ...(alwaysAnswersBase64(ai.imageModel) ? {} : { response_format: 'b64_json' as const }),
          },
          { signal },
        );
        const image = answer.data?.[0];
        if (image?.b64_json) return decodeBase64(image.b64_json);
        // Some servers answer a URL even when asked for base64.
        if (image?.url) return download(image.url, signal);
        throw new AiProviderError(AI_TEXTS.notAnImage);
      }),

    complete: (messages, signal) =>
      guarded(signal, async () => {
        const answer = await client.chat.completions.create(
          {
            model: ai.textModel,
            messages: [
              { role: 'system', content: messages.system },
              { role: 'user', content: messages.user },
            ],
          },
          { signal },
        );
        const content = answer.choices?.[0]?.message?.content;
        return typeof content === 'string' ? content : '';
      }),

    readImages: (request, signal, timeoutMs) =>
      guarded(signal, async () => {
        const answer = await client.chat.completions.create(
          {
            model: ai.visionModel,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: request.system },
              {
                role: 'user',
                content: [
                  { type: 'text', text: request.user },
                  ...request.images.map((image) => ({
                    type: 'image_url' as const,
                    image_url: {
                      url: `data:${image.mediaType};base64,${image.bytes.toString('base64')}`,
                      // Menus are small print: OpenAI reads 512 px tiles instead of one 512 px view.
                      detail: 'high' as const,
                    },
                  })),
                ],
              },
            ],
          },
          { signal, ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }) },
        );
        const content = answer.choices?.[0]?.message?.content;
        return typeof content === 'string' ? content : '';
      }),
  };
}
