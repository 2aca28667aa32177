import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsString, Length, MaxLength, ValidateIf } from 'class-validator';
import { Nullable } from '../../common/validation/nullable.decorator';
import { COUNTRY_RULE, IsCountry } from './country';
import { IsScreenName, SCREEN_NAME_RULE } from './screen-name';

/** Only the fields sent change; `null` clears `fullName`, `email` or `country`. */
export class UpdatePlayerDto {
  @ApiPropertyOptional({ example: 'Stuey', description: SCREEN_NAME_RULE })
  // Not @IsOptional: that would let `null` through, and a screen name cannot be cleared.
  @ValidateIf((_object, value) => value !== undefined)
  @IsScreenName()
  screenName?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  @Nullable()
  @IsString()
  @Length(1, 100)
  fullName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'stu@example.com' })
  @Nullable()
  @IsEmail({}, { message: 'email must be an email address' })
  @MaxLength(254)
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'US', description: COUNTRY_RULE, pattern: '^[A-Z]{2}$' })
  @Nullable()
  @IsString({ message: 'country must be a string' })
  @IsCountry()
  country?: string | null;
}
