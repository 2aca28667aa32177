import { Injectable } from '@nestjs/common';
import {
  PendingMove,
  ReportEntrant,
  TableLayout,
  Tournament,
  TournamentClockRepository,
  TournamentReportQueries,
  TournamentRepository,
  TournamentTableQueries,
} from '@app/persistence';
import { levelAtItem } from '@app/tournament-core';
import type { Actor } from '../../audit/actor';
import { toJsonAmount } from '../../common/amounts/json-amount';
import { requireUnit } from '../../ledger/units';
import { ResultsService } from '../results.service';
import { TournamentError } from '../tournament.error';
import { entryCounts } from './entry-counts';
import { compareNames, searchNames } from './name-search';
import { CsvTable, hendonTable, ResultLine, resultsTable, seatingTable } from './report-tables';
import type { ResultsFormat, SeatingOrder } from './report-query.dto';
import type { LookupMatchView, LookupView, MovingView, SeatingRowView, SeatingView, TournamentStatisticsView } from './report.views';

const LOOKUP_LIMIT = 50;

/** Full names are for staff (admin, director, cashier, floor) and the system; never for player keys. */
const readsFullNames = (viewer: Actor): boolean => viewer.role !== 'player';

/** The entry that speaks for a player: the latest (a re-entry after a bust, the live one). */
function latestByPlayer(entrants: readonly ReportEntrant[]): Map<string, { latest: ReportEntrant; entries: number }> {
  const byPlayer = new Map<string, { latest: ReportEntrant; entries: number }>();
  for (const e of entrants) {
    const seen = byPlayer.get(e.playerId);
    if (!seen) byPlayer.set(e.playerId, { latest: e, entries: 1 });
    else byPlayer.set(e.playerId, { latest: e.entryNo > seen.latest.entryNo ? e : seen.latest, entries: seen.entries + 1 });
  }
  return byPlayer;
}

const movingOf = (m: PendingMove | undefined): MovingView | null => (m ? { toTable: m.toTable, toSeat: m.toSeat, reason: m.reason } : null);

/**
 * A tournament director's lists and exports, read-only and the same for engine-dealt and live
 * tournaments: the seating list, the player lookup, the results export and the statistics.
 */
@Injectable()
export class TournamentReportsService {
  constructor(
    private readonly tournaments: TournamentRepository,
    private readonly reports: TournamentReportQueries,
    private readonly tables: TournamentTableQueries,
    private readonly clocks: TournamentClockRepository,
    private readonly results: ResultsService,
  ) {}

  async seating(viewer: Actor, tournamentId: string, order: SeatingOrder = 'table'): Promise<SeatingView> {
    await this.get(tournamentId);
    const rows = await this.seatingRows(viewer, tournamentId);
    if (order === 'name') rows.sort((a, b) => compareNames(a.screenName, b.screenName) || (a.playerId < b.playerId ? -1 : 1));
    return { tournamentId, order, fullNames: readsFullNames(viewer), players: rows.length, items: rows };
  }

  /** The seating list's rows for CSV (the API writes them). */
  async seatingTable(viewer: Actor, tournamentId: string, order: SeatingOrder = 'table'): Promise<CsvTable> {
    return seatingTable((await this.seating(viewer, tournamentId, order)).items);
  }

  async lookup(viewer: Actor, tournamentId: string, q: string): Promise<LookupView> {
    await this.get(tournamentId);
    const staff = readsFullNames(viewer);
    const players = [...latestByPlayer(await this.reports.entrants(tournamentId)).values()];
    const candidates = players.map((p) => ({ ...p, screenName: p.latest.screenName, fullName: staff ? p.latest.fullName : null }));
    const matches = searchNames(candidates, q);
    const seats = await this.seatsByPlayer(tournamentId);
    const moves = await this.movesByPlayer(tournamentId);
    const items = matches.slice(0, LOOKUP_LIMIT).map(({ item, matched }): LookupMatchView => {
      const e = item.latest;
      const seat = seats.get(e.playerId);
      return {
        playerId: e.playerId,
        screenName: e.screenName,
        fullName: item.fullName,
        country: e.country,
        matched,
        status: e.status,
        entryNo: e.entryNo,
        entries: item.entries,
        table: seat?.table ?? null,
        seat: seat?.seat ?? null,
        stack: seat ? toJsonAmount(seat.stack) : null,
        moving: movingOf(moves.get(e.playerId)),
        place: e.place,
        placeTo: e.placeTo,
        prize: e.prize === null ? null : toJsonAmount(e.prize),
      };
    });
    return { tournamentId, q, items, more: matches.length > LOOKUP_LIMIT };
  }

