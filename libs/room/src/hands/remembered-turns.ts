import { Injectable } from '@nestjs/common';
import type { HandRecord, PokerTable, TableSeat } from '@app/persistence';

/** A table's turn as this process last wrote it on the optimistic path, and the table row's stamp it was computed from. */
export interface RememberedTurn {
  readonly table: PokerTable;
  readonly seats: readonly TableSeat[];
  readonly hand: HandRecord;
  readonly tableStamp: string;
}

/**
 * Tables this many at most, the least recently acted at forgotten first: a turn holds the hand's
 * state (a few KB), so a process serving a 1,250-table tournament's every table keeps ~10 MB.
 */
const CAPACITY = 2_000;

/**
 * The turn each table was left in by this process's last optimistic write (docs/tables.md
 * "Concurrency"), so that the table's next action there can be computed without reading it again.
 * Nothing here is trusted: the write of a step computed from a remembered turn is guarded by the
 * hand's version and the table row's stamp, exactly like one computed from a fresh read, so a
 * turn another process (or this one's locked path) moved on is refused by the database and read
 * afresh. Forgetting is only ever a matter of speed.
 */
@Injectable()
export class RememberedTurns {
  private readonly turns = new Map<string, RememberedTurn>();

  /** The table's remembered turn, if this process wrote its latest known step. */
  recall(tableId: string): RememberedTurn | undefined {
    return this.turns.get(tableId);
  }

  /**
   * After a write that committed. The hand's state is kept as the database now holds it (its JSON
   * read back), not as the engine's object, so a turn computed from memory is computed from
   * exactly what a read would return. A slower request's older turn never replaces a newer one.
   */
  remember(turn: RememberedTurn): void {
    const known = this.turns.get(turn.table.id);
    if (known && known.hand.id === turn.hand.id && known.hand.version >= turn.hand.version) return;
    this.turns.delete(turn.table.id);
    this.turns.set(turn.table.id, { ...turn, hand: { ...turn.hand, state: JSON.parse(JSON.stringify(turn.hand.state)) } });
    if (this.turns.size > CAPACITY) this.turns.delete(this.turns.keys().next().value as string);
  }

  /**
   * The table moved on some other way (the locked path) or `stale`, a turn recalled, turned out
   * to be behind (its write was refused): read it next time. A newer turn remembered meanwhile stays.
   */
  forget(tableId: string, stale?: RememberedTurn): void {
    if (stale === undefined || this.turns.get(tableId) === stale) this.turns.delete(tableId);
  }

  get size(): number {
    return this.turns.size;
  }
}
