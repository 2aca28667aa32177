import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MinLength } from 'class-validator';
import { IntField } from '../../tournaments/dto/int-field';
import { HandHistoryView } from './hand-history.views';

/** `POST /hands/replay`: PokerStars text to read and replay through the engine (nothing is stored). */
export class StarsReplayDto {
  @ApiProperty({
    description:
      'One or more PokerStars hands, as a hand-history file holds them (the request body is at most 100 KB: about 60 stud hands; send a longer session in parts)',
    example: 'PokerStars Hand #35589041125: Razz Limit ($0.04/$0.08 USD) - 2009/11/04 …',
  })
  @IsString({ message: 'text must be a string' })
  @MinLength(1, { message: 'text must not be empty' })
  text!: string;

  @IntField('minorUnitsPerChip', 1, 1_000_000, {
    optional: true,
    example: 100,
    description: 'Cash hands: minor units per chip of the amounts written (default 1: $0.04 is 4 cents)',
  })
  minorUnitsPerChip?: number;
}

export class StarsReadErrorView {
  @ApiProperty({ example: 'BAD_LINE', description: 'NOT_A_HAND, UNSUPPORTED_GAME, BAD_LINE, BAD_AMOUNT, BAD_CARDS, UNKNOWN_PLAYER, INCOMPLETE_HAND' })
  code!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ type: 'integer', description: 'The line in the text' }) line!: number;
}

export class StarsDisagreementView {
  @ApiProperty({ example: 'POTS_MISMATCH', description: 'ACTION_MISMATCH, CARDS_MISMATCH, POTS_MISMATCH, … (docs/hand-histories.md)' }) code!: string;
  @ApiProperty() message!: string;
  @ApiPropertyOptional({ type: 'integer', description: 'The line in the text, when one line is at fault' }) line?: number;
}

export class StarsReplayItemView {
  @ApiProperty({ type: String, nullable: true, description: "PokerStars' hand number (null when the header could not be read)" }) handId!: string | null;
  @ApiProperty({ type: 'integer', description: "The line of the hand's header in the text" }) line!: number;
  @ApiProperty({ description: 'Read, and the engine agrees with the text on every action, pot, winner and amount' }) ok!: boolean;
  @ApiProperty({ type: StarsReadErrorView, nullable: true, description: 'Why the hand could not be read (then nothing was replayed)' })
  error!: StarsReadErrorView | null;
  @ApiProperty({ type: [StarsDisagreementView] }) disagreements!: StarsDisagreementView[];
  @ApiProperty({ type: [String], description: 'Assumptions and differences that do not change the result' }) notes!: string[];
  @ApiProperty({
    type: HandHistoryView,
    nullable: true,
    description:
      'The hand as the engine played it (the shape of GET /hands/{handId}; cards the text does not show stay hidden); null when it could not follow the text',
  })
  history!: HandHistoryView | null;
}

export class StarsReplayView {
  @ApiProperty({ type: [StarsReplayItemView] }) items!: StarsReplayItemView[];
  @ApiProperty({ type: 'integer', description: 'Hands the engine agrees with' }) agree!: number;
  @ApiProperty({ type: 'integer', description: 'Hands read, with a disagreement' }) disagree!: number;
  @ApiProperty({ type: 'integer', description: 'Hands that could not be read' }) unreadable!: number;
}
