import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { IntField, MAX_AMOUNT } from '../../dto/int-field';

/** Who eliminated a busted player in a bounty event, and their part of it (docs/tournaments.md "Bounties and progressive knockouts"). */
export class EliminatorDto {
  @ApiProperty({ format: 'uuid', description: 'A player still in, seated at the table of the hand' })
  @IsUUID('all', { message: 'eliminatedBy.playerId must be a UUID' })
  playerId!: string;

  @IntField('eliminatedBy.share', 1, MAX_AMOUNT, {
    optional: true,
    example: 1,
    description:
      "This eliminator's weight in the knockout: the chips they won from the busted player (a split pot), or equal numbers for equal parts; default 1 (with one eliminator: the whole bounty)",
  })
  share?: number;
}
