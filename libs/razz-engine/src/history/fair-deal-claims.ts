/**
 * The cards a history or a PokerStars text shows (claims), the cards an engine run dealt, and
 * their comparison, slot by slot: a seat's own cards in deal order (down and up, a flop game's hole
 * cards), the community cards in order (a stud community card, a flop game's board) and, in an
 * uncensored history, the burn cards. What fair-deal-check.ts compares against the deck the fair
 * shuffle recomputes.
 */
import type { CardText } from '../cards';
import type { StreetName } from '../game/variant';
import type { HandEvent } from '../hand/events';
import type { StarsHand } from './stars-hand';

export type CardSlot = { kind: 'own'; seat: number; index: number } | { kind: 'community'; index: number } | { kind: 'burn'; index: number };

/** A card the history (or text) shows, and where. */
export interface CardClaim {
  slot: CardSlot;
  card: CardText;
}

export interface DealtCard {
  card: CardText;
  street: StreetName;
  face: 'down' | 'up' | null;
}

/** What an engine run dealt, slot by slot. */
export interface DealtCards {
  own: Map<number, DealtCard[]>;
  community: DealtCard[];
  burns: DealtCard[];
}

/** A claim the run does not bear out: the card the run dealt in that slot (null: it dealt none there). */
export interface CardMismatch {
  claim: CardClaim;
  dealt: DealtCard | null;
}

/** The cards of an uncensored run's events, slot by slot (every card known). */
export function dealtCards(events: readonly HandEvent[]): DealtCards {
  const dealt: DealtCards = { own: new Map(), community: [], burns: [] };
  let street: StreetName = 'third';
  for (const e of events) {
    if (e.type === 'street') street = e.street;
    else if (e.type === 'deal') {
      const own = dealt.own.get(e.seat) ?? [];
      own.push(...e.down.flatMap((c) => (c === null ? [] : [{ card: c, street: e.street, face: 'down' as const }])));
      own.push(...e.up.map((c) => ({ card: c, street: e.street, face: 'up' as const })));
      dealt.own.set(e.seat, own);
    } else if (e.type === 'community') dealt.community.push({ card: e.card, street: e.street, face: null });
    else if (e.type === 'board') dealt.community.push(...e.cards.map((c) => ({ card: c, street: e.street, face: null })));
    else if (e.type === 'burn' && e.card !== null) dealt.burns.push({ card: e.card, street, face: null });
  }
  return dealt;
}

/**
 * Every card a history's events show: deal events (a censored copy's hidden cards are null and
 * claim nothing), shown hands (in deal order), community and board cards, burn cards.
 */
export function historyClaims(events: readonly HandEvent[]): CardClaim[] {
  const claims: CardClaim[] = [];
  const dealtSoFar = new Map<number, number>();
  let community = 0;
  let burns = 0;
  for (const e of events) {
    if (e.type === 'deal') {
      const from = dealtSoFar.get(e.seat) ?? 0;
      [...e.down, ...e.up].forEach((card, k) => card !== null && claims.push({ slot: { kind: 'own', seat: e.seat, index: from + k }, card }));
      dealtSoFar.set(e.seat, from + e.down.length + e.up.length);
    } else if (e.type === 'show') e.cards.forEach((card, index) => claims.push({ slot: { kind: 'own', seat: e.seat, index }, card }));
    else if (e.type === 'community') claims.push({ slot: { kind: 'community', index: community++ }, card: e.card });
    else if (e.type === 'board') e.cards.forEach((card) => claims.push({ slot: { kind: 'community', index: community++ }, card }));
    else if (e.type === 'burn') {
      if (e.card !== null) claims.push({ slot: { kind: 'burn', index: burns }, card: e.card });
      burns++;
    }
  }
  return claims;
}

/** Every card a PokerStars text shows: each seat's own cards as far as known, the street headers' community cards, the summary's board. */
export function starsClaims(hand: StarsHand): CardClaim[] {
  const own = hand.seats.flatMap(({ seat }) =>
    (hand.cards[seat] ?? []).flatMap((card, index) => (card === null ? [] : [{ slot: { kind: 'own' as const, seat, index }, card }])),
  );
  const community = hand.streets.flatMap((s) => s.community).map((card, index) => ({ slot: { kind: 'community' as const, index }, card }));
  const board = hand.summary.board.map((card, index) => ({ slot: { kind: 'community' as const, index }, card }));
  return [...own, ...community, ...board];
}

function dealtAt(dealt: DealtCards, slot: CardSlot): DealtCard | null {
  if (slot.kind === 'own') return dealt.own.get(slot.seat)?.[slot.index] ?? null;
  return (slot.kind === 'community' ? dealt.community : dealt.burns)[slot.index] ?? null;
}

/** How many cards the run dealt to the slot's place: a seat, the community cards, the burns. */
export function dealtCount(dealt: DealtCards, slot: CardSlot): number {
  if (slot.kind === 'own') return dealt.own.get(slot.seat)?.length ?? 0;
  return (slot.kind === 'community' ? dealt.community : dealt.burns).length;
}

const slotKey = (c: CardClaim): string => `${c.slot.kind} ${c.slot.kind === 'own' ? c.slot.seat : ''} ${c.slot.index} ${c.card}`;

/**
 * The claims the run does not bear out, once each (a shown card is also a dealt one), in the order
 * given; `dealt` is null where the run dealt no card in that slot.
 */
export function cardMismatches(claims: readonly CardClaim[], dealt: DealtCards): CardMismatch[] {
  const seen = new Set<string>();
  return claims.flatMap((claim) => {
    const card = dealtAt(dealt, claim.slot);
    if (card?.card === claim.card || seen.has(slotKey(claim))) return [];
    seen.add(slotKey(claim));
    return [{ claim, dealt: card }];
  });
}
