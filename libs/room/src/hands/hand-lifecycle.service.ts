import { Inject, Injectable, Logger } from '@nestjs/common';
import { HandRecord, HandRepository, PokerTable, TableRepository, TableSeat, TableSeatRepository, UnitOfWork } from '@app/persistence';
import { applyAction, automaticAction, cryptoRng, handClientSeed, seatToAct, startHand } from '@app/razz-engine';
import { AuditService } from '../audit/audit.service';
import { AuthError, AuthErrorCode } from '../auth/auth.error';
import { DomainError } from '../common/errors/domain.error';
import { RoomMetrics } from '../common/metrics/room-metrics';
import type { Principal } from '../auth/principal';
import { recogniseRetry } from '../idempotency/recognise-retry';
import { requestFingerprint } from '../idempotency/request-fingerprint';
import { DomainEventPublisher } from '../events/domain-event-publisher';
import { SeedEpochsService } from './seed-epochs.service';
import { botMove } from './bot-move';
import { planDeal } from './deal-plan';
import { DeckSource } from './deck-source';
import type { ActionDto } from './dto/action.dto';
import { HandActionError, HandError, HandErrorCode } from './hand.error';
import { EngineStep, HandProgressService } from './hand-progress.service';
import { seatsToDeal, toChips, variantFor } from './hand-rules';
import { RememberedTurn, RememberedTurns } from './remembered-turns';
import { jobIds, TableChange } from './table-change';
import { TableEffectsService } from './table-effects.service';
import { TableFacts, tableFacts } from './table-facts';
import { DealtGame, gameForNextHand, levelGame } from './table-rotation';
import { TOURNAMENT_TABLE_POLICY, type TournamentTablePolicy } from './tournament-table-policy';

export interface ActionOutcome {
  facts: TableFacts;
  /** The Idempotency-Key had been used for this action: nothing was applied now. */
  replayed: boolean;
}

/**
 * The hand lifecycle of a table: deal the next hand, apply a player's action, act for a player
 * whose time ran out, react to seating changes. Each is one unit of work that locks the table row
 * first; effects (live events, jobs) follow the commit.
 */
@Injectable()
export class HandLifecycleService {
  private readonly logger = new Logger('HandLifecycleService');
  private readonly botRng = cryptoRng();

  constructor(
    private readonly uow: UnitOfWork,
    private readonly tables: TableRepository,
    private readonly seats: TableSeatRepository,
    private readonly hands: HandRepository,
    private readonly progress: HandProgressService,
    private readonly effects: TableEffectsService,
    private readonly decks: DeckSource,
    private readonly fairness: SeedEpochsService,
    private readonly audit: AuditService,
    @Inject(TOURNAMENT_TABLE_POLICY) private readonly tournaments: TournamentTablePolicy,
    private readonly events: DomainEventPublisher,
    private readonly metrics: RoomMetrics,
    private readonly turns: RememberedTurns,
  ) {}

  /**
   * Deals hand `handNumber` if it is still due and two or more seats can play; false when not.
   * `table.dealing` goes out first, outside the deal's unit of work: the requests that waited for
   * the last hand are applied then (each in its own), so a top-up or a move asked for during it is
   * never dealt past, even with no pause between hands.
   */
  async startHand(tableId: string, handNumber: number): Promise<boolean> {
    await this.events.publish('table.dealing', { tableId });
    const change = await this.uow.run(() => this.dealIfDue(tableId, handNumber));
    if (!change) return false;
    this.turns.forget(tableId);
    await this.effects.apply(change);
    return true;
  }

  /**
   * Applies one action; an engine refusal is a `HandActionError` and nothing is written. A
   * player's ordinary action goes the optimistic way (one read, one guarded write); anything else
   * — staff acting, a retried key, a refusal, the hand ending, a lost race — under the table lock.
   */
  async act(actor: Principal, tableId: string, input: ActionDto, idempotencyKey?: string): Promise<ActionOutcome> {
    try {
      return await this.actAtTable(actor, tableId, input, idempotencyKey);
    } catch (err) {
      // Each refusal once, by the code the caller gets (what was applied is counted after commit, with the table's effects).
      if (err instanceof DomainError) this.metrics.actionRefused(err.code);
      throw err;
    }
  }

