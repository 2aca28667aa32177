import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { LedgerError, LedgerErrorCode } from '@app/room/ledger/ledger.error';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const FORMAT = /^[\x21-\x7e]{1,200}$/;

/**
 * The `Idempotency-Key` header, required on every request that moves money: a retry with the
 * same key returns the first result and moves nothing twice. 1-200 visible ASCII characters
 * (a UUID is a good choice).
 */
export const IdempotencyKey = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const value = context.switchToHttp().getRequest<Request>().headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (value === undefined || value === '') {
    throw new LedgerError(LedgerErrorCode.IDEMPOTENCY_KEY_REQUIRED, `the ${IDEMPOTENCY_HEADER} header is required for requests that move money (e.g. a UUID)`);
  }
  if (typeof value !== 'string' || !FORMAT.test(value)) {
    throw new LedgerError(LedgerErrorCode.IDEMPOTENCY_KEY_INVALID, `${IDEMPOTENCY_HEADER} must be 1-200 visible ASCII characters, sent once`);
  }
  return value;
});
