import { ApiProperty } from '@nestjs/swagger';
import { entryView, TournamentEntryView, TournamentView, tournamentView } from '../../dto/tournament.views';
import type { FlightReport, FlightSummary } from '../flights.service';

export class FlightSummaryView {
  @ApiProperty({ type: TournamentView }) flight!: TournamentView;
  @ApiProperty({ type: 'integer', description: 'Players still in (registered or playing)' }) playersLeft!: number;
  @ApiProperty({ type: 'integer', description: 'Entries that bagged chips (status advanced)' }) survivors!: number;
}

export class FlightList {
  @ApiProperty({ format: 'uuid' }) eventId!: string;
  @ApiProperty({ type: [FlightSummaryView], description: 'By flight name' }) items!: FlightSummaryView[];
}

export class BaggedEntryView {
  @ApiProperty({ type: TournamentEntryView }) entry!: TournamentEntryView;
  @ApiProperty({ description: 'This bag plays Day 2 (keep-best: only a player’s biggest bag does)' }) carriedToDay2!: boolean;
}

export class FlightReportView {
  @ApiProperty({ type: TournamentView }) flight!: TournamentView;
  @ApiProperty({ format: 'uuid' }) eventId!: string;
  @ApiProperty({ type: [BaggedEntryView], description: 'Biggest bag first' }) bagged!: BaggedEntryView[];
  @ApiProperty({ type: [TournamentEntryView], description: 'Busted entries, the last out first (flight busts take no place in the event)' })
  busted!: TournamentEntryView[];
}

export function flightListView(eventId: string, flights: readonly FlightSummary[]): FlightList {
  return {
    eventId,
    items: flights.map((f) => ({ flight: tournamentView(f.flight), playersLeft: f.playersLeft, survivors: f.survivors })),
  };
}

export function flightReportView(r: FlightReport): FlightReportView {
  return {
    flight: tournamentView(r.flight),
    eventId: r.event.id,
    bagged: r.bagged.map((b) => ({ entry: entryView(b.entry), carriedToDay2: b.carriedToDay2 })),
    busted: r.busted.map(entryView),
  };
}
