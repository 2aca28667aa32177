import { ApiProperty } from '@nestjs/swagger';
import { ENTRY_STATUSES } from '@app/persistence';

const FULL_NAME = 'Staff keys only (admin, director, cashier, floor); null for player keys or when not given';

/** A move the floor still has to carry out for this player (`tournament_move_instructions`). */
export class MovingView {
  @ApiProperty({ type: 'integer' }) toTable!: number;
  @ApiProperty({ type: 'integer' }) toSeat!: number;
  @ApiProperty({ example: 'balance', description: 'balance, break, final-table, redraw, director' }) reason!: string;
}

export class SeatingRowView {
  @ApiProperty({ type: 'integer', description: 'The table number (0: a table made by hand, without one)' }) table!: number;
  @ApiProperty({ format: 'uuid' }) tableId!: string;
  @ApiProperty({ type: 'integer' }) seat!: number;
  @ApiProperty({ format: 'uuid' }) playerId!: string;
  @ApiProperty() screenName!: string;
  @ApiProperty({ type: String, nullable: true, description: FULL_NAME }) fullName!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'GB', description: 'ISO 3166-1 alpha-2, when given' }) country!: string | null;
  @ApiProperty({ type: 'integer', description: 'Chips on the seat (the seat stack as the ledger holds it)' }) stack!: number;
  @ApiProperty({ type: MovingView, nullable: true, description: 'A pending move instruction for this player, if any' }) moving!: MovingView | null;
}

export class SeatingView {
  @ApiProperty({ format: 'uuid' }) tournamentId!: string;
  @ApiProperty({ enum: ['table', 'name'] }) order!: string;
  @ApiProperty({ description: 'Whether full names are shown (staff keys)' }) fullNames!: boolean;
  @ApiProperty({ type: 'integer' }) players!: number;
  @ApiProperty({ type: [SeatingRowView], description: 'By table then seat, or by screen name (ignoring case and accents)' }) items!: SeatingRowView[];
}

export class LookupMatchView {
  @ApiProperty({ format: 'uuid' }) playerId!: string;
  @ApiProperty() screenName!: string;
  @ApiProperty({ type: String, nullable: true, description: FULL_NAME }) fullName!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'GB' }) country!: string | null;
  @ApiProperty({ enum: ['screenName', 'fullName'], description: 'Which name matched' }) matched!: string;
  @ApiProperty({ enum: ENTRY_STATUSES, description: "The player's latest entry" }) status!: string;
  @ApiProperty({ type: 'integer', description: 'The latest entry: 1 the first, 2 the first re-entry…' }) entryNo!: number;
  @ApiProperty({ type: 'integer', description: "The player's entries in this tournament" }) entries!: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'When seated' }) table!: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'When seated' }) seat!: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Chips on the seat, when seated' }) stack!: number | null;
  @ApiProperty({ type: MovingView, nullable: true }) moving!: MovingView | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Once out (or the winner): the final place' }) place!: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'The worst place of a shared range' }) placeTo!: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Minor units, once paid' }) prize!: number | null;
}

export class LookupView {
  @ApiProperty({ format: 'uuid' }) tournamentId!: string;
  @ApiProperty({ description: 'The query as searched (trimmed)' }) q!: string;
  @ApiProperty({ type: [LookupMatchView], description: 'Best match first (exact, name start, word start, anywhere), at most 50' }) items!: LookupMatchView[];
  @ApiProperty({ description: 'More players matched than listed: type more of the name' }) more!: boolean;
}

export class PrizePoolStatsView {
  @ApiProperty({ type: 'integer', description: 'Minor units collected from buy-ins, re-entries, rebuys and add-ons (fees excluded)' }) collected!: number;
  @ApiProperty({ type: 'integer', description: 'Minor units' }) guarantee!: number;
  @ApiProperty({ type: 'integer', description: 'Minor units the house adds: total − collected' }) overlay!: number;
  @ApiProperty({ type: 'integer', description: 'Minor units: the final pool once known, else max(collected, guarantee)' }) total!: number;
  @ApiProperty({ description: 'The pool is final (no more money can come in)' }) final!: boolean;
}

export class TournamentStatisticsView {
  @ApiProperty({ format: 'uuid' }) tournamentId!: string;
  @ApiProperty() name!: string;
  @ApiProperty() status!: string;
  @ApiProperty({ example: 'USD' }) currency!: string;
  @ApiProperty({ type: 'integer', description: 'Entries taken, re-entries included' }) entries!: number;
  @ApiProperty({ type: 'integer' }) reEntries!: number;
  @ApiProperty({ type: 'integer', description: 'Different players with an entry' }) uniquePlayers!: number;
  @ApiProperty({ type: 'integer' }) rebuys!: number;
  @ApiProperty({ type: 'integer' }) addOns!: number;
  @ApiProperty({ type: PrizePoolStatsView }) prizePool!: PrizePoolStatsView;
  @ApiProperty({ type: 'integer' }) playersLeft!: number;
  @ApiProperty({ type: 'integer' }) chipsInPlay!: number;
  @ApiProperty({ type: 'integer', description: 'Chips in play ÷ players left, rounded down (0 with nobody left)' }) averageStack!: number;
  @ApiProperty({ type: String, nullable: true }) startedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) finishedAt!: string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Start to finish; while running, start to now; null before the start' }) durationMs!:
    number | null;
  @ApiProperty({ type: 'integer', description: 'Levels reached, the current one counted (0 before the start)' }) levelsPlayed!: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'The level hands are dealt at (during a break: the level before it); at the end, the last' })
  currentLevel!: number | null;
  @ApiProperty({ type: 'integer', description: "Hands dealt by the engine at the tournament's tables (0 for live dealing)" }) handsDealt!: number;
}
