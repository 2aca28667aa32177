import { Injectable } from '@nestjs/common';
import {
  FloorInput,
  FloorInputRepository,
  TableSeatRepository,
  TournamentEntryRepository,
  TournamentRepository,
  TournamentTableRepository,
} from '@app/persistence';
import { inPlay } from '@app/tournament-core';
import type { Actor } from '../../audit/actor';
import { HandForHandService } from '../balancing/hand-for-hand.service';
import { HandBust, ResultsService } from '../results.service';
import { TournamentLedgerService } from '../tournament-ledger.service';
import { TournamentError, TournamentErrorCode } from '../tournament.error';
import type { BustDto, ChipCountDto, ColourUpDto, HandDoneDto } from './dto/floor.dto';
import { FloorRoom, FloorWorkService, SeatedPlayer } from './floor-work.service';
import { MoveInstructionsService } from './move-instructions.service';
import { bountyRecord, LiveBountiesService } from '../bounties/live-bounties.service';

const err = (code: TournamentErrorCode, message: string) => new TournamentError(code, message);

/** One stack a count or a chip race set: what an undo restores. */
export interface StackChange {
  playerId: string;
  tableId: string;
  stackAccountId: string;
  before: string;
  after: string;
}

/** One player out in a bust input: what an undo gives back. */
export interface BustRecord {
  entryId: string;
  playerId: string;
  tableId: string;
  table: number;
  seat: number;
  chips: string;
  bustSeq: number;
}

/**
 * What the floor tells the server about a live tournament (docs/tournaments.md "Live
 * tournaments"): players out in a hand, chip counts, a table's hand-for-hand hand done, a chip
 * race's stacks. Stacks are the server's last knowledge of the chips in front of each player:
 * the seat stacks hold what was issued to each player plus what counts have given them; the
 * event's float (`TournamentLedgerService.liveFloat`) holds the difference, so every chip issued
 * is always on a seat or in the float, and the ledger balances at every step.
 */
@Injectable()
export class FloorInputsService {
  constructor(
    private readonly work: FloorWorkService,
    private readonly inputs: FloorInputRepository,
    private readonly tournaments: TournamentRepository,
    private readonly entries: TournamentEntryRepository,
    private readonly seats: TableSeatRepository,
    private readonly tableStates: TournamentTableRepository,
    private readonly money: TournamentLedgerService,
    private readonly results: ResultsService,
    private readonly handForHand: HandForHandService,
    private readonly moves: MoveInstructionsService,
    private readonly liveBounties: LiveBountiesService,
  ) {}

  async list(tournamentId: string): Promise<FloorInput[]> {
    if (!(await this.tournaments.findById(tournamentId))) throw TournamentError.notFound(tournamentId);
    return this.inputs.list(tournamentId);
  }

