import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { HandEvent, HandHistory, HandResult, HandState, HistoryFairness } from '@app/razz-engine';
import { linkHashOf } from '../chains/history-chain';
import { isUniqueViolation } from '../database-error';
import type { PokerTable as PokerTableRow, Prisma } from '../generated/prisma/client';
import { UnitOfWork } from '../unit-of-work';
import { HandActionKey, HandRecord, HandSeat, HandStep, LoggedHandEvent, NewHand, PeekedTurn, TableSeat, TableTurn } from './table';
import { seatFromJson, SEAT_JSON } from './table-seat.repository';
import { TABLE_COLUMNS, tableFromRow } from './table.repository';

/** The snapshot was computed from a version that is no longer the stored one: nothing was written. */
export class StaleHandSnapshotError extends Error {
  override readonly name = 'StaleHandSnapshotError';

  constructor(
    readonly handId: string,
    readonly expectedVersion: number,
  ) {
    super(`hand ${handId} is no longer at version ${expectedVersion}`);
  }
}

/** A hand's row: every column but the (large) finished history, which only the history export reads, and the epoch's id (in `fairness`). */
type HandRow = Omit<Prisma.HandModel, 'history' | 'seedEpochId'>;

/**
 * Those columns as SQL under their field names, for statements sent without Prisma's query engine
 * (`UnitOfWork.query`: the deal and the end of a hand run them): typed by the model, so a column
 * added to the schema fails to compile until it is read here too (or left out of `HandRow`).
 * Uuids and enums as text, as Prisma returns them.
 */
const HAND_COLUMN_SQL: Record<keyof HandRow, string> = {
  id: 'id::text',
  serial: 'serial',
  tableId: 'table_id::text',
  number: 'number',
  tournamentLevel: 'tournament_level',
  status: 'status::text',
  version: 'version',
  state: 'state',
  eventCount: 'event_count',
  seats: 'seats',
  deadlineAt: 'deadline_at',
  result: 'result',
  startedAt: 'started_at',
  endedAt: 'ended_at',
  fairness: 'fairness',
};
const HAND_SELECT = Object.entries(HAND_COLUMN_SQL)
  .map(([field, sql]) => `${sql} AS "${field}"`)
  .join(', ');

interface PeekRow {
  hand_json:
    | (Omit<HandRow, 'serial' | 'deadlineAt' | 'startedAt' | 'endedAt'> & {
        serial: string;
        deadlineAt: string | null;
        startedAt: string;
        endedAt: string | null;
      })
    | null;
  seat_list: unknown[];
  action_key: HandActionKey | null;
  table_stamp: string;
}

interface TurnRow {
  id: string | null;
  serial: string;
  table_id: string;
  number: number;
  tournament_level: number | null;
  status: HandRow['status'];
  version: number;
  state: unknown;
  event_count: number;
  seats: unknown;
  deadline_at: Date | null;
  result: unknown;
  started_at: Date;
  ended_at: Date | null;
  fairness: unknown;
  seat_list: unknown[];
  action_key: HandActionKey | null;
  log_events?: LoggedHandEvent[];
  previous_link?: PreviousLink | null;
}

/** The table's last stored history before a hand: its chain hash, or (stored before the chain existed) the history itself. */
interface PreviousLink {
  hash: string | null;
  unchained: HandHistory | null;
}

/** `PreviousLink` of the hand numbered `number` (SQL expressions) at table `tableId`: one row or none. */
function previousLinkSql(tableId: string, number: string): string {
  return `SELECT c.hash, CASE WHEN c.hash IS NULL THEN ph.history END AS unchained
          FROM hands ph CROSS JOIN LATERAL (SELECT ph.history->'chain'->>'hash' AS hash) AS c
          WHERE ph.table_id = ${tableId} AND ph.number < ${number} AND ph.status = 'finished' AND ph.history IS NOT NULL
          ORDER BY ph.number DESC LIMIT 1`;
}

function linkOf(row: PreviousLink | undefined | null): string | null {
  if (!row) return null;
  return row.hash ?? linkHashOf(row.unchained as HandHistory);
}

function toDomain(row: HandRow): HandRecord {
  return {
    id: row.id,
    serial: String(row.serial),
    tableId: row.tableId,
    number: row.number,
    tournamentLevel: row.tournamentLevel,
    status: row.status,
    version: row.version,
    state: row.state as unknown as HandState,
    eventCount: row.eventCount,
    seats: row.seats as unknown as HandSeat[],
    deadlineAt: row.deadlineAt,
    result: (row.result as unknown as HandResult | null) ?? null,
    startedAt: row.startedAt,
    endedAt: row.endedAt,
    fairness: (row.fairness as unknown as HistoryFairness | null) ?? null,
  };
}

