import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsString, ValidateBy } from 'class-validator';
import { normaliseScreenName, screenNameProblem } from '../screen-name-rule';

export { SCREEN_NAME_RULE } from '../screen-name-rule';

const normalise = ({ value }: { value: unknown }) => (typeof value === 'string' ? normaliseScreenName(value) : value);

/** A screen name, trimmed and NFC-normalised before it is checked (`screen-name-rule.ts`). */
export function IsScreenName(): PropertyDecorator {
  return applyDecorators(
    Transform(normalise),
    IsString({ message: 'screenName must be a string' }),
    ValidateBy({
      name: 'isScreenName',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || screenNameProblem(value) === null,
        defaultMessage: (args) => `screenName ${typeof args?.value === 'string' ? screenNameProblem(args.value) : 'must be a string'}`,
      },
    }),
  );
}
