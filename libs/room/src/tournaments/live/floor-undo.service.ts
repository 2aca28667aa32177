import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  FloorInput,
  FloorInputRepository,
  TableLayout,
  TableSeatRepository,
  Tournament,
  TournamentClockRepository,
  TournamentEntry,
  TournamentEntryRepository,
  TournamentTableRepository,
  UnitOfWork,
} from '@app/persistence';
import { numberOf } from '@app/tournament-core';
import type { Actor } from '../../audit/actor';
import { AuditService } from '../../audit/audit.service';
import { seatStackReference } from '../../hands/seat-ledger.service';
import { LedgerService } from '../../ledger/ledger.service';
import { chipsUnit } from '../../ledger/units';
import { TournamentFeedService } from '../feed/tournament-feed.service';
import { ResultsService } from '../results.service';
import { TournamentLedgerService } from '../tournament-ledger.service';
import { TournamentTablesService } from '../tournament-tables.service';
import { TournamentError, TournamentErrorCode } from '../tournament.error';
import type { UndoDto } from './dto/floor.dto';
import type { BustRecord, StackChange } from './floor-inputs.service';
import { FloorWorkService } from './floor-work.service';
import { LiveBountiesService } from '../bounties/live-bounties.service';

const err = (code: TournamentErrorCode, message: string) => new TournamentError(code, message);

/**
 * Undoing a floor input (docs/tournaments.md "Live tournaments"). A mistaken bust is the floor's
 * most common error: its undo puts each player back in the seat they busted in — or the seat the
 * floor names, or, when their own is no longer free, one drawn by the late-entry rule — with the
 * chips it held, and recomputes the places of everyone who busted at or after it. A count or a chip race is undone while the stacks it set
 * are still the last known ones; a hand-done while its round is still being played. What cannot
 * be undone any more is refused with a code that says why, and nothing changes.
 */
