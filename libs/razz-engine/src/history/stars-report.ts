/** What replaying a PokerStars hand through the engine reports. */
import type { CardText } from '../cards';
import type { StartHandInput } from '../hand/start-input';
import type { RuleSet, Stakes } from '../rules';
import type { HandHistory } from './hand-history';

export interface StarsReplayOptions {
  /** Rule options over what the header implies (game, betting structure, cash or tournament defaults). */
  rules?: Partial<RuleSet>;
  /** Stakes the text does not state (the bring-in when nobody posted it) or that should override it. */
  stakes?: Partial<Stakes>;
}

/**
 * Where the engine and the text part ways. Codes: `UNSUPPORTED_GAME` (a game the engine does not deal),
 * `BAD_HAND` (the text cannot be dealt: too many cards, a card twice), `START_REFUSED`,
 * `ACTION_REFUSED` (the engine does not allow the text's action there), `STREET_MISMATCH`,
 * `ACTION_MISMATCH` (other chips or all-in state), `HAND_NOT_FINISHED`, `CARDS_MISMATCH`,
 * `COMMUNITY_MISMATCH`, `UNCALLED_MISMATCH`, `TOTAL_POT_MISMATCH`, `POTS_MISMATCH`,
 * `WINNERS_MISMATCH`, `AMOUNT_MISMATCH`, `HAND_MISMATCH` (the words of a shown hand).
 */
export type StarsDisagreementCode =
  | 'UNSUPPORTED_GAME'
  | 'BAD_HAND'
  | 'START_REFUSED'
  | 'ACTION_REFUSED'
  | 'STREET_MISMATCH'
  | 'ACTION_MISMATCH'
  | 'HAND_NOT_FINISHED'
  | 'CARDS_MISMATCH'
  | 'COMMUNITY_MISMATCH'
  | 'UNCALLED_MISMATCH'
  | 'TOTAL_POT_MISMATCH'
  | 'POTS_MISMATCH'
  | 'WINNERS_MISMATCH'
  | 'AMOUNT_MISMATCH'
  | 'HAND_MISMATCH';

export interface StarsDisagreement {
  code: StarsDisagreementCode;
  message: string;
  /** The line of the text it concerns, when there is one. */
  line?: number;
}

export interface StarsReplayReport {
  handId: string;
  /** Line of the hand's header in its file. */
  line: number;
  /** True when the engine agrees with the text on every action, pot, winner and amount. */
  ok: boolean;
  disagreements: StarsDisagreement[];
  /**
   * Assumptions and differences that do not change the result: a bring-in the text never states,
   * the rake PokerStars took, who showed first, cards shown after winning uncontested.
   */
  notes: string[];
  /**
   * The hand as a history (the engine's events, with the text's names, times, stakes and rake);
   * null when the engine could not follow the text. Cards the text does not show stay hidden.
   */
  history: HandHistory | null;
}

/** A parsed hand as the engine's start input (`starsToEngine`). */
export interface StarsEngineHand {
  input: StartHandInput & { rules: RuleSet; stakes: Stakes; dealerSeat: number; deck: CardText[] };
  /** Cards put in the deck only so the engine can deal: not facts about the hand. */
  filled: CardText[];
  notes: string[];
}

export type StarsEngineResult = { ok: true; value: StarsEngineHand } | { ok: false; disagreement: StarsDisagreement };