  /**
   * Players out in one hand at one table. Places: the later bust finishes lower; in one hand, the
   * player who began it with more chips finishes higher, equal stacks share (TDA); in
   * hand-for-hand play everyone out in the round shares (RP-8). The busted seats' chips go to the
   * float; with one player left, the float's chips are theirs and the tournament ends.
   */
  bust(actor: Actor, tournamentId: string, dto: BustDto): Promise<FloorInput> {
    return this.work.run(actor, tournamentId, 'bust', async (room) => {
      const { layout } = room;
      let t = room.t;
      const table = this.work.openTable(layout, dto.tableId);
      const out: SeatedPlayer[] = [];
      for (const p of dto.players) out.push(await this.atTable(room, p.playerId, table.tableId));
      if (dto.players.length > 1 && dto.players.some((p) => p.startingStack === undefined))
        throw err(
          TournamentErrorCode.STARTING_STACK_REQUIRED,
          'several players out in one hand: give each one’s startingStack (the chips they began the hand with decide their places)',
        );
      const alive = await this.entries.countLive(t.id);
      if (dto.players.length >= alive)
        throw err(
          TournamentErrorCode.NO_PLAYER_LEFT,
          `only ${alive} players are left: a hand leaves at least one of them in (report the winner’s opponents only)`,
        );
      const round = t.handForHand && t.handForHandOpen ? t.handForHandRound : null;
      if (round !== null && table.dealtRound >= round)
        throw err(
          TournamentErrorCode.TABLE_HAND_DONE,
          `table ${this.work.tableNumber(table)} has reported its hand of hand-for-hand round ${round} done: its busts come with the next round`,
        );
      // A bounty event: who eliminated each player, checked before anything moves.
      const knockouts = await this.liveBounties.check(t, layout, table.tableId, dto.players);

      const float = await this.money.liveFloat(t);
      const busts: HandBust[] = [];
      const records: Omit<BustRecord, 'bustSeq'>[] = [];
      for (const [i, { table: at, seat }] of out.entries()) {
        const entry = await this.entries.findLive(t.id, seat.playerId);
        if (!entry) throw new Error(`tournament ${t.id}: seated player ${seat.playerId} has no live entry`);
        await this.money.moveChips(
          t,
          seat.stackAccountId,
          float.id,
          seat.stack,
          `tournament:${t.id}:floor:${room.seq}:bust:${entry.id}`,
          'out: the seat’s chips to the float',
        );
        await this.seats.remove(at.tableId, seat.seat);
        await this.moves.cancelFor(t, seat.playerId);
        const startingStack = BigInt(dto.players[i]?.startingStack ?? seat.stack);
        busts.push({ playerId: seat.playerId, startingStack, seat: { tableId: at.tableId, seat: seat.seat, chips: seat.stack } });
        records.push({
          entryId: entry.id,
          playerId: seat.playerId,
          tableId: at.tableId,
          table: this.work.tableNumber(at),
          seat: seat.seat,
          chips: seat.stack.toString(),
        });
      }
      const bountyAwards = await this.liveBounties.award(t, room.seq, knockouts);
      if (alive - busts.length === 1) await this.giveFloatToWinner(room, new Set(busts.map((b) => b.playerId)));
      t = await this.results.recordBusts(t, null, busts, round);
      t = await this.handForHand.switchOnIfDue(t);
      const placed = await Promise.all(records.map(async (r) => ({ ...r, entry: await this.entries.findById(r.entryId) })));
      const applied = {
        bustSeq: t.bustCount,
        busts: placed.map(({ entry, ...r }) => ({ ...r, bustSeq: entry?.bustSeq ?? t.bustCount })),
        ...(bountyAwards.length > 0 ? { bounties: bountyAwards.map(bountyRecord) } : {}),
      };
      const finished = t.status === 'finished';
      return {
        input: {
          tableId: table.tableId,
          players: dto.players.map((p) => ({
            playerId: p.playerId,
            startingStack: p.startingStack?.toString() ?? null,
            ...(p.eliminatedBy ? { eliminatedBy: p.eliminatedBy.map((e) => ({ playerId: e.playerId, share: e.share ?? 1 })) } : {}),
          })),
        },
        applied,
        announce: (inputId) => [
          {
            type: 'bust',
            inputId,
            players: placed.map(({ entry, ...r }) => ({
              playerId: r.playerId,
              screenName: entry?.screenName ?? r.playerId,
              table: r.table,
              seat: r.seat,
              place: entry?.place ?? null,
            })),
          },
          ...(finished ? [{ type: 'finished' as const }] : []),
        ],
      };
    });
  }

  /** Chip counts (at a break, or whenever the floor counts): each stack set to the count; the difference to or from the float. */
  chipCount(actor: Actor, tournamentId: string, dto: ChipCountDto): Promise<FloorInput> {
    return this.work.run(actor, tournamentId, 'chip-count', async (room) => {
      const stacks = await this.setStacks(room, dto.counts, 'count');
      return {
        input: { counts: dto.counts.map((c) => ({ playerId: c.playerId, chips: String(c.chips) })) },
        applied: { stacks },
        announce: (inputId) => [{ type: 'chip-count', inputId, players: dto.counts.map((c) => ({ playerId: c.playerId, chips: c.chips })) }],
      };
    });
  }

  /**
   * A chip race (TDA R24: colouring up when a denomination leaves play, at a break): every player
   * left with the stack after the race. Counted stacks replace the last known ones; what the race
   * added or took out of play moves between the float and the chip bank, leaving the float empty.
   */
  colourUp(actor: Actor, tournamentId: string, dto: ColourUpDto): Promise<FloorInput> {
    return this.work.run(actor, tournamentId, 'colour-up', async (room) => {
      const { t, layout } = room;
      if (t.status !== 'on-break') throw err(TournamentErrorCode.NOT_ON_BREAK, `tournament ${t.id} is ${t.status}: chips are raced off at a break`);
      const named = new Set(dto.stacks.map((s) => s.playerId));
      const missing = layout.flatMap((x) => x.seats).filter((s) => !named.has(s.playerId));
      if (missing.length > 0)
        throw err(
          TournamentErrorCode.COLOUR_UP_INCOMPLETE,
          `a chip race gives every player left a stack: ${missing.length} missing (${missing
            .slice(0, 5)
            .map((s) => s.playerId)
            .join(', ')}${missing.length > 5 ? ', …' : ''})`,
        );
      const stacks = await this.setStacks(room, dto.stacks, 'chip race');
      const float = await this.money.liveFloat(t);
      const bank = await this.money.chipBank(t);
      const left = await this.money.liveFloatBalance(t);
      // What is left in the float after every stack is known: chips the race took out of play (or added).
      await this.money.moveChips(t, float.id, bank.id, left, `tournament:${t.id}:floor:${room.seq}:race`, 'chip race: the difference leaves play');
      return {
        input: { removedChip: dto.removedChip ?? null, stacks: dto.stacks.map((c) => ({ playerId: c.playerId, chips: String(c.chips) })) },
        applied: { stacks, toBank: left.toString() },
        announce: (inputId) => [{ type: 'chip-count', inputId, players: dto.stacks.map((c) => ({ playerId: c.playerId, chips: c.chips })) }],
      };
    });
  }

