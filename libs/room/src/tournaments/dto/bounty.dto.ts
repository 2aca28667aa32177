import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { IntField, MAX_AMOUNT } from './int-field';

export const BOUNTY_KINDS = ['fixed', 'progressive'] as const;
export type BountyKindSetting = (typeof BOUNTY_KINDS)[number];

/** A bounty tournament's terms (docs/tournaments.md "Bounties and progressive knockouts"). */
export class BountyDto {
  @ApiProperty({
    enum: BOUNTY_KINDS,
    description:
      "`fixed`: a busted entry's whole bounty is paid to whoever busted it; `progressive` (PKO): half is paid, half is added to the winner's own bounty",
  })
  @IsIn(BOUNTY_KINDS, { message: `bounty.kind must be one of ${BOUNTY_KINDS.join(', ')}` })
  kind!: BountyKindSetting;

  @IntField('bounty.amount', 1, MAX_AMOUNT, {
    example: 2_500,
    description: "Minor units of each entry's price put on the entrant's head: an entry costs buyIn + bounty.amount + fee (PokerStars' $25+$25+$5)",
  })
  amount!: number;
}
