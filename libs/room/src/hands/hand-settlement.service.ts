import { Inject, Injectable } from '@nestjs/common';
import { chainHistory, HandHistoryRepository, HandRecord, HandRepository, HistoryTournamentFacts, PokerTable } from '@app/persistence';
import {
  buildHandHistory,
  HandEvent,
  HandHistory,
  HandResult,
  HandState,
  HistoryMeta,
  HistoryMoney,
  HistoryTournament,
  TOURNAMENT_CHIPS,
} from '@app/razz-engine';
import { LedgerService } from '../ledger/ledger.service';
import { isPlayUnit } from '../ledger/units';
import type { PostingEntry } from '../ledger/posting';
import { type HistoryBounties, TOURNAMENT_TABLE_POLICY, type TournamentTablePolicy } from './tournament-table-policy';

const SYMBOLS: Readonly<Record<string, string>> = { USD: '$', EUR: '€', GBP: '£' };

export interface SettledHand {
  result: HandResult;
  history: HandHistory;
  endedAt: Date;
}

/** The ledger and the engine disagree: a bug, never a client's error. The unit of work rolls back. */
export class ChipsOutOfBalanceError extends Error {
  override readonly name = 'ChipsOutOfBalanceError';
}

/** Tournament chips and a practice table's play chips are written as plain chips (PokerStars writes play money so). */
function moneyOf(table: PokerTable): HistoryMoney {
  if (table.kind === 'tournament' || isPlayUnit(table.unit)) return TOURNAMENT_CHIPS;
  return { kind: 'cash', currency: table.unit, symbol: SYMBOLS[table.unit] ?? table.unit, minorUnitsPerChip: 1 };
}

type Started = Extract<HandEvent, { type: 'hand-started' }>;

function tournamentOf(t: HistoryTournamentFacts, level: number): HistoryTournament {
  // A bounty tournament's header reads `$25+$25+$5 USD` (buy-in, bounty, fee), as PokerStars writes it.
  const bounty = t.bounty !== undefined ? { bounty: Number(t.bounty) } : {};
  return { id: t.serial, buyIn: Number(t.buyIn), fee: Number(t.fee), ...bounty, currency: t.currency, symbol: SYMBOLS[t.currency] ?? t.currency, level };
}

/**
 * What the table knows of a hand that the engine does not. The PokerStars `Hand #` is the
 * hand's serial, `Tournament #` the tournament's (trackers read digits only); the names are the
 * screen names when it was dealt; a tournament hand names the level it was dealt at. A
 * tournament table this server's tournaments do not run has no tournament block (chips only).
 */
function historyMeta(table: PokerTable, hand: HandRecord, endedAt: Date, tournament: HistoryTournamentFacts | null): HistoryMeta {
  return {
    handId: hand.serial,
    tableName: table.name,
    maxSeats: table.maxSeats,
    money: moneyOf(table),
    ...(tournament && hand.tournamentLevel !== null ? { tournament: tournamentOf(tournament, hand.tournamentLevel) } : {}),
    startedAt: hand.startedAt.toISOString(),
    endedAt: endedAt.toISOString(),
    players: Object.fromEntries(hand.seats.map((s) => [s.seat, s.screenName])),
    ...botsOf(hand),
  };
}

/** A bounty tournament's history: each seat's bounty as the hand began, and the hand's knockouts (if any). */
function withBounties(history: HandHistory, bounties: HistoryBounties): HandHistory {
  const bountyOf = new Map(bounties.seats.map((s) => [s.seat, s.bounty]));
  const seats = history.seats.map((s) => (bountyOf.has(s.seat) ? { ...s, bounty: bountyOf.get(s.seat) as number } : s));
  return { ...history, seats, ...(bounties.knockouts.length > 0 ? { knockouts: bounties.knockouts } : {}) };
}

/** The seats bots played, for the history to mark (none: no key, so a people-only history is as before). */
function botsOf(hand: HandRecord): { bots?: number[] } {
  const bots = hand.seats.filter((s) => s.bot === true).map((s) => s.seat);
  return bots.length > 0 ? { bots } : {};
}

/**
 * Settles a finished hand inside the acting unit of work: one ledger transaction moves each
 * seat's net result between seat-stack accounts (and the rake to the house), keyed
 * `hand:<id>:settlement`; then the hand's history is built from its complete event log, and who
 * played it is indexed for searches (the history itself is written with the hand's last step).
 */
@Injectable()
export class HandSettlementService {
  constructor(
    private readonly ledger: LedgerService,
    @Inject(TOURNAMENT_TABLE_POLICY) private readonly tournaments: TournamentTablePolicy,
    private readonly histories: HandHistoryRepository,
    private readonly hands: HandRepository,
  ) {}

