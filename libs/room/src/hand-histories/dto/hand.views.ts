import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { StakesDto } from '../../tables/dto/stakes.dto';

/** The OpenAPI shapes of the hand-history answers (`hand-views.ts` builds them). */
export class HandGameView {
  @ApiProperty({ example: 'razz', description: "The engine's game: razz, stud, stud8" }) id!: string;
  @ApiProperty({ example: 'Razz' }) name!: string;
  @ApiPropertyOptional({ example: 'HORSE', description: 'The mix, in a rotation' }) mix?: string;
}

export class HandPlayerView {
  @ApiProperty({ type: 'integer' }) seat!: number;
  @ApiProperty({ format: 'uuid' }) playerId!: string;
  @ApiProperty({ description: 'The screen name at the time of the hand' }) screenName!: string;
  @ApiProperty({ type: 'integer', description: 'Chips at the start of the hand' }) startingStack!: number;
  @ApiProperty({ type: 'integer', description: 'Final stack − starting stack' }) net!: number;
  @ApiProperty({ description: 'The player is a bot the room seated (docs/tables.md "Practice tables and bots")' }) bot!: boolean;
}

export class HandHeroView {
  @ApiProperty({ type: 'integer' }) seat!: number;
  @ApiProperty({ type: 'integer', description: "The caller's result in this hand" }) net!: number;
}

export class HandSummaryView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: '1042', description: 'The hand number across the room: `PokerStars Hand #<serial>` in the text' }) serial!: string;
  @ApiProperty({ format: 'uuid' }) tableId!: string;
  @ApiProperty({ description: "The table's name at the time of the hand" }) tableName!: string;
  @ApiProperty({ type: 'integer', description: 'The hand number at its table' }) handNumber!: number;
  @ApiProperty({ type: String, nullable: true }) tournamentId!: string | null;
  @ApiProperty({ example: 'USD', description: 'Amounts are in this unit: minor units of a currency, or chips:<tournamentId>' }) unit!: string;
  @ApiProperty({ type: HandGameView }) game!: HandGameView;
  @ApiProperty({ type: StakesDto }) stakes!: StakesDto;
  @ApiProperty() startedAt!: string;
  @ApiProperty() endedAt!: string;
  @ApiProperty({ enum: ['fold', 'showdown'] }) endedBy!: string;
  @ApiProperty({ type: 'integer', description: 'Antes + bets − uncalled bets' }) totalPot!: number;
  @ApiProperty({ type: 'integer' }) rake!: number;
  @ApiProperty({ type: [HandPlayerView], description: 'Every seat dealt in, in seat order' }) players!: HandPlayerView[];
  @ApiProperty({ type: HandHeroView, nullable: true, description: "A player key's own seat and result; null for staff" }) hero!: HandHeroView | null;
}

export class HandPage {
  @ApiProperty({ type: [HandSummaryView] }) items!: HandSummaryView[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}