  /**
   * Hand-for-hand (live): a table's hand of the current round is over. When every table has
   * reported, the balancing run this asks for is at the barrier: the round's busts take their
   * places, moves are given, and the next round opens (or hand-for-hand ends).
   */
  handDone(actor: Actor, tournamentId: string, dto: HandDoneDto): Promise<FloorInput> {
    return this.work.run(actor, tournamentId, 'hand-done', async ({ t, layout }) => {
      if (!t.handForHand)
        throw err(TournamentErrorCode.NOT_HAND_FOR_HAND, `tournament ${t.id} is not playing hand-for-hand: tables report nothing between hands`);
      if (!t.handForHandOpen)
        throw err(
          TournamentErrorCode.NOT_HAND_FOR_HAND,
          `hand-for-hand round ${t.handForHandRound} has not opened yet (balancing opens it in a moment): report again`,
        );
      const table = this.work.openTable(layout, dto.tableId);
      const number = this.work.tableNumber(table);
      if (table.dealtRound >= t.handForHandRound)
        throw err(TournamentErrorCode.TABLE_HAND_DONE, `table ${number} has already reported its hand of round ${t.handForHandRound}`);
      await this.tableStates.update(table.tableId, { dealtRound: t.handForHandRound });
      const done = layout.filter((x) => x.tableId === table.tableId || x.dealtRound >= t.handForHandRound).map((x) => this.work.tableNumber(x));
      return {
        input: { tableId: table.tableId },
        applied: { table: number, round: t.handForHandRound, previousRound: table.dealtRound },
        announce: () => [{ type: 'hand-for-hand', on: true, round: t.handForHandRound, open: true, tablesDone: done.sort((a, b) => a - b) }],
      };
    });
  }

  /** Sets each named player's stack to `chips`, the difference to or from the float. */
  private async setStacks(room: FloorRoom, counts: readonly { playerId: string; chips: number }[], why: string): Promise<StackChange[]> {
    const { t, layout, seq } = room;
    const float = await this.money.liveFloat(t);
    const changes: StackChange[] = [];
    for (const c of counts) {
      const { table, seat } = await this.work.seated(t, layout, c.playerId);
      const after = BigInt(c.chips);
      await this.money.moveChips(
        t,
        float.id,
        seat.stackAccountId,
        after - seat.stack,
        `tournament:${t.id}:floor:${seq}:stack:${c.playerId}`,
        `${why}: ${after} chips`,
      );
      changes.push({
        playerId: c.playerId,
        tableId: table.tableId,
        stackAccountId: seat.stackAccountId,
        before: seat.stack.toString(),
        after: after.toString(),
      });
    }
    return changes;
  }

  /** The player's seat, which must be at `tableId` — or, while their move is pending, at the table they are moving from. */
  private async atTable(room: FloorRoom, playerId: string, tableId: string): Promise<SeatedPlayer> {
    const found = await this.work.seated(room.t, room.layout, playerId);
    if (found.table.tableId === tableId) return found;
    const pending = await this.moves.pendingFrom(room.t, playerId);
    if (pending === tableId) return found;
    throw err(
      TournamentErrorCode.BUSTS_AT_DIFFERENT_TABLES,
      `player ${playerId} sits at table ${this.work.tableNumber(found.table)}, not at the table of this hand: report each table’s hand on its own`,
    );
  }

  /** One player left: every chip is theirs — the float's balance goes to their seat. */
  private async giveFloatToWinner(room: FloorRoom, busted: ReadonlySet<string>): Promise<void> {
    const { t, layout, seq } = room;
    const winner = layout.flatMap((x) => x.seats).find((s) => !busted.has(s.playerId));
    if (!winner || !inPlay(t)) return;
    const float = await this.money.liveFloat(t);
    const balance = await this.money.liveFloatBalance(t);
    await this.money.moveChips(t, float.id, winner.stackAccountId, balance, `tournament:${t.id}:floor:${seq}:winner`, 'the last player left holds every chip');
  }
}
