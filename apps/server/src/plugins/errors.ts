// Every failure answers JSON {message}: 4xx for what the client sent, 5xx only for our faults.
// Every {message} is in the request's language (docs/decisions/054): the server writes English,
// and the answer is translated on its way out through the server's catalogue.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Locale } from '@menudex/contract/i18n/locales';
import { translateServerMessage } from '@menudex/contract/i18n/server-messages';
import { HttpError } from '../lib/http-errors.ts';
import { requestLocale } from '../lib/request-locale.ts';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  DISK_FULL_MESSAGE,
  isDatabaseUnavailable,
  isDiskFull,
} from '../lib/outages.ts';

/**
 * PostgreSQL refusing text it cannot store: 22021 character_not_in_repertoire (a NUL byte in text),
 * 22P05 untranslatable_character (\u0000 in JSON). The contract's text rules refuse such input before
 * it gets here; this keeps any field they miss a 400 rather than a 500. Both drivers (pg and PGlite)
 * raise errors carrying the SQLSTATE as `code`.
 */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);
export const UNSTORABLE_TEXT_MESSAGE =
  'The text contains a character that cannot be stored (a control character such as NUL)';

function isUnstorableText(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code);
}

export type ErrorHandlerOptions = {
  /** Told when a request failed because the database is unavailable (to re-check and recover). */
  onDatabaseUnavailable?: (error: unknown) => void;
};

/** Seconds a client should wait before retrying a 503 for an outage. */
const RETRY_AFTER_SECONDS = 5;

/** zod's own messages (a schema without a custom one), in each language zod writes. */
const ZOD_LOCALES: Partial<Record<Locale, z.core.$ZodConfig['localeError']>> = {
  en: z.locales.en().localeError,
  vi: z.locales.vi().localeError,
};

type ValidationIssue = { keyword: string; message?: string; params?: Record<string, unknown> };

/**
 * A validation issue's message in `locale`: zod's own wording in that language when the message is
 * zod's English default ("Invalid input: expected string, received undefined"), else the contract's
 * custom message through the server's catalogue.
 */
function issueMessage(locale: Locale, issue: ValidationIssue): string {
  if (issue.message === undefined) return translateServerMessage(locale, 'is invalid');
  const local = ZOD_LOCALES[locale];
  if (locale !== 'en' && local && ZOD_LOCALES.en) {
    const raw = { ...issue.params, code: issue.keyword, path: [], message: issue.message };
    const text = (found: ReturnType<typeof local>) =>
      typeof found === 'string' ? found : found?.message;
    // zod's types describe each issue code apart; the rebuilt issue is one of them by its code.
    const zodIssue = raw as unknown as Parameters<typeof local>[0];
    if (text(ZOD_LOCALES.en(zodIssue)) === issue.message)
      return text(local(zodIssue)) ?? issue.message;
  }
  return translateServerMessage(locale, issue.message);
}

/**
 * Translates the top-level `message` of every JSON answer (an error's, a success's such as "Your
 * password has been changed", the load-shedding 503's) into the request's language. A top-level
 * `message` is always the server's own text: records that carry one (a claim's, a report's) are
 * answered under their own name.
 */
function translatedAnswer(request: FastifyRequest, payload: unknown): unknown {
  if (!payload || typeof payload !== 'object') return payload;
  const message = (payload as { message?: unknown }).message;
  if (typeof message !== 'string') return payload;
  const locale = requestLocale(request);
  if (locale === 'en') return payload;
  return { ...payload, message: translateServerMessage(locale, message) };
}

function registerMessageTranslation(app: FastifyInstance): void {
  // A callback, not an async hook: no promise for every JSON answer on the way out.
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    done(null, translatedAnswer(request, payload));
  });
}

export function registerErrorHandler(
  app: FastifyInstance,
  options: ErrorHandlerOptions = {},
): void {
  registerMessageTranslation(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A refused body is not read to its end: the connection closes after the answer.
    if (error.statusCode === 413 || error.statusCode === 408) reply.header('connection', 'close');
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = [
        error.validationContext,
        first?.instancePath.replace(/^\//, '').replace(/\//g, '.'),
      ]
        .filter(Boolean)
        .join('.');
      const locale = requestLocale(request);
      const message = first
        ? issueMessage(locale, first)
        : translateServerMessage(locale, 'is invalid');
      return reply.status(400).send({ message: `${where}: ${message}` });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (isUnstorableText(error)) {
      request.log.warn({ err: error }, 'text the database cannot store');
      return reply.status(400).send({ message: UNSTORABLE_TEXT_MESSAGE });
    }
    if (isDiskFull(error)) {
      request.log.error({ err: error }, 'out of storage space');
      return reply.status(507).send({ message: DISK_FULL_MESSAGE });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      options.onDatabaseUnavailable?.(error);
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message || 'Bad request' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(status >= 500 ? status : 500).send({ message: 'Internal Server Error' });
  });
}

/**
 * Errors the router raises before any route runs (a malformed %-escape, a path parameter over
 * maxParamLength): same {message} shape, and the long path is not echoed back.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'The address is too long'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'The address is not valid'
        : 'Bad request';
  void reply
    .status(status)
    .send({ message: translateServerMessage(requestLocale(request), message) });
}
