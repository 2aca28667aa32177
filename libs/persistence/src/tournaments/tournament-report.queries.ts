import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../unit-of-work';
import type { EntryStatus } from './tournament';

/** One entry of a tournament with the player's names and country, as lists and exports show them. */
export interface ReportEntrant {
  entryId: string;
  playerId: string;
  screenName: string;
  fullName: string | null;
  /** ISO 3166-1 alpha-2, when the player gave it. */
  country: string | null;
  entryNo: number;
  status: EntryStatus;
  rebuys: number;
  addOn: boolean;
  place: number | null;
  placeTo: number | null;
  /** Minor units of the tournament's currency, once paid. */
  prize: bigint | null;
  createdAt: Date;
  bustedAt: Date | null;
}

/** A move the floor still has to carry out (`tournament_move_instructions`, status `pending`). */
export interface PendingMove {
  seq: number;
  /** `balance`, `break`, `final-table`, `redraw`, `director`. */
  reason: string;
  playerId: string;
  fromTable: number;
  fromSeat: number;
  toTable: number;
  toSeat: number;
  createdAt: Date;
}

/**
 * Reads for a tournament's lists and exports (seating list, player lookup, results, statistics):
 * entries with the player's names, and the moves still waiting for the floor. Read-only.
 */
@Injectable()
export class TournamentReportQueries {
  constructor(private readonly db: UnitOfWork) {}

  /** Every entry (re-entries and unregistered ones included), in registration order. */
  async entrants(tournamentId: string): Promise<ReportEntrant[]> {
    const rows = await this.db.client.tournamentEntry.findMany({
      where: { tournamentId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      include: { player: { select: { screenName: true, fullName: true, country: true } } },
    });
    return rows.map((r) => ({
      entryId: r.id,
      playerId: r.playerId,
      screenName: r.player.screenName,
      fullName: r.player.fullName,
      country: r.player.country,
      entryNo: r.entryNo,
      status: r.status,
      rebuys: r.rebuys,
      addOn: r.addOn,
      place: r.place,
      placeTo: r.placeTo,
      prize: r.prize,
      createdAt: r.createdAt,
      bustedAt: r.bustedAt,
    }));
  }

  /** The moves written for the floor and not yet done or cancelled, oldest first. */
  async pendingMoves(tournamentId: string): Promise<PendingMove[]> {
    const rows = await this.db.client.tournamentMoveInstruction.findMany({ where: { tournamentId, status: 'pending' }, orderBy: { seq: 'asc' } });
    return rows.map((r) => ({
      seq: r.seq,
      reason: r.reason,
      playerId: r.playerId,
      fromTable: r.fromTable,
      fromSeat: r.fromSeat,
      toTable: r.toTable,
      toSeat: r.toSeat,
      createdAt: r.createdAt,
    }));
  }
}
