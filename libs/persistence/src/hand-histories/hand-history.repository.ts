import { Injectable } from '@nestjs/common';
import type { HandHistory, Stakes } from '@app/razz-engine';
import { Page, toPage } from '../common/page';
import { Prisma } from '../generated/prisma/client';
import { UnitOfWork } from '../unit-of-work';
import { HandHistoryQuery, HandPlayerEntry, HandPosition, HandSummary, HistoryTournamentFacts, StoredHandHistory } from './hand-history';

interface PlayerJson {
  seat: number;
  playerId: string;
  screenName: string;
  startingStack: string;
  net: string;
  bot: boolean;
}

interface SummaryRow {
  id: string;
  serial: string;
  table_id: string;
  number: number;
  started_at: Date;
  ended_at: Date;
  unit: string;
  tournament_id: string | null;
  table_name: string;
  game: HandHistory['game'];
  stakes: Stakes;
  ended_by: HandHistory['outcome']['endedBy'];
  total_pot: number;
  rake: number;
  players: PlayerJson[];
}

interface HistoryRow {
  id: string;
  serial: string;
  table_id: string;
  started_at: Date;
  history: HandHistory;
  players: PlayerJson[];
}

/** Seat order; amounts as text (they are BigInt), read back as bigint. */
const PLAYERS_JSON = Prisma.raw(`(SELECT coalesce(json_agg(json_build_object('seat', p.seat, 'playerId', p.player_id, 'screenName', p.screen_name,
    'startingStack', p.starting_stack::text, 'net', p.net::text, 'bot', pl.bot_strategy IS NOT NULL) ORDER BY p.seat), '[]'::json)
  FROM hand_players p JOIN players pl ON pl.id = p.player_id WHERE p.hand_id = h.id)`);

