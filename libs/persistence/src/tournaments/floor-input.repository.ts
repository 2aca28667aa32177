import { Injectable } from '@nestjs/common';
import type { Prisma, TournamentFloorInput as FloorInputRow, TournamentMoveInstruction as MoveRow } from '../generated/prisma/client';
import { UnitOfWork } from '../unit-of-work';
import { FloorInput, FloorInputKind, MoveInstruction, MoveReason, MoveStatus, NewFloorInput, NewMoveInstruction } from './floor-input';

function inputOf(row: FloorInputRow): FloorInput {
  return {
    ...row,
    kind: row.kind as FloorInputKind,
    input: row.input as Record<string, unknown>,
    applied: row.applied as Record<string, unknown>,
  };
}

function moveOf(row: MoveRow): MoveInstruction {
  return { ...row, reason: row.reason as MoveReason, status: row.status as MoveStatus };
}

/** What the floor reported at a live tournament's tables, in order; undone inputs stay, marked. */
@Injectable()
export class FloorInputRepository {
  constructor(private readonly db: UnitOfWork) {}

  async create(input: NewFloorInput): Promise<FloorInput> {
    const data: Prisma.TournamentFloorInputUncheckedCreateInput = {
      ...input,
      input: input.input as Prisma.InputJsonValue,
      applied: input.applied as Prisma.InputJsonValue,
    };
    return inputOf(await this.db.client.tournamentFloorInput.create({ data }));
  }

  async find(tournamentId: string, id: string): Promise<FloorInput | null> {
    const row = await this.db.client.tournamentFloorInput.findFirst({ where: { id, tournamentId } });
    return row ? inputOf(row) : null;
  }

  /** Oldest first. */
  async list(tournamentId: string): Promise<FloorInput[]> {
    const rows = await this.db.client.tournamentFloorInput.findMany({ where: { tournamentId }, orderBy: { seq: 'asc' } });
    return rows.map(inputOf);
  }

  async markUndone(id: string, keyId: string | null, at: Date): Promise<FloorInput> {
    return inputOf(await this.db.client.tournamentFloorInput.update({ where: { id }, data: { undoneAt: at, undoneByKeyId: keyId } }));
  }
}

/** A live tournament's move instructions for the floor: pending until confirmed or cancelled. */
@Injectable()
export class MoveInstructionRepository {
  constructor(private readonly db: UnitOfWork) {}

  async create(move: NewMoveInstruction): Promise<MoveInstruction> {
    return moveOf(await this.db.client.tournamentMoveInstruction.create({ data: move }));
  }

  async find(tournamentId: string, id: string): Promise<MoveInstruction | null> {
    const row = await this.db.client.tournamentMoveInstruction.findFirst({ where: { id, tournamentId } });
    return row ? moveOf(row) : null;
  }

  /** In the order they were given; `status` narrows. */
  async list(tournamentId: string, status?: MoveStatus): Promise<MoveInstruction[]> {
    const rows = await this.db.client.tournamentMoveInstruction.findMany({
      where: { tournamentId, ...(status ? { status } : {}) },
      orderBy: { seq: 'asc' },
    });
    return rows.map(moveOf);
  }

  async pendingOf(tournamentId: string, playerId: string): Promise<MoveInstruction | null> {
    const row = await this.db.client.tournamentMoveInstruction.findFirst({ where: { tournamentId, playerId, status: 'pending' } });
    return row ? moveOf(row) : null;
  }

  async setStatus(id: string, status: MoveStatus, keyId: string | null, at: Date): Promise<MoveInstruction> {
    const row = await this.db.client.tournamentMoveInstruction.update({ where: { id }, data: { status, doneAt: at, doneByKeyId: keyId } });
    return moveOf(row);
  }
}