  private async actAtTable(actor: Principal, tableId: string, input: ActionDto, idempotencyKey: string | undefined): Promise<ActionOutcome> {
    const tried = actor.role === 'player' ? await this.actOptimistically(actor, tableId, input, idempotencyKey) : null;
    const fast = typeof tried === 'object' ? tried : null;
    // A step that ends the hand: the turn is read with what settling needs (`HandLog`).
    const expectEnd = tried === 'ends-hand';
    const result = fast ?? (await this.uow.run(() => this.actUnderLock(actor, tableId, input, idempotencyKey, expectEnd)));
    if (!fast && 'change' in result) {
      // Written under the lock (a refusal or a replay writes nothing): what this process remembers is behind.
      this.turns.forget(tableId);
      this.metrics.actionPath('locked');
    }
    if ('change' in result) {
      await this.effects.apply(result.change);
      return { facts: result.change.facts, replayed: false };
    }
    return { facts: result.facts, replayed: true };
  }

  /**
   * The decision at `version` ran out of time: check if free, post a forced bring-in, else fold.
   * Nothing when the hand has moved on (the job was stale). After `maxTimeouts` timeouts in a row
   * the player is sat out, and acts automatically for the rest of the hand. A bot's seat is due at
   * once (`decisionTimeMs`): its bot decides here, from the seat's censored view, and its action
   * goes the way a player's does; a decision the engine refuses is logged and the seat times out.
   */
  async timeOut(tableId: string, handId: string, version: number): Promise<boolean> {
    const change = await this.uow.run(async () => {
      const table = await this.tables.lockById(tableId);
      if (!table) return null;
      const { hand, seats } = await this.hands.loadTurn(tableId, handId, null);
      if (!hand || hand.tableId !== tableId || hand.status !== 'running' || hand.version !== version) return null;
      const seatNo = seatToAct(hand.state);
      const seat = seats.find((s) => s.seat === seatNo);
      if (seatNo === null || !seat) return null;
      const decided = seat.botStrategy !== null && !seat.sittingOut ? await this.botDecision(tableId, hand, seat.seat, seat.botStrategy) : null;
      if (decided) {
        // A bot that acted ends its run of timeouts, as a player acting does.
        if (seat.consecutiveTimeouts > 0) await this.seats.update(tableId, seat.seat, { consecutiveTimeouts: (seat.consecutiveTimeouts = 0) });
        return this.progress.changeOf(await this.progress.advance(table, seats, hand, decided), hand.version);
      }
      const step = applyAction(hand.state, { seat: seatNo, kind: automaticAction(hand.state) });
      if (!step.ok) throw new Error(`table ${tableId}: timeout action for seat ${seatNo} refused: ${step.error.message}`);
      seat.consecutiveTimeouts += 1;
      seat.sittingOut ||= seat.consecutiveTimeouts >= table.maxTimeouts;
      await this.seats.update(tableId, seat.seat, { consecutiveTimeouts: seat.consecutiveTimeouts, sittingOut: seat.sittingOut });
      return this.progress.changeOf(await this.progress.advance(table, seats, hand, step), hand.version);
    });
    if (!change) return false;
    this.turns.forget(tableId);
    await this.effects.apply(change);
    return true;
  }

  /** The bot's step, or null (logged) when it has none: the caller then times the seat out. */
  private async botDecision(tableId: string, hand: HandRecord, seatNo: number, strategy: string): Promise<EngineStep | null> {
    const events = (await this.hands.listEvents(hand.id)).map((e) => e.event);
    const move = botMove(hand.state, events, strategy, this.botRng);
    if (move.ok) return move.step;
    this.logger.warn(`table ${tableId}: the ${strategy} bot in seat ${seatNo} did not act (${move.reason}); the seat times out`);
    return null;
  }

