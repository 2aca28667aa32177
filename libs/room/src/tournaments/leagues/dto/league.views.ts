import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { League, LeagueEventSummary, LeagueFormula } from '@app/persistence';
import { toJsonAmount } from '../../../common/amounts/json-amount';
import { countsForLeague, PlayerEventResult, Standing } from '../league-standings';

export class LeagueSeasonView {
  @ApiProperty({ example: '2027-01-01' }) from!: string;
  @ApiProperty({ example: '2027-06-30' }) to!: string;
}

export class LeagueFormulaView {
  @ApiProperty({ enum: ['by-place', 'field-size'] }) kind!: 'by-place' | 'field-size';
  @ApiPropertyOptional({ type: 'integer', isArray: true, description: 'by-place: the points of 1st, 2nd, 3rd…' }) places?: number[];
  @ApiProperty({ type: 'integer', description: 'Points for everyone who entered' }) participation!: number;
  @ApiPropertyOptional({ type: 'integer', description: 'field-size: the scale' }) k?: number;
  @ApiPropertyOptional({ type: 'integer', description: 'field-size: the buy-in unit, minor units' }) base?: number;
}

export class LeagueEventView {
  @ApiProperty({ format: 'uuid' }) tournamentId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['scheduled', 'registering', 'running', 'on-break', 'finished', 'cancelled'] }) status!: string;
  @ApiProperty({ type: 'integer', description: 'Minor units, fee excluded' }) buyIn!: number;
  @ApiProperty({ type: 'integer', description: 'Entries, re-entries included' }) entries!: number;
  @ApiProperty({ type: String, nullable: true, description: 'When it finished, else started, else is scheduled to start' }) date!: string | null;
  @ApiProperty({ description: 'True once finished: only finished events earn points' }) counts!: boolean;
  @ApiProperty() addedAt!: string;
}

export class LeagueSummaryView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ example: 'USD' }) currency!: string;
  @ApiProperty({ type: LeagueSeasonView }) season!: LeagueSeasonView;
  @ApiProperty({ type: LeagueFormulaView }) formula!: LeagueFormulaView;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
}

export class LeagueView extends LeagueSummaryView {
  @ApiProperty({ type: [LeagueEventView], description: 'In the order they were added' }) events!: LeagueEventView[];
}

export class LeaguePage {
  @ApiProperty({ type: [LeagueSummaryView] }) items!: LeagueSummaryView[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}

export class FinishView {
  @ApiProperty({ type: 'integer' }) place!: number;
  @ApiProperty({ type: 'integer', description: 'The last place of a shared range (equal to place when not shared)' }) placeTo!: number;
}

export class StandingView {
  @ApiProperty({ type: 'integer', description: '1 = first; equal on every tie-break: the same rank' }) rank!: number;
  @ApiProperty({ format: 'uuid' }) playerId!: string;
  @ApiProperty() screenName!: string;
  @ApiProperty({ type: 'integer', description: 'Points (a shared place averages its range, rounded to a whole point)' }) points!: number;
  @ApiProperty({ type: 'integer', description: 'Counted (finished) events entered' }) events!: number;
  @ApiProperty({ type: 'integer', description: 'The best single event’s points (the first tie-break)' }) bestEventPoints!: number;
  @ApiProperty({ type: FinishView, nullable: true }) bestFinish!: FinishView | null;
  @ApiProperty({ type: 'integer', description: 'Prizes won in the counted events, minor units of the league’s currency' }) prizes!: number;
}

export class StandingsPage {
  @ApiProperty({ format: 'uuid' }) leagueId!: string;
  @ApiProperty({ example: 'USD' }) currency!: string;
  @ApiProperty({ type: 'integer', description: 'Finished events, the ones that count' }) eventsCounted!: number;
  @ApiProperty({ type: [StandingView] }) items!: StandingView[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}

export class PlayerEventView {
  @ApiProperty({ format: 'uuid' }) tournamentId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true, description: 'When the event finished' }) date!: string | null;
  @ApiProperty({ type: 'integer', description: 'The event’s entries, re-entries included' }) entries!: number;
  @ApiProperty({ type: 'integer', description: 'The player’s own entries (2 or more: re-entered; the best counts)' }) playerEntries!: number;
  @ApiProperty({ type: 'integer', nullable: true }) place!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) placeTo!: number | null;
  @ApiProperty({ type: 'integer' }) points!: number;
  @ApiProperty({ type: 'integer', description: 'Minor units' }) prize!: number;
}

export class PlayerHistoryView {
  @ApiProperty({ format: 'uuid' }) leagueId!: string;
  @ApiProperty({ format: 'uuid' }) playerId!: string;
  @ApiProperty() screenName!: string;
  @ApiProperty({ type: 'integer', nullable: true, description: 'null: no counted event played' }) rank!: number | null;
  @ApiProperty({ type: 'integer' }) points!: number;
  @ApiProperty({ type: 'integer' }) prizes!: number;
  @ApiProperty({ type: [PlayerEventView], description: 'Counted events the player entered, in the league’s order' }) events!: PlayerEventView[];
}

export function formulaView(formula: LeagueFormula): LeagueFormulaView {
  return formula.kind === 'by-place'
    ? { kind: 'by-place', places: [...formula.places], participation: formula.participation }
    : { kind: 'field-size', k: formula.k, base: formula.base, participation: formula.participation };
}

export function leagueSummaryView(l: League): LeagueSummaryView {
  return {
    id: l.id,
    name: l.name,
    currency: l.currency,
    season: { from: l.seasonFrom, to: l.seasonTo },
    formula: formulaView(l.formula),
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
  };
}

export function leagueEventView(e: LeagueEventSummary): LeagueEventView {
  const date = e.finishedAt ?? e.startedAt ?? e.scheduledStartAt;
  return {
    tournamentId: e.tournamentId,
    name: e.name,
    status: e.status,
    buyIn: toJsonAmount(e.buyIn),
    entries: e.entries,
    date: date ? date.toISOString() : null,
    counts: countsForLeague(e),
    addedAt: e.addedAt.toISOString(),
  };
}

export function standingView(s: Standing): StandingView {
  return {
    rank: s.rank,
    playerId: s.playerId,
    screenName: s.screenName,
    points: s.points,
    events: s.events,
    bestEventPoints: s.bestEventPoints,
    bestFinish: s.bestFinish ? { place: s.bestFinish.place, placeTo: s.bestFinish.placeTo ?? s.bestFinish.place } : null,
    prizes: toJsonAmount(s.prizes),
  };
}

export function playerEventView(r: PlayerEventResult): PlayerEventView {
  return {
    tournamentId: r.tournamentId,
    name: r.name,
    date: r.date ? r.date.toISOString() : null,
    entries: r.entries,
    playerEntries: r.playerEntries,
    place: r.place,
    placeTo: r.placeTo,
    points: r.points,
    prize: toJsonAmount(r.prize),
  };
}
