import { Injectable, Logger } from '@nestjs/common';
import { TableRepository } from '@app/persistence';
import { jobIds, PlayerMoved, TableChange } from '../../hands/table-change';
import { TableEffectsService } from '../../hands/table-effects.service';
import { TableFactsReader } from '../../hands/table-facts.reader';

/** The tables a committed balancing change touched, and what to tell and do about them. */
export interface RoomChange {
  /** Names the change in start-hand job ids (`b<run>` for a balancing run, `m<moves>` for a director's move). */
  trigger: string;
  tables: string[];
  moved: PlayerMoved[];
  /** Tables that must not deal now (halted): told, not poked. */
  halted: ReadonlySet<string>;
}

/**
 * After a balancing change has committed: every table it touched publishes its new seats to live
 * clients (with `moved` for each player who left it: their clients are told the new table), and
 * each one that can deal now is poked — a start-hand job with an id naming the run, so a start job
 * that already ran and held (a halted table, a closed hand-for-hand round) does not block it.
 */
@Injectable()
export class RoomEffectsService {
  private readonly logger = new Logger('RoomEffectsService');

  constructor(
    private readonly tables: TableRepository,
    private readonly facts: TableFactsReader,
    private readonly effects: TableEffectsService,
  ) {}

  async apply(change: RoomChange): Promise<void> {
    for (const tableId of change.tables) {
      try {
        await this.effects.apply(await this.changeOf(tableId, change));
      } catch (err) {
        this.logger.error(`table ${tableId}: telling clients / poking after balancing failed: ${(err as Error).message}`);
      }
    }
  }

  private async changeOf(tableId: string, change: RoomChange): Promise<TableChange> {
    const table = await this.tables.findById(tableId);
    if (!table) throw new Error('no such table');
    const facts = await this.facts.loadFor(table);
    const next = table.handsStarted + 1;
    const canDeal = table.status === 'open' && facts.hand?.status !== 'running' && !change.halted.has(tableId) && facts.seats.length >= 2;
    return {
      tableId,
      handId: facts.hand?.id ?? null,
      events: [],
      facts,
      clock: null,
      startHand: canDeal ? { handNumber: next, jobId: jobIds.startHand(tableId, next, change.trigger), delayMs: table.handPauseMs } : null,
      moved: change.moved.filter((m) => m.fromTable === tableId),
    };
  }
}
