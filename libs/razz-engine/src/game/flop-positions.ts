/**
 * Between hands of a flop game (the table's business, kept pure here so it is tested like the
 * rest of the rules; docs/rules/flop-games.md, the button between hands): where the button and the
 * blinds go, who is dealt in, who posts what, and what each seat owes afterwards.
 *
 * The dead button rule, for tournaments and cash games alike: the big blind always moves on to the
 * next seat due for it, the small blind to the seat that had the big blind (dead when that seat is
 * empty or not dealt), and the button to the seat that had the small blind (dead when it is empty).
 * Every player posts each blind once per round and nobody skips the big blind. Heads-up the button
 * posts the small blind. A new player is dealt in at once anywhere but between the small blind and
 * the button (TDA Rule 9). Cash games add missed blinds: a seat the big blind passes while it sits
 * out owes both blinds, one the small blind passes owes the small blind; a new player owes a big
 * blind. A seat that owes posts (the big blind live, the small blind dead) or waits for the big
 * blind, which clears what it owes; it cannot post its way in on the button or in the small blind.
 */
import type { BlindPost, BlindPostKind } from '../hand/types';

/** What a cash seat owes before it may play without waiting for the big blind. */
export type BlindDebt = 'none' | 'big' | 'small' | 'both';

/** Where the button and the blinds stood at the table's last flop-game hand (seat numbers; a position may be an empty seat). */
export interface FlopPositions {
  button: number;
  smallBlind: number;
  bigBlind: number;
}

export interface SeatForBlinds {
  seat: number;
  /** Can be dealt in now: chips behind, present (or an absent tournament player, who is dealt in), not leaving. */
  ready: boolean;
  /** Cash: what the seat owes; tournaments: always `none`. */
  debt: BlindDebt;
  /** Cash: the seat posts what it owes now rather than waiting for the big blind. */
  postNow: boolean;
  /** Not dealt into the table's last hand (a new arrival): never dealt in between the small blind and the button. */
  newArrival: boolean;
}

export interface FlopHandPlan {
  button: number;
  /** The small blind's seat; null when it is dead. */
  small: number | null;
  big: number;
  /** Seats dealt in, in seat order. */
  dealt: number[];
  /** Blinds posted besides the small and the big blind (owed blinds). */
  posts: BlindPost[];
  /** Every seat whose debt changes, with its new debt. */
  debts: { seat: number; debt: BlindDebt }[];
  /** To keep with the table for the next flop-game hand. */
  positions: FlopPositions;
}

const POST_FOR_DEBT: Record<Exclude<BlindDebt, 'none'>, BlindPostKind> = { big: 'big', both: 'small-and-big', small: 'dead-small' };

/** Seat numbers clockwise from `from` (exclusive) round the table back to it (inclusive). */
function clockwiseFrom(from: number, maxSeats: number): number[] {
  return Array.from({ length: maxSeats }, (_, k) => ((from + k) % maxSeats) + 1);
}

/** Seats strictly between `a` and `b`, going clockwise from `a`. */
function strictlyBetween(a: number, b: number, maxSeats: number): number[] {
  const after = clockwiseFrom(a, maxSeats);
  return after.slice(0, after.indexOf(b));
}

/** The first hand (or a fresh start): every ready seat dealt, nothing owed; the button on the highest seat, as stud deals from the lowest. */
function freshStart(ready: SeatForBlinds[], all: readonly SeatForBlinds[]): FlopHandPlan {
  const seats = ready.map((s) => s.seat).sort((a, b) => a - b);
  const button = seats[seats.length - 1] as number;
  const [first, second] = seats as [number, number];
  const [small, big] = seats.length === 2 ? [button, first] : [first, second];
  const debts = all.filter((s) => s.ready && s.debt !== 'none').map((s) => ({ seat: s.seat, debt: 'none' as const }));
  return { button, small, big, dealt: seats, posts: [], debts, positions: { button, smallBlind: small, bigBlind: big } };
}

