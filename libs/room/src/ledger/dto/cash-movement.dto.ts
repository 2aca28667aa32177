import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, Length, Matches } from 'class-validator';
import { CURRENCY_CODES } from '../units';
import { IsAmount } from './amount';

/** Fields every cashier movement shares. */
export class CashierNoteFields {
  @ApiProperty({ example: 'USD', description: `Currency: ${CURRENCY_CODES.join(', ')}` })
  @IsString({ message: 'unit must be a currency code such as USD' })
  @Matches(/^([A-Z]{3}|PLAY)$/, { message: `unit must be a currency code: ${CURRENCY_CODES.join(', ')} (or PLAY: play chips)` })
  unit!: string;

  @IsAmount()
  amount!: number;

  @ApiPropertyOptional({ example: 'receipt 0042', description: 'External reference (receipt, slip number), up to 200 characters' })
  @IsOptional()
  @IsString()
  @Length(1, 200)
  reference?: string;

  @ApiPropertyOptional({ example: 'cash at the window', description: 'Note for people, up to 500 characters' })
  @IsOptional()
  @IsString()
  @Length(1, 500)
  memo?: string;
}

/** A deposit to or withdrawal from a player's bankroll, through the cage. */
export class CashMovementDto extends CashierNoteFields {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'playerId must be a UUID' })
  playerId!: string;
}

export class TransferDto extends CashierNoteFields {
  @ApiProperty({ format: 'uuid', description: 'The player who pays' })
  @IsUUID('all', { message: 'fromPlayerId must be a UUID' })
  fromPlayerId!: string;

  @ApiProperty({ format: 'uuid', description: 'The player who receives' })
  @IsUUID('all', { message: 'toPlayerId must be a UUID' })
  toPlayerId!: string;
}
