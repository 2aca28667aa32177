/**
 * A live tournament's floor inputs and move instructions (docs/tournaments.md "Live
 * tournaments") as the rest of the code sees them.
 */
export const FLOOR_INPUT_KINDS = ['bust', 'chip-count', 'hand-done', 'colour-up'] as const;
export type FloorInputKind = (typeof FLOOR_INPUT_KINDS)[number];

export interface FloorInput {
  id: string;
  tournamentId: string;
  seq: number;
  kind: FloorInputKind;
  /** What the floor sent, as checked (amounts as strings). */
  input: Record<string, unknown>;
  /** What an undo needs (previous stacks, the bust group…). */
  applied: Record<string, unknown>;
  actorKeyId: string | null;
  createdAt: Date;
  undoneAt: Date | null;
  undoneByKeyId: string | null;
}

export type NewFloorInput = Pick<FloorInput, 'tournamentId' | 'seq' | 'kind' | 'input' | 'applied' | 'actorKeyId'>;

export const MOVE_REASONS = ['balance', 'break', 'final-table', 'redraw', 'director'] as const;
export type MoveReason = (typeof MOVE_REASONS)[number];
export const MOVE_STATUSES = ['pending', 'done', 'cancelled'] as const;
export type MoveStatus = (typeof MOVE_STATUSES)[number];

export interface MoveInstruction {
  id: string;
  tournamentId: string;
  seq: number;
  reason: MoveReason;
  playerId: string;
  fromTableId: string;
  fromTable: number;
  fromSeat: number;
  toTableId: string;
  toTable: number;
  toSeat: number;
  status: MoveStatus;
  createdAt: Date;
  doneAt: Date | null;
  doneByKeyId: string | null;
}

export type NewMoveInstruction = Omit<MoveInstruction, 'id' | 'status' | 'createdAt' | 'doneAt' | 'doneByKeyId'>;
