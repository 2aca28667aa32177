import { parseMoney } from '../format/amounts';
import { isFlopPreset } from './cash-format';
import type { CashPreset, CreateCashGame } from './cash-types';

/** The new-game form as typed: money as text in the currency's units, counts as text. */
export interface GameDraft {
  name: string;
  dealing: 'engine' | 'live';
  preset: CashPreset;
  unit: string;
  ante: string;
  bringIn: string;
  smallBlind: string;
  bigBlind: string;
  smallBet: string;
  bigBet: string;
  minBuyIn: string;
  maxBuyIn: string;
  maxSeats: string;
  timeCollection: boolean;
  timeAmount: string;
  timePeriodMinutes: string;
  holdSeconds: string;
  noAnswer: 'end' | 'remove';
}

export const NEW_GAME: GameDraft = {
  name: '',
  dealing: 'live',
  preset: 'razz',
  unit: 'USD',
  ante: '1.00',
  bringIn: '2.00',
  smallBlind: '1.00',
  bigBlind: '2.00',
  smallBet: '4.00',
  bigBet: '8.00',
  minBuyIn: '40.00',
  maxBuyIn: '200.00',
  maxSeats: '8',
  timeCollection: false,
  timeAmount: '5.00',
  timePeriodMinutes: '30',
  holdSeconds: '120',
  noAnswer: 'end',
};

function money(label: string, text: string, unit: string): number {
  const amount = parseMoney(text, unit);
  if (amount === null) throw new Error(`${label} is an amount of money, such as 2.50`);
  return amount;
}

function count(label: string, text: string): number {
  if (!/^\d+$/.test(text.trim())) throw new Error(`${label} is a whole number`);
  return Number(text);
}

/** The body of `POST /cash-games` from the draft; a field that is not an amount throws, in words. */
export function gameBody(d: GameDraft): CreateCashGame {
  const m = (label: string, text: string) => money(label, text, d.unit);
  const stakes = isFlopPreset(d.preset)
    ? { smallBlind: m('Small blind', d.smallBlind), bigBlind: m('Big blind', d.bigBlind), smallBet: m('Small bet', d.smallBet), bigBet: m('Big bet', d.bigBet) }
    : { ante: m('Ante', d.ante), bringIn: m('Bring-in', d.bringIn), smallBet: m('Small bet', d.smallBet), bigBet: m('Big bet', d.bigBet) };
  return {
    name: d.name.trim(),
    dealing: d.dealing,
    preset: d.preset,
    stakes,
    unit: d.unit,
    minBuyIn: m('Minimum buy-in', d.minBuyIn),
    maxBuyIn: m('Maximum buy-in', d.maxBuyIn),
    maxSeats: count('Seats', d.maxSeats),
    ...(d.timeCollection
      ? { timeCollection: { amount: m('Time charge', d.timeAmount), periodMinutes: count('Minutes between charges', d.timePeriodMinutes) } }
      : {}),
    holdSeconds: count('Seat held for', d.holdSeconds),
    noAnswer: d.noAnswer,
    // The server's defaults for engine tables (CreateCashGameDto marks them required in the types).
    actionTimeoutMs: 30_000,
    handPauseMs: 3_000,
    maxTimeouts: 2,
  };
}
