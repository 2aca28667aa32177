import { DomainError, DomainErrorKind } from '../common/errors/domain.error';

export enum DisplayErrorCode {
  /** The display token is unknown or its link was revoked: the display has no access (401). */
  DISPLAY_LINK_INVALID = 'DISPLAY_LINK_INVALID',
  DISPLAY_LINK_NOT_FOUND = 'DISPLAY_LINK_NOT_FOUND',
}

const KINDS: Record<DisplayErrorCode, DomainErrorKind> = {
  DISPLAY_LINK_INVALID: 'unauthenticated',
  DISPLAY_LINK_NOT_FOUND: 'not-found',
};

export class DisplayError extends DomainError {
  readonly kind: DomainErrorKind;

  constructor(code: DisplayErrorCode, message: string) {
    super(code, message);
    this.kind = KINDS[code];
  }

  static invalid(): DisplayError {
    return new DisplayError(DisplayErrorCode.DISPLAY_LINK_INVALID, 'this display link is unknown or has been revoked: ask the director for a new one');
  }
}
