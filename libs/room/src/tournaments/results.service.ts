import { Injectable } from '@nestjs/common';
import { FinalPayouts, Tournament, TournamentClockRepository, TournamentEntry, TournamentEntryRepository, TournamentRepository } from '@app/persistence';
import { computePayouts, placeBusts, poolFinal, prizesForPlacings, registrationOpen } from '@app/tournament-core';
import { LedgerService } from '../ledger/ledger.service';
import { chipsUnit } from '../ledger/units';
import type { Standing } from './dto/clock.view';
import { TournamentLedgerService, tournamentReference } from './tournament-ledger.service';
import { TournamentTablesService } from './tournament-tables.service';
import { FlightStopService } from './flights/flight-stop.service';
import { BountiesService } from './bounties/bounties.service';
import { SatelliteResultsService } from './satellites/satellite-results.service';

/** A player who has no chips left after a hand, with the chips they started that hand with. */
export interface HandBust {
  playerId: string;
  startingStack: bigint;
  /** A live event's bust: the seat the player gave up and the chips it held (what an undo gives back). */
  seat?: { tableId: string; seat: number; chips: bigint };
}

const LIVE = ['registered', 'playing'] as const;

/**
 * Eliminations, places and prizes. Busts are recorded in the order hands end; places are given
 * once the field is known (late registration closed), the later bust taking the worse place and,
 * within one hand, the smaller starting stack (equal stacks share). Prizes are paid as soon as a
 * place is final and the prize pool is final. The tournament ends when one player is left.
 * Every method runs inside the caller's unit of work, with the tournament row locked.
 */
@Injectable()
export class ResultsService {
  constructor(
    private readonly tournaments: TournamentRepository,
    private readonly entries: TournamentEntryRepository,
    private readonly clocks: TournamentClockRepository,
    private readonly money: TournamentLedgerService,
    private readonly ledger: LedgerService,
    private readonly tables: TournamentTablesService,
    private readonly flights: FlightStopService,
    private readonly bounties: BountiesService,
    private readonly satellites: SatelliteResultsService,
  ) {}

  /**
   * Marks the busted players' live entries out, as one bust group: they busted in one hand — or,
   * in hand-for-hand play (`round`), in one round at any of the tables, which makes them one group.
   * `handId` is null for a live event's bust (the floor's input: no hand is recorded).
   */
  async recordBusts(t: Tournament, handId: string | null, busts: readonly HandBust[], round: number | null = null): Promise<Tournament> {
    if (busts.length === 0) return t;
    const sameRound = round !== null && t.bustCount > 0 && (await this.entries.roundOfBustGroup(t.id, t.bustCount)) === round;
    const seq = sameRound ? t.bustCount : t.bustCount + 1;
    const bustedAt = new Date();
    for (const bust of busts) {
      const entry = await this.entries.findLive(t.id, bust.playerId);
      if (!entry) throw new Error(`tournament ${t.id}: player ${bust.playerId} busted without a live entry`);
      await this.entries.update(entry.id, {
        status: 'busted',
        bustSeq: seq,
        bustHandId: handId,
        bustStartingStack: bust.startingStack,
        bustRound: round,
        bustTableId: bust.seat?.tableId ?? null,
        bustSeat: bust.seat?.seat ?? null,
        bustChips: bust.seat?.chips ?? null,
        bustedAt,
        endedAt: bustedAt,
      });
    }
    const updated = seq === t.bustCount ? t : await this.tournaments.update(t.id, { bustCount: seq });
    const clock = await this.clocks.find(t.id);
    return this.settle(updated, clock?.itemIndex ?? null);
  }

  /**
   * Brings the results up to date: places for busts once the field is final, the winner when one
   * player is left, the payouts once the pool is final, and every prize that became payable.
   */
  async settle(t: Tournament, itemIndex: number | null): Promise<Tournament> {
    if (t.status !== 'running' && t.status !== 'on-break' && t.status !== 'finished') return t;
    // A Day 1 flight places and pays nobody: it stops and bags (docs/tournaments.md "Multi-day events and flights").
    if (t.flightOfId !== null) return t.status === 'finished' ? t : this.flights.settleFlight(t, itemIndex);
    // A count, not the list: every bust hand settles, and the field can be thousands of players.
    const aliveCount = await this.entries.countLive(t.id);
    const fieldFinal = t.status === 'finished' || aliveCount <= 1 || !registrationOpen(t, itemIndex);
    if (!fieldFinal) return t;
    await this.placeBusts(t, aliveCount);
    // A satellite pays in seats and stops at its seat bubble (docs/tournaments.md "Satellites").
    if (t.satelliteTargetId !== null) return this.satellites.settle(t, await this.entries.list(t.id, LIVE), itemIndex);
    let current = t;
    if (aliveCount === 1 && t.status !== 'finished') current = await this.finishWith(t, (await this.entries.list(t.id, LIVE))[0] as TournamentEntry);
    if (!poolFinal(current, itemIndex)) return current;
    if (!current.payouts) current = await this.fixPayouts(current);
    await this.payPlaced(current);
    return current;
  }

