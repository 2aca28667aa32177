import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { StoredStructure, Tournament, TournamentDeal, TournamentEntry } from '@app/persistence';
import type { Structure } from '@app/tournament-core';
import { toJsonAmount } from '../../common/amounts/json-amount';
import { DealPlayerView, TournamentAddOnView, TournamentPayoutsView, TournamentRebuyView } from './tournament-money.views';
import { STRUCTURE_PRESET_NAMES } from './create-tournament.dto';

const amount = (v: bigint) => toJsonAmount(v);
const amountOrNull = (v: bigint | null) => (v === null ? null : toJsonAmount(v));

export class StructureView {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ type: [Object], description: 'Levels and breaks in order' })
  items!: unknown[];

  @ApiProperty()
  createdAt!: string;
}

export function structureView(s: StoredStructure): StructureView {
  return { id: s.id, name: s.name, items: s.items, createdAt: s.createdAt.toISOString() };
}

export class StructurePresetView {
  @ApiProperty({ enum: STRUCTURE_PRESET_NAMES })
  name!: string;

  @ApiProperty({ type: Object })
  structure!: Structure;
}

/** A Day 1 flight's place in its multi-day event and its stop rule (docs/tournaments.md "Multi-day events and flights"). */
export class TournamentFlightTermsView {
  @ApiProperty({ format: 'uuid', description: 'The multi-day event (its Day 2)' }) eventId!: string;
  @ApiProperty({ example: '1A' }) name!: string;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Stops when at most ⌈entries × percent / 100⌉ players are left (registration closed)' })
  stopPercent!: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Stops at the end of this level' }) stopLevel!: number | null;
}

export class TournamentView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['scheduled', 'registering', 'running', 'on-break', 'finished', 'cancelled'] }) status!: string;
  @ApiProperty({ example: 'preset:standard' }) structureSource!: string;
  @ApiProperty({ type: Object }) structure!: Structure;
  @ApiProperty({ example: 'USD' }) currency!: string;
  @ApiProperty({ type: 'integer' }) buyIn!: number;
  @ApiProperty({ type: 'integer' }) fee!: number;
  @ApiProperty({
    enum: ['none', 'fixed', 'progressive'],
    description: 'Bounties (docs/tournaments.md "Bounties and progressive knockouts"); `progressive`: PKO',
  })
  bountyKind!: string;
  @ApiProperty({
    type: 'integer',
    description: "Minor units of each entry's price put on the entrant's head (0 without bounties): an entry costs buyIn + bounty + fee",
  })
  bounty!: number;
  @ApiProperty({ type: 'integer', description: 'chips:<id> units' }) startingStack!: number;
  @ApiProperty({ example: 'chips:…' }) chipUnit!: string;
  @ApiProperty({ type: 'integer' }) maxPlayers!: number;
  @ApiProperty({ type: 'integer' }) seatsPerTable!: number;
  @ApiProperty({ enum: ['engine', 'live'], description: '`live`: people deal; the floor reports what happens' }) dealing!: 'engine' | 'live';
  @ApiProperty({
    enum: ['scheduled', 'sit-and-go', 'multi-day'],
    description: '`sit-and-go`: starts by itself when full; `multi-day`: an event whose Day 1 flights feed its Day 2',
  })
  format!: Tournament['format'];
  @ApiProperty({ description: 'Sit & go: a fresh copy opens for registration when this one starts' }) reRegister!: boolean;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'A re-registered copy: the first sit & go of its series' }) seriesId!:
    string | null;
  @ApiProperty({ type: 'integer', description: 'The running number within the series (the first: 1, or the number its name ends with)' }) seriesNumber!: number;
  @ApiProperty({ description: 'Sit & go shoot-out: each table plays to one winner, then the winners play a final table' }) shootOut!: boolean;
  @ApiProperty({ type: 'integer' }) actionTimeoutMs!: number;
  @ApiProperty({ type: 'integer' }) handPauseMs!: number;
  @ApiProperty({ type: 'integer' }) lateRegistrationLevels!: number;
  @ApiProperty({ type: 'integer' }) maxReentries!: number;
  @ApiProperty({ type: TournamentRebuyView, nullable: true }) rebuy!: { levels: number; price: number; fee: number; chips: number } | null;
  @ApiProperty({ type: TournamentAddOnView, nullable: true }) addOn!: { price: number; fee: number; chips: number } | null;
  @ApiProperty({ type: 'integer' }) guarantee!: number;
  @ApiProperty({ type: Object, nullable: true, description: 'null: the standard table' }) payoutTable!: unknown;
  @ApiProperty({ type: 'integer' }) payoutRounding!: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Players left when hand-for-hand starts; null: at the bubble; 0: never' }) handForHandAt!:
    number | null;
  @ApiProperty({ description: 'Hand-for-hand play is on: tables deal one hand per round' }) handForHand!: boolean;
  @ApiProperty({ type: 'integer', description: 'The current hand-for-hand round' }) handForHandRound!: number;
  @ApiProperty({ type: 'integer', description: 'Entries taken, re-entries included' }) entries!: number;
  @ApiProperty({ type: 'integer', description: 'Prize money collected (fees excluded)' }) collected!: number;
  @ApiProperty({ type: TournamentPayoutsView, nullable: true, description: 'Once the prize pool is final' }) payouts!: {
    prizePool: number;
    overlay: number;
    percentages: number[];
    amounts: number[];
  } | null;
  @ApiProperty({ type: TournamentFlightTermsView, nullable: true, description: 'A Day 1 flight: its event and stop rule' })
  flight!: TournamentFlightTermsView | null;
  @ApiProperty({
    enum: ['if-busted', 'keep-best'],
    nullable: true,
    description: 'A multi-day event: `if-busted` — a player with a bag plays no other flight; `keep-best` — several flights, the biggest bag goes to Day 2',
  })
  flightReentry!: 'if-busted' | 'keep-best' | null;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'A satellite: the tournament its seats are entries into (docs/tournaments.md "Satellites")',
  })
  satelliteTargetId!: string | null;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description:
      "A satellite: the seats it awards, fixed with its payouts (prize pool ÷ the target's entry price; payouts.amounts: each seat's value, then the cash remainder)",
  })
  satelliteSeats!: number | null;
  @ApiProperty({ type: String, nullable: true }) scheduledStartAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) startedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) finishedAt!: string | null;
  @ApiProperty() createdAt!: string;
}