  /**
   * `events`: the hand's complete log, this last step's events included (they are written with the
   * snapshot); `previousHistoryHash`: the link, when read with the turn (`HandLog`), else read here.
   */
  async settle(table: PokerTable, hand: HandRecord, state: HandState, events: HandEvent[], previousHistoryHash?: string | null): Promise<SettledHand> {
    const result = state.result;
    if (!result) throw new Error(`hand ${hand.id} is not over`);
    const started = events[0] as Started;
    await this.post(table, hand, started, result);
    const endedAt = new Date();
    const tournament = table.tournamentId !== null && hand.tournamentLevel !== null ? await this.histories.tournamentFacts(table.tournamentId) : null;
    const history = buildHandHistory(state, events, { ...historyMeta(table, hand, endedAt, tournament), ...(await this.mixOf(table)) });
    if (!history.ok) throw new Error(`hand ${hand.id}: no history: ${history.error.message}`);
    // How the deck was shuffled goes with the history, so a player can verify it (docs/fairness.md).
    const fair = hand.fairness ? { ...history.value, fairness: hand.fairness } : history.value;
    // A bounty tournament's knockouts: known now (the tournament records them when the hand ends, by the same rule).
    const bounties = tournament ? await this.tournaments.historyBounties(table.tournamentId as string, result, hand.seats) : null;
    const built = bounties && bounties.seats.length > 0 ? withBounties(fair, bounties) : fair;
    const chained = chainHistory(built, previousHistoryHash !== undefined ? previousHistoryHash : await this.readPreviousHistoryHash(hand));
    await this.index(hand, chained);
    return { result, history: chained, endedAt };
  }

  /**
   * What the history links to in the table's hash chain (docs/fairness.md "The hash chain"): the
   * table's last stored history. Read-then-write is safe: the caller holds the table's row lock
   * until the unit of work that writes this history commits, so no other hand of the table is
   * stored in between (nor between `loadTurn`'s reading of it and that write).
   */
  private readPreviousHistoryHash(hand: HandRecord): Promise<string | null> {
    return this.hands.previousHistoryHash(hand.tableId, hand.number);
  }

  private async index(hand: HandRecord, history: HandHistory): Promise<void> {
    const startingStack = new Map(history.seats.map((s) => [s.seat, s.stack]));
    const net = new Map(history.outcome.net.map((n) => [n.seat, n.delta]));
    const players = hand.seats.map((s) => ({
      seat: s.seat,
      playerId: s.playerId,
      screenName: s.screenName,
      startingStack: BigInt(startingStack.get(s.seat) ?? 0),
      net: BigInt(net.get(s.seat) ?? 0),
    }));
    await this.histories.recordPlayers(hand.id, hand.startedAt, players);
  }

  /** A rotation names its mix (`Triple Stud (Razz Limit, $0.10/$0.20 USD)`); the game is the hand's own. */
  private async mixOf(table: PokerTable): Promise<{ mix?: string }> {
    const mix = table.schedule?.mix ?? (table.tournamentId ? await this.tournaments.historyMix(table.tournamentId) : null);
    return mix === null ? {} : { mix };
  }

  private async post(table: PokerTable, hand: HandRecord, started: Started, result: HandResult): Promise<void> {
    const start = new Map(started.seats.map((s) => [s.seat, s.stack]));
    const accountOf = new Map(hand.seats.map((s) => [s.seat, s.stackAccountId]));
    const final = new Map(result.stacks.map((s) => [s.seat, s.stack]));
    const entries: PostingEntry[] = [];
    for (const [seat, stack] of final) {
      const delta = stack - (start.get(seat) ?? 0);
      const accountId = accountOf.get(seat);
      if (!accountId) throw new ChipsOutOfBalanceError(`hand ${hand.id}: seat ${seat} has no seat-stack account`);
      if (delta !== 0) entries.push({ accountId, amount: BigInt(delta) });
    }
    if (result.rake > 0)
      entries.push({ accountId: (await this.ledger.ensureAccount({ kind: 'house-rake', unit: table.unit })).id, amount: BigInt(result.rake) });
    // Nobody won or lost anything (no ante, the bring-in returned uncalled): nothing to book.
    if (entries.length < 2) return;
    // Under the table's row lock, and a hand ends once (its write is guarded by its version): the key is new.
    const transaction = await this.ledger.postUnique(
      { kind: 'hand-settlement', unit: table.unit, reference: `hand:${hand.id}`, memo: `${table.name} hand #${hand.number}`, entries },
      { idempotencyKey: `hand:${hand.id}:settlement` },
    );
    // Every seat-stack balance must now be the engine's final stack.
    for (const entry of transaction.entries) {
      const seat = hand.seats.find((s) => s.stackAccountId === entry.accountId);
      if (seat && entry.balanceAfter !== BigInt(final.get(seat.seat) ?? -1)) {
        throw new ChipsOutOfBalanceError(
          `hand ${hand.id}: seat ${seat.seat} ends with ${final.get(seat.seat)} in the engine but ${entry.balanceAfter} in the ledger`,
        );
      }
    }
  }
}
