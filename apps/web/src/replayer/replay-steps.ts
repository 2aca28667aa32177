import type { HandEvent, HandHistory } from '../api/types';

/** One seat as it stands after a step: every figure derived from the history's events. */
export interface SeatAtStep {
  seat: number;
  name: string;
  stack: number;
  /** Chips in front of the seat on this street (its live bets and blinds; antes go to the pot). */
  bet: number;
  /** Down cards as the copy has them: null for a card the caller may not see. */
  down: (string | null)[];
  up: string[];
  folded: boolean;
  /** The cards shown at showdown, in deal order; null when not shown. */
  shown: string[] | null;
  /** The words of a hand shown (`Lo: 8,6,4,3,2`). */
  description: string | null;
  mucked: boolean;
  allIn: boolean;
}

export interface Winner {
  seat: number;
  amount: number;
}

export interface ReplayStep {
  /** The street the step is on (null before the first). */
  street: string | null;
  /** What happened, for people: "Alice raises to 40". */
  label: string;
  /** The seat that acted in this step, if one did. */
  actor: number | null;
  /** All chips in the middle: antes, blinds, bets, less uncalled bets, rake and pots awarded. */
  pot: number;
  /** The board of a flop game, or a stud hand's community card. */
  community: string[];
  seats: SeatAtStep[];
  /** Pots awarded so far (each winner once per pot share). */
  winners: Winner[];
  rake: number;
  /** The last step: the hand ended. */
  final: boolean;
}

const STREET_NAMES: Record<string, string> = {
  third: '3rd street',
  fourth: '4th street',
  fifth: '5th street',
  sixth: '6th street',
  seventh: '7th street',
  preflop: 'Pre-flop',
  flop: 'Flop',
  turn: 'Turn',
  river: 'River',
};

export function streetName(street: string | null): string {
  return street === null ? 'Before the deal' : (STREET_NAMES[street] ?? street);
}

function copy(step: ReplayStep): ReplayStep {
  return {
    ...step,
    community: [...step.community],
    winners: step.winners.map((w) => ({ ...w })),
    seats: step.seats.map((s) => ({ ...s, down: [...s.down], up: [...s.up], shown: s.shown && [...s.shown] })),
  };
}

const ACTION_WORDS: Record<string, string> = {
  'bring-in': 'brings in for',
  complete: 'completes to',
  bet: 'bets',
  raise: 'raises to',
  call: 'calls',
  check: 'checks',
  fold: 'folds',
};

/** Whether an event begins a new step; the others are folded into the step before them (a street's deals, a hand's end). */
function startsStep(event: HandEvent, previous: HandEvent | undefined): boolean {
  switch (event.type) {
    case 'ante':
    case 'blind':
      return previous?.type !== 'ante' && previous?.type !== 'blind';
    case 'street':
    case 'action':
    case 'uncalled-returned':
      return true;
    case 'show':
    case 'muck':
      return previous?.type !== 'show' && previous?.type !== 'muck';
    case 'rake':
    case 'pot-awarded':
      return previous?.type !== 'rake' && previous?.type !== 'pot-awarded';
    default:
      return false;
  }
}

/**
 * A hand history as the steps of a replay: the start (starting stacks, nothing dealt), the antes and
 * blinds, each street's deal, each action, an uncalled bet's return, the showdown and the result.
 * Pure: the same history always gives the same steps; it shows only what the history holds (a
 * censored copy's hidden cards stay null).
 *
 * `amount` writes an amount in the labels ("raises to $0.40"); the figures stay chips.
 *
 * @example replaySteps(history).at(-1)?.seats.map((s) => s.stack) // the history's final stacks
 */
