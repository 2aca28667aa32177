import 'reflect-metadata';
import { applyDecorators } from '@nestjs/common';
import { IsOptional } from 'class-validator';

const NULL_ALLOWED = Symbol('null-allowed');

/**
 * An optional field for which `null` is a value of its own (clears `fullName`, leaves a payout
 * band open-ended) — say so in its `@ApiProperty({ nullable: true })` too. Every other optional
 * field refuses `null` (`ApiValidationPipe`): left to `@IsOptional()` alone, null would skip
 * validation and reach the services as if it had been checked.
 */
export function Nullable(): PropertyDecorator {
  return applyDecorators(IsOptional(), (target: object, property: string | symbol) => Reflect.defineMetadata(NULL_ALLOWED, true, target, property));
}

export function allowsNull(instance: object, property: string): boolean {
  return Reflect.getMetadata(NULL_ALLOWED, instance, property) === true;
}