  /** Players left and chips in play (−the chip bank: every chip issued and not returned). */
  async standing(t: Tournament): Promise<Standing> {
    const playersLeft = await this.entries.countLive(t.id);
    const bank = await this.ledger.balanceOf({ kind: 'tournament-chip-bank', unit: chipsUnit(t.id), reference: tournamentReference(t.id) });
    return { playersLeft, chipsInPlay: -bank };
  }

  /**
   * Unplaced bust groups, latest first, take the places right below the players still in. A
   * hand-for-hand group shares all its places (RP-8) and waits while its round is still being
   * played (more busts may join it); it still takes its room below the players left.
   */
  private async placeBusts(t: Tournament, aliveCount: number): Promise<void> {
    const pending = await this.entries.listUnplacedBusts(t.id);
    const groups = new Map<number, TournamentEntry[]>();
    for (const e of pending) groups.set(e.bustSeq ?? 0, [...(groups.get(e.bustSeq ?? 0) ?? []), e]);
    let above = aliveCount;
    for (const seq of [...groups.keys()].sort((a, b) => b - a)) {
      const group = groups.get(seq) as TournamentEntry[];
      const round = group[0]?.bustRound ?? null;
      if (round !== null && aliveCount > 1 && roundInPlay(t, round)) {
        above += group.length;
        continue;
      }
      const placed = placeBusts(
        group.map((e) => ({ playerId: e.id, startingStack: Number(e.bustStartingStack ?? 1n) })),
        above + group.length,
        { handForHand: round !== null },
      );
      if (!placed.ok) throw new Error(`tournament ${t.id}: cannot place bust group ${seq}: ${placed.error.message}`);
      for (const p of placed.value) await this.entries.update(p.playerId, { place: p.place, placeTo: p.sharedTo });
      above += group.length;
    }
  }

  /** The last player standing: 1st place, every chip back to the bank, the tables closed. */
  private async finishWith(t: Tournament, winner: TournamentEntry): Promise<Tournament> {
    const now = new Date();
    await this.entries.update(winner.id, { status: 'finished', place: 1, placeTo: 1, endedAt: now });
    // The last player keeps the bounty on their own head (docs/tournaments.md "Bounties and progressive knockouts").
    await this.bounties.keepOwnAll(t, [winner.id], { end: 'finish' });
    await this.tables.closeAll(t);
    for (const account of await this.money.chipAccountsOf(t, winner.playerId)) {
      await this.money.returnChips(
        t,
        account.id,
        account.balance,
        `tournament:${t.id}:entry:${winner.id}:chips-back:${account.id}`,
        'tournament over: chips back to the bank',
      );
    }
    return this.tournaments.update(t.id, { status: 'finished', finishedAt: now });
  }

  /** The pool is final: the overlay is paid in and the amount of every place fixed. */
  private async fixPayouts(t: Tournament): Promise<Tournament> {
    const computed = computePayouts({
      entries: t.entriesCount,
      collected: Number(t.collected),
      guarantee: Number(t.guarantee),
      unit: Number(t.payoutRounding),
      ...(t.payoutTable ? { table: t.payoutTable } : {}),
    });
    if (!computed.ok) throw new Error(`tournament ${t.id}: no payouts for ${t.entriesCount} entries: ${computed.error.message}`);
    const payouts: FinalPayouts = {
      prizePool: BigInt(computed.value.prizePool),
      overlay: BigInt(computed.value.overlay),
      percentages: [...computed.value.percentages],
      amounts: computed.value.amounts.map(BigInt),
    };
    await this.money.payOverlay(t, payouts.overlay);
    return this.tournaments.update(t.id, { payouts });
  }

  /** Every placed entry without a recorded prize gets its share of its place range (0 outside the money). */
  private async payPlaced(t: Tournament): Promise<void> {
    const payouts = t.payouts as FinalPayouts;
    const unpaid = (await this.entries.listPlacedUnpaid(t.id)).filter((e) => e.status !== 'playing' && e.status !== 'registered');
    const placings = unpaid.map((e) => ({ playerId: e.id, place: e.place as number, sharedTo: e.placeTo as number }));
    const prizes = prizesForPlacings(placings, payouts.amounts.map(Number), Number(t.payoutRounding));
    if (!prizes.ok) throw new Error(`tournament ${t.id}: cannot split prizes: ${prizes.error.message}`);
    for (const [i, prize] of prizes.value.entries()) {
      const entry = unpaid[i] as TournamentEntry;
      const amount = BigInt(prize.amount);
      await this.money.payPrize(
        t,
        entry.id,
        entry.playerId,
        amount,
        `${t.name}: place ${entry.place}${entry.placeTo !== entry.place ? `–${entry.placeTo}` : ''}`,
      );
      await this.entries.update(entry.id, { prize: amount });
    }
  }
}

/** The hand-for-hand round is open and not over yet: its bust group may still grow. */
function roundInPlay(t: Tournament, round: number): boolean {
  return t.handForHand && t.handForHandOpen && round === t.handForHandRound;
}
