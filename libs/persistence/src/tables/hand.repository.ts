import { Injectable } from '@nestjs/common';
import type { HandEvent, HandResult, HandState } from '@app/razz-engine';
import type { Prisma } from '../generated/prisma/client';
import { UnitOfWork } from '../unit-of-work';
import { HandActionKey, HandRecord, HandSeat, HandSnapshot, LoggedHandEvent, NewHand } from './table';

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

/** Every column but the (large) finished history, which only the history export reads. */
const HAND_COLUMNS = {
  id: true,
  tableId: true,
  number: true,
  status: true,
  version: true,
  state: true,
  eventCount: true,
  seats: true,
  deadlineAt: true,
  result: true,
  startedAt: true,
  endedAt: true,
} as const;

type HandRow = Prisma.HandGetPayload<{ select: typeof HAND_COLUMNS }>;

const json = (value: unknown) => value as Prisma.InputJsonValue;

function toDomain(row: HandRow): HandRecord {
  return {
    id: row.id,
    tableId: row.tableId,
    number: row.number,
    status: row.status,
    version: row.version,
    state: row.state as unknown as HandState,
    eventCount: row.eventCount,
    seats: row.seats as unknown as HandSeat[],
    deadlineAt: row.deadlineAt,
    result: (row.result as unknown as HandResult | null) ?? null,
    startedAt: row.startedAt,
    endedAt: row.endedAt,
  };
}

/** Hands, their append-only event logs and the idempotency keys of actions. */
@Injectable()
export class HandRepository {
  constructor(private readonly db: UnitOfWork) {}

  async create(hand: NewHand): Promise<HandRecord> {
    const row = await this.db.client.hand.create({
      data: { tableId: hand.tableId, number: hand.number, version: hand.version, state: json(hand.state), eventCount: 0, seats: json(hand.seats), deadlineAt: hand.deadlineAt },
      select: HAND_COLUMNS,
    });
    return toDomain(row);
  }

  async findById(id: string): Promise<HandRecord | null> {
    const row = await this.db.client.hand.findUnique({ where: { id }, select: HAND_COLUMNS });
    return row ? toDomain(row) : null;
  }

  /**
   * Writes the new snapshot only over `expectedVersion` (`UPDATE … WHERE version = $expected`):
   * a writer that computed from an older state gets `StaleHandSnapshotError` and changes nothing.
   */
  async saveSnapshot(id: string, expectedVersion: number, snapshot: HandSnapshot): Promise<void> {
    const data: Prisma.HandUpdateManyMutationInput = {
      version: snapshot.version,
      state: json(snapshot.state),
      eventCount: snapshot.eventCount,
      deadlineAt: snapshot.deadlineAt,
    };
    if (snapshot.finished) {
      Object.assign(data, { status: 'finished', result: json(snapshot.finished.result), history: json(snapshot.finished.history), endedAt: snapshot.finished.endedAt });
    }
    const { count } = await this.db.client.hand.updateMany({ where: { id, version: expectedVersion, status: 'running' }, data });
    if (count !== 1) throw new StaleHandSnapshotError(id, expectedVersion);
  }

  /** Appends events at `fromSeq`, `fromSeq + 1`, …; the primary key refuses a second writer of the same positions. */
  async appendEvents(handId: string, fromSeq: number, entries: { version: number; event: HandEvent }[]): Promise<void> {
    if (entries.length === 0) return;
    await this.db.client.handEvent.createMany({
      data: entries.map((e, i) => ({ handId, seq: fromSeq + i, version: e.version, type: e.event.type, payload: json(e.event) })),
    });
  }

  async listEvents(handId: string): Promise<LoggedHandEvent[]> {
    const rows = await this.db.client.handEvent.findMany({ where: { handId }, orderBy: { seq: 'asc' }, select: { seq: true, version: true, payload: true } });
    return rows.map((r) => ({ seq: r.seq, version: r.version, event: r.payload as unknown as HandEvent }));
  }

  /** The finished hand's HandHistory (uncensored), or null while it runs. */
  async findHistory(id: string): Promise<unknown> {
    const row = await this.db.client.hand.findUnique({ where: { id }, select: { history: true } });
    return row?.history ?? null;
  }

  async findActionKey(tableId: string, key: string): Promise<HandActionKey | null> {
    const row = await this.db.client.handActionKey.findUnique({ where: { tableId_key: { tableId, key } } });
    return row ? { tableId: row.tableId, key: row.key, handId: row.handId, seat: row.seat, fingerprint: row.fingerprint, version: row.version } : null;
  }

  async insertActionKey(key: HandActionKey): Promise<void> {
    await this.db.client.handActionKey.create({ data: key });
  }
}
