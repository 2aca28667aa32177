import { Injectable } from '@nestjs/common';
import type { FlopPositions, RotationTurn, RuleSet, Stakes } from '@app/razz-engine';
import { Page, toPage } from '../common/page';
import { Prisma, type PokerTable as TableRow } from '../generated/prisma/client';
import { UnitOfWork } from '../unit-of-work';
import { NewTable, PokerTable, TableChanges, TableListQuery, TablePosition, TableSchedule, TableToResume } from './table';

function turnFromRow(row: Pick<TableRow, 'rotationIndex' | 'rotationHands' | 'rotationLength'>): RotationTurn | null {
  const { rotationIndex: index, rotationHands: handsDealt, rotationLength: length } = row;
  return index === null || handsDealt === null || length === null ? null : { index, handsDealt, length };
}

/** The rotation's place as the three columns (a CHECK keeps them all set or all null). */
function turnColumns(turn: RotationTurn | null): Pick<TableRow, 'rotationIndex' | 'rotationHands' | 'rotationLength'> {
  return { rotationIndex: turn?.index ?? null, rotationHands: turn?.handsDealt ?? null, rotationLength: turn?.length ?? null };
}

export function tableFromRow(row: TableRow): PokerTable {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    status: row.status,
    preset: row.preset,
    rules: row.rules as unknown as RuleSet,
    stakes: row.stakes as unknown as Stakes,
    schedule: row.schedule === null ? null : (row.schedule as unknown as TableSchedule),
    rotationTurn: turnFromRow(row),
    maxSeats: row.maxSeats,
    unit: row.unit,
    minBuyIn: row.minBuyIn,
    maxBuyIn: row.maxBuyIn,
    actionTimeoutMs: row.actionTimeoutMs,
    handPauseMs: row.handPauseMs,
    maxTimeouts: row.maxTimeouts,
    dealSittingOut: row.dealSittingOut,
    tournamentId: row.tournamentId,
    handsStarted: row.handsStarted,
    dealerSeat: row.dealerSeat,
    seatingVersion: row.seatingVersion,
    lastHandId: row.lastHandId,
    createdByKeyId: row.createdByKeyId,
    createdAt: row.createdAt,
    closedAt: row.closedAt,
    dealing: row.dealing,
    cashGameId: row.cashGameId,
    flopPositions: row.flopPositions === null ? null : (row.flopPositions as unknown as FlopPositions),
    seedReveal: row.seedReveal === 'hand' ? { kind: 'hand' } : { kind: 'hours', hours: row.seedRevealHours },
  };
}

/**
 * Each field of the Prisma model as its SQL, for raw queries (the lock, the optimistic read):
 * typed by the model's own fields, so a column added to the schema fails to compile until it is
 * read here too. Enums and uuids come back as text, as Prisma's own queries return them.
 */
const TABLE_COLUMN_SQL: Record<keyof TableRow, string> = {
  id: 'id::text',
  name: 'name',
  kind: 'kind::text',
  status: 'status::text',
  preset: 'preset',
  rules: 'rules',
  stakes: 'stakes',
  schedule: 'schedule',
  rotationIndex: 'rotation_index',
  rotationHands: 'rotation_hands',
  rotationLength: 'rotation_length',
  maxSeats: 'max_seats',
  unit: 'unit',
  minBuyIn: 'min_buy_in',
  maxBuyIn: 'max_buy_in',
  actionTimeoutMs: 'action_timeout_ms',
  handPauseMs: 'hand_pause_ms',
  maxTimeouts: 'max_timeouts',
  dealSittingOut: 'deal_sitting_out',
  tournamentId: 'tournament_id',
  handsStarted: 'hands_started',
  dealerSeat: 'dealer_seat',
  seatingVersion: 'seating_version',
  lastHandId: 'last_hand_id::text',
  createdByKeyId: 'created_by_key_id',
  createdAt: 'created_at',
  closedAt: 'closed_at',
  dealing: 'dealing::text',
  cashGameId: 'cash_game_id::text',
  flopPositions: 'flop_positions',
  seedReveal: 'seed_reveal::text',
  seedRevealHours: 'seed_reveal_hours',
};

/** The columns of `tables` under their Prisma field names: a raw row reads as a `TableRow`. */
export const TABLE_COLUMNS = Object.entries(TABLE_COLUMN_SQL)
  .map(([field, sql]) => `${sql} AS "${field}"`)
  .join(', ');

interface ResumeRow {
  table_id: string;
  status: PokerTable['status'];
  hands_started: number;
  seating_version: number;
  hand_pause_ms: number;
  hand_id: string | null;
  hand_status: 'running' | 'finished' | null;
  version: number | null;
  deadline_at: Date | null;
}

@Injectable()
export class TableRepository {
  constructor(private readonly db: UnitOfWork) {}

