import { ApiProperty } from '@nestjs/swagger';
import { TABLE_DEALINGS } from '@app/persistence';
import { WAITLIST_BOARD_NAMES } from '@app/config';
import { StakesDto } from '../../../tables/dto/stakes.dto';

/** An open table of a game on the board. */
export class BoardTableView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Table 2' }) name!: string;
  @ApiProperty({ type: 'integer', description: 'Seats at the table' }) seats!: number;
  @ApiProperty({ type: 'integer', description: 'Players seated now' }) seated!: number;
  @ApiProperty({ type: 'integer', description: 'Seats held for called players' }) held!: number;
  @ApiProperty({ type: 'integer', description: 'seats − seated − held (never below 0)' }) openSeats!: number;
}

/** One place on a game's list: a display name only (no player id, nothing else about the player). */
export class BoardEntryView {
  @ApiProperty({ description: 'The screen name, or its initials (`A.L.`) when the room shows initials (WAITLIST_BOARD_NAMES)' }) name!: string;
  @ApiProperty({ enum: ['called', 'waiting'] }) status!: 'called' | 'waiting';
  @ApiProperty({ type: 'integer', nullable: true, description: 'Place among the players waiting (1 = next); null while called' }) position!: number | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'Called: the table whose seat is held' }) tableId!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Called: that table’s name' }) tableName!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Called: the seat is held until then (ISO 8601)' }) holdUntil!: string | null;
}

/** An open cash game on the board. */
export class BoardGameView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: TABLE_DEALINGS }) dealing!: string;
  @ApiProperty({ description: 'The engine preset (a mixed game: its first game’s)' }) preset!: string;
  @ApiProperty({ type: String, nullable: true, description: 'A mixed game: its schedule’s name (H.O.R.S.E.…); null for one game' }) mix!: string | null;
  @ApiProperty({ type: StakesDto, description: "As the game's view has them (a mixed game: its first game's)" }) stakes!: StakesDto;
  @ApiProperty({ description: 'The stakes’ unit (a currency: amounts in minor units)' }) unit!: string;
  @ApiProperty({ type: [BoardTableView], description: 'Its tables that are not closed, oldest first' }) tables!: BoardTableView[];
  @ApiProperty({ type: 'integer', description: 'Σ openSeats of its tables' }) seatsOpen!: number;
  @ApiProperty({ type: [BoardEntryView], description: 'Called players first (by call time), then the waiting ones in order' }) waitlist!: BoardEntryView[];
}

/** The room's waitlist board: every open cash game, oldest first. Public (the board link's token is the credential). */
export class WaitlistBoardView {
  @ApiProperty({ enum: WAITLIST_BOARD_NAMES, description: 'How the board names players (the room’s WAITLIST_BOARD_NAMES)' }) names!: string;
  @ApiProperty({ type: [BoardGameView] }) games!: BoardGameView[];
}
