/**
 * The lines of a PokerStars hand after the seats: antes (and a flop game's blinds), street
 * headers, dealt-to lines, actions, uncalled bets, the showdown, collected lines and the summary.
 * Each reader adds to the hand being built or throws a `StarsSyntax` failure that `parseStarsHand`
 * turns into an error value.
 */
import type { CardText } from '../cards';
import type { StarsVerb } from './stars-hand';
import { STREET_HEADERS } from './stars-names';
import { claim, fail, ignore, noteHero, ParseContext, readCards, seatNamed, setCard, setCards } from './stars-parse-context';
import { readBlind, readFlopMarker, readFlopDealt, readPositions } from './stars-parse-flop';
import { readKnockoutLine } from './stars-bounty';

/** A street begins: everyone still in gets a card position, unless a community card is dealt instead. */
function openStreet(ctx: ParseContext, index: number, community: CardText[], line: number): void {
  const expected = ctx.hand.streets.length;
  if (index !== expected) fail('BAD_LINE', `expected *** ${STREET_HEADERS[expected] ?? 'SHOW DOWN'} ***`, line);
  community.forEach((c) => claim(ctx, c, 'community', line));
  const dealtTo = community.length ? [] : ctx.hand.seats.map((s) => s.seat).filter((s) => !ctx.folded.has(s));
  const newKinds: ('down' | 'up')[] = index === 0 ? ['down', 'down', 'up'] : [index === 4 ? 'down' : 'up'];
  for (const seat of dealtTo) {
    ctx.kinds.get(seat)?.push(...newKinds);
    ctx.hand.cards[seat]?.push(...newKinds.map(() => null));
  }
  ctx.street = { index, line, community, dealtTo, actions: [] };
  ctx.hand.streets.push(ctx.street);
}

function readMarker(ctx: ParseContext, text: string, line: number): void {
  if (ctx.holeCards !== null && readFlopMarker(ctx, text, line)) return;
  const m = /^\*\*\* (3rd STREET|4th STREET|5th STREET|6th STREET|7th STREET|RIVER) \*\*\*(?: \[([^\]]+)\])?$/.exec(text);
  if (m && ctx.holeCards === null) {
    if (ctx.section !== 'body') fail('BAD_LINE', 'a street after the showdown', line);
    const index = m[1] === '7th STREET' ? 4 : STREET_HEADERS.indexOf(m[1] as string);
    return openStreet(ctx, index, m[2] ? readCards(m[2], line) : [], line);
  }
  if (text === '*** SHOW DOWN ***') ctx.section = 'showdown';
  else if (text === '*** SUMMARY ***') ctx.section = 'summary';
  else fail('BAD_LINE', `unknown section ${text}`, line);
}

/** `[up cards so far] [new up card]` for opponents, `[all own cards so far] [new card]` for hero. */
function readLaterDeal(ctx: ParseContext, seat: number, old: CardText[], added: CardText[], line: number): void {
  const slots = ctx.hand.cards[seat] as (CardText | null)[];
  const kinds = ctx.kinds.get(seat) as ('down' | 'up')[];
  const n = slots.length;
  if (added.length !== 1) fail('BAD_LINE', 'one new card per street after 3rd street', line);
  if (old.length === n - 1) {
    noteHero(ctx, seat);
    return setCards(ctx, seat, [...old, ...added], 0, line);
  }
  const ups = kinds.slice(0, n - 1).flatMap((k, i) => (k === 'up' ? [i] : []));
  if (old.length !== ups.length || kinds[n - 1] !== 'up') fail('BAD_LINE', `cannot read ${old.length} old card(s) here`, line);
  ups.forEach((pos, k) => setCard(ctx, seat, pos, old[k] as CardText, line));
  setCard(ctx, seat, n - 1, added[0] as CardText, line);
}

function readDealt(ctx: ParseContext, text: string, line: number): void {
  const who = seatNamed(ctx, text.slice('Dealt to '.length), ' [');
  if (!who) fail('UNKNOWN_PLAYER', `no seated player in ${text}`, line);
  const street = ctx.street;
  if (!street || !street.dealtTo.includes(who.seat)) fail('BAD_LINE', 'a card dealt to a player who gets none on this street', line);
  if (ctx.holeCards !== null) return readFlopDealt(ctx, who.seat, who.rest, line);
  const m = /^([^\]]*)\](?: \[([^\]]*)\])?$/.exec(who.rest);
  if (!m) fail('BAD_LINE', `cannot read ${text}`, line);
  const first = readCards(m[1] as string, line);
  if (m[2] !== undefined) return readLaterDeal(ctx, who.seat, first, readCards(m[2], line), line);
  if (street.index !== 0 || (first.length !== 3 && first.length !== 1)) fail('BAD_LINE', `cannot read ${text}`, line);
  if (first.length === 3) noteHero(ctx, who.seat);
  setCards(ctx, who.seat, first, 3 - first.length, line);
}

const ACTIONS: readonly { verb: StarsVerb; re: RegExp }[] = [
  { verb: 'brings-in', re: /^brings in for (\S+)( and is all-in)?$/ },
  { verb: 'bets', re: /^bets (\S+)( and is all-in)?$/ },
  { verb: 'raises', re: /^raises (\S+) to (\S+)( and is all-in)?$/ },
  { verb: 'calls', re: /^calls (\S+)( and is all-in)?$/ },
  { verb: 'checks', re: /^checks$/ },
  { verb: 'folds', re: /^folds(?: \[[^\]]*\])?$/ },
];

