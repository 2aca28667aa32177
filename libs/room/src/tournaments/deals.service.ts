import { Injectable } from '@nestjs/common';
import {
  DealMethod,
  FinalPayouts,
  Tournament,
  TournamentClockRepository,
  TournamentDeal,
  TournamentDealRepository,
  TournamentEntry,
  TournamentEntryRepository,
  TournamentRepository,
  TournamentTableQueries,
  UnitOfWork,
} from '@app/persistence';
import { chipChop, icmDeal, poolFinal } from '@app/tournament-core';
import type { Actor } from '../audit/actor';
import { AuditService } from '../audit/audit.service';
import { LedgerService } from '../ledger/ledger.service';
import { chipsUnit } from '../ledger/units';
import { TournamentFeedService } from './feed/tournament-feed.service';
import { TournamentLedgerService } from './tournament-ledger.service';
import { TournamentTablesService } from './tournament-tables.service';
import { TournamentError, TournamentErrorCode } from './tournament.error';
import { BountiesService } from './bounties/bounties.service';
import { satelliteDeal } from './satellites/satellite-deals';
import { SatelliteSeatsService } from './satellites/satellite-seats.service';

const notAllowed = (message: string) => new TournamentError(TournamentErrorCode.DEAL_NOT_ALLOWED, message);

interface LeftPlayer {
  entry: TournamentEntry;
  stack: bigint;
}

/**
 * Deals for the players left: ICM (Malmuth–Harville) or chip-chop over the prizes still to be
 * won, computed by tournament-core. A proposal changes nothing; a director's confirmation pays
 * every player their deal amount, places them by chips and ends the tournament — only if the
 * stacks are still those the deal was computed from and no hand is being played.
 */