  async create(table: NewTable): Promise<PokerTable> {
    const { seedReveal, ...columns } = table;
    const data: Prisma.PokerTableUncheckedCreateInput = {
      ...columns,
      ...(seedReveal ? { seedReveal: seedReveal.kind, ...(seedReveal.kind === 'hours' ? { seedRevealHours: seedReveal.hours } : {}) } : {}),
      rules: columns.rules as unknown as Prisma.InputJsonValue,
      stakes: columns.stakes as unknown as Prisma.InputJsonValue,
      schedule: columns.schedule === null ? Prisma.DbNull : (columns.schedule as unknown as Prisma.InputJsonValue),
    };
    return tableFromRow(await this.db.client.pokerTable.create({ data }));
  }

  async findById(id: string): Promise<PokerTable | null> {
    const [row] = await this.db.query<TableRow>(`SELECT ${TABLE_COLUMNS} FROM tables WHERE id = $1::uuid`, [id]);
    return row ? tableFromRow(row) : null;
  }

  /**
   * Locks the table row until the unit of work ends (`SELECT … FOR UPDATE`): every change to a
   * table, its seats or its hand takes this lock first, so they are serialised per table across
   * any number of processes. One round trip: the row comes back with the lock.
   */
  async lockById(id: string): Promise<PokerTable | null> {
    const [row] = await this.db.query<TableRow>(`SELECT ${TABLE_COLUMNS} FROM tables WHERE id = $1::uuid FOR UPDATE`, [id]);
    return row ? tableFromRow(row) : null;
  }

  /**
   * Sets the fields given (every deal sets three, so one statement without Prisma's query engine:
   * `UnitOfWork.query`) and returns the row as it is now. Callers hold the table's lock.
   */
  async update(id: string, changes: TableChanges): Promise<PokerTable> {
    const params: unknown[] = [id];
    const sets: string[] = [];
    const set = (column: string, value: unknown, type: string) => {
      params.push(value);
      sets.push(`${column} = $${params.length}::${type}`);
    };
    if (changes.status !== undefined) set('status', changes.status, 'table_status');
    if (changes.handsStarted !== undefined) set('hands_started', changes.handsStarted, 'int');
    if (changes.dealerSeat !== undefined) set('dealer_seat', changes.dealerSeat, 'int');
    if (changes.lastHandId !== undefined) set('last_hand_id', changes.lastHandId, 'uuid');
    if (changes.closedAt !== undefined) set('closed_at', changes.closedAt, 'timestamptz');
    if (changes.rotationTurn !== undefined) {
      const turn = turnColumns(changes.rotationTurn);
      set('rotation_index', turn.rotationIndex, 'int');
      set('rotation_hands', turn.rotationHands, 'int');
      set('rotation_length', turn.rotationLength, 'int');
    }
    if (changes.flopPositions !== undefined) set('flop_positions', changes.flopPositions === null ? null : JSON.stringify(changes.flopPositions), 'jsonb');
    const [row] = await this.db.query<TableRow>(
      sets.length === 0
        ? `SELECT ${TABLE_COLUMNS} FROM tables WHERE id = $1::uuid`
        : `UPDATE tables SET ${sets.join(', ')} WHERE id = $1::uuid RETURNING ${TABLE_COLUMNS}`,
      params,
    );
    if (!row) throw new Error(`table ${id} does not exist`);
    return tableFromRow(row);
  }

  /** Newest first. */
  async list(query: TableListQuery): Promise<Page<PokerTable, TablePosition>> {
    const where: Prisma.PokerTableWhereInput = {};
    if (query.status) where.status = query.status;
    if (query.kind) where.kind = query.kind;
    if (query.before) {
      const [createdAt, id] = query.before;
      const at = new Date(createdAt);
      where.OR = [{ createdAt: { lt: at } }, { createdAt: at, id: { lt: id } }];
    }
    const rows = await this.db.client.pokerTable.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: query.limit + 1 });
    return toPage(rows.map(tableFromRow), query.limit, (t): TablePosition => [t.createdAt.toISOString(), t.id]);
  }

  /** Every table not closed, with its latest hand: what needs timers after a restart. */
  async listToResume(): Promise<TableToResume[]> {
    const rows = await this.db.client.$queryRaw<ResumeRow[]>`
      SELECT t.id::text AS table_id, t.status::text AS status, t.hands_started, t.seating_version, t.hand_pause_ms,
             h.id::text AS hand_id, h.status::text AS hand_status, h.version, h.deadline_at
      FROM tables t LEFT JOIN hands h ON h.id = t.last_hand_id
      WHERE t.status <> 'closed' ORDER BY t.created_at`;
    return rows.map((r) => ({
      tableId: r.table_id,
      status: r.status,
      handsStarted: r.hands_started,
      seatingVersion: r.seating_version,
      handPauseMs: r.hand_pause_ms,
      hand: r.hand_id && r.hand_status && r.version !== null ? { id: r.hand_id, status: r.hand_status, version: r.version, deadlineAt: r.deadline_at } : null,
    }));
  }
}
