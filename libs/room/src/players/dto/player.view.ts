import { ApiProperty } from '@nestjs/swagger';

export class PlayerView {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Stu Ungar' })
  screenName!: string;

  @ApiProperty({ type: String, nullable: true })
  fullName!: string | null;

  @ApiProperty({ type: String, nullable: true })
  email!: string | null;

  @ApiProperty({ description: 'False once deactivated: no deposits, transfers or new keys' })
  active!: boolean;

  @ApiProperty({ type: Date, nullable: true })
  deactivatedAt!: Date | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: 'A bot staff seated (docs/tables.md "Practice tables and bots"): its engine bot; null for a person',
  })
  botStrategy!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'US', description: 'ISO 3166-1 alpha-2, when given; results exports show it' })
  country!: string | null;

  @ApiProperty()
  createdAt!: Date;

  @ApiProperty()
  updatedAt!: Date;
}

export class PlayerPage {
  @ApiProperty({ type: [PlayerView] })
  items!: PlayerView[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next page; null on the last page' })
  nextCursor!: string | null;
}
