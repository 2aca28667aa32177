import { Injectable } from '@nestjs/common';
import {
  MoveInstruction,
  MoveInstructionRepository,
  MoveReason,
  MoveStatus,
  PlayerRepository,
  Tournament,
  TournamentRepository,
  TournamentTableRepository,
  UnitOfWork,
} from '@app/persistence';
import type { Actor } from '../../audit/actor';
import { AuditService } from '../../audit/audit.service';
import { TournamentFeedService } from '../feed/tournament-feed.service';
import { TournamentError, TournamentErrorCode } from '../tournament.error';
import { MoveInstructionView, moveInstructionView } from './dto/floor.views';

/** One seat change the server has made in a live event: the floor must carry it out. */
export interface SeatChange {
  playerId: string;
  fromTableId: string;
  fromSeat: number;
  toTableId: string;
  toSeat: number;
}

/**
 * A live tournament's balancing as instructions (docs/tournaments.md "Live tournaments"). The
 * server moves the seat at once — so the next bust's balancing run plans from where everyone
 * belongs — and records an instruction, pending until the floor says the player has moved. A
 * player given a new seat before carrying out a pending instruction gets one instruction from
 * where they physically sit (the old one is cancelled); a player who busts first has theirs
 * cancelled. Every change is announced on the tournament's feed after the commit.
 */
@Injectable()
export class MoveInstructionsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly instructions: MoveInstructionRepository,
    private readonly tournaments: TournamentRepository,
    private readonly tableStates: TournamentTableRepository,
    private readonly players: PlayerRepository,
    private readonly audit: AuditService,
    private readonly feed: TournamentFeedService,
  ) {}

  /** Inside the caller's unit of work, the tournament row locked. A no-op for an engine-dealt event. */
  async record(t: Tournament, changes: readonly SeatChange[], reason: MoveReason): Promise<Tournament> {
    if (t.dealing !== 'live' || changes.length === 0) return t;
    const numbers = new Map((await this.tableStates.list(t.id)).map((s) => [s.tableId, s.number]));
    const numberOf = (tableId: string) => numbers.get(tableId) ?? 0;
    let seq = t.moveInstructions;
    for (const change of changes) {
      let from = { tableId: change.fromTableId, seat: change.fromSeat };
      const earlier = await this.instructions.pendingOf(t.id, change.playerId);
      if (earlier) {
        // Not carried out yet: the player still sits where that instruction found them.
        from = { tableId: earlier.fromTableId, seat: earlier.fromSeat };
        await this.cancel(t, earlier);
      }
      if (from.tableId === change.toTableId && from.seat === change.toSeat) continue;
      const created = await this.instructions.create({
        tournamentId: t.id,
        seq: ++seq,
        reason,
        playerId: change.playerId,
        fromTableId: from.tableId,
        fromTable: numberOf(from.tableId),
        fromSeat: from.seat,
        toTableId: change.toTableId,
        toTable: numberOf(change.toTableId),
        toSeat: change.toSeat,
      });
      this.feed.announce(t.id, { type: 'move', instruction: await this.view(created) });
    }
    return seq === t.moveInstructions ? t : this.tournaments.update(t.id, { moveInstructions: seq });
  }

  /** The player busted (or left) before moving: their pending instruction, if any, is cancelled. */
  async cancelFor(t: Tournament, playerId: string): Promise<void> {
    const pending = await this.instructions.pendingOf(t.id, playerId);
    if (pending) await this.cancel(t, pending);
  }

  /** The table a player with a pending instruction still sits at (physically), or null. */
  async pendingFrom(t: Tournament, playerId: string): Promise<string | null> {
    return (await this.instructions.pendingOf(t.id, playerId))?.fromTableId ?? null;
  }

  async list(tournamentId: string, status?: MoveStatus): Promise<MoveInstructionView[]> {
    if (!(await this.tournaments.findById(tournamentId))) throw TournamentError.notFound(tournamentId);
    const rows = await this.instructions.list(tournamentId, status);
    return Promise.all(rows.map((m) => this.view(m)));
  }

  /** The floor has moved the player: the instruction is done. MOVE_NOT_PENDING when it is not pending. */
  async confirm(actor: Actor, tournamentId: string, moveId: string): Promise<MoveInstructionView> {
    return this.uow.run(async () => {
      const t = await this.tournaments.lockById(tournamentId);
      if (!t) throw TournamentError.notFound(tournamentId);
      const move = await this.instructions.find(t.id, moveId);
      if (!move) throw new TournamentError(TournamentErrorCode.MOVE_NOT_FOUND, `no move instruction ${moveId} in tournament ${t.id}`);
      if (move.status !== 'pending')
        throw new TournamentError(TournamentErrorCode.MOVE_NOT_PENDING, `move instruction ${move.seq} is ${move.status}: only a pending move is confirmed`);
      const done = await this.instructions.setStatus(move.id, 'done', actor.keyId, new Date());
      await this.audit.record(actor, 'tournament.move-done', { type: 'tournament', id: t.id }, { moveId: move.id, seq: move.seq, playerId: move.playerId });
      const view = await this.view(done);
      this.feed.announce(t.id, { type: 'move-done', instruction: view });
      return view;
    });
  }

  private async cancel(t: Tournament, move: MoveInstruction): Promise<void> {
    const cancelled = await this.instructions.setStatus(move.id, 'cancelled', null, new Date());
    this.feed.announce(t.id, { type: 'move-cancelled', instruction: await this.view(cancelled) });
  }

  private async view(m: MoveInstruction): Promise<MoveInstructionView> {
    const player = await this.players.findById(m.playerId);
    return moveInstructionView(m, player?.screenName ?? m.playerId);
  }
}
