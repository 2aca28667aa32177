import { DECK_SIZE, formatCard, formatCards, isCard, makeCard, rankIndex, suitIndex } from './card';

describe('card integers', () => {
  it('encode rank (A=0 … K=12) and suit (s h d c = 0…3) as rank * 4 + suit', () => {
    expect(makeCard(0, 0)).toBe(0); // As
    expect(makeCard(12, 3)).toBe(51); // Kc
    expect(rankIndex(38)).toBe(9); // Td
    expect(suitIndex(38)).toBe(2);
  });

  it('format every card and round-trip rank and suit', () => {
    const texts = Array.from({ length: DECK_SIZE }, (_, c) => formatCard(c));
    expect(new Set(texts).size).toBe(52);
    expect(texts.slice(0, 5)).toEqual(['As', 'Ah', 'Ad', 'Ac', '2s']);
    expect(formatCards([36, 51])).toEqual(['Ts', 'Kc']);
    for (let c = 0; c < DECK_SIZE; c++) expect(makeCard(rankIndex(c), suitIndex(c))).toBe(c);
  });

  it('refuse to format anything that is not a card', () => {
    expect(() => formatCard(52)).toThrow(RangeError);
    expect(() => formatCard(-1)).toThrow(RangeError);
    expect(() => formatCard(1.5)).toThrow(RangeError);
  });

  it('tell cards from other values', () => {
    expect([0, 51].every(isCard)).toBe(true);
    expect([52, -1, 1.5, '0', null, Number.NaN].some(isCard)).toBe(false);
  });
});
