import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, Matches } from 'class-validator';
import { LEDGER_ACCOUNT_KINDS, type LedgerAccountKind } from '@app/persistence';
import { PageQueryDto } from '../../common/pagination/page-query.dto';

const UNIT_FORMAT = /^([A-Z]{3}|PLAY|chips:[A-Za-z0-9_-]{1,64})$/;
const UNIT_MESSAGE = 'unit must be a currency code (USD, EUR, GBP) or chips:<tournamentId>';

export class PlayerStatementQuery extends PageQueryDto {
  @ApiProperty({ example: 'USD', description: 'Which bankroll: one per unit' })
  @IsString({ message: UNIT_MESSAGE })
  @Matches(UNIT_FORMAT, { message: UNIT_MESSAGE })
  unit!: string;
}

export class ListAccountsQuery extends PageQueryDto {
  @ApiPropertyOptional({ enum: LEDGER_ACCOUNT_KINDS })
  @IsOptional()
  @IsIn(LEDGER_ACCOUNT_KINDS, { message: `kind must be one of ${LEDGER_ACCOUNT_KINDS.join(', ')}` })
  kind?: LedgerAccountKind;

  @ApiPropertyOptional({ example: 'USD' })
  @IsOptional()
  @Matches(UNIT_FORMAT, { message: UNIT_MESSAGE })
  unit?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'playerId must be a UUID' })
  playerId?: string;
}
