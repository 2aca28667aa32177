import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { BOT_NAMES, type BotName } from '@app/razz-engine';
import { IsAmount } from '../../ledger/dto/amount';
import { IsScreenName } from '../../players/dto/screen-name';

export class SeatBotDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 10, example: 2 })
  @IsInt({ message: 'seat must be an integer from 1 to 10' })
  @Min(1, { message: 'seat must be an integer from 1 to 10' })
  @Max(10, { message: 'seat must be an integer from 1 to 10' })
  seat!: number;

  @ApiProperty({ enum: BOT_NAMES, example: 'tips', description: "The engine's bot that plays the seat (docs/bots.md): tips is tips-tight" })
  @IsIn(BOT_NAMES, { message: `strategy must be one of ${BOT_NAMES.join(', ')}` })
  strategy!: BotName;

  /** The bot's buy-in, within the table's range; from the cage of the table's unit. */
  @IsAmount()
  chips!: number;

  @ApiPropertyOptional({ example: 'Bot tips 4f1c9a', description: 'The bot player\'s screen name; default "Bot <strategy> <6 hex digits>"' })
  @IsOptional()
  @IsScreenName()
  screenName?: string;
}
