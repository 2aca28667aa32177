import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** An integer field from `min` to `max` (at most 2^53 − 1), with one message for every way it can be wrong. */
export function IntField(name: string, min: number, max: number, doc: { optional?: boolean; example?: number; description?: string } = {}): PropertyDecorator {
  const message = `${name} must be an integer from ${min} to ${max}`;
  const api = { type: 'integer' as const, example: doc.example, minimum: min, maximum: max, description: doc.description };
  return applyDecorators(
    ...(doc.optional ? [ApiPropertyOptional(api), IsOptional()] : [ApiProperty(api)]),
    IsInt({ message }),
    Min(min, { message }),
    Max(max, { message }),
  );
}

export const MAX_AMOUNT = Number.MAX_SAFE_INTEGER;
