/** A card in notation (`As`, `Td`) for people: rank and suit symbol, and its name for screen readers. */
const SUITS: Readonly<Record<string, { symbol: string; name: string; red: boolean }>> = {
  s: { symbol: '♠', name: 'spades', red: false },
  h: { symbol: '♥', name: 'hearts', red: true },
  d: { symbol: '♦', name: 'diamonds', red: true },
  c: { symbol: '♣', name: 'clubs', red: false },
};
const RANKS: Readonly<Record<string, string>> = { A: 'ace', K: 'king', Q: 'queen', J: 'jack', T: 'ten' };

export interface CardFace {
  rank: string;
  symbol: string;
  name: string;
  red: boolean;
}

export function cardFace(card: string): CardFace {
  const rank = card.slice(0, -1);
  const suit = SUITS[card.slice(-1)] ?? { symbol: card.slice(-1), name: card.slice(-1), red: false };
  return { rank: rank === 'T' ? '10' : rank, symbol: suit.symbol, name: `${RANKS[rank] ?? rank} of ${suit.name}`, red: suit.red };
}
