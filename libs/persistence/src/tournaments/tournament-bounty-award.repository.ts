import { Injectable } from '@nestjs/common';
import type { TournamentBountyAward as AwardRow } from '../generated/prisma/client';
import { UnitOfWork } from '../unit-of-work';

/** One bounty payment (docs/tournaments.md "Bounties and progressive knockouts"), money in minor units. */
export interface BountyAward {
  id: string;
  tournamentId: string;
  /** The busted entry whose bounty this is a share of (= `toEntryId`: a player keeping their own). */
  fromEntryId: string;
  toEntryId: string;
  /** Cash to the winner's bankroll. */
  paid: bigint;
  /** Added to the winner's own bounty (a PKO's other half). */
  added: bigint;
  shareNum: number;
  shareDen: number;
  handId: string | null;
  floorInputSeq: number | null;
  createdAt: Date;
}

export type NewBountyAward = Omit<BountyAward, 'id' | 'createdAt'>;

const toDomain = (row: AwardRow): BountyAward => ({ ...row });

/** The bounty awards of tournaments: written with the bust (or the end, or a deal), removed by a bust's undo. */
@Injectable()
export class TournamentBountyAwardRepository {
  constructor(private readonly db: UnitOfWork) {}

  async create(award: NewBountyAward): Promise<BountyAward> {
    return toDomain(await this.db.client.tournamentBountyAward.create({ data: award }));
  }

  /** Every award of the tournament, oldest first. */
  async list(tournamentId: string): Promise<BountyAward[]> {
    const rows = await this.db.client.tournamentBountyAward.findMany({ where: { tournamentId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    return rows.map(toDomain);
  }

  /** The awards of one busted entry's bounty. */
  async listFrom(fromEntryId: string): Promise<BountyAward[]> {
    const rows = await this.db.client.tournamentBountyAward.findMany({ where: { fromEntryId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    return rows.map(toDomain);
  }

  /** The awards of one engine-dealt hand (its knockouts), for the hand's history. */
  async listForHand(handId: string): Promise<BountyAward[]> {
    const rows = await this.db.client.tournamentBountyAward.findMany({ where: { handId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    return rows.map(toDomain);
  }

  async deleteMany(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.client.tournamentBountyAward.deleteMany({ where: { id: { in: [...ids] } } });
  }
}
