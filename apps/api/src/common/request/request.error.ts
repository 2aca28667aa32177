import { DomainError, DomainErrorKind } from '@app/room/common/errors/domain.error';

/** Refusals of the HTTP edge: requests no service sees (docs/api.md "The edge"). */
export enum RequestErrorCode {
  /** The body could not be read as JSON: a syntax error, a compressed body that does not inflate, a body cut short. */
  BAD_REQUEST = 'BAD_REQUEST',
  PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE',
  /** A body that is not JSON, an unknown Content-Encoding or charset. */
  UNSUPPORTED_MEDIA_TYPE = 'UNSUPPORTED_MEDIA_TYPE',
  JSON_TOO_DEEP = 'JSON_TOO_DEEP',
  /** NUL or a lone UTF-16 surrogate in a string of the body, path or query: text no column can store. */
  INVALID_TEXT = 'INVALID_TEXT',
}

export const REQUEST_ERROR_KINDS: Record<RequestErrorCode, DomainErrorKind> = {
  BAD_REQUEST: 'bad-request',
  PAYLOAD_TOO_LARGE: 'too-large',
  UNSUPPORTED_MEDIA_TYPE: 'unsupported-media-type',
  JSON_TOO_DEEP: 'bad-request',
  INVALID_TEXT: 'bad-request',
};

export class RequestError extends DomainError {
  readonly kind: DomainErrorKind;

  constructor(code: RequestErrorCode, message: string) {
    super(code, message);
    this.kind = REQUEST_ERROR_KINDS[code];
  }
}
