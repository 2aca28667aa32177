import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ApiErrorBody } from './api-error-body';
import { asDatabaseBusy } from '@app/persistence';
import { DomainError } from '@app/room/common/errors/domain.error';
import { httpStatusFor } from './http-status-for';
import { RateLimitError } from '../../rate-limits/rate-limit.error';

/**
 * The codes of the errors that are not domain errors, with their statuses: field problems found by
 * the validation pipes, Nest's own refusals (a path that does not decode, no such route) and the
 * catch-all. docs/api.md lists them with the domain codes (a test reads both).
 */
export const FRAMEWORK_ERROR_CODES = {
  VALIDATION_FAILED: HttpStatus.BAD_REQUEST,
  BAD_REQUEST: HttpStatus.BAD_REQUEST,
  NOT_FOUND: HttpStatus.NOT_FOUND,
  INTERNAL: HttpStatus.INTERNAL_SERVER_ERROR,
  DATABASE_BUSY: HttpStatus.SERVICE_UNAVAILABLE,
} as const;

/** A busy database's request was rolled back whole: a second later it may well go through. */
const DATABASE_BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * Turns every error into `{ error: { code, message }, requestId }`. Domain errors keep their code;
 * framework errors (validation, unknown route, bad JSON) get a code from their status;
 * anything else is a 500 whose details stay in the log, not in the response — under the request
 * id the body carries, so the id a user quotes finds them.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const [status, body] = this.toResponse(exception);
    // A rate limit says when to come back (RFC 9110 Retry-After, in seconds).
    if (exception instanceof RateLimitError) http.getResponse<Response>().setHeader('Retry-After', String(exception.retryAfterSeconds));
    if (asDatabaseBusy(exception)) http.getResponse<Response>().setHeader('Retry-After', String(DATABASE_BUSY_RETRY_AFTER_SECONDS));
    // The id pino-http gave the request (libs/runtime: accepted X-Request-Id or a UUID), as in the header.
    const requestId = http.getRequest<Request>().id;
    http
      .getResponse<Response>()
      .status(status)
      .json({ ...body, ...(typeof requestId === 'string' ? { requestId } : {}) } satisfies ApiErrorBody);
  }

  private toResponse(exception: unknown): [number, Omit<ApiErrorBody, 'requestId'>] {
    if (exception instanceof DomainError) {
      return [httpStatusFor(exception.kind), { error: { code: exception.code, message: exception.message } }];
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const raw = typeof response === 'object' && response !== null ? (response as { message?: unknown }).message : response;
      // Each problem once: two rules of a field (or several fields) can fail with the same sentence.
      const details = Array.isArray(raw) ? [...new Set(raw.map(String))] : undefined;
      const message = details ? `invalid request: ${details.join('; ')}` : String(raw ?? exception.message);
      // Nothing here throws an HttpException of another status (services throw domain errors);
      // should a library do so, its status stands and the code says only that.
      const code = status === 400 ? (details ? 'VALIDATION_FAILED' : 'BAD_REQUEST') : status === 404 ? 'NOT_FOUND' : 'HTTP_ERROR';
      return [status, { error: { code, message, ...(details ? { details } : {}) } }];
    }
    // A unit of work's DatabaseBusyError, or a lone statement's wait for a pooled connection.
    const busy = asDatabaseBusy(exception);
    if (busy) {
      this.logger.warn(`${busy.message} (${busy.cause instanceof Error ? busy.cause.message.split('\n')[0] : 'no cause'})`);
      return [HttpStatus.SERVICE_UNAVAILABLE, { error: { code: busy.code, message: busy.message } }];
    }
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    return [HttpStatus.INTERNAL_SERVER_ERROR, { error: { code: 'INTERNAL', message: 'internal error; the server log has the details' } }];
  }
}
