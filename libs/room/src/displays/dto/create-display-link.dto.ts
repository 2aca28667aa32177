import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Length } from 'class-validator';

export class CreateDisplayLinkDto {
  @ApiPropertyOptional({ example: 'TV by the cage', description: 'Which screen the link is for (1-64 characters); default "display"' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'name must be a string' })
  @Length(1, 64, { message: 'name must be 1-64 characters' })
  name?: string;
}
