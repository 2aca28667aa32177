import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SESSION_EVENT_KINDS, TABLE_DEALINGS, WAITLIST_NO_ANSWER, WAITLIST_STATUSES } from '@app/persistence';
import type { TableSchedule } from '@app/persistence';
import { StakesDto } from '../../tables/dto/stakes.dto';
import { TableScheduleView } from '../../tables/dto/table.views';
import { TimeCollectionDto } from './create-cash-game.dto';

/** The OpenAPI shapes of the cash views (`cash-views.ts` builds them). */
export class CashTableSummaryView {
  @ApiProperty({ format: 'uuid' }) tableId!: string;
  @ApiProperty({ type: 'integer' }) maxSeats!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['open', 'closing'], description: 'closing: no one sits down any more' }) status!: string;
  @ApiProperty({ type: 'integer', description: 'Players seated now' }) seated!: number;
  @ApiProperty({
    type: 'integer',
    isArray: true,
    description:
      'Seat numbers nobody sits in, ascending. Some may be held for called players (heldSeats): a player not called may take one only while more seats are open than held',
  })
  openSeats!: number[];
  @ApiProperty({ type: 'integer', description: 'Open seats held for players called from the waitlist (for whom is not said here)' }) heldSeats!: number;
}

export class CashGameView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['open', 'closed'] }) status!: string;
  @ApiProperty({ enum: TABLE_DEALINGS }) dealing!: string;
  @ApiProperty() preset!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The engine RuleSet its tables deal under (rake included)' }) rules!: object;
  @ApiProperty({ type: StakesDto, description: "A mixed game: its first game's (see schedule)" }) stakes!: StakesDto;
  @ApiProperty({ type: TableScheduleView, nullable: true, description: "A mixed game's schedule (its tables rotate it); null for one game" })
  schedule!: TableSchedule | null;
  @ApiProperty({ type: 'integer' }) maxSeats!: number;
  @ApiProperty() unit!: string;
  @ApiProperty({ type: 'integer' }) minBuyIn!: number;
  @ApiProperty({ type: 'integer' }) maxBuyIn!: number;
  @ApiProperty({ type: TimeCollectionDto, nullable: true }) timeCollection!: TimeCollectionDto | null;
  @ApiProperty({ type: 'integer' }) actionTimeoutMs!: number;
  @ApiProperty({ type: 'integer' }) handPauseMs!: number;
  @ApiProperty({ type: 'integer' }) maxTimeouts!: number;
  @ApiProperty({ type: 'integer' }) holdSeconds!: number;
  @ApiProperty({ enum: WAITLIST_NO_ANSWER }) noAnswer!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) closedAt!: string | null;
  @ApiPropertyOptional({ type: [CashTableSummaryView], description: 'Its tables that are not closed (one game only)' }) tables?: CashTableSummaryView[];
  @ApiPropertyOptional({ type: 'integer', description: 'Players on its waitlist, waiting or called (one game only)' }) waitlistLength?: number;
}

export class CashGamePage {
  @ApiProperty({ type: [CashGameView] }) items!: CashGameView[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}

export class WaitlistEntryView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) playerId!: string;
  @ApiProperty() screenName!: string;
  @ApiProperty({ enum: ['in-person', 'remote'] }) via!: string;
  @ApiProperty({ enum: WAITLIST_STATUSES }) status!: string;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Place among the players waiting (1 = next); null while called' }) position!: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Rough minutes until a seat: position × average session length ÷ seats at open tables' })
  estimatedWaitMinutes!: number | null;
  @ApiProperty() joinedAt!: string;
  @ApiProperty({ type: 'integer' }) calls!: number;
  @ApiProperty({ type: String, nullable: true }) calledAt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The seat is held until then' }) holdUntil!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) calledTableId!: string | null;
}

export class WaitlistPage {
  @ApiProperty({ type: [WaitlistEntryView] }) items!: WaitlistEntryView[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}

/** A player's own place on one game's list (`GET /players/{playerId}/waitlist-entries`). */
export class PlayerWaitlistEntryView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) gameId!: string;
  @ApiProperty() gameName!: string;
  @ApiProperty({ enum: ['waiting', 'called'] }) status!: string;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Place among the players waiting (1 = next); null while called' }) position!: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: "Rough minutes until a seat (as on the game's list); null while called" })
  estimatedWaitMinutes!: number | null;
  @ApiProperty() joinedAt!: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The table a seat is held at, while called' }) calledTableId!: string | null;
  @ApiProperty({ type: String, nullable: true }) calledTableName!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The seat is held until then' }) holdUntil!: string | null;
}

export class PlayerWaitlistEntriesView {
  @ApiProperty({ type: [PlayerWaitlistEntryView], description: 'Every list the player is on (waiting or called), oldest joined first' })
  items!: PlayerWaitlistEntryView[];
}

export class SessionSeatingView {
  @ApiProperty({ format: 'uuid' }) tableId!: string;
  @ApiProperty({ type: 'integer' }) seat!: number;
  @ApiProperty() startedAt!: string;
  @ApiProperty({ type: String, nullable: true }) endedAt!: string | null;
}

export class SessionEventView {
  @ApiProperty({ enum: SESSION_EVENT_KINDS }) kind!: string;
  @ApiProperty({ format: 'uuid' }) tableId!: string;
  @ApiProperty({ type: 'integer', description: 'Minor units; a live result is signed (won +, lost −)' }) amount!: number;
  @ApiProperty({ type: String, nullable: true, enum: ['bankroll', 'cash'] }) source!: string | null;
  @ApiProperty({ type: String, nullable: true }) ledgerTransactionId!: string | null;
  @ApiProperty({ type: String, nullable: true }) actorKeyId!: string | null;
  @ApiProperty() createdAt!: string;
}

export class CashSessionSummaryView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) playerId!: string;
  @ApiProperty() screenName!: string;
  @ApiProperty({ format: 'uuid' }) cashGameId!: string;
  @ApiProperty({ format: 'uuid', description: 'Where the player sits (sat last, once closed)' }) tableId!: string;
  @ApiProperty() unit!: string;
  @ApiProperty({ enum: ['open', 'closed'] }) status!: string;
  @ApiProperty() startedAt!: string;
  @ApiProperty({ type: String, nullable: true }) endedAt!: string | null;
}

export class CashSessionView extends CashSessionSummaryView {
  @ApiProperty({ type: 'integer', description: 'Time played, ms (until now while open)' }) playedMs!: number;
  @ApiProperty({ type: 'integer', description: 'Buy-in, top-ups and rebuys' }) buyIns!: number;
  @ApiProperty({ type: 'integer' }) cashOuts!: number;
  @ApiProperty({ type: 'integer', description: 'cashOuts − buyIns' }) net!: number;
  @ApiProperty({ type: 'integer', description: 'Time collected from the seats' }) timeCharged!: number;
  @ApiProperty({ type: 'integer', description: 'Live tables: play results the floor recorded (Σ result events)' }) liveResults!: number;
  @ApiProperty({ description: 'Engine tables: asked to leave during a hand, cashed out when it ends' }) leaving!: boolean;
  @ApiProperty({ type: [SessionSeatingView] }) seatings!: SessionSeatingView[];
  @ApiProperty({ type: [SessionEventView] }) events!: SessionEventView[];
}

export class CashSessionPage {
  @ApiProperty({ type: [CashSessionSummaryView] }) items!: CashSessionSummaryView[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}