/** The seats the blinds skipped and did not deal owe them now: the big blind's arc both, the small blind's seat the small. */
function missedDebts(
  seats: readonly SeatForBlinds[],
  previous: FlopPositions,
  big: number,
  dealt: ReadonlySet<number>,
  maxSeats: number,
): Map<number, BlindDebt> {
  const owed = new Map<number, BlindDebt>();
  const bySeat = new Map(seats.map((s) => [s.seat, s]));
  for (const seat of strictlyBetween(previous.bigBlind, big, maxSeats)) {
    const s = bySeat.get(seat);
    if (s && !dealt.has(seat)) owed.set(seat, 'both');
  }
  const smallSeat = bySeat.get(previous.bigBlind);
  if (smallSeat && !dealt.has(smallSeat.seat) && smallSeat.debt === 'none' && !owed.has(smallSeat.seat)) owed.set(smallSeat.seat, 'small');
  return owed;
}

/**
 * Plans the next flop-game hand. `previous` null (or too few seats to go on from it): a fresh start.
 * `mode` cash applies debts; a tournament seat never owes. Null when fewer than two seats are ready.
 * @example
 * planFlopHand('tournament', { button: 1, smallBlind: 2, bigBlind: 3 }, seats, 9)
 * // seat 3 busted: { button: 2, small: null (dead), big: 5, … }
 */
export function planFlopHand(
  mode: 'cash' | 'tournament',
  previous: FlopPositions | null,
  seats: readonly SeatForBlinds[],
  maxSeats: number,
): FlopHandPlan | null {
  const ready = seats.filter((s) => s.ready);
  if (ready.length < 2) return null;
  if (previous === null) return freshStart(ready, seats);
  const readySeats = new Set(ready.map((s) => s.seat));
  const big = clockwiseFrom(previous.bigBlind, maxSeats).find((seat) => readySeats.has(seat) && seat !== previous.bigBlind);
  if (big === undefined) return freshStart(ready, seats);
  const small = previous.bigBlind;
  const button = previous.smallBlind === big || previous.smallBlind === small ? ((small + maxSeats - 2) % maxSeats) + 1 : previous.smallBlind;
  const shut = new Set(strictlyBetween(button, small, maxSeats));
  const canPlay = (s: SeatForBlinds): boolean => {
    if (s.seat === big) return true;
    if (s.newArrival && shut.has(s.seat)) return false;
    if (mode === 'tournament' || s.debt === 'none') return true;
    // A cash seat that owes posts to play, but never in the small blind or on the button: there
    // it would play the round without ever posting the big blind it owes.
    return s.postNow && s.seat !== small && s.seat !== button;
  };
  const dealtSeats = ready.filter(canPlay);
  if (dealtSeats.length < 2) return freshStart(ready, seats);
  return finishPlan(mode, previous, seats, dealtSeats, { button, small, big }, maxSeats);
}

function finishPlan(
  mode: 'cash' | 'tournament',
  previous: FlopPositions,
  seats: readonly SeatForBlinds[],
  dealtSeats: SeatForBlinds[],
  at: { button: number; small: number; big: number },
  maxSeats: number,
): FlopHandPlan {
  const dealt = new Set(dealtSeats.map((s) => s.seat));
  const headsUp = dealt.size === 2;
  // Heads-up the button posts the small blind: the other seat dealt in.
  const other = dealtSeats.find((s) => s.seat !== at.big)?.seat as number;
  const small = headsUp ? other : dealt.has(at.small) ? at.small : null;
  const button = headsUp ? other : at.button;
  const posts: BlindPost[] = [];
  const debts: { seat: number; debt: BlindDebt }[] = [];
  for (const s of dealtSeats) {
    if (s.debt === 'none') continue;
    if (s.seat !== at.big && s.seat !== small && mode === 'cash') posts.push({ seat: s.seat, kind: POST_FOR_DEBT[s.debt] });
    debts.push({ seat: s.seat, debt: 'none' });
  }
  if (mode === 'cash') {
    for (const [seat, debt] of missedDebts(seats, previous, at.big, dealt, maxSeats)) {
      const current = seats.find((s) => s.seat === seat)?.debt ?? 'none';
      const worse = current === 'both' || (current === 'big' && debt === 'small') ? current : debt;
      if (worse !== current) debts.push({ seat, debt: worse });
    }
  }
  const positions = { button, smallBlind: headsUp ? other : at.small, bigBlind: at.big };
  return { button, small, big: at.big, dealt: [...dealt].sort((a, b) => a - b), posts, debts, positions };
}