export function tournamentView(t: Tournament): TournamentView {
  return {
    id: t.id,
    name: t.name,
    status: t.status,
    structureSource: t.structureSource,
    structure: t.structure,
    currency: t.currency,
    buyIn: amount(t.buyIn),
    fee: amount(t.fee),
    bountyKind: t.bountyKind,
    bounty: amount(t.bounty),
    startingStack: amount(t.startingStack),
    chipUnit: `chips:${t.id}`,
    maxPlayers: t.maxPlayers,
    seatsPerTable: t.seatsPerTable,
    dealing: t.dealing,
    format: t.format,
    reRegister: t.reRegister,
    seriesId: t.seriesId,
    seriesNumber: t.seriesNumber,
    shootOut: t.shootOut,
    actionTimeoutMs: t.actionTimeoutMs,
    handPauseMs: t.handPauseMs,
    lateRegistrationLevels: t.lateRegistrationLevels,
    maxReentries: t.maxReentries,
    rebuy: t.rebuyLevels > 0 ? { levels: t.rebuyLevels, price: amount(t.rebuyPrice), fee: amount(t.rebuyFee), chips: amount(t.rebuyChips) } : null,
    addOn: t.addOnChips > 0n ? { price: amount(t.addOnPrice), fee: amount(t.addOnFee), chips: amount(t.addOnChips) } : null,
    guarantee: amount(t.guarantee),
    payoutTable: t.payoutTable
      ? { name: t.payoutTable.name, bands: t.payoutTable.bands.map((b) => ({ ...b, maxEntries: b.maxEntries === Infinity ? null : b.maxEntries })) }
      : null,
    payoutRounding: amount(t.payoutRounding),
    handForHandAt: t.handForHandAt,
    handForHand: t.handForHand,
    handForHandRound: t.handForHandRound,
    entries: t.entriesCount,
    collected: amount(t.collected),
    payouts: t.payouts
      ? {
          prizePool: amount(t.payouts.prizePool),
          overlay: amount(t.payouts.overlay),
          percentages: t.payouts.percentages,
          amounts: t.payouts.amounts.map(amount),
        }
      : null,
    flight: t.flightOfId !== null ? { eventId: t.flightOfId, name: t.flightName ?? '', stopPercent: t.flightStopPercent, stopLevel: t.flightStopLevel } : null,
    flightReentry: t.flightReentry,
    satelliteTargetId: t.satelliteTargetId,
    satelliteSeats: t.satelliteSeats,
    scheduledStartAt: t.scheduledStartAt?.toISOString() ?? null,
    startedAt: t.startedAt?.toISOString() ?? null,
    finishedAt: t.finishedAt?.toISOString() ?? null,
    createdAt: t.createdAt.toISOString(),
  };
}

