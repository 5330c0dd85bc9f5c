import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLost } from '../db/connection-loss.ts';
import { AppError } from '../http/errors.ts';

const RETRY_AFTER_SECONDS = 5;

interface Issue {
  instancePath?: string;
  params?: { issue?: { path?: PropertyKey[] } };
  message?: string;
}

function fieldOf(issue: Issue): string {
  const path = issue.params?.issue?.path;
  if (path?.length) return path.map(String).join('.');
  return (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'body';
}

/** One error shape for every failure: {success:false, message, errors, field_errors?, request_id}. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const request_id = request.id;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const field_errors: Record<string, string> = {};
      for (const issue of error.validation as Issue[])
        field_errors[fieldOf(issue)] ??= issue.message ?? 'Invalid';
      const errors = Object.entries(field_errors).map(([field, message]) => `${field}: ${message}`);
      return reply
        .status(400)
        .send({ success: false, message: 'Invalid input', errors, field_errors, request_id });
    }
    if (error instanceof AppError) {
      const errors = error.errors ?? [error.message];
      const body = { ...error.extra, success: false, message: error.message, errors, request_id };
      return reply
        .status(error.statusCode)
        .send(error.fieldErrors ? { ...body, field_errors: error.fieldErrors } : body);
    }
    if (isConnectionLost(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      const message = 'The database is unavailable. Please try again in a moment.';
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ success: false, message, errors: [message], request_id });
    }
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unhandled error');
    const message = status === 500 ? 'Internal Server Error' : error.message;
    return reply.status(status).send({ success: false, message, errors: [message], request_id });
  });
}
