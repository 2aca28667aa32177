import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { PokerTable, SeedEpoch, SeedEpochEndReason, SeedEpochRepository } from '@app/persistence';
import { seedCommitment } from '@app/razz-engine';
import type { HandFinished, HandSeatsReleased } from '../events/domain-events';
import { OnDomainEvent } from '../events/on-domain-event.decorator';

const HOUR_MS = 3_600_000;

/**
 * A table's seed epochs (docs/fairness.md): a secret server seed deals the table's hands until
 * its epoch ends — after every hand, or every N hours, as the table says, and always when the
 * table closes or a director asks —, then it is revealed and the next hand starts a new epoch.
 * Every method runs under the table's row lock (inside the caller's unit of work): an epoch never
 * ends under a hand being dealt from it, and a table never deals from two.
 */
@Injectable()
export class SeedEpochsService {
  constructor(private readonly epochs: SeedEpochRepository) {}

  /** The epoch the next hand is dealt from: the open one, or a new one when none is open or its hours ran out. */
  async epochForDeal(table: PokerTable, now = new Date()): Promise<SeedEpoch> {
    const open = await this.epochs.current(table.id);
    if (open && !this.expired(table, open, now)) return open;
    if (open) await this.epochs.end(open.id, 'hours', now);
    // 32 bytes from the operating system's CSPRNG: the secret every deck of the epoch comes from.
    const seed = new Uint8Array(randomBytes(32));
    return this.epochs.create({ tableId: table.id, seed, commitment: seedCommitment(seed) });
  }

  /** A hand was dealt from the epoch. */
  countHand(epoch: SeedEpoch): Promise<void> {
    return this.epochs.countHand(epoch.id);
  }

  /** A hand ended (the table still locked): a table that reveals after every hand ends its epoch now. */
  @OnDomainEvent('hand.finished')
  async afterHand({ table }: HandFinished): Promise<void> {
    if (table.seedReveal.kind === 'hand') await this.endNow(table.id, 'hand');
  }

  /** The seats that waited for the hand have gone: a table that closed with it reveals its seed. */
  @OnDomainEvent('hand.seats-released')
  async afterRelease({ table }: HandSeatsReleased): Promise<void> {
    if (table.status === 'closed') await this.endNow(table.id, 'closed');
  }

  /** The table closed, a director asks, or the hand's rule says so: the open epoch ends now (null when none was open). */
  async endNow(tableId: string, reason: Exclude<SeedEpochEndReason, 'hours'>, now = new Date()): Promise<SeedEpoch | null> {
    const open = await this.epochs.current(tableId);
    if (!open) return null;
    await this.epochs.end(open.id, reason, now);
    return { ...open, endedAt: now, endReason: reason };
  }

  /**
   * The open epoch's hours ran out while no hand was dealt from it (the caller checked that none
   * is running): it ends now, so its seed is shown without waiting for the table's next deal.
   */
  async endIfExpired(table: PokerTable, now = new Date()): Promise<SeedEpoch | null> {
    const open = await this.epochs.current(table.id);
    if (!open || !this.expired(table, open, now)) return null;
    await this.epochs.end(open.id, 'hours', now);
    return { ...open, endedAt: now, endReason: 'hours' };
  }

  private expired(table: PokerTable, epoch: SeedEpoch, now: Date): boolean {
    return table.seedReveal.kind === 'hours' && now.getTime() - epoch.startedAt.getTime() >= table.seedReveal.hours * HOUR_MS;
  }
}