export class TournamentPage {
  @ApiProperty({ type: [TournamentView] }) items!: TournamentView[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}

export class StructurePage {
  @ApiProperty({ type: [StructureView] }) items!: StructureView[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}

export class TournamentEntryView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) tournamentId!: string;
  @ApiProperty({ format: 'uuid' }) playerId!: string;
  @ApiProperty() screenName!: string;
  @ApiProperty({ type: 'integer', description: '1 for the first entry, 2 for the first re-entry…' }) entryNo!: number;
  @ApiProperty({
    enum: ['registered', 'playing', 'busted', 'finished', 'unregistered', 'advanced'],
    description: '`advanced`: bagged chips at the end of a Day 1 flight',
  })
  status!: string;
  @ApiProperty({ type: 'integer' }) rebuys!: number;
  @ApiProperty() addOn!: boolean;
  @ApiPropertyOptional({ type: 'integer', nullable: true }) place!: number | null;
  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'The worst place of a shared range' }) placeTo!: number | null;
  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'Minor units, once paid' }) prize!: number | null;
  @ApiProperty({ type: 'integer', description: "Bounty tournaments: the bounty on this entry's head now, minor units (0 once busted or paid)" })
  bounty!: number;
  @ApiProperty({ type: 'integer', description: 'Bounty tournaments: bounty cash paid to this entry so far, minor units' }) bountyWon!: number;
  @ApiProperty() createdAt!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) bustedAt!: string | null;
  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'A Day 1 flight entry that advanced: the chips it bagged' }) baggedChips!: number | null;
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'A Day 2 entry: the flight entry whose bag it plays' }) fromFlightEntryId!:
    string | null;
  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: "A satellite's seat-winner: its entry in the target (prize: the seat's value); null with a prize when the seat was paid in cash",
  })
  wonEntryId!: string | null;
}

export function entryView(e: TournamentEntry): TournamentEntryView {
  return {
    id: e.id,
    tournamentId: e.tournamentId,
    playerId: e.playerId,
    screenName: e.screenName,
    entryNo: e.entryNo,
    status: e.status,
    rebuys: e.rebuys,
    addOn: e.addOn,
    place: e.place,
    placeTo: e.placeTo,
    prize: amountOrNull(e.prize),
    bounty: amount(e.bounty),
    bountyWon: amount(e.bountyWon),
    createdAt: e.createdAt.toISOString(),
    bustedAt: e.bustedAt?.toISOString() ?? null,
    baggedChips: amountOrNull(e.baggedChips),
    fromFlightEntryId: e.fromFlightEntryId,
    wonEntryId: e.wonEntryId,
  };
}

export class EntryList {
  @ApiProperty({ type: [TournamentEntryView] }) items!: TournamentEntryView[];
}

export class ResultsView {
  @ApiProperty({ format: 'uuid' }) tournamentId!: string;
  @ApiProperty() status!: string;
  @ApiProperty({ type: TournamentPayoutsView, nullable: true }) payouts!: TournamentView['payouts'];
  @ApiProperty({ type: [TournamentEntryView], description: 'Placed entries, best place first' }) places!: TournamentEntryView[];
}

export class DealView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) tournamentId!: string;
  @ApiProperty({ enum: ['icm', 'chip-chop'] }) method!: string;
  @ApiProperty({ enum: ['proposed', 'confirmed', 'void'] }) status!: string;
  @ApiProperty({ type: [DealPlayerView] }) players!: { entryId: string; playerId: string; stack: number; amount: number; seat: boolean }[];
  @ApiProperty({ type: 'integer', isArray: true, description: 'The prizes still to be won, 1st first' }) prizes!: number[];
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) confirmedAt!: string | null;
}

export function dealView(d: TournamentDeal): DealView {
  return {
    id: d.id,
    tournamentId: d.tournamentId,
    method: d.method,
    status: d.status,
    players: d.players.map((p) => ({ entryId: p.entryId, playerId: p.playerId, stack: Number(p.stack), amount: Number(p.amount), seat: p.seat === true })),
    prizes: d.prizes.map(Number),
    createdAt: d.createdAt.toISOString(),
    confirmedAt: d.confirmedAt?.toISOString() ?? null,
  };
}
