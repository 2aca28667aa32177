import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  API_KEY_ROLES,
  TABLE_DEALINGS,
  TABLE_KINDS,
  TABLE_STATUSES,
  type ApiKeyRole,
  type TableDealing,
  type TableKind,
  type TableSchedule,
  type TableStatus,
} from '@app/persistence';
import type { BlindDebt, RuleSet, Stakes } from '@app/razz-engine';
import type { SeedRevealRule } from '@app/persistence';
import type { TableInfo } from '../../hands/table-facts';
import type { HandSummaryView, SeatView, TableView, ViewerSummary } from '../table-view';
import type * as rotation from '../../hands/table-rotation';
import { HandView } from './hand-view.views';
import { StakesDto } from './stakes.dto';

/**
 * The OpenAPI shapes of the table views (`table-view.ts` builds them). A class that `implements`
 * its domain type is that type, documented: the compiler keeps the two the same, and the one
 * mapper (`tableInfo`, `rotationView`, `buildTableView`) builds the JSON.
 */
export class TableGameView {
  @ApiProperty({ example: 'stud' }) preset!: string;
  @ApiProperty({ example: 'stud', description: 'The engine game: razz, stud, stud8, holdem, omaha, omaha8' }) game!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The complete RuleSet this game is dealt under' }) rules!: object;
  @ApiProperty({ type: StakesDto }) stakes!: StakesDto;
}

export class TableScheduleView {
  @ApiProperty({ example: 'Triple Stud', description: 'The name hand histories give the rotation' }) mix!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { kind: 'every-n-hands', hands: 8 },
    description: '{ kind: every-n-hands, hands } or { kind: per-orbit }',
  })
  rotation!: object;
  @ApiProperty({ type: [TableGameView] }) games!: TableGameView[];
}

/** One game of a schedule as clients see it (`rotationView`). */
export class ScheduledGameView implements rotation.ScheduledGameView {
  @ApiProperty({ type: 'integer', description: 'Position in schedule.games' }) index!: number;
  @ApiProperty({ example: 'stud' }) preset!: string;
  @ApiProperty({ example: 'stud' }) game!: string;
  @ApiProperty({ example: 'Seven-Card Stud' }) name!: string;
  @ApiProperty({ type: StakesDto }) stakes!: Stakes;
}

export class RotationView implements rotation.RotationView {
  @ApiProperty({ example: 'Triple Stud' }) mix!: string;
  @ApiProperty({ type: ScheduledGameView, description: 'The game of the hand in progress (or the last one; before any, the first)' })
  current!: ScheduledGameView;
  @ApiProperty({ type: ScheduledGameView, description: 'The game after it' }) next!: ScheduledGameView;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description:
      'Hands of the current game still to deal after the current (or last) hand; 0: the next hand deals `next`. Null before the first hand of a per-orbit rotation',
  })
  handsUntilChange!: number | null;
}

export class FlopPositionsView {
  @ApiProperty({ type: 'integer', description: 'The button (a seat number; it may be an empty seat: a dead button)' }) button!: number;
  @ApiProperty({ type: 'integer', description: "The small blind's position (its seat may be empty: a dead small blind)" }) smallBlind!: number;
  @ApiProperty({ type: 'integer' }) bigBlind!: number;
}

export class TableInfoView implements TableInfo {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: TABLE_KINDS }) kind!: TableKind;
  @ApiProperty({ enum: TABLE_STATUSES, description: 'closing: no new hands; closed once the hand in progress ends' }) status!: TableStatus;
  @ApiProperty({ example: 'razz' }) preset!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The engine RuleSet the table deals under' }) rules!: RuleSet;
  @ApiProperty({ type: StakesDto, description: "A rotation table: its first game's (see schedule)" }) stakes!: Stakes;
  @ApiProperty({ type: TableScheduleView, nullable: true, description: "A rotation table's games; null for a one-game table" }) schedule!: TableSchedule | null;
  @ApiProperty({ type: RotationView, nullable: true, description: 'A rotation table: current and next game, hands until the change' })
  rotation!: RotationView | null;
  @ApiProperty({ type: 'integer' }) maxSeats!: number;
  @ApiProperty({ example: 'USD' }) unit!: string;
  @ApiProperty({ type: 'integer', nullable: true }) minBuyIn!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) maxBuyIn!: number | null;
  @ApiProperty({ type: 'integer' }) actionTimeoutMs!: number;
  @ApiProperty({ type: 'integer' }) handPauseMs!: number;
  @ApiProperty({ type: 'integer' }) maxTimeouts!: number;
  @ApiProperty({ description: 'Tournament tables: sitting-out players are dealt in (TDA R30)' }) dealSittingOut!: boolean;
  @ApiProperty({ type: String, nullable: true }) tournamentId!: string | null;
  @ApiProperty({ type: 'integer' }) handsStarted!: number;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) closedAt!: string | null;
  @ApiProperty({ enum: TABLE_DEALINGS, description: 'live: dealt by a human dealer, the backend tracks seats and chips only (cash games)' })
  dealing!: TableDealing;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The cash game the table was opened for' }) cashGameId!: string | null;
  @ApiProperty({
    type: FlopPositionsView,
    nullable: true,
    description: 'Flop games: where the button and the blinds stood at the last flop-game hand (a rotation keeps them through its stud games)',
  })
  flopPositions!: FlopPositionsView | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { kind: 'hours', hours: 24 },
    description:
      "When the table's seed epoch ends and its server seed is revealed (docs/fairness.md): { kind: 'hand' } after every hand, or { kind: 'hours', hours }; always when the table closes or a director asks",
  })
  seedReveal!: SeedRevealRule;
}

