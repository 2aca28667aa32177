import { DomainError, DomainErrorKind } from '../common/errors/domain.error';

export enum AuthErrorCode {
  API_KEY_MISSING = 'API_KEY_MISSING',
  API_KEY_INVALID = 'API_KEY_INVALID',
  API_KEY_REVOKED = 'API_KEY_REVOKED',
  ROLE_FORBIDDEN = 'ROLE_FORBIDDEN',
  PLAYER_SCOPE_FORBIDDEN = 'PLAYER_SCOPE_FORBIDDEN',
}

const KINDS: Record<AuthErrorCode, DomainErrorKind> = {
  API_KEY_MISSING: 'unauthenticated',
  API_KEY_INVALID: 'unauthenticated',
  API_KEY_REVOKED: 'unauthenticated',
  ROLE_FORBIDDEN: 'forbidden',
  PLAYER_SCOPE_FORBIDDEN: 'forbidden',
};

/** 401: no usable key. 403: a valid key whose role (or player) may not do this. */
export class AuthError extends DomainError {
  readonly kind: DomainErrorKind;

  constructor(code: AuthErrorCode, message: string) {
    super(code, message);
    this.kind = KINDS[code];
  }
}