/** The key as a `hand_action_keys` row (column names), for `json_populate_record`. */
function actionKeyRow(key: HandActionKey | null): string | null {
  if (!key) return null;
  return JSON.stringify({ table_id: key.tableId, key: key.key, hand_id: key.handId, seat: key.seat, fingerprint: key.fingerprint, version: key.version });
}

/**
 * The table row's stamp: the id of the transaction that wrote its current version (`xmin`), so it
 * moves with every change to the row — its settings, and its seating version, which a trigger
 * moves with every change to its seats. The optimistic write compares it under the row's lock
 * (`FOR UPDATE` reads the newest version), so a step computed from a table or seats that changed
 * since is refused. Only ever compared for equality, never ordered (xids wrap around).
 */
const TABLE_STAMP = 'xmin::text';

/** An action's Idempotency-Key is unique per table. */
const ACTION_KEY_INDEX = 'hand_action_keys_pkey';

/**
 * One step of a hand (`writeStep`): $1 table, $2 version, $3 state, $4 event count, $5 deadline,
 * $6 finished?, $7 result, $8 history, $9 ended at, $10 hand, $11 expected version, $12 the table
 * row's stamp (`TABLE_STAMP`; null: the caller holds the lock), $13 first seq, $14 events [{v, e}],
 * $15 action key row.
 */
const WRITE_STEP_SQL = `
      WITH guard AS (
        SELECT ${TABLE_STAMP} AS stamp FROM tables WHERE id = $1::uuid FOR UPDATE
      ), saved AS (
        UPDATE hands SET version = $2::int, state = $3::json, event_count = $4::int,
               deadline_at = $5::timestamptz,
               status = CASE WHEN $6::boolean THEN 'finished'::hand_status ELSE status END,
               result = $7::json,
               history = $8::json,
               ended_at = $9::timestamptz
        WHERE id = $10::uuid AND version = $11::int AND status = 'running'
          AND ($12::text IS NULL OR $12::text = (SELECT stamp FROM guard))
        RETURNING 1
      ), appended AS (
        INSERT INTO hand_events (hand_id, seq, version, type, payload)
        SELECT $10::uuid, $13::int + (e.ord::int - 1), (e.value->>'v')::int, e.value->'e'->>'type', e.value->'e'
        FROM json_array_elements($14::json) WITH ORDINALITY AS e(value, ord)
        WHERE EXISTS (SELECT 1 FROM saved)
      ), keyed AS (
        INSERT INTO hand_action_keys (table_id, key, hand_id, seat, fingerprint, version)
        SELECT k.table_id, k.key, k.hand_id, k.seat, k.fingerprint, k.version
        FROM json_populate_record(null::hand_action_keys, $15::json) AS k
        WHERE k.key IS NOT NULL AND EXISTS (SELECT 1 FROM saved)
      )
      SELECT count(*)::int AS saved FROM saved`;

/** Hands, their append-only event logs and the idempotency keys of actions. */
@Injectable()
export class HandRepository {
  constructor(private readonly db: UnitOfWork) {}

  /** Without `serial`, the hand takes the next one (`nextSerial` takes it first when it must be known before). */
  async create(hand: NewHand): Promise<HandRecord> {
    const [row] = await this.db.query<HandRow>(
      `INSERT INTO hands (id, serial, table_id, number, tournament_level, version, state, event_count, seats, deadline_at, seed_epoch_id, fairness)
       VALUES ($1::uuid, coalesce($2::bigint, nextval(pg_get_serial_sequence('hands', 'serial'))), $3::uuid, $4::int, $5::int, $6::int, $7::json, 0,
               $8::json, $9::timestamptz, $10::uuid, $11::jsonb)
       RETURNING ${HAND_SELECT}`,
      [
        randomUUID(),
        hand.serial ?? null,
        hand.tableId,
        hand.number,
        hand.tournamentLevel ?? null,
        hand.version,
        JSON.stringify(hand.state),
        JSON.stringify(hand.seats),
        hand.deadlineAt,
        hand.fairness?.epoch ?? null,
        hand.fairness ? JSON.stringify(hand.fairness) : null,
      ],
    );
    return toDomain(row as HandRow);
  }

  /**
   * The serial the next hand will have, taken now (the hand's nonce must be known before its deck
   * is shuffled): pass it to `create`. A serial taken and not used leaves a gap, never a repeat.
   */
  async nextSerial(): Promise<string> {
    const [row] = await this.db.query<{ serial: string }>(`SELECT nextval(pg_get_serial_sequence('hands', 'serial'))::text AS serial`, []);
    return row?.serial as string;
  }

