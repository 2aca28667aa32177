import { Injectable } from '@nestjs/common';
import type { Prisma, TournamentDeal as DealRow } from '../generated/prisma/client';
import { UnitOfWork } from '../unit-of-work';
import { DealMethod, DealPlayer, DealStatus, NewDeal, TournamentDeal } from './tournament';

function toDomain(row: DealRow): TournamentDeal {
  return {
    ...row,
    method: row.method as DealMethod,
    status: row.status,
    players: row.players as unknown as DealPlayer[],
    prizes: row.prizes as unknown as string[],
  };
}

/** Deal proposals and the one a director confirmed. */
@Injectable()
export class TournamentDealRepository {
  constructor(private readonly db: UnitOfWork) {}

  async create(deal: NewDeal): Promise<TournamentDeal> {
    const data: Prisma.TournamentDealUncheckedCreateInput = {
      ...deal,
      players: deal.players as unknown as Prisma.InputJsonValue,
      prizes: deal.prizes as unknown as Prisma.InputJsonValue,
    };
    return toDomain(await this.db.client.tournamentDeal.create({ data }));
  }

  async findById(id: string): Promise<TournamentDeal | null> {
    const row = await this.db.client.tournamentDeal.findUnique({ where: { id } });
    return row ? toDomain(row) : null;
  }

  async setStatus(id: string, status: DealStatus, confirmedAt?: Date): Promise<TournamentDeal> {
    return toDomain(await this.db.client.tournamentDeal.update({ where: { id }, data: { status, confirmedAt } }));
  }

  /** Every other proposal of the tournament becomes void (a deal was confirmed, or stacks moved). */
  async voidProposals(tournamentId: string): Promise<void> {
    await this.db.client.tournamentDeal.updateMany({ where: { tournamentId, status: 'proposed' }, data: { status: 'void' } });
  }
}
