import { ApiProperty } from '@nestjs/swagger';

/**
 * The OpenAPI shapes of the money parts of a tournament's views: prices in minor units of the
 * tournament's currency, chips in its chip unit, all JSON integers.
 */
export class TournamentRebuyView {
  @ApiProperty({ type: 'integer', description: 'Rebuys are offered through this level' }) levels!: number;
  @ApiProperty({ type: 'integer' }) price!: number;
  @ApiProperty({ type: 'integer' }) fee!: number;
  @ApiProperty({ type: 'integer' }) chips!: number;
}

export class TournamentAddOnView {
  @ApiProperty({ type: 'integer' }) price!: number;
  @ApiProperty({ type: 'integer' }) fee!: number;
  @ApiProperty({ type: 'integer' }) chips!: number;
}

export class TournamentPayoutsView {
  @ApiProperty({ type: 'integer' }) prizePool!: number;
  @ApiProperty({ type: 'integer', description: 'What the house added to reach the guarantee' }) overlay!: number;
  @ApiProperty({ type: 'number', isArray: true, description: 'Percent per place, 1st first (up to 3 decimals)' }) percentages!: number[];
  @ApiProperty({ type: 'integer', isArray: true, description: 'Prize per place, 1st first' }) amounts!: number[];
}

export class DealPlayerView {
  @ApiProperty({ format: 'uuid' }) entryId!: string;
  @ApiProperty({ format: 'uuid' }) playerId!: string;
  @ApiProperty({ type: 'integer', description: 'Chips when the deal was proposed' }) stack!: number;
  @ApiProperty({ type: 'integer', description: 'What the deal pays this player (in a satellite, the value of the seat they take)' }) amount!: number;
  @ApiProperty({ description: "A satellite's deal: this player takes a seat in the target (false in every other deal)" }) seat!: boolean;
}
