import { HttpStatus } from '@nestjs/common';
import type { DomainErrorKind } from '@app/room/common/errors/domain.error';

/** Exhaustive: adding a kind without a status is a compile error. */
export function httpStatusFor(kind: DomainErrorKind): HttpStatus {
  switch (kind) {
    case 'bad-request':
      return HttpStatus.BAD_REQUEST;
    case 'invalid':
      return HttpStatus.UNPROCESSABLE_ENTITY;
    case 'not-found':
      return HttpStatus.NOT_FOUND;
    case 'conflict':
      return HttpStatus.CONFLICT;
    case 'forbidden':
      return HttpStatus.FORBIDDEN;
    case 'unauthenticated':
      return HttpStatus.UNAUTHORIZED;
    case 'unavailable':
      return HttpStatus.SERVICE_UNAVAILABLE;
    case 'too-large':
      return HttpStatus.PAYLOAD_TOO_LARGE;
    case 'unsupported-media-type':
      return HttpStatus.UNSUPPORTED_MEDIA_TYPE;
    case 'rate-limited':
      return HttpStatus.TOO_MANY_REQUESTS;
  }
}
