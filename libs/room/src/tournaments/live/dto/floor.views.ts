import { ApiProperty } from '@nestjs/swagger';
import type { FloorInput, MoveInstruction } from '@app/persistence';

export class TableSeatRef {
  @ApiProperty({ format: 'uuid' }) tableId!: string;
  @ApiProperty({ type: 'integer' }) table!: number;
  @ApiProperty({ type: 'integer' }) seat!: number;
}

export class MoveInstructionView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: 'integer', description: '1, 2, 3… within the tournament' }) seq!: number;
  @ApiProperty({ enum: ['balance', 'break', 'final-table', 'redraw', 'director'] }) reason!: string;
  @ApiProperty({ format: 'uuid' }) playerId!: string;
  @ApiProperty() screenName!: string;
  @ApiProperty({ type: TableSeatRef, description: 'Where the player sits now' }) from!: TableSeatRef;
  @ApiProperty({ type: TableSeatRef, description: 'Where the player goes' }) to!: TableSeatRef;
  @ApiProperty({ enum: ['pending', 'done', 'cancelled'] }) status!: string;
  @ApiProperty({ example: 'Move Alice from table 7 seat 3 to table 2 seat 8' }) text!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) doneAt!: string | null;
}

export function moveInstructionView(m: MoveInstruction, screenName: string): MoveInstructionView {
  return {
    id: m.id,
    seq: m.seq,
    reason: m.reason,
    playerId: m.playerId,
    screenName,
    from: { tableId: m.fromTableId, table: m.fromTable, seat: m.fromSeat },
    to: { tableId: m.toTableId, table: m.toTable, seat: m.toSeat },
    status: m.status,
    text: `Move ${screenName} from table ${m.fromTable} seat ${m.fromSeat} to table ${m.toTable} seat ${m.toSeat}`,
    createdAt: m.createdAt.toISOString(),
    doneAt: m.doneAt?.toISOString() ?? null,
  };
}

export class MoveInstructionList {
  @ApiProperty({ type: [MoveInstructionView] }) items!: MoveInstructionView[];
}

export class FloorInputView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: 'integer' }) seq!: number;
  @ApiProperty({ enum: ['bust', 'chip-count', 'hand-done', 'colour-up'] }) kind!: string;
  @ApiProperty({ type: Object, description: 'What the floor sent, as applied (chips as strings)' }) input!: Record<string, unknown>;
  @ApiProperty({ type: Object, description: 'What the server did: the busts with their seats, chips and places; the stacks before and after' })
  applied!: Record<string, unknown>;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) undoneAt!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The API key that recorded it (null: the server itself)' })
  recordedByKeyId!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The API key that undid it' })
  undoneByKeyId!: string | null;
}

export function floorInputView(f: FloorInput): FloorInputView {
  return {
    id: f.id,
    seq: f.seq,
    kind: f.kind,
    input: f.input,
    applied: f.applied,
    createdAt: f.createdAt.toISOString(),
    undoneAt: f.undoneAt?.toISOString() ?? null,
    recordedByKeyId: f.actorKeyId,
    undoneByKeyId: f.undoneByKeyId,
  };
}

export class FloorInputList {
  @ApiProperty({ type: [FloorInputView] }) items!: FloorInputView[];
}

export class FloorTableView {
  @ApiProperty({ format: 'uuid' }) tableId!: string;
  @ApiProperty({ type: 'integer' }) number!: number;
  @ApiProperty({ type: 'integer' }) players!: number;
  @ApiProperty() locked!: boolean;
  @ApiProperty({ description: 'Hand-for-hand: this table has reported its hand of the current round done' }) handDone!: boolean;
}

export class FloorHandForHandView {
  @ApiProperty() on!: boolean;
  @ApiProperty({ type: 'integer' }) round!: number;
  @ApiProperty({ description: 'The round is being played (false while it waits for balancing to open it)' }) open!: boolean;
  @ApiProperty({ type: 'integer', isArray: true, description: 'Tables that have reported their hand of the round done' }) tablesDone!: number[];
}

/** A live event at a glance, for the floor's screen and for a client waiting for balancing after an input. */
export class FloorOverviewView {
  @ApiProperty({ format: 'uuid' }) tournamentId!: string;
  @ApiProperty({ enum: ['engine', 'live'] }) dealing!: string;
  @ApiProperty() status!: string;
  @ApiProperty({ type: 'integer' }) playersLeft!: number;
  @ApiProperty({ type: 'integer', description: 'Chips in play: every chip issued and not returned' }) chipsInPlay!: number;
  @ApiProperty({ type: 'integer', description: 'Chips won and lost at the tables that no count has given to anyone yet (live events)' })
  uncountedChips!: number;
  @ApiProperty({ type: 'integer', description: 'Balancing runs so far: after an input, the plan it causes is in once this has grown' }) balancingRuns!: number;
  @ApiProperty({ description: 'The last run left work waiting (a halted table, a hand in play)' }) balancingPending!: boolean;
  @ApiProperty({ type: 'integer' }) pendingMoves!: number;
  @ApiProperty({ type: FloorHandForHandView }) handForHand!: FloorHandForHandView;
  @ApiProperty({ type: [FloorTableView] }) tables!: FloorTableView[];
}
