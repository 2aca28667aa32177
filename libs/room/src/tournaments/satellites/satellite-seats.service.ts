import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Tournament, TournamentEntry, TournamentEntryRepository, TournamentRepository } from '@app/persistence';
import { SYSTEM_ACTOR, type Actor } from '../../audit/actor';
import { PlayerError } from '../../players/player.error';
import type { PostingEntry } from '../../ledger/posting';
import { LedgerService } from '../../ledger/ledger.service';
import { BountiesService } from '../bounties/bounties.service';
import { TournamentLedgerService, tournamentReference } from '../tournament-ledger.service';
import { TournamentError } from '../tournament.error';
import { seatValue } from './satellite-prizes';

/** How a seat is paid: the target's registration calls it in place of charging the bankroll. */
export type SeatPayment = (target: Tournament, entry: TournamentEntry) => Promise<void>;

/** The target's registration as a seat needs it (EntriesService, bound to this token in the room's providers). */
export interface SeatRegistration {
  enterOnSeat(actor: Actor, tournamentId: string, playerId: string, seat: SeatPayment): Promise<TournamentEntry>;
}
export const SEAT_REGISTRATION = Symbol('SeatRegistration');

/** What a seat-winner got: an entry in the target, or — when the target could not take it — the seat's value in cash. */
export type SeatAward = { kind: 'seat'; targetEntry: TournamentEntry } | { kind: 'cash'; reason: string };

/**
 * Gives a satellite's seat-winner their seat (docs/tournaments.md "Satellites"): an entry made by
 * the target's own registration (its rules: open, not full, not already in, re-entries), paid in
 * one ledger posting from the satellite's prize pool to the target's prize pool, the house's fees
 * (and its bounty pool) — the player's bankroll is never touched. When the target refuses the
 * entry, the seat's value is paid to the player's bankroll instead. Runs inside the satellite's
 * unit of work with its row locked; the target's tables and row are locked after it (satellite →
 * target, the one order: targets never lock their satellites, and the satellite chain is acyclic).
 */
@Injectable()
export class SatelliteSeatsService {
  constructor(
    private readonly tournaments: TournamentRepository,
    private readonly entries: TournamentEntryRepository,
    private readonly moduleRef: ModuleRef,
    private readonly money: TournamentLedgerService,
    private readonly ledger: LedgerService,
    private readonly bounties: BountiesService,
  ) {}

  /**
   * Looked up when first needed, not injected, and through a token: registration (a sit & go's
   * start) leads to the results, and the results to this service — a cycle of constructors (and of
   * imports) that neither Nest nor the module loader can build.
   */
  private get registrations(): SeatRegistration {
    return this.moduleRef.get<SeatRegistration>(SEAT_REGISTRATION, { strict: false });
  }

  async award(satellite: Tournament, winner: TournamentEntry): Promise<SeatAward> {
    const target = await this.tournaments.findById(satellite.satelliteTargetId as string);
    if (!target) throw new Error(`satellite ${satellite.id}: its target ${satellite.satelliteTargetId} is gone`);
    const value = seatValue(target);
    let award: SeatAward;
    try {
      const entry = await this.registrations.enterOnSeat(SYSTEM_ACTOR, target.id, winner.playerId, (t, e) => this.paySeat(satellite, winner, t, e));
      award = { kind: 'seat', targetEntry: entry };
    } catch (err) {
      // The target's refusals all come before it writes anything: nothing to undo, the seat is paid in cash.
      if (!(err instanceof TournamentError) && !(err instanceof PlayerError)) throw err;
      award = { kind: 'cash', reason: err.code };
      await this.money.payPrize(satellite, winner.id, winner.playerId, value, `${satellite.name}: seat into ${target.name} paid in cash (${err.code})`);
    }
    await this.entries.update(winner.id, { prize: value, wonEntryId: award.kind === 'seat' ? award.targetEntry.id : null });
    return award;
  }

  /** Satellite prize pool → target prize pool + house fees (+ target bounty pool): the seat's price, once per winner. */
  private async paySeat(satellite: Tournament, winner: TournamentEntry, target: Tournament, entry: TournamentEntry): Promise<void> {
    const from = await this.money.prizePool(satellite);
    const fees = await this.ledger.ensureAccount({ kind: 'house-fees', unit: target.currency });
    const bounty = target.bountyKind === 'none' ? 0n : target.bounty;
    const entries: PostingEntry[] = [{ accountId: from.id, amount: -seatValue(target) }];
    if (target.buyIn > 0n) entries.push({ accountId: (await this.money.prizePool(target)).id, amount: target.buyIn });
    if (target.fee > 0n) entries.push({ accountId: fees.id, amount: target.fee });
    if (bounty > 0n) entries.push({ accountId: (await this.bounties.bountyPool(target)).id, amount: bounty });
    await this.ledger.post(
      {
        kind: 'tournament-satellite-seat',
        unit: target.currency,
        reference: `${tournamentReference(target.id)}:entry:${entry.id}`,
        memo: `${satellite.name}: seat into ${target.name}`,
        entries,
      },
      { idempotencyKey: `tournament:${satellite.id}:entry:${winner.id}:seat` },
    );
  }
}
