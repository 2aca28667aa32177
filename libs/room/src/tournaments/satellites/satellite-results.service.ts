import { Injectable } from '@nestjs/common';
import { Tournament, TournamentEntry, TournamentEntryRepository, TournamentRepository, TournamentTableQueries, UnitOfWork } from '@app/persistence';
import { placeBusts, poolFinal, prizePool, prizesForPlacings } from '@app/tournament-core';
import { BountiesService } from '../bounties/bounties.service';
import { TournamentFeedService } from '../feed/tournament-feed.service';
import { TournamentLedgerService } from '../tournament-ledger.service';
import { TournamentTablesService } from '../tournament-tables.service';
import { satelliteOver, satellitePrizes, seatValue } from './satellite-prizes';
import { SatelliteSeatsService } from './satellite-seats.service';

/**
 * A satellite's results (docs/tournaments.md "Satellites"): ResultsService.settle hands over once
 * the busts are placed. When the pool is final the seats are fixed (prize pool ÷ the target's entry
 * price) with the cash remainder for the next place; places below the seats are paid as they come;
 * once no more players are left than seats — and the last hand in play has ended — the satellite
 * is over: every player left (and a bust placed within the seats) wins a seat in the target. Runs
 * inside the caller's unit of work with the satellite's row locked.
 */
