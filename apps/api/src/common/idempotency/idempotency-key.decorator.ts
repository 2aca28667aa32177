import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { IdempotencyError, IdempotencyErrorCode } from '@app/room/idempotency/idempotency.error';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const FORMAT = /^[\x21-\x7e]{1,200}$/;

export interface IdempotencyKeyOptions {
  /**
   * Actions take the key optionally: they carry `version`, so a retry without a key is refused
   * (409 STALE_VERSION) rather than applied twice; the key makes the retry a success. Requests
   * that move money require it.
   */
  optional?: boolean;
}

/**
 * The `Idempotency-Key` header: a retry with the same key returns the first result and does
 * nothing twice. 1-200 visible ASCII characters (a UUID is a good choice). Required unless
 * `{ optional: true }`, where a missing header is `undefined` (an empty one is invalid there).
 */
export const IdempotencyKey = createParamDecorator((options: IdempotencyKeyOptions | undefined, context: ExecutionContext): string | undefined => {
  const value = context.switchToHttp().getRequest<Request>().headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const optional = options?.optional === true;
  if (optional && value === undefined) return undefined;
  if (!optional && (value === undefined || value === '')) {
    throw new IdempotencyError(
      IdempotencyErrorCode.IDEMPOTENCY_KEY_REQUIRED,
      `the ${IDEMPOTENCY_HEADER} header is required for requests that move money (e.g. a UUID)`,
    );
  }
  if (typeof value !== 'string' || !FORMAT.test(value)) {
    throw new IdempotencyError(IdempotencyErrorCode.IDEMPOTENCY_KEY_INVALID, `${IDEMPOTENCY_HEADER} must be 1-200 visible ASCII characters, sent once`);
  }
  return value;
});