  /**
   * Everything an action needs, in one round trip: the hand, the table's seats and the
   * Idempotency-Key's record; `withLog`, also what the hand's end needs (`TableTurn.log`: two
   * round trips fewer when the caller expects the step to end the hand). Call it after locking the
   * table (`TableRepository.lockById`), in a statement of its own: under READ COMMITTED a new
   * statement sees what the previous lock holder committed, where subqueries of the locking
   * statement itself could still see older rows.
   */
  async loadTurn(tableId: string, handId: string | null, actionKey: string | null, { withLog = false } = {}): Promise<TableTurn> {
    const log = withLog
      ? `, (SELECT coalesce(json_agg(json_build_object('seq', e.seq, 'version', e.version, 'event', e.payload) ORDER BY e.seq), '[]'::json)
             FROM hand_events e WHERE e.hand_id = h.id) AS log_events,
           (SELECT row_to_json(l) FROM (${previousLinkSql('h.table_id', 'h.number')}) AS l) AS previous_link`
      : '';
    const [row] = await this.db.query<TurnRow>(
      `SELECT h.id::text AS id, h.serial::text AS serial, h.table_id::text AS table_id, h.number, h.tournament_level, h.status::text AS status, h.version, h.state, h.event_count,
              h.seats, h.deadline_at, h.result, h.started_at, h.ended_at, h.fairness,
              (SELECT coalesce(json_agg(${SEAT_JSON} ORDER BY s.seat_no), '[]'::json)
                 FROM table_seats s JOIN players p ON p.id = s.player_id JOIN ledger_accounts a ON a.id = s.stack_account_id
                WHERE s.table_id = $1::uuid) AS seat_list,
              (SELECT json_build_object('tableId', k.table_id, 'key', k.key, 'handId', k.hand_id, 'seat', k.seat, 'fingerprint', k.fingerprint, 'version', k.version)
                 FROM hand_action_keys k WHERE k.table_id = $1::uuid AND k.key = $3) AS action_key${log}
       FROM (SELECT 1) AS one LEFT JOIN hands h ON h.id = $2::uuid`,
      [tableId, handId, actionKey],
    );
    const seats: TableSeat[] = ((row?.seat_list ?? []) as Parameters<typeof seatFromJson>[0][]).map(seatFromJson);
    const hand: HandRecord | null =
      row?.id != null
        ? toDomain({
            ...row,
            id: row.id,
            tableId: row.table_id,
            tournamentLevel: row.tournament_level,
            eventCount: row.event_count,
            deadlineAt: row.deadline_at,
            startedAt: row.started_at,
            endedAt: row.ended_at,
          } as unknown as HandRow)
        : null;
    const turn: TableTurn = { hand, seats, actionKey: row?.action_key ?? null };
    if (hand && row?.log_events) turn.log = { events: row.log_events, previousHistoryHash: linkOf(row.previous_link) };
    return turn;
  }

  /**
   * One step of a hand in one statement: its events appended at `fromSeq…`, the new snapshot
   * written only over `expectedVersion`, and the action's Idempotency-Key. Under the table lock
   * the caller holds; a stale snapshot throws `StaleHandSnapshotError` (the caller's unit of work
   * rolls back). Event payloads go in as JSON text and stay byte for byte as the engine wrote them.
   */
  async recordStep(step: HandStep): Promise<void> {
    if (!(await this.writeStep(step, null))) throw new StaleHandSnapshotError(step.handId, step.expectedVersion);
  }

  /**
   * The optimistic write (docs/tables.md "Concurrency"): takes the table lock inside the statement
   * and writes only if the hand is still at `expectedVersion` and the table row still carries
   * `tableStamp` (the table and seats the step was computed from: `peekTurn`). False, and nothing
   * written, when either moved on, or when the action's Idempotency-Key is already taken (a
   * retry: the caller's locked path answers it).
   */
  async recordStepIfCurrent(step: HandStep, tableStamp: string): Promise<boolean> {
    try {
      return await this.writeStep(step, tableStamp);
    } catch (err) {
      if (isUniqueViolation(err, ACTION_KEY_INDEX)) return false;
      throw err;
    }
  }

