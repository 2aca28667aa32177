import type { CardText } from '../cards';
import type { StreetName } from '../game/variant';
import type { RuleSet, Stakes } from '../rules';
import type { ActionKind, BlindPlan, BlindPostKind, PotResult } from './types';

/**
 * Everything that happens in a hand, in order. Cards are written as text. Events carry secrets
 * (down cards, burns): send a seat only `eventsFor(events, seat)`.
 */
export type HandEvent =
  | {
      type: 'hand-started';
      game: string;
      rules: RuleSet;
      stakes: Stakes;
      dealerSeat: number;
      seats: { seat: number; stack: number }[];
      /** Flop games: who posts the blinds (the button is `dealerSeat`). */
      blinds?: BlindPlan;
    }
  | { type: 'ante'; seat: number; amount: number; allIn: boolean }
  /**
   * A flop game's blind: `amount` chips in all, of which `dead` go to the pot without counting as
   * the player's bet (a missed small blind posted on return).
   */
  | { type: 'blind'; seat: number; blind: 'small' | BlindPostKind; amount: number; dead: number; allIn: boolean }
  /** A street begins (its cards follow). */
  | { type: 'street'; street: StreetName }
  | { type: 'burn'; card: CardText | null }
  /** Cards dealt to one seat on one street; `down` is null per card for eyes that may not see it. */
  | { type: 'deal'; street: StreetName; seat: number; down: (CardText | null)[]; up: CardText[] }
  | { type: 'community'; street: StreetName; card: CardText }
  /** A flop game's community cards of one street (flop: three; turn, river: one), after a burn. */
  | { type: 'board'; street: StreetName; cards: CardText[] }
  /** The deck ran out: the burn cards, in the order burned, become the stub (docs/rules/stud-games.md, short deck). */
  | { type: 'stub-from-burns'; cards: (CardText | null)[] }
  /** TDA RP-10H (rule shortDeck: 'tda'): the stub and the earlier burn cards shuffled into a new stub. */
  | { type: 'stub-reshuffled'; cards: (CardText | null)[] }
  | { type: 'action'; seat: number; action: ActionKind; to: number; chips: number; allIn: boolean; automatic?: true }
  | { type: 'uncalled-returned'; seat: number; amount: number }
  | { type: 'show'; seat: number; cards: CardText[]; description: string; starsText: string }
  | { type: 'muck'; seat: number }
  | { type: 'rake'; amount: number }
  | ({ type: 'pot-awarded'; pot: number } & PotResult)
  | { type: 'hand-ended'; endedBy: 'fold' | 'showdown'; stacks: { seat: number; stack: number }[] };

export type HandEventType = HandEvent['type'];
