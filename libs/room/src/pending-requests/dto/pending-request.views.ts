import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PENDING_REQUEST_KINDS, PENDING_REQUEST_STATUSES } from '@app/persistence';
import type { PendingRequestKind, PendingRequestStatus } from '@app/persistence';

export class PendingRequestFailureView {
  @ApiProperty({ example: 'TOP_UP_OUT_OF_RANGE', description: 'The code the request would have been refused with at once' })
  code!: string;

  @ApiProperty()
  message!: string;
}

export class PendingRequestParamsView {
  @ApiPropertyOptional({ type: 'integer', description: 'top-up: the chips to add; table-move at a live table: the floor’s count' })
  amount?: number;

  @ApiPropertyOptional({ enum: ['bankroll', 'cash'], description: 'top-up' })
  source?: 'bankroll' | 'cash';

  @ApiPropertyOptional({ format: 'uuid', description: 'table-move, tournament-move: the table to move to' })
  tableId?: string;

  @ApiPropertyOptional({ type: 'integer', description: 'table-move (always), tournament-move (when chosen)' })
  seat?: number;
}

/** A request that waited, or waits, for the player's hand to end. */
export class PendingRequestView {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: PENDING_REQUEST_KINDS })
  kind!: PendingRequestKind;

  @ApiProperty({ enum: PENDING_REQUEST_STATUSES, description: 'pending → applied, failed (with the refusal) or cancelled' })
  status!: PendingRequestStatus;

  @ApiProperty({ format: 'uuid' })
  playerId!: string;

  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'top-up, table-move: the cash session' })
  sessionId!: string | null;

  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'tournament-move: the tournament' })
  tournamentId!: string | null;

  @ApiProperty({ format: 'uuid', description: 'The table the player was playing at when asking' })
  tableId!: string;

  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'The hand it waited for' })
  handId!: string | null;

  @ApiProperty({ type: PendingRequestParamsView, description: 'What was asked for' })
  params!: PendingRequestParamsView;

  @ApiProperty({ format: 'date-time' })
  requestedAt!: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'When it was applied, failed or cancelled' })
  resolvedAt!: string | null;

  @ApiProperty({ type: PendingRequestFailureView, nullable: true, description: 'Why it failed (status failed); nothing moved' })
  failure!: PendingRequestFailureView | null;
}

/** The answer `202 Accepted`: the request waits for the hand to end; read it at the `Location`. */
export class PendingRequestAnswer {
  @ApiProperty({ type: PendingRequestView })
  pending!: PendingRequestView;
}

export class PendingRequestList {
  @ApiProperty({ type: [PendingRequestView], description: 'Newest first, at most 100' })
  items!: PendingRequestView[];
}
