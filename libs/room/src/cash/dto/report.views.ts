import { ApiProperty } from '@nestjs/swagger';

/** The OpenAPI shapes of the cash reports (`cash-reports.service.ts` builds them). */
export class PlayerReportView {
  @ApiProperty({ format: 'uuid' }) playerId!: string;
  @ApiProperty() screenName!: string;
  @ApiProperty({ type: 'integer', description: 'Sessions started in the range' }) sessions!: number;
  @ApiProperty({ type: 'integer', description: 'Time played in the range, ms' }) playedMs!: number;
  @ApiProperty({ description: 'playedMs in hours, 2 decimals (for people)' }) hours!: number;
  @ApiProperty({ type: 'integer', description: 'Buy-ins, top-ups and rebuys' }) buyIns!: number;
  @ApiProperty({ type: 'integer' }) cashOuts!: number;
  @ApiProperty({ type: 'integer', description: 'cashOuts − buyIns' }) net!: number;
  @ApiProperty({ type: 'integer', description: 'Time collected from the player' }) timeCharged!: number;
}

export class TableReportView {
  @ApiProperty({ format: 'uuid' }) tableId!: string;
  @ApiProperty() tableName!: string;
  @ApiProperty({ format: 'uuid' }) cashGameId!: string;
  @ApiProperty({ enum: ['engine', 'live'] }) dealing!: string;
  @ApiProperty({ type: 'integer', description: 'Hands dealt in the range (engine tables)' }) hands!: number;
  @ApiProperty({ type: 'integer', description: 'Seat time in the range, ms (Σ over players)' }) playedMs!: number;
  @ApiProperty() hours!: number;
  @ApiProperty({ type: 'integer', description: 'Percentage rake from the hands' }) rake!: number;
  @ApiProperty({ type: 'integer', description: 'Time collected' }) timeCollected!: number;
  @ApiProperty({ type: 'integer', description: 'rake + timeCollected: everything the house took' }) totalRake!: number;
}

export class DayReportView {
  @ApiProperty({ example: '2026-11-29', description: 'A UTC day' }) day!: string;
  @ApiProperty({ type: 'integer' }) sessions!: number;
  @ApiProperty({ type: 'integer' }) hands!: number;
  @ApiProperty({ type: 'integer' }) playedMs!: number;
  @ApiProperty() hours!: number;
  @ApiProperty({ type: 'integer' }) rake!: number;
  @ApiProperty({ type: 'integer' }) timeCollected!: number;
  @ApiProperty({ type: 'integer' }) totalRake!: number;
}

export class PlayerReportPage {
  @ApiProperty({ type: [PlayerReportView] }) items!: PlayerReportView[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}

export class TableReportPage {
  @ApiProperty({ type: [TableReportView] }) items!: TableReportView[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}

export class DayReportPage {
  @ApiProperty({ type: [DayReportView] }) items!: DayReportView[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}