  /**
   * `peekTurn` + `recordStepIfCurrent` is the lock-free read for the optimistic path: the table
   * (with its stamp), its latest hand, the seats and the Idempotency-Key's record, from one
   * snapshot (one statement).
   */
  async peekTurn(tableId: string, actionKey: string | null): Promise<PeekedTurn> {
    const [row] = await this.db.query<PokerTableRow & PeekRow>(
      `SELECT ${TABLE_COLUMNS}, tables.${TABLE_STAMP} AS table_stamp,
              (SELECT row_to_json(x) FROM (
                 SELECT h.id, h.serial::text AS serial, h.table_id AS "tableId", h.number, h.tournament_level AS "tournamentLevel", h.status, h.version, h.state, h.event_count AS "eventCount", h.seats,
                        h.deadline_at AS "deadlineAt", h.result, h.started_at AS "startedAt", h.ended_at AS "endedAt", h.fairness
                 FROM hands h WHERE h.id = tables.last_hand_id) AS x) AS hand_json,
              (SELECT coalesce(json_agg(${SEAT_JSON} ORDER BY s.seat_no), '[]'::json)
                 FROM table_seats s JOIN players p ON p.id = s.player_id JOIN ledger_accounts a ON a.id = s.stack_account_id
                WHERE s.table_id = tables.id) AS seat_list,
              (SELECT json_build_object('tableId', k.table_id, 'key', k.key, 'handId', k.hand_id, 'seat', k.seat, 'fingerprint', k.fingerprint, 'version', k.version)
                 FROM hand_action_keys k WHERE k.table_id = tables.id AND k.key = $2) AS action_key
       FROM tables WHERE id = $1::uuid`,
      [tableId, actionKey],
    );
    if (!row) return { table: null, tableStamp: null, hand: null, seats: [], actionKey: null };
    const json = row.hand_json;
    const hand = json
      ? toDomain({
          ...json,
          deadlineAt: json.deadlineAt ? new Date(json.deadlineAt) : null,
          startedAt: new Date(json.startedAt),
          endedAt: json.endedAt ? new Date(json.endedAt) : null,
        } as unknown as HandRow)
      : null;
    return {
      table: tableFromRow(row),
      tableStamp: row.table_stamp,
      hand,
      seats: (row.seat_list as Parameters<typeof seatFromJson>[0][]).map(seatFromJson),
      actionKey: row.action_key,
    };
  }

  private async writeStep(step: HandStep, tableStamp: string | null): Promise<boolean> {
    const { handId, snapshot } = step;
    const events = JSON.stringify(step.events.map((e) => ({ v: e.version, e: e.event })));
    const finished = snapshot.finished ?? null;
    // The guard (lock + the table's stamp) is evaluated only for the optimistic write; the locked
    // path already holds the lock. Inserts happen only when the snapshot was saved.
    const [row] = await this.db.query<{ saved: number }>(WRITE_STEP_SQL, [
      step.tableId,
      snapshot.version,
      JSON.stringify(snapshot.state),
      snapshot.eventCount,
      snapshot.deadlineAt,
      finished !== null,
      finished ? JSON.stringify(finished.result) : null,
      finished ? JSON.stringify(finished.history) : null,
      finished?.endedAt ?? null,
      handId,
      step.expectedVersion,
      tableStamp,
      step.fromSeq,
      events,
      actionKeyRow(step.actionKey),
    ]);
    return row?.saved === 1;
  }

  async findById(id: string): Promise<HandRecord | null> {
    const [row] = await this.db.query<HandRow>(`SELECT ${HAND_SELECT} FROM hands WHERE id = $1::uuid`, [id]);
    return row ? toDomain(row) : null;
  }

  async listEvents(handId: string): Promise<LoggedHandEvent[]> {
    const rows = await this.db.query<{ seq: number; version: number; payload: unknown }>(
      `SELECT seq, version, payload FROM hand_events WHERE hand_id = $1::uuid ORDER BY seq`,
      [handId],
    );
    return rows.map((r) => ({ seq: r.seq, version: r.version, event: r.payload as HandEvent }));
  }

  /**
   * The hash the table's next stored history links to (docs/fairness.md "The hash chain"): that of
   * the table's last finished hand with a history, before hand `number` — its `chain.hash`, or for
   * a history stored before the chain existed, its hash computed now (`linkHashOf`); null when the
   * table has none. Call it under the table lock that the history's own write is made under, so no
   * other history of the table can be stored between this read and that write.
   */
  async previousHistoryHash(tableId: string, number: number): Promise<string | null> {
    const [row] = await this.db.query<PreviousLink>(previousLinkSql('$1::uuid', '$2::int'), [tableId, number]);
    return linkOf(row);
  }

  /** The finished hand's HandHistory (uncensored), or null while it runs. */
  async findHistory(id: string): Promise<unknown> {
    const row = await this.db.client.hand.findUnique({ where: { id }, select: { history: true } });
    return row?.history ?? null;
  }
}
