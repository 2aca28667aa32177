import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import type { ApiErrorBody } from './api-error-body';
import { DomainError } from './domain.error';
import { httpStatusFor } from './http-status-for';

const CODE_BY_STATUS: Partial<Record<number, string>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * Turns every error into `{ error: { code, message } }`. Domain errors keep their code;
 * framework errors (validation, unknown route, bad JSON) get a code from their status;
 * anything else is a 500 whose details stay in the log, not in the response.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const [status, body] = this.toResponse(exception);
    res.status(status).json(body);
  }

  private toResponse(exception: unknown): [number, ApiErrorBody] {
    if (exception instanceof DomainError) {
      return [httpStatusFor(exception.kind), { error: { code: exception.code, message: exception.message } }];
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const raw = typeof response === 'object' && response !== null ? (response as { message?: unknown }).message : response;
      const details = Array.isArray(raw) ? raw.map(String) : undefined;
      const message = details ? `invalid request: ${details.join('; ')}` : String(raw ?? exception.message);
      const code = status === 400 && details ? 'VALIDATION_FAILED' : (CODE_BY_STATUS[status] ?? 'HTTP_ERROR');
      return [status, { error: { code, message, ...(details ? { details } : {}) } }];
    }
    this.logger.error(exception instanceof Error ? exception.stack ?? exception.message : String(exception));
    return [HttpStatus.INTERNAL_SERVER_ERROR, { error: { code: 'INTERNAL', message: 'internal error; the server log has the details' } }];
  }
}
