import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { ACTION_KINDS, ActionKind } from '@app/razz-engine';

/** An action as a client sends it, validated at the edge and taken as is by `HandLifecycleService.act`; `seat` only from staff acting for a seat. */
export class ActionDto {
  @ApiProperty({ enum: ACTION_KINDS })
  @IsIn(ACTION_KINDS, { message: `kind must be one of ${ACTION_KINDS.join(', ')}` })
  kind!: ActionKind;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'Street total to bet, complete or raise to (pot and no limit; fixed limit needs none)' })
  @IsOptional()
  @IsInt({ message: 'amount must be a positive integer number of chips' })
  @Min(1, { message: 'amount must be a positive integer number of chips' })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'amount must be a positive integer number of chips' })
  amount?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    description: 'The hand version the decision was made on (hand.version of the view); a stale one is refused with 409 STALE_VERSION',
  })
  @IsOptional()
  @IsInt({ message: 'version must be a positive integer' })
  @Min(1, { message: 'version must be a positive integer' })
  version?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 10, description: 'Staff acting for a seat: which one. Player keys act for their own seat' })
  @IsOptional()
  @IsInt({ message: 'seat must be an integer from 1 to 10' })
  @Min(1, { message: 'seat must be an integer from 1 to 10' })
  @Max(10, { message: 'seat must be an integer from 1 to 10' })
  seat?: number;
}
