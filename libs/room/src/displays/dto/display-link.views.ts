import { ApiProperty } from '@nestjs/swagger';
import type { BoardDisplayLink, TournamentDisplayLink } from '@app/persistence';
import { ClockView } from '../../tournaments/dto/clock.view';
import { TournamentPayoutsView } from '../../tournaments/dto/tournament-money.views';
import { TournamentView } from '../../tournaments/dto/tournament.views';
import { MoveInstructionView } from '../../tournaments/live/dto/floor.views';

export class DisplayLinkView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) tournamentId!: string;
  @ApiProperty() name!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) revokedAt!: string | null;
}

export class CreatedDisplayLinkView extends DisplayLinkView {
  @ApiProperty({ description: 'The link’s secret, shown only in this answer (only its SHA-256 is stored)', example: 'dl_…' }) token!: string;
  @ApiProperty({ description: 'The display page for the TV: `/tv/<token>`', example: '/tv/dl_…' }) path!: string;
}

export class DisplayLinkList {
  @ApiProperty({ type: [DisplayLinkView] }) items!: DisplayLinkView[];
}

/** A link to the room's waitlist board (no tournament). */
export class BoardLinkView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['waitlist-board'] }) kind!: 'waitlist-board';
  @ApiProperty() name!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) revokedAt!: string | null;
}

export class CreatedBoardLinkView extends BoardLinkView {
  @ApiProperty({ description: 'The link’s secret, shown only in this answer (only its SHA-256 is stored)', example: 'dl_…' }) token!: string;
  @ApiProperty({ description: 'The board page for the TV: `/board/<token>`', example: '/board/dl_…' }) path!: string;
}

export class BoardLinkList {
  @ApiProperty({ type: [BoardLinkView] }) items!: BoardLinkView[];
}

export class DisplayBustView {
  @ApiProperty({ format: 'uuid' }) playerId!: string;
  @ApiProperty() screenName!: string;
  @ApiProperty({ type: 'integer', nullable: true }) place!: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'The worst place of a shared range' }) placeTo!: number | null;
  @ApiProperty() bustedAt!: string;
}

/** What a TV shows: everything public about one tournament's clock, read with the link's token. */
export class DisplaySnapshotView {
  @ApiProperty({ type: TournamentView, description: 'The `GET /tournaments/{id}` body' }) tournament!: TournamentView;
  @ApiProperty({ type: ClockView, description: 'The `GET /tournaments/{id}/clock` body' }) clock!: ClockView;
  @ApiProperty({
    type: 'integer',
    description: 'Entries after a player’s first (counted as in `GET /tournaments/{id}/statistics`; the clock’s `entries` includes them)',
  })
  reEntries!: number;
  @ApiProperty({ type: 'integer', description: 'Different players with an entry (as in `GET /tournaments/{id}/statistics`)' }) uniquePlayers!: number;
  @ApiProperty({ type: [DisplayBustView], description: 'The last 10 busts, newest first' }) busts!: DisplayBustView[];
  @ApiProperty({ type: [MoveInstructionView], description: 'Pending move instructions (live events)' }) moves!: MoveInstructionView[];
  @ApiProperty({ type: TournamentPayoutsView, nullable: true, description: 'The tournament’s payouts, once the prize pool is final' })
  payouts!: TournamentView['payouts'];
}

export function displayLinkView(link: TournamentDisplayLink): DisplayLinkView {
  return {
    id: link.id,
    tournamentId: link.tournamentId,
    name: link.name,
    createdAt: link.createdAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
  };
}

export function boardLinkView(link: BoardDisplayLink): BoardLinkView {
  return { id: link.id, kind: link.kind, name: link.name, createdAt: link.createdAt.toISOString(), revokedAt: link.revokedAt?.toISOString() ?? null };
}
