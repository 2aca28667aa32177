/**
 * Who is dealt into a table's next hand and where it is dealt from: a stud game deals every seat
 * ready to play, from the next dealer seat; a flop game places the button and the blinds by the
 * dead button rule and, at a cash table, keeps the seats that owe blinds waiting unless they post
 * (`planFlopHand`, docs/rules/flop-games.md). Pure: the deal writes what it returns.
 */
import type { HandRecord, PokerTable, TableGame, TableSeat } from '@app/persistence';
import {
  BlindDebt,
  BlindPost,
  FlopPositions,
  GAMES,
  isFlopPreset,
  isFlopVariant,
  isPresetName,
  nextDealerSeat,
  planFlopHand,
  SeatForBlinds,
} from '@app/razz-engine';

export interface DealPlan {
  /** The seats dealt in. */
  seats: TableSeat[];
  /** Stud: the seat the deal starts after; flop games: the button. */
  dealerSeat: number;
  /** Flop games: who posts the blinds and what else is posted. */
  blinds?: { small: number | null; big: number };
  posts?: BlindPost[];
  /** Flop games: the positions to keep with the table for its next flop-game hand. */
  flopPositions?: FlopPositions;
  /** Cash seats whose blind debt changes with this deal. */
  debts: { seat: number; debt: BlindDebt }[];
}

/** Whether a game is a flop game (a button and blinds). */
export function isFlopGame(game: Pick<TableGame, 'game'>): boolean {
  const definition = GAMES[game.game];
  return definition !== undefined && isFlopVariant(definition.variant);
}

/** Whether a table deals a flop game: its own game, or one of its schedule's. */
export function dealsFlopGames(table: Pick<PokerTable, 'preset' | 'schedule'>): boolean {
  if (table.schedule) return table.schedule.games.some(isFlopGame);
  return isPresetName(table.preset) && isFlopPreset(table.preset);
}

function seatsForBlinds(table: PokerTable, all: readonly TableSeat[], ready: ReadonlySet<number>, last: HandRecord | null): SeatForBlinds[] {
  const cash = table.kind === 'cash';
  return all.map((s) => ({
    seat: s.seat,
    ready: ready.has(s.seat),
    debt: cash ? s.blindDebt : 'none',
    postNow: !s.waitForBigBlind,
    newArrival: last !== null && !last.seats.some((h) => h.seat === s.seat && h.playerId === s.playerId),
  }));
}

/**
 * The next hand's deal: `ready` are the seats able to play (`seatsToDeal`), `all` every seat of
 * the table (a sat-out seat the blinds pass owes them), `last` the table's previous hand (whoever
 * was not in it is a new arrival). Null when fewer than two seats would be dealt.
 */
export function planDeal(table: PokerTable, all: readonly TableSeat[], ready: readonly TableSeat[], game: TableGame, last: HandRecord | null): DealPlan | null {
  if (ready.length < 2) return null;
  if (!isFlopGame(game)) {
    const dealerSeat = nextDealerSeat(
      table.dealerSeat,
      ready.map((s) => s.seat),
    );
    return { seats: [...ready], dealerSeat, debts: [] };
  }
  const readySeats = new Set(ready.map((s) => s.seat));
  const mode = table.kind === 'tournament' ? 'tournament' : 'cash';
  const plan = planFlopHand(mode, table.flopPositions, seatsForBlinds(table, all, readySeats, last), game.rules.maxSeats);
  if (!plan) return null;
  const dealt = new Set(plan.dealt);
  return {
    seats: ready.filter((s) => dealt.has(s.seat)),
    dealerSeat: plan.button,
    blinds: { small: plan.small, big: plan.big },
    posts: plan.posts,
    flopPositions: plan.positions,
    debts: plan.debts,
  };
}
