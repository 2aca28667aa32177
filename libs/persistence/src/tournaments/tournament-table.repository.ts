import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../unit-of-work';
import { TournamentTableChanges, TournamentTableState } from './tournament';

/**
 * The tournament's side of its tables (`tournament_tables`): numbers, the director's lock,
 * balancing's halt, the hand-for-hand round each table dealt in. A row changes under its table's
 * row lock (the deal gate runs inside the table's unit of work), or under every table's lock.
 */
@Injectable()
export class TournamentTableRepository {
  constructor(private readonly db: UnitOfWork) {}

  async create(state: Pick<TournamentTableState, 'tableId' | 'tournamentId' | 'number'>): Promise<TournamentTableState> {
    return this.db.client.tournamentTable.create({ data: state });
  }

  async find(tableId: string): Promise<TournamentTableState | null> {
    return this.db.client.tournamentTable.findUnique({ where: { tableId } });
  }

  async list(tournamentId: string): Promise<TournamentTableState[]> {
    return this.db.client.tournamentTable.findMany({ where: { tournamentId }, orderBy: { number: 'asc' } });
  }

  /** The number for the tournament's next new table: one above every number given so far. */
  async nextNumber(tournamentId: string): Promise<number> {
    const top = await this.db.client.tournamentTable.aggregate({ where: { tournamentId }, _max: { number: true } });
    return (top._max.number ?? 0) + 1;
  }

  async update(tableId: string, changes: TournamentTableChanges): Promise<void> {
    await this.db.client.tournamentTable.update({ where: { tableId }, data: changes });
  }

  /** The same change to several tables of a tournament (a round mark, halts lifted). */
  async updateMany(tableIds: readonly string[], changes: TournamentTableChanges): Promise<void> {
    if (tableIds.length === 0) return;
    await this.db.client.tournamentTable.updateMany({ where: { tableId: { in: [...tableIds] } }, data: changes });
  }

  /**
   * Locks every table of the tournament that is not closed, in id order, in one statement: what
   * code that reads or changes several of them does before it locks the tournament row (tables
   * first, then the tournament, then players: the one lock order). Returns their ids.
   */
  async lockOpenTables(tournamentId: string): Promise<string[]> {
    const rows = await this.db.client.$queryRaw<{ id: string }[]>`
      SELECT id::text AS id FROM tables WHERE tournament_id = ${tournamentId} AND status <> 'closed' ORDER BY id FOR UPDATE`;
    return rows.map((r) => r.id);
  }
}
