import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsString, Length, Matches } from 'class-validator';

/**
 * 3–24 characters: ASCII letters and digits, `_`, `-`, `.`, single spaces inside; starts with a
 * letter or digit. ASCII only, so "unique ignoring case" means the same in JavaScript and in
 * Postgres's `lower()` whatever the database's locale.
 */
export const SCREEN_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*( [A-Za-z0-9_.-]+)*$/;
export const SCREEN_NAME_RULE = '3-24 characters: letters, digits, _ - . and single inner spaces, starting with a letter or digit';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export function IsScreenName(): PropertyDecorator {
  return applyDecorators(
    Transform(trim),
    IsString({ message: 'screenName must be a string' }),
    Length(3, 24, { message: `screenName must be ${SCREEN_NAME_RULE}` }),
    Matches(SCREEN_NAME_PATTERN, { message: `screenName must be ${SCREEN_NAME_RULE}` }),
  );
}
