/**
 * What the PokerStars parser keeps while it reads one hand's lines, and the small readers every
 * part of it shares: cards, names, and the card bookkeeping that refuses a card seen twice.
 */
import { CardText, formatCard, parseCard } from '../cards';
import type { StarsHand, StarsParseError, StarsStreet } from './stars-hand';

/** Thrown inside the parser only; `parseStarsHand` catches it and returns it as a value. */
export class StarsSyntax {
  constructor(readonly error: StarsParseError) {}
}

export function fail(code: StarsParseError['code'], message: string, line: number): never {
  throw new StarsSyntax({ code, message, line });
}

export interface ParseContext {
  hand: StarsHand;
  /** Screen names, longest first, so `PC [Mittel]` is not taken for a shorter name it starts with. */
  names: { name: string; seat: number }[];
  /** Reads an amount in the hand's money as chips, or fails at `line`. */
  chips: (text: string, line: number) => number;
  section: 'body' | 'showdown' | 'summary';
  street: StarsStreet | null;
  folded: Set<number>;
  /** Per seat, whether each own card position is dealt face down or up. */
  kinds: Map<number, ('down' | 'up')[]>;
  /** Where each known card was first read, to refuse a card seen twice. */
  seen: Map<CardText, { line: number; where: string }>;
  /** A flop game's hole cards per player (2 in Hold'em, 4 in Omaha); null in a stud game. */
  holeCards: number | null;
  /** Seats whose seat line says `is sitting out`, with that line: dealt in only if the hand mentions them again. */
  sittingOut: Map<number, { line: number; text: string }>;
}

export function readCards(text: string, line: number): CardText[] {
  return text
    .split(' ')
    .filter(Boolean)
    .map((t) => {
      const r = parseCard(t);
      if (!r.ok || t.length !== 2) fail('BAD_CARDS', `"${t}" is not a card`, line);
      return formatCard(r.value);
    });
}

export function claim(ctx: ParseContext, card: CardText, where: string, line: number): void {
  const before = ctx.seen.get(card);
  if (before && before.where !== where) fail('BAD_CARDS', `${card} appears twice (also line ${before.line})`, line);
  ctx.seen.set(card, { line, where });
}

export function setCard(ctx: ParseContext, seat: number, position: number, card: CardText, line: number): void {
  const slots = ctx.hand.cards[seat] as (CardText | null)[];
  const known = slots[position];
  if (position >= slots.length) fail('BAD_CARDS', `seat ${seat} has only ${slots.length} cards so far`, line);
  if (known && known !== card) fail('BAD_CARDS', `seat ${seat}'s card ${position + 1} was ${known}, now ${card}`, line);
  claim(ctx, card, `seat ${seat} card ${position}`, line);
  slots[position] = card;
}

export function setCards(ctx: ParseContext, seat: number, cards: readonly CardText[], from: number, line: number): void {
  cards.forEach((c, k) => setCard(ctx, seat, from + k, c, line));
}

export function ignore(ctx: ParseContext, text: string, line: number): void {
  ctx.hand.ignored.push({ line, text });
}

export function seatNamed(ctx: ParseContext, text: string, after: string): { seat: number; rest: string } | null {
  for (const { name, seat } of ctx.names) if (text.startsWith(name + after)) return { seat, rest: text.slice(name.length + after.length) };
  return null;
}

/** The seat whose own cards a `Dealt to` line gives; several such seats make the hand's hero `several`. */
export function noteHero(ctx: ParseContext, seat: number): void {
  const hero = ctx.hand.hero;
  ctx.hand.hero = hero === null || hero === seat ? seat : 'several';
}
