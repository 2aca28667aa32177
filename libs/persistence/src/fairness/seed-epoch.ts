/** A table's seed epochs as the rest of the code sees them (docs/fairness.md). */

export type SeedEpochEndReason = 'hand' | 'hours' | 'closed' | 'director';

export interface SeedEpoch {
  id: string;
  tableId: string;
  /** The secret server seed: read only to deal, and to reveal once `endedAt` is set. */
  seed: Uint8Array;
  commitment: string;
  startedAt: Date;
  endedAt: Date | null;
  endReason: SeedEpochEndReason | null;
  hands: number;
}

export type NewSeedEpoch = Pick<SeedEpoch, 'tableId' | 'seed' | 'commitment'>;

/** Keyset position of an epoch list (newest first): start time (ISO) and id. */
export type SeedEpochPosition = [string, string];
