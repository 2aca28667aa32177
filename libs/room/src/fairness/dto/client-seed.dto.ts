import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { SeatOwnerDto } from '../../tables/dto/seating.dto';

/** A seated player's client seed: used for every hand dealt to them from the next one on. */
export class ClientSeedDto extends SeatOwnerDto {
  @ApiProperty({
    example: 'my lucky words 7',
    description: "Up to 64 printable ASCII characters (space to ~) but ';' (it separates the seats in a hand's client seed string); empty: none",
  })
  @IsString({ message: 'seed must be a string of up to 64 printable characters' })
  @Matches(/^[\x20-\x7e]{0,64}$/, { message: 'seed must be up to 64 printable ASCII characters (space to ~)' })
  @Matches(/^[^;]*$/, { message: "seed must not contain ';': it separates the seats in a hand's client seed string" })
  seed!: string;
}
