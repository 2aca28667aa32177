import { DomainError, DomainErrorKind } from '../common/errors/domain.error';

/** What the fair-dealing routes refuse (docs/fairness.md). */
export enum FairnessErrorCode {
  /** A hand dealt from the epoch's seed is in progress: revealing it now would show that hand's cards. */
  SEED_IN_USE = 'SEED_IN_USE',
  /** The table has no epoch open: nothing to reveal (the next hand starts one). */
  NO_OPEN_SEED_EPOCH = 'NO_OPEN_SEED_EPOCH',
}

const KINDS: Record<FairnessErrorCode, DomainErrorKind> = {
  SEED_IN_USE: 'conflict',
  NO_OPEN_SEED_EPOCH: 'conflict',
};

export class FairnessError extends DomainError {
  readonly kind: DomainErrorKind;

  constructor(code: FairnessErrorCode, message: string) {
    super(code, message);
    this.kind = KINDS[code];
  }
}
