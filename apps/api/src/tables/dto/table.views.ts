import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { API_KEY_ROLES, TABLE_DEALINGS, TABLE_KINDS, TABLE_STATUSES } from '@app/persistence';
import { StakesDto } from './create-table.dto';

/** The OpenAPI shapes of the table views (`table-view.ts` builds them). */
export class TableInfoView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: TABLE_KINDS }) kind!: string;
  @ApiProperty({ enum: TABLE_STATUSES, description: 'closing: no new hands; closed once the hand in progress ends' }) status!: string;
  @ApiProperty({ example: 'razz' }) preset!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The engine RuleSet the table deals under' }) rules!: object;
  @ApiProperty({ type: StakesDto }) stakes!: StakesDto;
  @ApiProperty() maxSeats!: number;
  @ApiProperty({ example: 'USD' }) unit!: string;
  @ApiProperty({ type: Number, nullable: true }) minBuyIn!: number | null;
  @ApiProperty({ type: Number, nullable: true }) maxBuyIn!: number | null;
  @ApiProperty() actionTimeoutMs!: number;
  @ApiProperty() handPauseMs!: number;
  @ApiProperty() maxTimeouts!: number;
  @ApiProperty({ description: 'Tournament tables: sitting-out players are dealt in (TDA R30)' }) dealSittingOut!: boolean;
  @ApiProperty({ type: String, nullable: true }) tournamentId!: string | null;
  @ApiProperty() handsStarted!: number;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) closedAt!: string | null;
  @ApiProperty({ enum: TABLE_DEALINGS, description: 'live: dealt by a human dealer, the backend tracks seats and chips only (cash games)' }) dealing!: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The cash game the table was opened for' }) cashGameId!: string | null;
}

export class SeatViewDto {
  @ApiProperty() seat!: number;
  @ApiProperty({ format: 'uuid' }) playerId!: string;
  @ApiProperty() screenName!: string;
  @ApiProperty({ description: 'Chips behind (the engine stack during a hand the seat plays)' }) stack!: number;
  @ApiProperty() sittingOut!: boolean;
  @ApiProperty({ description: 'Leaves (and is cashed out) when the hand in progress ends' }) leaving!: boolean;
  @ApiProperty() inHand!: boolean;
}

export class HandSummaryViewDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() number!: number;
  @ApiProperty({ enum: ['running', 'finished'] }) status!: string;
  @ApiProperty({ description: 'Send it back with actions' }) version!: number;
  @ApiProperty({ type: String, nullable: true }) deadlineAt!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, description: "The engine's HandView for the caller: own down cards only (staff: all), legal actions on the caller's turn" })
  view!: object;
}

export class ViewerDto {
  @ApiProperty({ enum: API_KEY_ROLES }) role!: string;
  @ApiProperty({ type: String, nullable: true }) playerId!: string | null;
  @ApiProperty({ type: Number, nullable: true }) seat!: number | null;
  @ApiProperty({ enum: ['everything', 'own-cards', 'public'] }) sees!: string;
}

export class TableViewDto extends TableInfoView {
  @ApiProperty({ type: [SeatViewDto] }) seats!: SeatViewDto[];
  @ApiPropertyOptional({ type: HandSummaryViewDto, nullable: true, description: 'The hand in progress, or the last one' }) hand!: HandSummaryViewDto | null;
  @ApiProperty({ type: ViewerDto }) viewer!: ViewerDto;
}

export class TablePage {
  @ApiProperty({ type: [TableInfoView] }) items!: TableInfoView[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}

export class TestDecksQueuedView {
  @ApiProperty({ description: 'Decks now waiting for this table' }) queued!: number;
}
