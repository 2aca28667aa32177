import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { IDEMPOTENCY_HEADER } from '../ledger/idempotency-key.decorator';
import { LedgerError, LedgerErrorCode } from '@app/room/ledger/ledger.error';

const FORMAT = /^[\x21-\x7e]{1,200}$/;

/**
 * The optional `Idempotency-Key` of an action: a retry with the same key applies nothing again and
 * answers with the table as it is now. Actions carry `version` too, so a retry without a key is
 * refused (409 STALE_VERSION) rather than applied twice; the key makes the retry a success.
 */
export const ActionIdempotencyKey = createParamDecorator((_data: unknown, context: ExecutionContext): string | undefined => {
  const value = context.switchToHttp().getRequest<Request>().headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !FORMAT.test(value)) {
    throw new LedgerError(LedgerErrorCode.IDEMPOTENCY_KEY_INVALID, `${IDEMPOTENCY_HEADER} must be 1-200 visible ASCII characters, sent once`);
  }
  return value;
});
