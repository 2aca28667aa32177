import { Card, CardText, formatCard, formatCards } from '../cards/card';
import type { StreetDef } from '../game/variant';
import { Draft, writablePlayer } from './draft';
import { liveCount } from './order';
import type { PlayerState } from './types';

function cardsLeft(d: Draft): number {
  return d.s.stub.length - d.s.stubPos;
}

/** When the deck runs out, the burn cards, in the order burned, become the stub (docs/rules/stud-games.md, when the deck runs short). */
function stubFromBurns(d: Draft): void {
  const s = d.s;
  d.events.push({ type: 'stub-from-burns', cards: formatCards(s.burns) });
  s.stub = s.burns;
  s.stubPos = 0;
  s.burns = [];
}

function draw(d: Draft): Card {
  if (cardsLeft(d) === 0) stubFromBurns(d);
  const card = d.s.stub[d.s.stubPos];
  if (card === undefined) throw new Error('the stub and the burn cards are exhausted');
  d.s.stubPos++;
  return card;
}

/** `cards` and then `card`, as a new array: `concat` with a number costs several times more (hot: every burn). */
function plus(cards: readonly Card[], card: Card): Card[] {
  const next = cards.slice();
  next.push(card);
  return next;
}

function burn(d: Draft): void {
  const card = draw(d);
  d.s.burns = plus(d.s.burns, card);
  d.events.push({ type: 'burn', card: formatCard(card) });
}

/**
 * Deals a street's cards one round at a time, clockwise from the first seat after the dealer.
 * Hot path (every street of every hand): the street's cards are drawn in dealing order and written
 * as text in one go, then each live player takes theirs (round r, player k: card r × live + k).
 */
function dealToPlayers(d: Draft, street: StreetDef): void {
  // Only the players dealt to are written (copied): a folded player's object stays the last state's.
  const live: PlayerState[] = [];
  const players = d.s.players;
  for (let i = 0; i < players.length; i++) if (!(players[i] as PlayerState).folded) live.push(writablePlayer(d, i));
  const n = live.length;
  const kinds = street.deal;
  const drawn = new Array<Card>(n * kinds.length);
  for (let c = 0; c < drawn.length; c++) drawn[c] = draw(d);
  const texts = formatCards(drawn);
  for (let k = 0; k < n; k++) {
    const p = live[k] as PlayerState;
    const downText: CardText[] = [];
    const upText: CardText[] = [];
    let down: Card[] | null = null;
    let up: Card[] | null = null;
    for (let r = 0; r < kinds.length; r++) {
      const c = r * n + k;
      if (kinds[r] === 'down') {
        (down ??= p.down.slice()).push(drawn[c] as Card);
        downText.push(texts[c] as CardText);
      } else {
        (up ??= p.up.slice()).push(drawn[c] as Card);
        upText.push(texts[c] as CardText);
      }
    }
    if (down) p.down = down;
    if (up) p.up = up;
    d.events.push({ type: 'deal', street: street.name, seat: p.seat, down: downText, up: upText });
  }
}

/** TDA RP-10H: the stub and the hand's earlier burn cards, put in the hand's reshuffle order. */
function reshuffleStubWithBurns(d: Draft): void {
  const s = d.s;
  const cards = new Set([...s.stub.slice(s.stubPos), ...s.burns]);
  const order = s.reshuffleOrder ?? [];
  s.stub = order.filter((c) => cards.has(c));
  s.stubPos = 0;
  s.burns = [];
  d.events.push({ type: 'stub-reshuffled', cards: formatCards(s.stub) });
}

function dealCommunity(d: Draft, street: StreetDef): void {
  if (cardsLeft(d) >= 2) burn(d);
  const card = draw(d);
  d.s.community = plus(d.s.community, card);
  d.events.push({ type: 'community', street: street.name, card: formatCard(card) });
}

/**
 * Rule shortDeck 'tda' (TDA RP-10H), before 7th street: with fewer than live players + 1 burn +
 * 1 card kept back in the stub, (A) reshuffle stub + earlier burns if that is enough and deal every
 * player a card, else (B) burn and deal a community card from a stub of 3 or more, or (C) reshuffle
 * and deal the community card.
 */
function dealTdaSeventh(d: Draft, street: StreetDef, live: number): void {
  const need = live + 2;
  if (cardsLeft(d) >= need) {
    burn(d);
    return dealToPlayers(d, street);
  }
  if (cardsLeft(d) + d.s.burns.length >= need) {
    reshuffleStubWithBurns(d);
    burn(d);
    return dealToPlayers(d, street);
  }
  if (cardsLeft(d) < 3) reshuffleStubWithBurns(d);
  dealCommunity(d, street);
}

/** A flop game's board street: burn, then the street's community cards face up. */
function dealBoard(d: Draft, street: StreetDef, count: number): void {
  burn(d);
  const cards: Card[] = [];
  for (let k = 0; k < count; k++) cards.push(draw(d));
  d.s.community = d.s.community.concat(cards);
  d.events.push({ type: 'board', street: street.name, cards: formatCards(cards) });
}

/**
 * Deals one street. Flop games: the hole cards on the first street, then burn + board cards (a
 * full table never runs short: ten Omaha players use 40 cards, the board and burns 8).
 * Stud: 3rd street has no burn. Later streets burn one card, then give each live
 * player a card; when the stub (after its burn) cannot serve every live player, one community
 * card is dealt instead: burn + card, or just the last card when only one is left. Rule
 * shortDeck 'tda' replaces this on 7th street (RP-10H); earlier streets (9 players) keep it.
 */
export function dealStreet(d: Draft, streetIndex: number): void {
  const street = d.s.variant.streets[streetIndex] as StreetDef;
  d.s.street = streetIndex;
  d.events.push({ type: 'street', street: street.name });
  if (streetIndex === 0) return dealToPlayers(d, street);
  if (street.board !== undefined) return dealBoard(d, street, street.board);
  const live = liveCount(d.s.players);
  const last = streetIndex === d.s.variant.streets.length - 1;
  if (last && d.s.rules.shortDeck === 'tda') return dealTdaSeventh(d, street, live);
  if (cardsLeft(d) === 0) stubFromBurns(d);
  if (cardsLeft(d) - 1 >= live * street.deal.length) {
    burn(d);
    return dealToPlayers(d, street);
  }
  dealCommunity(d, street);
}