  /**
   * After a seating change inside the caller's unit of work (table locked): a seat now leaving
   * or sitting back in may change who acts automatically, and a table with a free moment and
   * two players gets its next hand scheduled (the job id names the seating version, so a job
   * that already ran without enough players does not block this one).
   */
  async afterSeating(table: PokerTable, seats: TableSeat[]): Promise<TableChange> {
    const hand = table.lastHandId ? await this.hands.findById(table.lastHandId) : null;
    if (hand?.status === 'running') {
      return this.progress.changeOf(await this.progress.advance(table, seats, hand, null), hand.version);
    }
    const nextHand = table.handsStarted + 1;
    const canDeal = table.status === 'open' && table.dealing === 'engine' && seatsToDeal(table, seats).length >= 2;
    return {
      tableId: table.id,
      handId: hand?.id ?? null,
      events: [],
      facts: tableFacts(table, seats, hand),
      clock: null,
      startHand: canDeal ? { handNumber: nextHand, jobId: jobIds.startHand(table.id, nextHand, `s${table.seatingVersion}`), delayMs: table.handPauseMs } : null,
    };
  }

  /** Seats dealt into the table's running hand (none between hands). */
  async runningHandSeats(table: PokerTable): Promise<number[]> {
    const hand = table.lastHandId ? await this.hands.findById(table.lastHandId) : null;
    return hand?.status === 'running' ? hand.seats.map((s) => s.seat) : [];
  }

  private async dealIfDue(tableId: string, handNumber: number): Promise<TableChange | null> {
    const table = await this.tables.lockById(tableId);
    // A live table is dealt by a human: the engine never deals there.
    if (!table || table.status !== 'open' || table.dealing === 'live' || table.handsStarted + 1 !== handNumber) return null;
    const last = table.lastHandId ? await this.hands.findById(table.lastHandId) : null;
    if (last?.status === 'running') return null;
    const seats = await this.seats.listForTable(tableId);
    const ready = seatsToDeal(table, seats);
    if (ready.length < 2) return null;
    const guess = await this.gameForNextHand(table, ready.length);
    if (!guess) return null;
    const deal = planDeal(table, seats, ready, guess.game, last);
    if (!deal) return null;
    // A per-orbit turn lasts as many hands as players are dealt into its first hand: seats waiting for the big blind do not count.
    const plan = table.schedule && deal.seats.length !== ready.length ? { ...gameForNextHand(table, deal.seats.length), tournamentLevel: null } : guess;
    // The provably fair shuffle (docs/fairness.md): the epoch's seed, the dealt seats' client seeds, the hand's serial.
    const epoch = await this.fairness.epochForDeal(table);
    const serial = await this.hands.nextSerial();
    const clientSeed = handClientSeed(deal.seats.map((s) => ({ seat: s.seat, seed: s.clientSeed })));
    const deck = this.decks.next(tableId, { seed: epoch.seed, clientSeed, nonce: serial });
    const fairness = 'fair' in deck ? { commitment: epoch.commitment, epoch: epoch.id, nonce: serial, clientSeed } : null;
    const started = startHand({
      game: variantFor(plan.game.preset),
      rules: plan.game.rules,
      stakes: plan.game.stakes,
      seats: deal.seats.map((s) => ({ seat: s.seat, stack: toChips(s.stack) })),
      dealerSeat: deal.dealerSeat,
      ...(deal.blinds ? { blinds: deal.blinds, posts: deal.posts } : {}),
      ...('fair' in deck ? { rng: deck.rng } : { deck: deck.deck }),
    });
    if (!started.ok) throw new Error(`table ${tableId}: cannot deal hand ${handNumber}: ${started.error.message}`);
    const handSeats = deal.seats.map((s) => ({
      seat: s.seat,
      playerId: s.playerId,
      screenName: s.screenName,
      stackAccountId: s.stackAccountId,
      ...(s.botStrategy !== null ? { bot: true as const } : {}),
    }));
    // Kept with the hand: its history's header names the level it was dealt at.
    const hand = await this.hands.create({
      tableId,
      number: handNumber,
      tournamentLevel: plan.tournamentLevel,
      version: started.state.version,
      state: started.state,
      seats: handSeats,
      deadlineAt: null,
      serial,
      fairness,
    });
    if (fairness) await this.fairness.countHand(epoch);
    // The rotation's place and the button move with the hand, in the same unit of work: a restart deals on from here.
    const rotation = plan.turn ? { rotationTurn: plan.turn } : {};
    const button = deal.flopPositions ? { flopPositions: deal.flopPositions } : {};
    const updated = await this.tables.update(tableId, { handsStarted: handNumber, dealerSeat: deal.dealerSeat, lastHandId: hand.id, ...rotation, ...button });
    for (const { seat, debt } of deal.debts) await this.seats.update(tableId, seat, { blindDebt: debt });
    const debts = new Map(deal.debts.map((d) => [d.seat, d.debt]));
    const current = seats.map((s) => ({ ...s, blindDebt: debts.get(s.seat) ?? s.blindDebt }));
    return this.progress.changeOf(await this.progress.advance(updated, current, hand, started), null);
  }