export function replaySteps(history: HandHistory, amount: (chips: number) => string = String): ReplayStep[] {
  const name = new Map(history.seats.map((s) => [s.seat, s.name]));
  const state: ReplayStep = {
    street: null,
    label: 'Seats and starting stacks',
    actor: null,
    pot: 0,
    community: [],
    winners: [],
    rake: 0,
    final: false,
    seats: history.seats.map((s) => ({
      seat: s.seat,
      name: s.name,
      stack: s.stack,
      bet: 0,
      down: [],
      up: [],
      folded: false,
      shown: null,
      description: null,
      mucked: false,
      allIn: false,
    })),
  };
  const seatOf = (seat: number): SeatAtStep => {
    const found = state.seats.find((s) => s.seat === seat);
    if (!found) throw new Error(`the history's events name seat ${seat}, which was not dealt in`);
    return found;
  };
  const who = (seat: number) => name.get(seat) ?? `Seat ${seat}`;
  const steps: ReplayStep[] = [copy(state)];
  let previous: HandEvent | undefined;
  for (const event of history.events) {
    const fresh = startsStep(event, previous);
    if (fresh) state.actor = null;
    applyEvent(state, event, { seatOf, who, amount });
    if (fresh) steps.push(copy(state));
    else steps[steps.length - 1] = copy(state);
    previous = event;
  }
  const last = steps[steps.length - 1];
  if (last) last.final = true;
  return steps;
}

interface Words {
  seatOf: (seat: number) => SeatAtStep;
  who: (seat: number) => string;
  amount: (chips: number) => string;
}

function applyEvent(state: ReplayStep, event: HandEvent, { seatOf, who, amount }: Words): void {
  switch (event.type) {
    case 'ante': {
      const s = seatOf(event.seat);
      s.stack -= event.amount;
      s.allIn = event.allIn;
      state.pot += event.amount;
      state.label = 'Antes';
      break;
    }
    case 'blind': {
      const s = seatOf(event.seat);
      s.stack -= event.amount;
      s.bet += event.amount - event.dead;
      s.allIn = event.allIn;
      state.pot += event.amount;
      state.label = 'Blinds';
      break;
    }
    case 'street':
      state.street = event.street;
      for (const s of state.seats) s.bet = 0;
      state.label = `${streetName(event.street)}: the deal`;
      break;
    case 'deal': {
      const s = seatOf(event.seat);
      s.down.push(...event.down);
      s.up.push(...event.up);
      break;
    }
    case 'community':
      state.community.push(event.card);
      break;
    case 'board':
      state.community.push(...event.cards);
      break;
    case 'action': {
      const s = seatOf(event.seat);
      s.stack -= event.chips;
      s.bet += event.chips;
      state.pot += event.chips;
      if (event.action === 'fold') s.folded = true;
      s.allIn = event.allIn;
      state.actor = event.seat;
      const words = ACTION_WORDS[event.action] ?? event.action;
      const chips = event.action === 'call' || event.action === 'bring-in' ? event.chips : event.to;
      const shown = ['check', 'fold'].includes(event.action) ? '' : ` ${amount(chips)}`;
      state.label = `${who(event.seat)} ${words}${shown}${event.allIn ? ' and is all-in' : ''}`;
      break;
    }
    case 'uncalled-returned': {
      const s = seatOf(event.seat);
      s.stack += event.amount;
      s.bet -= Math.min(s.bet, event.amount);
      state.pot -= event.amount;
      state.actor = event.seat;
      state.label = `Uncalled bet of ${amount(event.amount)} returned to ${who(event.seat)}`;
      break;
    }
    case 'show': {
      const s = seatOf(event.seat);
      s.shown = [...event.cards];
      s.description = event.description;
      state.label = 'Showdown';
      break;
    }
    case 'muck':
      seatOf(event.seat).mucked = true;
      state.label = 'Showdown';
      break;
    case 'rake':
      state.pot -= event.amount;
      state.rake += event.amount;
      state.label = 'Result';
      break;
    case 'pot-awarded':
      for (const w of event.winners) {
        seatOf(w.seat).stack += w.amount;
        state.pot -= w.amount;
        state.winners.push({ seat: w.seat, amount: w.amount });
      }
      for (const s of state.seats) s.bet = 0;
      state.label = 'Result';
      break;
    default:
      break;
  }
}

/** The first step of the next street after step `at` (the last step when none). */
export function nextStreetStep(steps: readonly ReplayStep[], at: number): number {
  const street = steps[at]?.street;
  for (let i = at + 1; i < steps.length; i++) if (steps[i]?.street !== street) return i;
  return steps.length - 1;
}

/** The first step of the street before step `at`'s street (the first step when none). */
export function previousStreetStep(steps: readonly ReplayStep[], at: number): number {
  let start = at;
  while (start > 0 && steps[start - 1]?.street === steps[at]?.street) start--;
  if (start === 0) return 0;
  const before = steps[start - 1]?.street;
  while (start > 0 && steps[start - 1]?.street === before) start--;
  return start;
}
