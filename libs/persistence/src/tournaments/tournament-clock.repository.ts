import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../unit-of-work';
import { ClockChanges, ClockState } from './tournament';

/** The level clock's state, one row per started tournament (changed under the tournament's lock). */
@Injectable()
export class TournamentClockRepository {
  constructor(private readonly db: UnitOfWork) {}

  async create(state: Pick<ClockState, 'tournamentId' | 'itemIndex' | 'anchorAt'>): Promise<ClockState> {
    return this.db.client.tournamentClock.create({ data: state });
  }

  async find(tournamentId: string): Promise<ClockState | null> {
    return this.db.client.tournamentClock.findUnique({ where: { tournamentId } });
  }

  async update(tournamentId: string, changes: ClockChanges): Promise<ClockState> {
    return this.db.client.tournamentClock.update({ where: { tournamentId }, data: changes });
  }
}