  /**
   * The game and stakes of the next hand (null: deal nothing now). A tournament table deals the
   * tournament's current level, its stakes and game (TDA R23: from the next hand dealt); any other
   * table its own game or its schedule's (`gameForNextHand`).
   */
  private async gameForNextHand(table: PokerTable, playersDealt: number): Promise<(DealtGame & { tournamentLevel: number | null }) | null> {
    const next = table.tournamentId ? await this.tournaments.stakesForNextHand(table.tournamentId, table.id) : null;
    if (next?.kind === 'hold') return null;
    if (next?.kind === 'level') return { game: levelGame(table, next.game, next.stakes), turn: null, tournamentLevel: next.level };
    return { ...gameForNextHand(table, playersDealt), tournamentLevel: null };
  }

  /**
   * Without the lock, written only if nothing moved meanwhile (`advanceIfCurrent`): first from the
   * turn this process remembers for the table, when it has one the request does not contradict (no
   * read at all), then — only if that write found the table moved — from one lock-free read. Null
   * whenever the locked path must decide (it reads again and answers exactly as if this was never
   * tried: nothing was written), and at once when the remembered turn says so (the engine refuses;
   * `ends-hand`: the step would end the hand): a remembered turn that was behind then costs the
   * lock, never a wrong answer.
   */
  private async actOptimistically(
    actor: Principal,
    tableId: string,
    input: ActionDto,
    key: string | undefined,
  ): Promise<{ change: TableChange } | 'ends-hand' | null> {
    const remembered = this.turns.recall(tableId);
    if (remembered && (input.version === undefined || input.version === remembered.hand.version)) {
      const attempt = await this.stepWithoutLock(actor, input, key, remembered);
      if (typeof attempt === 'object') {
        this.metrics.actionPath('remembered');
        return attempt;
      }
      // For the locked path: the turn is not known to be behind (a write from it would say so), so it is kept.
      if (attempt === 'lock') return null;
      if (attempt === 'ends-hand') return attempt;
      this.turns.forget(tableId, remembered);
    }
    const { table, tableStamp, hand, seats, actionKey } = await this.hands.peekTurn(tableId, key ?? null);
    if (!table) throw HandError.tableNotFound(tableId);
    if (actionKey || !hand || tableStamp === null) return null;
    const attempt = await this.stepWithoutLock(actor, input, key, { table, seats, hand, tableStamp });
    if (attempt === 'ends-hand') return attempt;
    if (typeof attempt !== 'object') return null;
    this.metrics.actionPath('read');
    return attempt;
  }

  /**
   * The player's step computed from `turn` and written if the hand is still at its version and the
   * table row still carries its stamp (an Idempotency-Key already taken refuses it too); the
   * written turn is remembered for the table's next action. Nothing written otherwise: `moved` when
   * the write was refused, `ends-hand` when the step would end the hand (settling needs the lock),
   * `lock` when the step is otherwise for the locked path (the hand is over, the engine refuses it,
   * the actor is not the seat's player, the seat is timing out).
   */
  private async stepWithoutLock(
    actor: Principal,
    input: ActionDto,
    key: string | undefined,
    turn: RememberedTurn,
  ): Promise<{ change: TableChange } | 'moved' | 'ends-hand' | 'lock'> {
    const { table, seats, hand, tableStamp } = turn;
    if (hand.status !== 'running') return 'lock';
    const own = hand.seats.find((s) => s.playerId === actor.playerId)?.seat;
    if (own === undefined || (input.seat !== undefined && input.seat !== own)) return 'lock';
    if ((seats.find((s) => s.seat === own)?.consecutiveTimeouts ?? 0) > 0) return 'lock';
    const step = applyAction(hand.state, { seat: own, kind: input.kind, amount: input.amount, version: input.version });
    if (!step.ok) return 'lock';
    const keyRecord =
      key === undefined ? null : { tableId: table.id, key, handId: hand.id, seat: own, fingerprint: this.fingerprint(actor, input), version: 0 };
    const progress = await this.progress.advanceIfCurrent(table, seats, hand, step, keyRecord, tableStamp);
    if (typeof progress === 'string') return progress;
    this.turns.remember({ table, seats, hand: progress.hand, tableStamp });
    return { change: this.progress.changeOf(progress, hand.version) };
  }

