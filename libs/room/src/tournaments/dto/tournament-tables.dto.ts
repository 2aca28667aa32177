import { ApiProperty } from '@nestjs/swagger';
import type { TableLayout } from '@app/persistence';
import { IsUUID } from 'class-validator';
import { toJsonAmount } from '../../common/amounts/json-amount';
import { IntField } from './int-field';

export class MovePlayerDto {
  @ApiProperty({ format: 'uuid', description: 'An open table of the tournament' })
  @IsUUID('all', { message: 'tableId must be a UUID' })
  tableId!: string;

  @IntField('seat', 1, 10, { optional: true, example: 3, description: 'A free seat there; default: a random free seat' })
  seat?: number;
}

export class ButtonSeatDto {
  @IntField('seat', 1, 10, { example: 4, description: 'The seat the dealer button is in front of (a dead button may be on an empty seat)' })
  seat!: number;
}

export class TournamentTableSeatView {
  @ApiProperty({ type: 'integer' }) seat!: number;
  @ApiProperty({ format: 'uuid' }) playerId!: string;
  @ApiProperty({ type: 'integer', description: 'Chips at the start of the hand in progress' }) stack!: number;
  @ApiProperty({ type: 'integer', description: 'Times balancing, a table break or a director moved the player' }) timesMoved!: number;
}

export class TournamentTableView {
  @ApiProperty({ format: 'uuid' }) tableId!: string;
  @ApiProperty({ type: 'integer', description: 'The table number: tables break highest number first' }) number!: number;
  @ApiProperty({ enum: ['open', 'closing'] }) status!: string;
  @ApiProperty({ type: 'integer' }) maxSeats!: number;
  @ApiProperty({ description: 'Locked by a director: out of balancing, still deals' }) locked!: boolean;
  @ApiProperty({ description: 'Too short to deal until balancing runs (TDA R11)' }) halted!: boolean;
  @ApiProperty() handRunning!: boolean;
  @ApiProperty({ type: 'integer', description: 'The hand-for-hand round the table last dealt in' }) dealtRound!: number;
  @ApiProperty({ type: [TournamentTableSeatView] }) seats!: TournamentTableSeatView[];
}

export class TournamentTableList {
  @ApiProperty({ type: [TournamentTableView] }) items!: TournamentTableView[];
}

export function tournamentTableList(layout: TableLayout[]): TournamentTableList {
  return {
    items: layout.map((t) => ({
      tableId: t.tableId,
      number: t.number ?? 0,
      status: t.status,
      maxSeats: t.maxSeats,
      locked: t.locked,
      halted: t.halted,
      handRunning: t.handRunning,
      dealtRound: t.dealtRound,
      seats: t.seats.map((s) => ({ seat: s.seat, playerId: s.playerId, stack: toJsonAmount(s.stack), timesMoved: s.timesMoved })),
    })),
  };
}
