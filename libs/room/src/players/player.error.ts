import { DomainError, DomainErrorKind } from '../common/errors/domain.error';

export enum PlayerErrorCode {
  PLAYER_NOT_FOUND = 'PLAYER_NOT_FOUND',
  SCREEN_NAME_TAKEN = 'SCREEN_NAME_TAKEN',
  PLAYER_INACTIVE = 'PLAYER_INACTIVE',
  PLAYER_ALREADY_ACTIVE = 'PLAYER_ALREADY_ACTIVE',
  PLAYER_ALREADY_INACTIVE = 'PLAYER_ALREADY_INACTIVE',
  /** A bot player may only be seated by the bots route, at a table that takes bots. */
  PLAYER_IS_BOT = 'PLAYER_IS_BOT',
}

const KINDS: Record<PlayerErrorCode, DomainErrorKind> = {
  PLAYER_NOT_FOUND: 'not-found',
  SCREEN_NAME_TAKEN: 'conflict',
  PLAYER_INACTIVE: 'conflict',
  PLAYER_ALREADY_ACTIVE: 'conflict',
  PLAYER_ALREADY_INACTIVE: 'conflict',
  PLAYER_IS_BOT: 'conflict',
};

export class PlayerError extends DomainError {
  readonly kind: DomainErrorKind;

  constructor(code: PlayerErrorCode, message: string) {
    super(code, message);
    this.kind = KINDS[code];
  }

  static notFound(id: string): PlayerError {
    return new PlayerError(PlayerErrorCode.PLAYER_NOT_FOUND, `no player with id ${id}`);
  }

  static inactive(id: string): PlayerError {
    return new PlayerError(PlayerErrorCode.PLAYER_INACTIVE, `player ${id} is deactivated`);
  }

  static isBot(id: string, what: string): PlayerError {
    return new PlayerError(
      PlayerErrorCode.PLAYER_IS_BOT,
      `player ${id} is a bot: ${what}; a bot is seated only with POST /tables/{id}/bots, at a table that takes bots`,
    );
  }
}
