import { Transform } from 'class-transformer';

/**
 * A query-string integer such as `?limit=`: only plain decimal digits become a number. `Number()`
 * (what `@Type(() => Number)` does) also reads `0x10` as 16, `1e1` as 10, `+5`, ` 5` and `5.0` as
 * 5 and an empty value as 0 — each of those stays a string here, so `@IsInt` refuses it with the
 * field's own message.
 */
export function DecimalInteger(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value));
}