@Injectable()
export class SatelliteResultsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly tournaments: TournamentRepository,
    private readonly entries: TournamentEntryRepository,
    private readonly queries: TournamentTableQueries,
    private readonly tables: TournamentTablesService,
    private readonly money: TournamentLedgerService,
    private readonly bounties: BountiesService,
    private readonly seats: SatelliteSeatsService,
    private readonly feed: TournamentFeedService,
  ) {}

  async settle(t: Tournament, alive: readonly TournamentEntry[], itemIndex: number | null): Promise<Tournament> {
    const ending = t.status === 'finished' || alive.length <= 1;
    // Fixed payouts mean a final pool (a quiet hand's settle comes without the clock's item).
    if (!ending && !t.payouts && !poolFinal(t, itemIndex)) return t;
    let current = t.payouts ? t : await this.fixPayouts(t);
    const seats = current.satelliteSeats ?? 0;
    if (current.status !== 'finished' && (alive.length <= 1 || satelliteOver(seats, alive.length)) && (await this.quiet(current)))
      current = await this.finish(current, alive, seats);
    await this.payCash(current, seats);
    return current;
  }

  /** The pool is final: the overlay of a seat guarantee paid in, the seats and the remainder fixed. */
  private async fixPayouts(t: Tournament): Promise<Tournament> {
    const target = await this.tournaments.findById(t.satelliteTargetId as string);
    if (!target) throw new Error(`satellite ${t.id}: its target ${t.satelliteTargetId} is gone`);
    const pool = prizePool(Number(t.collected), Number(t.guarantee));
    if (!pool.ok) throw new Error(`satellite ${t.id}: no prize pool: ${pool.error.message}`);
    const prizes = satellitePrizes(BigInt(pool.value.prizePool), BigInt(pool.value.overlay), seatValue(target));
    await this.money.payOverlay(t, prizes.payouts.overlay);
    return this.tournaments.update(t.id, { payouts: prizes.payouts, satelliteSeats: prizes.seats });
  }

  /** No hand left to finish: none being played, and no hand-for-hand round whose busts may still grow (they wait unplaced). */
  private async quiet(t: Tournament): Promise<boolean> {
    if ((await this.entries.listUnplacedBusts(t.id)).length > 0) return false;
    return !(await this.queries.listTables(t.id)).some((table) => table.status === 'open' && table.handRunning);
  }

  /**
   * The bubble has burst: the players left share places 1…n and each wins a seat, as does a bust
   * placed within the seats (out in a hand that was still being played). A hand-for-hand group
   * straddling the last seat is ranked by the chips its players began the hand with (a seat cannot
   * be shared); only equal stacks at the line still share — their places are paid in cash.
   */
  private async finish(t: Tournament, alive: readonly TournamentEntry[], seats: number): Promise<Tournament> {
    const now = new Date();
    for (const entry of alive) await this.entries.update(entry.id, { status: 'finished', place: 1, placeTo: alive.length, endedAt: now });
    await this.rankStraddlers(t, seats);
    await this.bounties.keepOwnAll(
      t,
      alive.map((e) => e.id),
      { end: 'finish' },
    );
    const closed = await this.tables.closeAll(t);
    await this.chipsBack(t, alive);
    const winners = (await this.entries.listPlacedUnpaid(t.id)).filter((e) => (e.placeTo ?? Infinity) <= seats);
    for (const winner of winners) await this.seats.award(t, winner);
    const finished = await this.tournaments.update(t.id, { status: 'finished', finishedAt: now });
    this.uow.afterCommit(() => this.tables.announceClosed(closed));
    this.feed.announce(t.id, { type: 'finished' });
    return finished;
  }

  private async rankStraddlers(t: Tournament, seats: number): Promise<void> {
    const straddling = (await this.entries.listPlacedUnpaid(t.id)).filter(
      (e) => e.status === 'busted' && e.bustRound !== null && (e.place as number) <= seats && (e.placeTo as number) > seats,
    );
    const groups = new Map<number, TournamentEntry[]>();
    for (const e of straddling) groups.set(e.bustSeq ?? 0, [...(groups.get(e.bustSeq ?? 0) ?? []), e]);
    for (const group of groups.values()) {
      const last = Math.max(...group.map((e) => e.placeTo as number));
      const ranked = placeBusts(
        group.map((e) => ({ playerId: e.id, startingStack: Number(e.bustStartingStack ?? 1n) })),
        last,
      );
      if (!ranked.ok) throw new Error(`satellite ${t.id}: cannot rank the bubble group: ${ranked.error.message}`);
      for (const p of ranked.value) await this.entries.update(p.playerId, { place: p.place, placeTo: p.sharedTo });
    }
  }

  /** Every chip back to the bank: seat stacks (closing the tables), chips held off the tables, a live event's float. */
  private async chipsBack(t: Tournament, alive: readonly TournamentEntry[]): Promise<void> {
    for (const entry of alive)
      for (const account of await this.money.chipAccountsOf(t, entry.playerId))
        await this.money.returnChips(
          t,
          account.id,
          account.balance,
          `tournament:${t.id}:entry:${entry.id}:chips-back:${account.id}`,
          'satellite over: chips back to the bank',
        );
    const float = await this.money.liveFloatBalance(t);
    if (float !== 0n)
      await this.money.moveChips(
        t,
        (await this.money.liveFloat(t)).id,
        (await this.money.chipBank(t)).id,
        float,
        `tournament:${t.id}:satellite-over:float`,
        'satellite over: the float back to the bank',
      );
  }

  /** Placed entries below the seats (or sharing across the last seat): their cash — the remainder to the next place, else nothing. */
  private async payCash(t: Tournament, seats: number): Promise<void> {
    if (!t.payouts) return;
    const final = t.status === 'finished';
    const unpaid = (await this.entries.listPlacedUnpaid(t.id)).filter(
      // Out, or the winner of a satellite whose pool bought no seat (the whole pool, in cash).
      (e) => e.status !== 'playing' && e.status !== 'registered' && ((e.place as number) > seats || (final && (e.placeTo as number) > seats)),
    );
    const placings = unpaid.map((e) => ({ playerId: e.id, place: e.place as number, sharedTo: e.placeTo as number }));
    const prizes = prizesForPlacings(placings, t.payouts.amounts.map(Number), 1);
    if (!prizes.ok) throw new Error(`satellite ${t.id}: cannot split prizes: ${prizes.error.message}`);
    for (const [i, prize] of prizes.value.entries()) {
      const entry = unpaid[i] as TournamentEntry;
      const amount = BigInt(prize.amount);
      const places = `${entry.place}${entry.placeTo !== entry.place ? `–${entry.placeTo}` : ''}`;
      await this.money.payPrize(
        t,
        entry.id,
        entry.playerId,
        amount,
        `${t.name}: place ${places}${amount > 0n && (entry.place as number) <= seats ? ' (seats shared in cash)' : ''}`,
      );
      await this.entries.update(entry.id, { prize: amount });
    }
  }
}
