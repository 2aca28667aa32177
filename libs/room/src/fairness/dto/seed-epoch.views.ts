import { ApiProperty } from '@nestjs/swagger';

/** One seed epoch of a table as a caller may see it: the seed only once the epoch has ended, and only for whom may read it. */
export class SeedEpochView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) tableId!: string;
  @ApiProperty({
    example: '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
    description: 'SHA-256 of the server seed, hex: public from the start',
  })
  commitment!: string;
  @ApiProperty() startedAt!: string;
  @ApiProperty({ type: String, nullable: true, description: 'When the epoch ended and its seed became readable; null while it deals' }) endedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['hand', 'hours', 'closed', 'director'] }) endReason!: string | null;
  @ApiProperty({ type: 'integer', description: 'Hands dealt from it' }) hands!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The server seed, hex: null while the epoch deals, and for a player who was dealt no hand of it',
  })
  seed!: string | null;
}

export class SeedEpochPage {
  @ApiProperty({ type: [SeedEpochView] }) items!: SeedEpochView[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}
