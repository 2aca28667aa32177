/**
 * The lines only flop games have (docs/hand-history-format.md, the flop games): the blinds, the
 * street headers `*** HOLE CARDS ***`, `*** FLOP *** [9d 9c 6h]`, `*** TURN *** [9d 9c 6h] [4c]`,
 * `*** RIVER *** [9d 9c 6h 4c] [Qs]`, the hero's `Dealt to Hero [4c Jc]`, and the summary's
 * position tags `(button)`, `(small blind)`, `(big blind)`.
 */
import type { CardText } from '../cards';
import type { StarsBlind } from './stars-hand';
import { FLOP_STREET_HEADERS } from './stars-names';
import { claim, fail, noteHero, ParseContext, readCards, setCards } from './stars-parse-context';

const BLIND_KINDS: Readonly<Record<string, StarsBlind['kind']>> = Object.freeze({
  'small blind': 'small',
  'big blind': 'big',
  'small & big blinds': 'small-and-big',
});

/** `posts small blind 10`, `posts big blind $1`, `posts small & big blinds $3` (+ ` and is all-in`); false when `rest` is none of them. */
export function readBlind(ctx: ParseContext, seat: number, rest: string, line: number): boolean {
  const m = /^posts (small blind|big blind|small & big blinds) (\S+)( and is all-in)?$/.exec(rest);
  if (!m) return false;
  if (ctx.holeCards === null) fail('BAD_LINE', 'a blind in a stud game', line);
  if (ctx.street) fail('BAD_LINE', 'a blind after the hole cards were dealt', line);
  ctx.hand.blinds.push({
    line,
    seat,
    kind: BLIND_KINDS[m[1] as string] as StarsBlind['kind'],
    amount: ctx.chips(m[2] as string, line),
    allIn: m[3] !== undefined,
  });
  return true;
}

/** The board cards of the streets read so far. */
function boardSoFar(ctx: ParseContext): CardText[] {
  return ctx.hand.streets.flatMap((s) => s.community);
}

/**
 * The board of a street header: the flop's three cards, or the board so far (which must be the one
 * already read) then the street's new card.
 */
function newBoardCards(ctx: ParseContext, index: number, brackets: string, line: number): CardText[] {
  const groups = [...brackets.matchAll(/\[([^\]]*)\]/g)].map((g) => readCards(g[1] as string, line));
  const before = boardSoFar(ctx);
  const expected = index === 1 ? [3] : [before.length, 1];
  if (groups.map((g) => g.length).join() !== expected.join())
    fail('BAD_LINE', `*** ${FLOP_STREET_HEADERS[index]} *** needs cards ${expected.join(' + ')}`, line);
  if (index > 1 && (groups[0] as CardText[]).join(' ') !== before.join(' ')) fail('BAD_CARDS', `the board was [${before.join(' ')}]`, line);
  return groups[groups.length - 1] as CardText[];
}

/** Opens a flop game's street: the hole cards (a card position per player) or a board street. */
function openFlopStreet(ctx: ParseContext, index: number, community: CardText[], line: number): void {
  const expected = ctx.hand.streets.length;
  if (index !== expected) fail('BAD_LINE', `expected *** ${FLOP_STREET_HEADERS[expected] ?? 'SHOW DOWN'} ***`, line);
  community.forEach((c) => claim(ctx, c, 'community', line));
  const dealtTo = index === 0 ? ctx.hand.seats.map((s) => s.seat) : [];
  const holeCards = ctx.holeCards as number;
  for (const seat of dealtTo) {
    ctx.kinds.get(seat)?.push(...Array.from({ length: holeCards }, () => 'down' as const));
    ctx.hand.cards[seat]?.push(...Array.from({ length: holeCards }, () => null));
  }
  ctx.street = { index, line, community, dealtTo, actions: [] };
  ctx.hand.streets.push(ctx.street);
}

/** `*** HOLE CARDS ***`, `*** FLOP *** [..]`, `*** TURN *** [..] [..]`, `*** RIVER *** [..] [..]`; false for other markers. */
export function readFlopMarker(ctx: ParseContext, text: string, line: number): boolean {
  const m = /^\*\*\* (HOLE CARDS|FLOP|TURN|RIVER) \*\*\*((?: \[[^\]]*\])*)$/.exec(text);
  if (!m) return false;
  if (ctx.section !== 'body') fail('BAD_LINE', 'a street after the showdown', line);
  const index = FLOP_STREET_HEADERS.indexOf(m[1] as string);
  if (index === 0 && m[2]) fail('BAD_LINE', '*** HOLE CARDS *** has no cards', line);
  openFlopStreet(ctx, index, index === 0 ? [] : newBoardCards(ctx, index, m[2] as string, line), line);
  return true;
}

/** `Dealt to Hero [4c Jc]`: all of a player's hole cards, before the flop only. */
export function readFlopDealt(ctx: ParseContext, seat: number, rest: string, line: number): void {
  const m = /^([^\]]*)\]$/.exec(rest);
  const cards = m ? readCards(m[1] as string, line) : [];
  if (ctx.street?.index !== 0 || cards.length !== ctx.holeCards) fail('BAD_LINE', `a player is dealt ${ctx.holeCards} hole cards, before the flop`, line);
  noteHero(ctx, seat);
  setCards(ctx, seat, cards, 0, line);
}

/** The position tags of a summary seat line (`Seat 2: Hero (button) (small blind) collected (200)`). */
export function readPositions(ctx: ParseContext, seat: number, afterName: string): void {
  const tags = /^((?:\((?:button|small blind|big blind)\) )*)/.exec(afterName)?.[1] ?? '';
  const p = ctx.hand.positions;
  if (tags.includes('(button)')) p.button = seat;
  if (tags.includes('(small blind)')) p.small = seat;
  if (tags.includes('(big blind)')) p.big = seat;
}