@Injectable()
export class FloorUndoService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly work: FloorWorkService,
    private readonly inputs: FloorInputRepository,
    private readonly entries: TournamentEntryRepository,
    private readonly seats: TableSeatRepository,
    private readonly tableStates: TournamentTableRepository,
    private readonly clocks: TournamentClockRepository,
    private readonly ledger: LedgerService,
    private readonly money: TournamentLedgerService,
    private readonly results: ResultsService,
    private readonly audit: AuditService,
    private readonly feed: TournamentFeedService,
    private readonly tables: TournamentTablesService,
    private readonly liveBounties: LiveBountiesService,
  ) {}

  undo(actor: Actor, tournamentId: string, inputId: string, dto: UndoDto): Promise<FloorInput> {
    return this.uow.run(async () => {
      const { t, layout } = await this.work.lockRoom(tournamentId);
      const input = await this.inputs.find(t.id, inputId);
      if (!input) throw err(TournamentErrorCode.FLOOR_INPUT_NOT_FOUND, `no floor input ${inputId} in tournament ${t.id}`);
      if (input.undoneAt)
        throw err(TournamentErrorCode.FLOOR_INPUT_ALREADY_UNDONE, `floor input ${input.seq} (${input.kind}) was undone at ${input.undoneAt.toISOString()}`);
      const key = `tournament:${t.id}:floor:${input.seq}:undo`;
      switch (input.kind) {
        case 'bust':
          await this.undoBust(actor, t, layout, input, dto, key);
          break;
        case 'chip-count':
          await this.restoreStacks(t, layout, input, key);
          break;
        case 'colour-up':
          await this.restoreStacks(t, layout, input, key);
          await this.undoRace(t, input, key);
          break;
        case 'hand-done':
          await this.undoHandDone(t, layout, input);
          break;
      }
      const undone = await this.inputs.markUndone(input.id, actor.keyId, new Date());
      await this.audit.record(actor, 'tournament.floor-undo', { type: 'tournament', id: t.id }, { inputId: input.id, seq: input.seq, kind: input.kind });
      this.feed.announce(t.id, { type: 'undo', inputId: input.id, kind: input.kind });
      await this.work.requestBalancing(t.id);
      return undone;
    });
  }

  private async undoBust(actor: Actor, t: Tournament, layout: TableLayout[], input: FloorInput, dto: UndoDto, key: string): Promise<void> {
    const busts = (input.applied as { busts: BustRecord[] }).busts;
    const out: TournamentEntry[] = [];
    for (const b of busts) {
      const entry = await this.entries.findById(b.entryId);
      if (entry?.status !== 'busted' || entry.bustSeq !== b.bustSeq)
        throw err(TournamentErrorCode.FLOOR_INPUT_SUPERSEDED, `player ${b.playerId}'s bust has changed since input ${input.seq}: nothing to undo`);
      if (await this.entries.findLive(t.id, b.playerId))
        throw err(
          TournamentErrorCode.BUST_UNDO_REENTERED,
          `player ${b.playerId} has re-entered since: undo the re-entry at the cashier first (unregister), then the bust`,
        );
      out.push(entry);
    }
    // Everyone who busted at or after this group moves one place down when these players are back in.
    const first = Math.min(...busts.map((b) => b.bustSeq));
    const later = (await this.entries.list(t.id, ['busted'])).filter((e) => (e.bustSeq ?? 0) >= first);
    const paid = later.find((e) => (e.prize ?? 0n) > 0n);
    if (paid)
      throw err(
        TournamentErrorCode.BUST_UNDO_PRIZES_PAID,
        `${paid.screenName} has been paid for place ${paid.place} since: places that are paid no longer change (correct the results with the ledger)`,
      );
    // A bounty event: the bounties this bust paid are taken back exactly (refused when they have moved on since).
    const bustedIds = busts.map((b) => b.entryId);
    await this.liveBounties.undo(t, input.seq, bustedIds, actor);
    const seatsNow = this.seatFinder(layout, dto);
    const float = await this.money.liveFloat(t);
    for (const [i, b] of busts.entries()) {
      const wanted = seatsNow(b);
      if (wanted) {
        const stack = await this.ledger.ensureAccount({
          kind: 'seat-stack',
          unit: chipsUnit(t.id),
          playerId: b.playerId,
          reference: seatStackReference(wanted.tableId),
        });
        await this.money.moveChips(t, float.id, stack.id, BigInt(b.chips), `${key}:${b.entryId}`, 'bust undone: the chips back on the seat');
        await this.seats.insert({
          tableId: wanted.tableId,
          seat: wanted.seat,
          playerId: b.playerId,
          seatingId: randomUUID(),
          stackAccountId: stack.id,
          sittingOut: false,
        });
      } else {
        // Their seat is gone (taken, or its table broken): a seat by the late-entry rule, the chips with them.
        const chips = await this.money.playerChips(t, b.playerId);
        await this.money.moveChips(t, float.id, chips.id, BigInt(b.chips), `${key}:${b.entryId}`, 'bust undone: the chips back to the player');
        await this.tables.seatLate(t, b.playerId, actor);
      }
      await this.entries.update((out[i] as TournamentEntry).id, {
        status: 'playing',
        bustSeq: null,
        bustHandId: null,
        bustStartingStack: null,
        bustRound: null,
        bustTableId: null,
        bustSeat: null,
        bustChips: null,
        place: null,
        placeTo: null,
        prize: null,
        bustedAt: null,
        endedAt: null,
      });
    }
    const undone = new Set(busts.map((b) => b.entryId));
    for (const e of later) if (!undone.has(e.id)) await this.entries.update(e.id, { place: null, placeTo: null, prize: null });
    await this.results.settle(t, (await this.clocks.find(t.id))?.itemIndex ?? null);
  }

  /**
   * Where each player of an undone bust sits again: the seat the floor names (refused when it is
   * not free), else their own seat when it is still free, else null (the late-entry rule decides).
   */
  private seatFinder(layout: TableLayout[], dto: UndoDto): (b: BustRecord) => { tableId: string; seat: number } | null {
    const taken = new Set(layout.flatMap((x) => x.seats.map((s) => `${x.tableId}:${s.seat}`)));
    const open = new Map(layout.filter((x) => x.status === 'open').map((x) => [x.tableId, x]));
    return (b) => {
      const named = dto.seats?.find((s) => s.playerId === b.playerId);
      if (!named) {
        // Their own seat, while its table is open and nobody has taken it; else the late-entry rule.
        const own = `${b.tableId}:${b.seat}`;
        if (!open.has(b.tableId) || taken.has(own)) return null;
        taken.add(own);
        return { tableId: b.tableId, seat: b.seat };
      }
      const table = open.get(named.tableId);
      if (!table) throw err(TournamentErrorCode.TABLE_NOT_IN_TOURNAMENT, `table ${named.tableId} is not an open table of this tournament`);
      if (named.seat > table.maxSeats) throw err(TournamentErrorCode.SEAT_OUT_OF_RANGE, `table ${numberOf(table)} has seats 1–${table.maxSeats}`);
      const k = `${named.tableId}:${named.seat}`;
      if (taken.has(k))
        throw err(TournamentErrorCode.SEAT_TAKEN, `seat ${named.seat} at table ${numberOf(table)} is taken: name a free seat for player ${b.playerId}`);
      taken.add(k);
      return { tableId: named.tableId, seat: named.seat };
    };
  }

  /** A count's or a race's stacks back to what they were, while they are still what it set. */
  private async restoreStacks(t: Tournament, layout: TableLayout[], input: FloorInput, key: string): Promise<void> {
    const stacks = (input.applied as { stacks: StackChange[] }).stacks;
    const seated = new Map(layout.flatMap((x) => x.seats.map((s) => [s.playerId, s])));
    for (const c of stacks) {
      const seat = seated.get(c.playerId);
      if (!seat || seat.stackAccountId !== c.stackAccountId || seat.stack !== BigInt(c.after))
        throw err(
          TournamentErrorCode.FLOOR_INPUT_SUPERSEDED,
          `player ${c.playerId}'s stack has changed since input ${input.seq} (a later count, a move or a bust): undo those first`,
        );
    }
    const float = await this.money.liveFloat(t);
    for (const c of stacks) {
      await this.money.moveChips(
        t,
        c.stackAccountId,
        float.id,
        BigInt(c.after) - BigInt(c.before),
        `${key}:stack:${c.playerId}`,
        'count undone: the stack as it was',
      );
    }
  }

  /** A chip race's difference back from the chip bank into the float. */
  private async undoRace(t: Tournament, input: FloorInput, key: string): Promise<void> {
    const toBank = BigInt((input.applied as { toBank: string }).toBank);
    const float = await this.money.liveFloat(t);
    const bank = await this.money.chipBank(t);
    await this.money.moveChips(t, bank.id, float.id, toBank, `${key}:race`, 'chip race undone');
  }

  private async undoHandDone(t: Tournament, layout: TableLayout[], input: FloorInput): Promise<void> {
    const applied = input.applied as { table: number; round: number; previousRound: number };
    const table = layout.find((x) => x.number === applied.table);
    if (!t.handForHand || !t.handForHandOpen || t.handForHandRound !== applied.round || !table || table.dealtRound !== applied.round)
      throw err(TournamentErrorCode.FLOOR_INPUT_SUPERSEDED, `hand-for-hand round ${applied.round} is over: its hands done stand`);
    await this.tableStates.update(table.tableId, { dealtRound: applied.previousRound });
  }
}
