import { Injectable } from '@nestjs/common';
import {
  FloorInput,
  FloorInputKind,
  FloorInputRepository,
  LayoutSeat,
  TableLayout,
  Tournament,
  TournamentEntryRepository,
  TournamentRepository,
  TournamentTableQueries,
  TournamentTableRepository,
  UnitOfWork,
} from '@app/persistence';
import { inPlay, numberOf } from '@app/tournament-core';
import type { Actor } from '../../audit/actor';
import { AuditService } from '../../audit/audit.service';
import { BalancingTrigger } from '../balancing/balancing-trigger.service';
import type { TournamentFeedEvent } from '../feed/tournament-feed';
import { TournamentFeedService } from '../feed/tournament-feed.service';
import { TournamentError, TournamentErrorCode } from '../tournament.error';

const err = (code: TournamentErrorCode, message: string) => new TournamentError(code, message);

/** What one floor input did: what to store for it (and for its undo), and what to audit. */
export interface FloorOutcome {
  input: Record<string, unknown>;
  applied: Record<string, unknown>;
  /** What the tournament's feed hears once the input is stored and committed. */
  announce?: (inputId: string) => TournamentFeedEvent[];
}

/** A live event's room as the floor's input reads it: the tournament, its open tables with their seats. */
export interface FloorRoom {
  t: Tournament;
  layout: TableLayout[];
  /** The floor input's number (`seq`), for its ledger keys. */
  seq: number;
}

/** Where a player sits in the layout. */
export interface SeatedPlayer {
  table: TableLayout;
  seat: LayoutSeat;
}

/**
 * The frame every floor input of a live tournament runs in (docs/tournaments.md "Live
 * tournaments"): one unit of work under every open table's lock and then the tournament's (the
 * one lock order), refused unless the event is live and in play; the input stored with its number,
 * audited as `tournament.floor-<kind>`, and a balancing run asked for after the commit. A refusal
 * anywhere rolls back everything the input had done.
 */
@Injectable()
export class FloorWorkService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly tournaments: TournamentRepository,
    private readonly tableStates: TournamentTableRepository,
    private readonly queries: TournamentTableQueries,
    private readonly entries: TournamentEntryRepository,
    private readonly inputs: FloorInputRepository,
    private readonly audit: AuditService,
    private readonly trigger: BalancingTrigger,
    private readonly feed: TournamentFeedService,
  ) {}

  run(actor: Actor, tournamentId: string, kind: FloorInputKind, work: (room: FloorRoom) => Promise<FloorOutcome>): Promise<FloorInput> {
    return this.uow.run(async () => {
      const room = await this.lockRoom(tournamentId);
      const t = await this.tournaments.update(room.t.id, { floorInputs: room.t.floorInputs + 1 });
      const outcome = await work({ t, layout: room.layout, seq: t.floorInputs });
      const stored = await this.inputs.create({
        tournamentId: t.id,
        seq: t.floorInputs,
        kind,
        input: outcome.input,
        applied: outcome.applied,
        actorKeyId: actor.keyId,
      });
      await this.audit.record(actor, `tournament.floor-${kind}`, { type: 'tournament', id: t.id }, { inputId: stored.id, seq: stored.seq });
      for (const event of outcome.announce?.(stored.id) ?? []) this.feed.announce(t.id, event);
      await this.requestBalancing(t.id);
      return stored;
    });
  }

  /** Every open table, then the tournament: locked, live and in play (or the refusal that says why not). */
  async lockRoom(tournamentId: string): Promise<{ t: Tournament; layout: TableLayout[] }> {
    await this.tableStates.lockOpenTables(tournamentId);
    const t = await this.tournaments.lockById(tournamentId);
    if (!t) throw TournamentError.notFound(tournamentId);
    if (t.dealing !== 'live')
      throw err(TournamentErrorCode.NOT_A_LIVE_TOURNAMENT, `tournament ${t.id} is dealt by the engine: the floor reports only at live events (dealing: live)`);
    if (!inPlay(t)) throw TournamentError.status(t.id, t.status, 'the floor reports while the tournament is in play');
    return { t, layout: await this.queries.layout(t.id) };
  }

  /** After the commit, balancing has a look (it is the run after this unit of work that plans). */
  async requestBalancing(tournamentId: string): Promise<void> {
    const current = await this.tournaments.findById(tournamentId);
    if (current && inPlay(current)) this.trigger.request(current);
  }

  openTable(layout: readonly TableLayout[], tableId: string): TableLayout {
    const table = layout.find((x) => x.tableId === tableId && x.status === 'open');
    if (!table) throw err(TournamentErrorCode.TABLE_NOT_IN_TOURNAMENT, `table ${tableId} is not an open table of this tournament`);
    return table;
  }

  /**
   * The player's seat, or why they have none: not in the event (404 PLAYER_NOT_IN_TOURNAMENT),
   * out already (PLAYER_ALREADY_OUT), registered but not seated (PLAYER_NOT_SEATED).
   */
  async seated(t: Tournament, layout: readonly TableLayout[], playerId: string): Promise<SeatedPlayer> {
    for (const table of layout) {
      const seat = table.seats.find((s) => s.playerId === playerId);
      if (seat) return { table, seat };
    }
    const entries = await this.entries.listForPlayer(t.id, playerId);
    if (entries.length === 0) throw err(TournamentErrorCode.PLAYER_NOT_IN_TOURNAMENT, `player ${playerId} has no entry in tournament ${t.id}`);
    if (entries.every((e) => e.status !== 'registered' && e.status !== 'playing'))
      throw err(TournamentErrorCode.PLAYER_ALREADY_OUT, `player ${playerId} is out of tournament ${t.id} already (no live entry)`);
    throw err(TournamentErrorCode.PLAYER_NOT_SEATED, `player ${playerId} has no seat at a table of tournament ${t.id}`);
  }

  tableNumber(table: TableLayout): number {
    return numberOf(table);
  }
}