  private fingerprint(actor: Principal, input: ActionDto): string {
    return requestFingerprint({ keyId: actor.keyId, kind: input.kind, amount: input.amount, version: input.version, seat: input.seat });
  }

  private async actUnderLock(
    actor: Principal,
    tableId: string,
    input: ActionDto,
    key: string | undefined,
    expectEnd = false,
  ): Promise<{ change: TableChange } | { facts: TableFacts }> {
    const table = await this.tables.lockById(tableId);
    if (!table) throw HandError.tableNotFound(tableId);
    const { hand, seats, actionKey, log } = await this.hands.loadTurn(tableId, table.lastHandId, key ?? null, { withLog: expectEnd });
    const fingerprint = this.fingerprint(actor, input);
    if (
      actionKey &&
      recogniseRetry(
        { fingerprint: actionKey.fingerprint, refusal: 'this Idempotency-Key was used for a different action; use a new key for a new action' },
        fingerprint,
      )
    ) {
      return { facts: tableFacts(table, seats, hand) };
    }
    if (!hand || hand.status !== 'running') throw new HandError(HandErrorCode.NO_HAND_IN_PROGRESS, `no hand is in progress at table ${tableId}`);
    const seatNo = this.actingSeat(actor, hand, input.seat);
    const step = applyAction(hand.state, { seat: seatNo, kind: input.kind, amount: input.amount, version: input.version });
    if (!step.ok) throw new HandActionError(step.error.code, step.error.message);
    await this.noteWhoActed(actor, table, seats, hand, seatNo, input);
    const keyRecord = key === undefined ? null : { tableId, key, handId: hand.id, seat: seatNo, fingerprint, version: 0 };
    return { change: this.progress.changeOf(await this.progress.advance(table, seats, hand, step, keyRecord, log), hand.version) };
  }

  /** A player acts for their own seat only; staff name the seat they act for. */
  private actingSeat(actor: Principal, hand: HandRecord, seat: number | undefined): number {
    if (actor.role !== 'player') {
      if (seat === undefined) throw new HandError(HandErrorCode.SEAT_REQUIRED, 'staff acting for a player must say which seat (seat)');
      return seat;
    }
    const own = hand.seats.find((s) => s.playerId === actor.playerId)?.seat;
    if (seat !== undefined && seat !== own)
      throw new AuthError(AuthErrorCode.PLAYER_SCOPE_FORBIDDEN, `a player key acts only for its own seat; seat ${seat} is not yours`);
    if (own === undefined) throw new HandError(HandErrorCode.NOT_IN_HAND, 'you are not dealt into the hand in progress');
    return own;
  }

  /** A player acting ends their run of timeouts; staff acting for a seat is audited. */
  private async noteWhoActed(actor: Principal, table: PokerTable, seats: TableSeat[], hand: HandRecord, seatNo: number, input: ActionDto): Promise<void> {
    const seat = seats.find((s) => s.seat === seatNo);
    if (actor.role === 'player') {
      if (seat && seat.consecutiveTimeouts > 0) {
        seat.consecutiveTimeouts = 0;
        await this.seats.update(table.id, seatNo, { consecutiveTimeouts: 0 });
      }
      return;
    }
    await this.audit.record(
      actor,
      'hand.act-for-seat',
      { type: 'hand', id: hand.id },
      { tableId: table.id, seat: seatNo, kind: input.kind, amount: input.amount ?? null },
    );
  }
}