  /** Final places only (an entry without a place yet is not listed), best first; rows for CSV. */
  async resultsExport(viewer: Actor, tournamentId: string, format: ResultsFormat = 'csv'): Promise<CsvTable> {
    const t = await this.get(tournamentId);
    const staff = readsFullNames(viewer);
    const entrants = await this.reports.entrants(tournamentId);
    const byPlayer = latestByPlayer(entrants);
    const lines: ResultLine[] = entrants
      .filter((e) => e.place !== null)
      .sort((a, b) => (a.place as number) - (b.place as number) || compareNames(a.screenName, b.screenName))
      .map((e) => ({
        place: e.place as number,
        placeTo: e.placeTo,
        screenName: e.screenName,
        fullName: staff ? e.fullName : null,
        country: e.country,
        prize: e.prize,
        entries: byPlayer.get(e.playerId)?.entries ?? 1,
      }));
    const money = { currency: t.currency, minorDigits: requireUnit(t.currency).minorDigits };
    return format === 'hendon' ? hendonTable(lines, money) : resultsTable(lines, money);
  }

  async statistics(tournamentId: string, now = Date.now()): Promise<TournamentStatisticsView> {
    const t = await this.get(tournamentId);
    const entrants = await this.reports.entrants(tournamentId);
    const taken = entrants.filter((e) => e.status !== 'unregistered');
    const standing = await this.results.standing(t);
    const clock = await this.clocks.find(tournamentId);
    const currentLevel = clock ? levelAtItem(t.structure, clock.itemIndex) : null;
    const total = t.payouts ? t.payouts.prizePool : t.collected > t.guarantee ? t.collected : t.guarantee;
    const end = t.finishedAt?.getTime() ?? now;
    return {
      tournamentId,
      name: t.name,
      status: t.status,
      currency: t.currency,
      entries: t.entriesCount,
      ...entryCounts(entrants),
      rebuys: taken.reduce((sum, e) => sum + e.rebuys, 0),
      addOns: taken.filter((e) => e.addOn).length,
      prizePool: {
        collected: toJsonAmount(t.collected),
        guarantee: toJsonAmount(t.guarantee),
        overlay: toJsonAmount(t.payouts ? t.payouts.overlay : total - t.collected),
        total: toJsonAmount(total),
        final: t.payouts !== null,
      },
      playersLeft: standing.playersLeft,
      chipsInPlay: toJsonAmount(standing.chipsInPlay),
      averageStack: standing.playersLeft === 0 ? 0 : toJsonAmount(standing.chipsInPlay / BigInt(standing.playersLeft)),
      startedAt: t.startedAt?.toISOString() ?? null,
      finishedAt: t.finishedAt?.toISOString() ?? null,
      durationMs: t.startedAt ? Math.max(0, end - t.startedAt.getTime()) : null,
      levelsPlayed: currentLevel ?? 0,
      currentLevel,
      handsDealt: await this.tables.countHands(tournamentId),
    };
  }

  private async get(id: string): Promise<Tournament> {
    const t = await this.tournaments.findById(id);
    if (!t) throw TournamentError.notFound(id);
    return t;
  }

  /** Everyone seated at the tournament's tables (not closed), by table number then seat, named. */
  private async seatingRows(viewer: Actor, tournamentId: string): Promise<SeatingRowView[]> {
    const staff = readsFullNames(viewer);
    const names = latestByPlayer(await this.reports.entrants(tournamentId));
    const moves = await this.movesByPlayer(tournamentId);
    const layout = await this.tables.layout(tournamentId);
    return layout.flatMap((table: TableLayout) =>
      table.seats.map((s) => {
        const e = names.get(s.playerId)?.latest;
        return {
          table: table.number ?? 0,
          tableId: table.tableId,
          seat: s.seat,
          playerId: s.playerId,
          screenName: e?.screenName ?? '',
          fullName: staff ? (e?.fullName ?? null) : null,
          country: e?.country ?? null,
          stack: toJsonAmount(s.stack),
          moving: movingOf(moves.get(s.playerId)),
        };
      }),
    );
  }

  private async seatsByPlayer(tournamentId: string): Promise<Map<string, { table: number; seat: number; stack: bigint }>> {
    const layout = await this.tables.layout(tournamentId);
    return new Map(layout.flatMap((t) => t.seats.map((s) => [s.playerId, { table: t.number ?? 0, seat: s.seat, stack: s.stack }] as const)));
  }

  /** A player's latest pending move (one at a time is the rule; the latest wins if not). */
  private async movesByPlayer(tournamentId: string): Promise<Map<string, PendingMove>> {
    return new Map((await this.reports.pendingMoves(tournamentId)).map((m) => [m.playerId, m]));
  }
}
