import { ValidationPipe } from '@nestjs/common';
import type { ValidationError, ValidatorOptions } from 'class-validator';
import { refusedNulls } from '@app/room/common/validation/refused-nulls';

/**
 * Nest's ValidationPipe plus one rule: `null` for an optional field is refused unless the field
 * is `@Nullable()` (docs/api.md "Null"). Treating null as "left out" would have been the other
 * choice; refusing it says plainly that the request did not mean what the server would do.
 */
export class ApiValidationPipe extends ValidationPipe {
  protected override async validate(object: object, validatorOptions?: ValidatorOptions): Promise<ValidationError[]> {
    const errors = await super.validate(object, validatorOptions);
    return [...errors, ...refusedNulls(object)];
  }
}
