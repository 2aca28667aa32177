import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { PokerTable, SeedEpoch, SeedEpochEndReason, SeedEpochRepository } from '@app/persistence';
import { seedCommitment } from '@app/razz-engine';
import type { HandFinished, HandSeatsReleased } from '../events/domain-events';
import { OnDomainEvent } from '../events/on-domain-event.decorator';

const HOUR_MS = 3_600_000;

/**
 * A table's seed epochs (docs/fairness.md): a secret server seed deals the table's hands until
 * its epoch ends — after every hand, or after the first hand to finish once N hours have passed,
 * as the table says, and always when the table closes or a director asks —, then it is revealed.
 * The next epoch opens at once, in the same unit of work (and the first when the table is made),
 * so its commitment is public before any hand is dealt from it: the room cannot draw seeds until
 * it likes a deck for client seeds it already knows. Every method runs under the table's row lock
 * (inside the caller's unit of work): an epoch never ends under a hand being dealt from it, and a
 * table never deals from two.
 */
@Injectable()
export class SeedEpochsService {
  constructor(private readonly epochs: SeedEpochRepository) {}

  /**
   * The epoch the next hand is dealt from: the open one, committed before this deal — even past
   * its hours (it then ends with this hand). Only a table that has none (made before epochs
   * opened ahead) gets one here, committed with its first hand.
   */
  async epochForDeal(table: PokerTable): Promise<SeedEpoch> {
    return (await this.epochs.current(table.id)) ?? this.create(table.id);
  }

  /** The table's next epoch, its commitment public from this unit of work on: for an open table the engine deals. */
  async openNext(table: PokerTable): Promise<SeedEpoch | null> {
    if (table.status !== 'open' || table.dealing !== 'engine') return null;
    return (await this.epochs.current(table.id)) ?? this.create(table.id);
  }

  /** A hand was dealt from the epoch. */
  countHand(epoch: SeedEpoch): Promise<void> {
    return this.epochs.countHand(epoch.id);
  }

  /**
   * A hand ended (the table still locked): a table that reveals after every hand ends its epoch
   * now, one that reveals every N hours once they have run out; the next epoch opens at once.
   */
  @OnDomainEvent('hand.finished')
  async afterHand({ table }: HandFinished): Promise<void> {
    const open = await this.epochs.current(table.id);
    if (!open) return;
    const reason = table.seedReveal.kind === 'hand' ? 'hand' : this.expired(table, open, new Date()) ? 'hours' : null;
    if (reason === null) return;
    await this.epochs.end(open.id, reason, new Date());
    await this.openNext(table);
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
   * The open epoch's hours ran out and no hand dealt from it is running (the caller checked): it
   * ends now, so its seed is shown without waiting for the table's next hand, and the next one opens.
   */
  async endIfExpired(table: PokerTable, now = new Date()): Promise<SeedEpoch | null> {
    const open = await this.epochs.current(table.id);
    // An epoch that dealt nothing has nothing to show: it goes on, and ends after its first hand.
    if (!open || open.hands === 0 || !this.expired(table, open, now)) return null;
    await this.epochs.end(open.id, 'hours', now);
    await this.openNext(table);
    return { ...open, endedAt: now, endReason: 'hours' };
  }

  /** The open epoch's hours have run out (an `hours` table): it ends at the next chance. */
  expired(table: PokerTable, epoch: SeedEpoch, now: Date): boolean {
    return table.seedReveal.kind === 'hours' && now.getTime() - epoch.startedAt.getTime() >= table.seedReveal.hours * HOUR_MS;
  }

  private create(tableId: string): Promise<SeedEpoch> {
    // 32 bytes from the operating system's CSPRNG: the secret every deck of the epoch comes from.
    const seed = new Uint8Array(randomBytes(32));
    return this.epochs.create({ tableId, seed, commitment: seedCommitment(seed) });
  }
}
