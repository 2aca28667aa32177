import { ApiProperty } from '@nestjs/swagger';

/** The OpenAPI shapes of the cash reports (`cash-reports.service.ts` builds them). */
export class PlayerReportView {
  @ApiProperty({ format: 'uuid' }) playerId!: string;
  @ApiProperty() screenName!: string;
  @ApiProperty({ description: 'Sessions started in the range' }) sessions!: number;
  @ApiProperty({ description: 'Time played in the range, ms' }) playedMs!: number;
  @ApiProperty({ description: 'playedMs in hours, 2 decimals (for people)' }) hours!: number;
  @ApiProperty({ description: 'Buy-ins, top-ups and rebuys' }) buyIns!: number;
  @ApiProperty() cashOuts!: number;
  @ApiProperty({ description: 'cashOuts − buyIns' }) net!: number;
  @ApiProperty({ description: 'Time collected from the player' }) timeCharged!: number;
}

export class TableReportView {
  @ApiProperty({ format: 'uuid' }) tableId!: string;
  @ApiProperty() tableName!: string;
  @ApiProperty({ format: 'uuid' }) cashGameId!: string;
  @ApiProperty({ enum: ['engine', 'live'] }) dealing!: string;
  @ApiProperty({ description: 'Hands dealt in the range (engine tables)' }) hands!: number;
  @ApiProperty({ description: 'Seat time in the range, ms (Σ over players)' }) playedMs!: number;
  @ApiProperty() hours!: number;
  @ApiProperty({ description: 'Percentage rake from the hands' }) rake!: number;
  @ApiProperty({ description: 'Time collected' }) timeCollected!: number;
  @ApiProperty({ description: 'rake + timeCollected: everything the house took' }) totalRake!: number;
}

export class DayReportView {
  @ApiProperty({ example: '2026-11-29', description: 'A UTC day' }) day!: string;
  @ApiProperty() sessions!: number;
  @ApiProperty() hands!: number;
  @ApiProperty() playedMs!: number;
  @ApiProperty() hours!: number;
  @ApiProperty() rake!: number;
  @ApiProperty() timeCollected!: number;
  @ApiProperty() totalRake!: number;
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
