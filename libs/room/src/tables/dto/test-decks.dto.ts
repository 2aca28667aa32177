import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsString, MaxLength } from 'class-validator';

export class TestDecksDto {
  @ApiProperty({
    type: [String],
    example: ['2c 3d 4h 5s Kh 7c'],
    description: 'Decks for the next hands, top first, in card notation; a partial deck is completed in index order',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(1000)
  @IsString({ each: true })
  @MaxLength(400, { each: true })
  decks!: string[];
}
