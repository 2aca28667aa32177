import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';

export const AMOUNT_RULE = `an integer number of minor units (1050 = 10.50 USD) from 1 to ${Number.MAX_SAFE_INTEGER} (2^53 - 1)`;

/**
 * A positive amount in minor units, as a JSON integer. Larger numbers cannot be sent exactly in
 * JSON (2^53 + 1 parses as 2^53), so they are refused rather than rounded.
 */
export function IsAmount(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: 'integer', example: 2500, minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: `Amount: ${AMOUNT_RULE}` }),
    IsInt({ message: `amount must be ${AMOUNT_RULE}` }),
    Min(1, { message: `amount must be ${AMOUNT_RULE}` }),
    Max(Number.MAX_SAFE_INTEGER, { message: `amount must be ${AMOUNT_RULE}` }),
  );
}
