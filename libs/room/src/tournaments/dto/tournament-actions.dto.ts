import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { IntField } from './int-field';

export class SetLevelDto {
  @IntField('level', 1, 1000, { example: 5, description: 'Starts now, with its full time' })
  level!: number;
}

export class RebuyRequestDto {
  @IntField('rebuyNumber', 1, 1000, { example: 1, description: 'Which rebuy of the entry this is (1 for the first): a retry of the same number moves nothing' })
  rebuyNumber!: number;
}

export class ProposeDealDto {
  @ApiProperty({ enum: ['icm', 'chip-chop'] })
  @IsIn(['icm', 'chip-chop'], { message: 'method must be icm or chip-chop' })
  method!: 'icm' | 'chip-chop';

  @ApiPropertyOptional({ description: 'Chip-chop only: everyone first gets the prize of the last place still to be decided' })
  @IsOptional()
  @IsBoolean()
  guaranteeLastPlace?: boolean;
}
