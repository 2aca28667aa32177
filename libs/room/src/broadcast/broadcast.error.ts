import { DomainError, DomainErrorKind } from '../common/errors/domain.error';

/** What opening a table's broadcast feed refuses (docs/tables.md, the broadcast feed). */
export enum BroadcastErrorCode {
  /** Only admin and director keys may see every live hand's cards: never a player key, nor a cashier's. */
  BROADCAST_FORBIDDEN = 'BROADCAST_FORBIDDEN',
  /** A feed asked for less delay than the room's `BROADCAST_DELAY_SECONDS`, or more than a day. */
  BROADCAST_DELAY_OUT_OF_RANGE = 'BROADCAST_DELAY_OUT_OF_RANGE',
  /** The key already has `MAX_BROADCASTS_PER_KEY` feeds open (or opening) on this process, across its connections. */
  TOO_MANY_BROADCASTS = 'TOO_MANY_BROADCASTS',
}

const KINDS: Record<BroadcastErrorCode, DomainErrorKind> = {
  BROADCAST_FORBIDDEN: 'forbidden',
  BROADCAST_DELAY_OUT_OF_RANGE: 'invalid',
  TOO_MANY_BROADCASTS: 'conflict',
};

export class BroadcastError extends DomainError {
  readonly kind: DomainErrorKind;

  constructor(code: BroadcastErrorCode, message: string) {
    super(code, message);
    this.kind = KINDS[code];
  }
}
