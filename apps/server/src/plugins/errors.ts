// Every failure answers JSON {message}: 4xx for what the client sent, 5xx only for our faults.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors.ts';
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

export function registerErrorHandler(
  app: FastifyInstance,
  options: ErrorHandlerOptions = {},
): void {
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
      return reply.status(400).send({ message: `${where}: ${first?.message ?? 'is invalid'}` });
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
  _request: FastifyRequest,
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
  void reply.status(status).send({ message });
}