function playerFromJson(p: PlayerJson): HandPlayerEntry {
  return { seat: p.seat, playerId: p.playerId, screenName: p.screenName, startingStack: BigInt(p.startingStack), net: BigInt(p.net), bot: p.bot };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const positionOf = (item: { startedAt: Date; id: string }): HandPosition => [item.startedAt.toISOString(), item.id];

/**
 * Which finished hands a query means, newest first. A player filter drives the query from that
 * player's `hand_players` rows (index `player_id, started_at, hand_id`), so a player with few
 * hands in a large room costs a few index reads; otherwise `hands (started_at, id)` or
 * `(table_id, started_at, id)`. A tournament's hands are those of its tables.
 */
function selection(q: HandHistoryQuery): { from: Prisma.Sql; where: Prisma.Sql; order: Prisma.Sql } {
  const byPlayer = q.playerId !== undefined;
  const at = Prisma.raw(byPlayer ? 'f.started_at' : 'h.started_at');
  const id = Prisma.raw(byPlayer ? 'f.hand_id' : 'h.id');
  const conditions = [Prisma.sql`h.status = 'finished'`];
  if (byPlayer) conditions.push(Prisma.sql`f.player_id = ${q.playerId}::uuid`);
  if (q.tableId !== undefined) conditions.push(Prisma.sql`h.table_id = ${q.tableId}::uuid`);
  if (q.tournamentId !== undefined) conditions.push(Prisma.sql`h.table_id IN (SELECT tt.id FROM tables tt WHERE tt.tournament_id = ${q.tournamentId})`);
  if (q.from) conditions.push(Prisma.sql`${at} >= ${q.from.toISOString()}::timestamptz`);
  if (q.to) conditions.push(Prisma.sql`${at} < ${q.to.toISOString()}::timestamptz`);
  if (q.before) conditions.push(Prisma.sql`(${at}, ${id}) < (${q.before[0]}::timestamptz, ${q.before[1]}::uuid)`);
  return {
    from: byPlayer ? Prisma.sql`hand_players f JOIN hands h ON h.id = f.hand_id` : Prisma.sql`hands h`,
    where: Prisma.join(conditions, ' AND '),
    order: Prisma.sql`ORDER BY ${at} DESC, ${id} DESC LIMIT ${q.limit + 1}`,
  };
}

/**
 * Finished hands' histories and their search index (`hand_players`). The history itself is the
 * `hands.history` column, written with the hand's last step (`HandRepository.recordStep`); the
 * index rows are written in the same unit of work (`recordPlayers`).
 */
@Injectable()
export class HandHistoryRepository {
  constructor(private readonly db: UnitOfWork) {}

  /** Indexes who played a finished hand; call it in the unit of work that stores its history. */
  async recordPlayers(handId: string, startedAt: Date, players: HandPlayerEntry[]): Promise<void> {
    if (players.length === 0) return;
    // One statement, as Prisma's createMany sends it, without its query engine (UnitOfWork.query): amounts as text, exact past 2^53.
    const rows = players.map((p) => ({
      seat: p.seat,
      player_id: p.playerId,
      screen_name: p.screenName,
      starting_stack: String(p.startingStack),
      net: String(p.net),
    }));
    await this.db.query(
      `INSERT INTO hand_players (hand_id, seat, player_id, screen_name, starting_stack, net, started_at)
       SELECT $1::uuid, r.seat, r.player_id, r.screen_name, r.starting_stack, r.net, $2::timestamptz
       FROM json_populate_recordset(null::hand_players, $3::json) AS r`,
      [handId, startedAt, JSON.stringify(rows)],
    );
  }

  /**
   * The tournament a table's `tournamentId` names, as a history prints it; null when this server
   * does not run it (a tournament table made by hand may name any id, not only a uuid).
   */
  async tournamentFacts(tournamentId: string): Promise<HistoryTournamentFacts | null> {
    if (!UUID.test(tournamentId)) return null;
    const [row] = await this.db.client.$queryRaw<{ serial: string; currency: string; buy_in: bigint; fee: bigint; bounty: bigint }[]>`
      SELECT serial::text AS serial, currency, buy_in, fee, bounty FROM tournaments WHERE id = ${tournamentId}::uuid`;
    if (!row) return null;
    return { serial: row.serial, currency: row.currency, buyIn: row.buy_in, fee: row.fee, ...(row.bounty > 0n ? { bounty: row.bounty } : {}) };
  }

  /** Summaries, newest first; the history's numbers are read in Postgres, the event log stays there. */
  async list(query: HandHistoryQuery): Promise<Page<HandSummary, HandPosition>> {
    const { from, where, order } = selection(query);
    const rows = await this.db.client.$queryRaw<SummaryRow[]>`
      SELECT h.id::text AS id, h.serial::text AS serial, h.table_id::text AS table_id, h.number, h.started_at, h.ended_at,
             t.unit, t.tournament_id, x.j->'table'->>'name' AS table_name, x.j->'game' AS game, x.j->'stakes' AS stakes,
             x.j->'outcome'->>'endedBy' AS ended_by, x.j->'outcome'->'totalPot' AS total_pot, x.j->'outcome'->'rake' AS rake,
             ${PLAYERS_JSON} AS players
      FROM ${from} JOIN tables t ON t.id = h.table_id
      -- One parse of the stored json per row (each json operator would scan the text again).
      CROSS JOIN LATERAL (SELECT h.history::jsonb AS j) x
      WHERE ${where} ${order}`;
    return toPage(rows.map(summaryFromRow), query.limit, positionOf);
  }

  /** Complete histories, newest first: what the text export reads. */
  async listHistories(query: HandHistoryQuery): Promise<Page<StoredHandHistory, HandPosition>> {
    const { from, where, order } = selection(query);
    const rows = await this.db.client.$queryRaw<HistoryRow[]>`
      SELECT h.id::text AS id, h.serial::text AS serial, h.table_id::text AS table_id, h.started_at, h.history, ${PLAYERS_JSON} AS players
      FROM ${from} WHERE ${where} ${order}`;
    return toPage(rows.map(historyFromRow), query.limit, positionOf);
  }

  /** A finished hand's history; null for an unknown or running hand. */
  async findById(handId: string): Promise<StoredHandHistory | null> {
    const [row] = await this.db.client.$queryRaw<HistoryRow[]>`
      SELECT h.id::text AS id, h.serial::text AS serial, h.table_id::text AS table_id, h.started_at, h.history, ${PLAYERS_JSON} AS players
      FROM hands h WHERE h.id = ${handId}::uuid AND h.status = 'finished'`;
    return row ? historyFromRow(row) : null;
  }
}

function summaryFromRow(r: SummaryRow): HandSummary {
  return {
    id: r.id,
    serial: r.serial,
    tableId: r.table_id,
    tableName: r.table_name,
    handNumber: r.number,
    tournamentId: r.tournament_id,
    unit: r.unit,
    game: r.game,
    stakes: r.stakes,
    startedAt: r.started_at,
    endedAt: r.ended_at,
    endedBy: r.ended_by,
    totalPot: r.total_pot,
    rake: r.rake,
    players: r.players.map(playerFromJson),
  };
}

function historyFromRow(r: HistoryRow): StoredHandHistory {
  return { id: r.id, serial: r.serial, tableId: r.table_id, startedAt: r.started_at, history: r.history, players: r.players.map(playerFromJson) };
}