@Injectable()
export class DealsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly tournaments: TournamentRepository,
    private readonly entries: TournamentEntryRepository,
    private readonly clocks: TournamentClockRepository,
    private readonly deals: TournamentDealRepository,
    private readonly tableQueries: TournamentTableQueries,
    private readonly tables: TournamentTablesService,
    private readonly ledger: LedgerService,
    private readonly money: TournamentLedgerService,
    private readonly audit: AuditService,
    private readonly feed: TournamentFeedService,
    private readonly bounties: BountiesService,
    private readonly satelliteSeats: SatelliteSeatsService,
  ) {}

  propose(actor: Actor, tournamentId: string, method: DealMethod, guaranteeLastPlace = false): Promise<TournamentDeal> {
    return this.uow.run(async () => {
      const t = await this.tournaments.lockById(tournamentId);
      if (!t) throw TournamentError.notFound(tournamentId);
      const left = await this.playersLeft(t);
      if (t.satelliteTargetId !== null) return this.proposeSatellite(actor, t, left, method, guaranteeLastPlace);
      const prizes = (t.payouts as FinalPayouts).amounts.slice(0, left.length).map(Number);
      const stacks = left.map((p) => Number(p.stack));
      const unit = Number(t.payoutRounding);
      const computed = method === 'icm' ? icmDeal(stacks, prizes, unit) : chipChop(stacks, prizes, { guaranteeLastPlace, unit });
      if (!computed.ok) throw TournamentError.fromCore(TournamentErrorCode.DEAL_NOT_ALLOWED, computed.error);
      const players = left.map((p, i) => ({
        entryId: p.entry.id,
        playerId: p.entry.playerId,
        stack: p.stack.toString(),
        amount: String(computed.value.amounts[i]),
      }));
      const deal = await this.deals.create({ tournamentId: t.id, method, players, prizes: prizes.map(String), createdByKeyId: actor.keyId });
      await this.audit.record(actor, 'tournament.deal-propose', { type: 'tournament', id: t.id }, { dealId: deal.id, method });
      return deal;
    });
  }

  confirm(actor: Actor, tournamentId: string, dealId: string): Promise<TournamentDeal> {
    return this.uow.run(async () => {
      // Tables first, then the tournament: the one lock order.
      await this.tables.lockOpenTables(tournamentId);
      const t = await this.tournaments.lockById(tournamentId);
      if (!t) throw TournamentError.notFound(tournamentId);
      const deal = await this.deals.findById(dealId);
      if (!deal || deal.tournamentId !== t.id) throw new TournamentError(TournamentErrorCode.DEAL_NOT_FOUND, `no deal ${dealId} in tournament ${t.id}`);
      if (deal.status !== 'proposed') throw new TournamentError(TournamentErrorCode.DEAL_STALE, `deal ${dealId} is ${deal.status}`);
      if ((await this.tableQueries.listTables(t.id)).some((x) => x.handRunning))
        throw new TournamentError(TournamentErrorCode.HAND_IN_PROGRESS, 'a hand is being played: confirm the deal between hands (pause or wait for the break)');
      const left = await this.playersLeft(t);
      const same =
        left.length === deal.players.length && left.every((p, i) => p.entry.id === deal.players[i]?.entryId && p.stack.toString() === deal.players[i]?.stack);
      if (!same) {
        await this.deals.setStatus(deal.id, 'void');
        throw new TournamentError(TournamentErrorCode.DEAL_STALE, 'the stacks have changed since the deal was proposed: propose it again');
      }
      await this.apply(t, deal);
      await this.deals.voidProposals(t.id);
      const confirmed = await this.deals.setStatus(deal.id, 'confirmed', new Date());
      await this.audit.record(actor, 'tournament.deal-confirm', { type: 'tournament', id: t.id }, { dealId: deal.id, method: deal.method });
      // The tournament's followers (the console, the room's TVs) hear the end, as after a last bust.
      this.feed.announce(t.id, { type: 'finished' });
      return confirmed;
    });
  }

  /**
   * A satellite's deal (satellites/satellite-deals.ts): the biggest stacks take the seats whole,
   * the cash remainder is shared among the rest by chips. Refused until the seats are fixed.
   */
  private async proposeSatellite(actor: Actor, t: Tournament, left: LeftPlayer[], method: DealMethod, guaranteeLastPlace: boolean): Promise<TournamentDeal> {
    if (t.satelliteSeats === null || !t.payouts) throw notAllowed("the satellite's seats are not fixed yet (its prize pool is not final)");
    const amounts = t.payouts.amounts;
    const seatValue = t.satelliteSeats > 0 ? (amounts[0] as bigint) : 0n;
    const shares = satelliteDeal({
      stacks: left.map((p) => p.stack),
      amounts,
      seats: t.satelliteSeats,
      seatValue,
      unit: Number(t.payoutRounding),
      method,
      guaranteeLastPlace,
    });
    const players = left.map((p, i) => ({
      entryId: p.entry.id,
      playerId: p.entry.playerId,
      stack: p.stack.toString(),
      amount: String(shares[i]?.amount),
      seat: shares[i]?.seat === true,
    }));
    const prizes = amounts.slice(0, left.length).map(String);
    const deal = await this.deals.create({ tournamentId: t.id, method, players, prizes, createdByKeyId: actor.keyId });
    await this.audit.record(actor, 'tournament.deal-propose', { type: 'tournament', id: t.id }, { dealId: deal.id, method, satellite: true });
    return deal;
  }

  /**
   * Pays the deal, places the players by chips (equal stacks share), returns the chips, ends the
   * tournament and closes its tables. In a satellite's deal the seat-winners share places 1…seats
   * and get their seat as at the bubble (the seat service); the others are placed by chips below.
   */
  private async apply(t: Tournament, deal: TournamentDeal): Promise<void> {
    const now = new Date();
    const seated = deal.players.filter((p) => p.seat === true);
    const cashed = deal.players.filter((p) => p.seat !== true);
    const seatWinners = [];
    for (const p of seated) seatWinners.push(await this.entries.update(p.entryId, { status: 'finished', place: 1, placeTo: seated.length, endedAt: now }));
    const byStack = [...cashed].sort((a, b) => Number(BigInt(b.stack) - BigInt(a.stack)));
    for (const p of cashed) {
      const place = seated.length + 1 + byStack.findIndex((q) => q.stack === p.stack);
      const placeTo = place + byStack.filter((q) => q.stack === p.stack).length - 1;
      await this.money.payPrize(t, p.entryId, p.playerId, BigInt(p.amount), `${t.name}: deal (${deal.method})`);
      await this.entries.update(p.entryId, { status: 'finished', place, placeTo, prize: BigInt(p.amount), endedAt: now });
    }
    const closed = await this.tables.closeAll(t);
    // No hand ends here to tell the tables' followers: they hear of the closing once it committed.
    this.uow.afterCommit(() => this.tables.announceClosed(closed));
    for (const p of deal.players) {
      for (const account of await this.money.chipAccountsOf(t, p.playerId)) {
        await this.money.returnChips(
          t,
          account.id,
          account.balance,
          `tournament:${t.id}:entry:${p.entryId}:chips-back:${account.id}`,
          'deal: chips back to the bank',
        );
      }
    }
    // A deal splits the prize pool only: each player in it keeps (is paid) the bounty on their own head.
    await this.bounties.keepOwnAll(
      t,
      deal.players.map((p) => p.entryId),
      { end: 'deal' },
    );
    if (t.satelliteTargetId !== null) {
      // As at a satellite's bubble: a live event's uncounted chips (the float) back to the bank too,
      // then the seats, once the tables are closed and the chips are back.
      const float = await this.money.liveFloatBalance(t);
      if (float !== 0n)
        await this.money.moveChips(
          t,
          (await this.money.liveFloat(t)).id,
          (await this.money.chipBank(t)).id,
          float,
          `tournament:${t.id}:deal:float`,
          'deal: the float back to the bank',
        );
      for (const winner of seatWinners) await this.satelliteSeats.award(t, winner);
    }
    await this.tournaments.update(t.id, { status: 'finished', finishedAt: now });
  }

  /** The players still in with their chips, in entry order; refuses when a deal cannot be made now. */
  private async playersLeft(t: Tournament): Promise<LeftPlayer[]> {
    if (t.status !== 'running' && t.status !== 'on-break') throw notAllowed(`tournament ${t.id} is ${t.status}: deals are made while it is in play`);
    const clock = await this.clocks.find(t.id);
    if (!t.payouts || !poolFinal(t, clock?.itemIndex ?? null))
      throw notAllowed('the prize pool is not final yet (registration, rebuys or the add-on are still open)');
    const live = await this.entries.list(t.id, ['playing']);
    if (live.length < 2) throw notAllowed('a deal needs two or more players left');
    const left: LeftPlayer[] = [];
    for (const entry of live) {
      const page = await this.ledger.listAccounts({ unit: chipsUnit(t.id), playerId: entry.playerId, limit: 200 });
      left.push({ entry, stack: page.items.reduce((sum, a) => sum + a.balance, 0n) });
    }
    return left;
  }
}
