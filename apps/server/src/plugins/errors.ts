// Every failure answers JSON {message}: 4xx for what the client sent, 5xx only for our faults.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors.ts';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
