import { BadRequestException, ParseUUIDPipe } from '@nestjs/common';

/** `@Param('playerId', uuidParam('playerId'))`: a malformed id is a 400 VALIDATION_FAILED naming the parameter. */
export function uuidParam(name: string): ParseUUIDPipe {
  return new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException({ message: [`${name} must be a UUID`] }) });
}
