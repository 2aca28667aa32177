import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, Length } from 'class-validator';
import { API_KEY_ROLES, type ApiKeyRole } from '@app/persistence';

export class CreateApiKeyDto {
  @ApiProperty({ example: 'front desk, evening shift', description: 'What the key is for (1-100 characters)' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'name must be a string' })
  @Length(1, 100, { message: 'name must be 1-100 characters' })
  name!: string;

  @ApiProperty({ enum: API_KEY_ROLES })
  @IsIn(API_KEY_ROLES, { message: `role must be one of ${API_KEY_ROLES.join(', ')}` })
  role!: ApiKeyRole;

  @ApiPropertyOptional({ format: 'uuid', description: 'Required for (and only for) role player: the player the key acts for' })
  @IsOptional()
  @IsUUID('all', { message: 'playerId must be a UUID' })
  playerId?: string;
}
