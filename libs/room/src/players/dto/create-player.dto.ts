import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { COUNTRY_RULE, IsCountry } from './country';
import { IsScreenName, SCREEN_NAME_RULE } from './screen-name';

export class CreatePlayerDto {
  @ApiProperty({ example: 'Stu Ungar', description: `Unique ignoring case; ${SCREEN_NAME_RULE}` })
  @IsScreenName()
  screenName!: string;

  @ApiPropertyOptional({ example: 'Stuart Errol Ungar', maxLength: 100 })
  @IsOptional()
  @IsString()
  @Length(1, 100)
  fullName?: string;

  @ApiPropertyOptional({ example: 'stu@example.com' })
  @IsOptional()
  @IsEmail({}, { message: 'email must be an email address' })
  @MaxLength(254)
  email?: string;

  @ApiPropertyOptional({ example: 'US', description: COUNTRY_RULE, pattern: '^[A-Z]{2}$' })
  @IsOptional()
  @IsString({ message: 'country must be a string' })
  @IsCountry()
  country?: string;
}