export class SeatViewDto implements SeatView {
  @ApiProperty({ type: 'integer' }) seat!: number;
  @ApiProperty({ format: 'uuid' }) playerId!: string;
  @ApiProperty() screenName!: string;
  @ApiProperty({ description: 'A bot the room seated (POST /tables/{id}/bots): it acts on its own' }) bot!: boolean;
  @ApiProperty({ type: 'integer', description: 'Chips behind (the engine stack during a hand the seat plays)' }) stack!: number;
  @ApiProperty() sittingOut!: boolean;
  @ApiProperty({ description: 'Leaves (and is cashed out) when the hand in progress ends' }) leaving!: boolean;
  @ApiProperty() inHand!: boolean;
  @ApiProperty({
    enum: ['none', 'big', 'small', 'both'],
    description: 'Flop games at cash tables: what the seat owes before it plays without waiting for the big blind (a new player a big blind; missed blinds)',
  })
  blindDebt!: BlindDebt;
  @ApiProperty({ description: 'While owing: wait for the big blind (true) or post what is owed at the next hand' }) waitForBigBlind!: boolean;
  @ApiProperty({ description: "The player's client seed (docs/fairness.md): part of the shuffle of every hand dealt to them; '' for none" })
  clientSeed!: string;
}

export class HandFairnessView {
  @ApiProperty({ description: "SHA-256 (hex) of the server seed of the hand's epoch" }) commitment!: string;
  @ApiProperty({ format: 'uuid', description: 'The seed epoch: its seed is revealed when it ends (GET /tables/{id}/seed-epochs)' }) epoch!: string;
  @ApiProperty({ example: '1042', description: "The hand's nonce: its room-wide serial (the PokerStars Hand #)" }) nonce!: string;
  @ApiProperty({ example: '1=alice;3=;6=lucky 7', description: '<seat>=<client seed> for each seat dealt in, ascending, joined by ;' }) clientSeed!: string;
}

export class HandSummaryViewDto implements HandSummaryView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: 'integer' }) number!: number;
  @ApiProperty({ enum: ['running', 'finished'] }) status!: 'running' | 'finished';
  @ApiProperty({ type: 'integer', description: 'Send it back with actions' }) version!: number;
  @ApiProperty({ type: String, nullable: true }) deadlineAt!: string | null;
  @ApiProperty({ type: HandView, description: "The engine's HandView for the caller: own down cards only (staff: all), legal actions on the caller's turn" })
  view!: HandSummaryView['view'];
  @ApiProperty({ type: HandFairnessView, nullable: true, description: 'How the hand was shuffled (docs/fairness.md); null for a hand dealt otherwise' })
  fairness!: HandFairnessView | null;
}

export class ViewerDto implements ViewerSummary {
  @ApiProperty({ enum: API_KEY_ROLES }) role!: ApiKeyRole;
  @ApiProperty({ type: String, nullable: true }) playerId!: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) seat!: number | null;
  @ApiProperty({ enum: ['everything', 'own-cards', 'public'] }) sees!: ViewerSummary['sees'];
}

export class TableViewDto extends TableInfoView implements TableView {
  @ApiProperty({ type: [SeatViewDto] }) seats!: SeatViewDto[];
  @ApiPropertyOptional({ type: HandSummaryViewDto, nullable: true, description: 'The hand in progress, or the last one' }) hand!: HandSummaryViewDto | null;
  @ApiProperty({ type: ViewerDto }) viewer!: ViewerDto;
}

export class TablePage {
  @ApiProperty({ type: [TableInfoView] }) items!: TableInfoView[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}

export class TestDecksQueuedView {
  @ApiProperty({ type: 'integer', description: 'Decks now waiting for this table' }) queued!: number;
}
