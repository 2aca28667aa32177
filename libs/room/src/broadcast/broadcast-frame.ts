import type { CardText, EquityGame, HandEquity, StreetName } from '@app/razz-engine';

/** A live hand's figures (`handEquity`'s, less the cards and exact counts): share, win, tie; stud8's scoop, highShare, lowShare; Monte Carlo's halfWidth. */
export type BroadcastFigures = Omit<HandEquity, 'cards' | 'counts'>;

/** Why a frame carries no figures: a flop game (equity is for the stud games), the equity thread failed or was full, or `handEquity` refused the spot. */
export type NoEquityReason = 'not-a-stud-game' | 'unavailable' | 'refused';

/**
 * How the frame's figures were found: every deal enumerated (`exact`, `deals` of them), sampled
 * (`monte-carlo`: each hand's `halfWidth` is its 95 % error), one live hand left (`uncontested`:
 * it has the pot), or none at all.
 */
export type BroadcastEquity =
  | { method: 'exact'; game: EquityGame; deals: number }
  | { method: 'monte-carlo'; game: EquityGame; deals: number; samples: number; seed: number | string }
  | { method: 'uncontested' }
  | { method: 'none'; reason: NoEquityReason; message?: string };

/** One live hand: every card of it, and its figures (null when the frame has none). */
export interface BroadcastHand {
  seat: number;
  playerId: string | null;
  screenName: string | null;
  down: CardText[];
  up: CardText[];
  equity: BroadcastFigures | null;
}

/**
 * What the broadcast feed sends at a moment of a hand (a street dealt, the end): the live hands
 * with all their cards, the folded hands' up cards as dead cards, and each live hand's equity.
 * Holds every hole card: only for admin and director keys, and only after the feed's delay.
 */
export interface BroadcastFrame {
  handId: string;
  handNumber: number;
  /** The hand's version after the change the moment belongs to. */
  version: number;
  /** The engine's game id (`razz`, `stud`, `stud8`, `holdem`, …). */
  game: string;
  street: StreetName;
  /** The hand is over: the hands left are those at the showdown, or the one everyone folded to. */
  final: boolean;
  /** Live hands, by seat. */
  hands: BroadcastHand[];
  /** Up cards of the folded hands. */
  dead: CardText[];
  community: CardText[];
  equity: BroadcastEquity;
  /** When this server heard of the change; the frame goes out `delaySeconds` after it at the earliest. */
  heardAt: string;
  delaySeconds: number;
  /** Frames of this feed dropped just before this one, its queue being full. */
  missed?: number;
}
