/**
 * A PokerStars hand (a stud or a flop game) as read from its text (`parseStarsHand`): what the text says, amounts
 * already in chips, each line's number kept so a disagreement can point at it. Turning it into an
 * engine hand is `stars-replay.ts`'s job.
 */
import type { CardText } from '../cards';
import type { HistoryChain, HistoryFairness, HistoryKnockout, HistoryMoney, HistorySeat, HistoryTournament } from './hand-history';
import type { StarsGameName } from './stars-names';

export type StarsVerb = 'brings-in' | 'bets' | 'raises' | 'calls' | 'checks' | 'folds';

export interface StarsAction {
  line: number;
  seat: number;
  verb: StarsVerb;
  /** Chips named first: the bring-in, the bet, the call (chips added) or the raise increment; 0 for checks and folds. */
  amount: number;
  /** The street total after a bet or raise (`raises 35 to 50` → 50; a bet's total is its amount); null otherwise. */
  to: number | null;
  allIn: boolean;
}

export interface StarsStreet {
  /** Stud: 0 = 3rd street … 4 = the river (7th street). Flop games: 0 = the hole cards (before the flop) … 3 = the river. */
  index: number;
  line: number;
  /** Stud: a community card dealt instead of one card per player (`*** RIVER *** [6h]`). Flop games: the street's new board cards. */
  community: CardText[];
  /** Seats that got their own cards on this street, in seat order (everyone not folded before it). */
  dealtTo: number[];
  actions: StarsAction[];
}

export interface StarsShow {
  line: number;
  seat: number;
  cards: CardText[];
  /** The text in brackets: `Lo: 8,6,4,3,2`, `two pair, Queens and Sevens`. */
  description: string;
  /** False for a hand shown after winning uncontested (`HIWAII2: shows [3d 3s 5h 4h]` after the others folded). */
  atShowdown: boolean;
}

/**
 * A flop game's blind line: `posts small blind` (the small blind, or a dead small blind posted by
 * a returning player when it is not the first such line), `posts big blind` (the big blind, or a
 * new or returning player's live big blind when it is not the first), `posts small & big blinds`
 * (a returning player's live big and dead small blind, in one amount).
 */
export interface StarsBlind {
  line: number;
  seat: number;
  kind: 'small' | 'big' | 'small-and-big';
  amount: number;
  allIn: boolean;
}

export interface StarsCollected {
  line: number;
  seat: number;
  amount: number;
  /** 0 for `pot` and `main pot`; k for `side pot` (k = 1) and `side pot-k`. */
  pot: number;
  /** Whether the text named main/side pots (`from main pot`) rather than one `pot`. */
  named: boolean;
}

export interface StarsSummary {
  line: number;
  totalPot: number;
  /** `Main pot $0.42. Side pot $0.61.` → [42, 61]; empty when the line names no pots. */
  pots: number[];
  rake: number;
  board: CardText[];
  /** The `Seat N: …` lines, as written. */
  seats: { seat: number; line: number; text: string }[];
}

export interface StarsHand {
  handId: string;
  /** Line number of the header in the file (1-based). */
  line: number;
  game: StarsGameName & { mix: string | null };
  money: HistoryMoney;
  tournament: HistoryTournament | null;
  /**
   * The header's stakes in chips (`($0.04/$0.08)`): the small and big bet (`names: 'bets'`: stud,
   * and flop games in fixed limit), or a pot- or no-limit flop game's small and big blind.
   */
  stakes: { small: number; big: number; names: 'bets' | 'blinds' };
  /** ISO-8601 instant of the header's (last, ET) timestamp. */
  startedAt: string;
  table: { name: string; maxSeats: number; buttonSeat: number | null };
  /** The `Fair shuffle:` line after the table line: how the deck was shuffled (docs/fairness.md). */
  fairness?: HistoryFairness;
  /** The `Hash chain:` line after the table line: the hand's link in its table's hash chain. */
  chain?: HistoryChain;
  /** Seats dealt in, in seat order, with starting stacks in chips. */
  seats: HistorySeat[];
  antes: { line: number; seat: number; amount: number; allIn: boolean }[];
  /** Flop games: the blind lines in text order; empty in stud games. */
  blinds: StarsBlind[];
  /** Flop games: the seats the summary tags `(button)`, `(small blind)`, `(big blind)`; null where no summary line tags one. */
  positions: { button: number | null; small: number | null; big: number | null };
  streets: StarsStreet[];
  uncalled: { line: number; seat: number; amount: number }[];
  shows: StarsShow[];
  mucks: { line: number; seat: number }[];
  collected: StarsCollected[];
  summary: StarsSummary;
  /** Each seat's own cards in deal order as far as the text shows them (null = never shown). */
  cards: Record<number, (CardText | null)[]>;
  /** The seat whose own cards the text gives (`Dealt to Hero [Td 2s 9s]`, `Dealt to Hero [4c Jc]`); 'several' when more than one. */
  hero: number | 'several' | null;
  /** Lines that are not part of the play (chat, joins, disconnects, `doesn't show hand`, …), kept for the record. */
  ignored: { line: number; text: string }[];
  /** A bounty tournament's knockout lines (`wins the $25 bounty for eliminating …`), in text order; absent without any. */
  knockouts?: HistoryKnockout[];
}

export interface StarsParseError {
  code: 'NOT_A_HAND' | 'UNSUPPORTED_GAME' | 'BAD_LINE' | 'BAD_AMOUNT' | 'BAD_CARDS' | 'UNKNOWN_PLAYER' | 'INCOMPLETE_HAND';
  message: string;
  /** 1-based line number in the text given to the parser. */
  line: number;
}

export type StarsParseResult = { ok: true; value: StarsHand } | { ok: false; handId: string | null; error: StarsParseError };