function readAction(ctx: ParseContext, seat: number, verb: StarsVerb, m: RegExpExecArray, line: number): void {
  const street = ctx.street;
  if (!street || ctx.section !== 'body') fail('BAD_LINE', `${verb.replace('-', ' ')} outside a street's betting`, line);
  const raise = verb === 'raises';
  const amount = m[1] && verb !== 'checks' && verb !== 'folds' ? ctx.chips(m[1], line) : 0;
  const to = raise ? ctx.chips(m[2] as string, line) : verb === 'bets' ? amount : null;
  const allIn = (raise ? m[3] : m[2]) !== undefined;
  street.actions.push({ line, seat, verb, amount, to, allIn });
  if (verb === 'folds') ctx.folded.add(seat);
}

function readActorLine(ctx: ParseContext, seat: number, rest: string, line: number, text: string): void {
  for (const { verb, re } of ACTIONS) {
    const m = re.exec(rest);
    if (m) return readAction(ctx, seat, verb, m, line);
  }
  if (readBlind(ctx, seat, rest, line)) return;
  let m: RegExpExecArray | null;
  if ((m = /^posts the ante (\S+)( and is all-in)?$/.exec(rest))) {
    if (ctx.street) fail('BAD_LINE', 'an ante after the first street began', line);
    ctx.hand.antes.push({ line, seat, amount: ctx.chips(m[1] as string, line), allIn: m[2] !== undefined });
  } else if ((m = /^shows \[([^\]]*)\](?: \((.*)\))?$/.exec(rest))) {
    const cards = readCards(m[1] as string, line);
    setCards(ctx, seat, cards, 0, line);
    ctx.hand.shows.push({ line, seat, cards, description: m[2] ?? '', atShowdown: ctx.section === 'showdown' });
  } else if (rest === 'mucks hand') ctx.hand.mucks.push({ line, seat });
  else ignore(ctx, text, line);
}

function readCollected(ctx: ParseContext, seat: number, rest: string, line: number): void {
  const m = /^(\S+) from (pot|main pot|side pot(?:-(\d+))?)$/.exec(rest);
  if (!m) fail('BAD_LINE', `cannot read collected ${rest}`, line);
  const pot = m[2] === 'pot' || m[2] === 'main pot' ? 0 : Number(m[3] ?? 1);
  ctx.hand.collected.push({ line, seat, amount: ctx.chips(m[1] as string, line), pot, named: m[2] !== 'pot' });
}

function readTotal(ctx: ParseContext, text: string, line: number): void {
  const m = /^Total pot (\S+)((?: (?:Main|Side) pot(?:-\d+)? \S+\.)*) \| Rake (\S+)$/.exec(text);
  if (!m) fail('BAD_LINE', `cannot read ${text}`, line);
  const pots = [...(m[2] as string).matchAll(/(?:Main|Side) pot(?:-\d+)? (\S+)\./g)].map((p) => ctx.chips(p[1] as string, line));
  ctx.hand.summary = { ...ctx.hand.summary, line, totalPot: ctx.chips(m[1] as string, line), pots, rake: ctx.chips(m[3] as string, line) };
}

function readSummaryLine(ctx: ParseContext, text: string, line: number): void {
  let m: RegExpExecArray | null;
  if (text.startsWith('Total pot ')) return readTotal(ctx, text, line);
  if ((m = /^Board \[([^\]]*)\]$/.exec(text))) {
    ctx.hand.summary.board = readCards(m[1] as string, line);
    return ctx.hand.summary.board.forEach((c) => claim(ctx, c, 'community', line));
  }
  if (!(m = /^Seat (\d+): /.exec(text))) return ignore(ctx, text, line);
  const seat = Number(m[1]);
  const name = ctx.hand.seats.find((s) => s.seat === seat)?.name;
  if (name === undefined || !text.startsWith(`Seat ${seat}: ${name} `)) fail('UNKNOWN_PLAYER', `seat ${seat} is not ${name ?? 'seated'}`, line);
  ctx.hand.summary.seats.push({ seat, line, text });
  const afterName = text.slice(`Seat ${seat}: ${name} `.length);
  if (ctx.holeCards !== null) readPositions(ctx, seat, afterName);
  const cards = /^(?:\(.*?\) )*(?:showed|mucked) \[([^\]]*)\]/.exec(afterName);
  if (cards) setCards(ctx, seat, readCards(cards[1] as string, line), 0, line);
}

/** Reads one non-blank line of the hand body (everything after the seat lines). */
export function readBodyLine(ctx: ParseContext, text: string, line: number): void {
  if (text.startsWith('*** ')) return readMarker(ctx, text, line);
  if (ctx.section === 'summary') return readSummaryLine(ctx, text, line);
  if (text.startsWith('Dealt to ')) return readDealt(ctx, text, line);
  // Lines that follow from the actions; the export writes them again from the engine's betting.
  if (text === 'Betting is capped' || text === 'Pair on board - a double bet is allowed' || text === 'No low hand qualified') return;
  const uncalled = /^Uncalled bet \((\S+)\) returned to (.+)$/.exec(text);
  if (uncalled) {
    const seat = ctx.names.find((n) => n.name === uncalled[2])?.seat;
    if (seat === undefined) fail('UNKNOWN_PLAYER', `no seated player ${uncalled[2]}`, line);
    ctx.hand.uncalled.push({ line, seat, amount: ctx.chips(uncalled[1] as string, line) });
    return;
  }
  const actor = seatNamed(ctx, text, ': ');
  if (actor) return readActorLine(ctx, actor.seat, actor.rest, line, text);
  const collector = seatNamed(ctx, text, ' collected ');
  if (collector) return readCollected(ctx, collector.seat, collector.rest, line);
  const knockouts = readKnockoutLine(text, ctx.names, (message) => fail('BAD_LINE', message, line));
  if (knockouts) {
    ctx.hand.knockouts = [...(ctx.hand.knockouts ?? []), ...knockouts];
    return;
  }
  ignore(ctx, text, line);
}
