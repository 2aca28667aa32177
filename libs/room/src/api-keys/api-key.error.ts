import { DomainError, DomainErrorKind } from '../common/errors/domain.error';

export enum ApiKeyErrorCode {
  API_KEY_NOT_FOUND = 'API_KEY_NOT_FOUND',
  API_KEY_ALREADY_REVOKED = 'API_KEY_ALREADY_REVOKED',
  LAST_ADMIN_KEY = 'LAST_ADMIN_KEY',
  PLAYER_ID_REQUIRED = 'PLAYER_ID_REQUIRED',
  PLAYER_ID_NOT_ALLOWED = 'PLAYER_ID_NOT_ALLOWED',
}

const KINDS: Record<ApiKeyErrorCode, DomainErrorKind> = {
  API_KEY_NOT_FOUND: 'not-found',
  API_KEY_ALREADY_REVOKED: 'conflict',
  LAST_ADMIN_KEY: 'conflict',
  PLAYER_ID_REQUIRED: 'invalid',
  PLAYER_ID_NOT_ALLOWED: 'invalid',
};

export class ApiKeyError extends DomainError {
  readonly kind: DomainErrorKind;

  constructor(code: ApiKeyErrorCode, message: string) {
    super(code, message);
    this.kind = KINDS[code];
  }
}
