import { cards, parseCard, parseCards } from './notation';

describe('parseCard', () => {
  it.each([
    ['As', 0],
    ['Kc', 51],
    ['Td', 38],
    ['10d', 38],
    ['td', 38],
    ['AS', 0],
    [' 2h ', 5],
  ])('reads %p', (text, card) => {
    expect(parseCard(text)).toEqual({ ok: true, value: card });
  });

  it.each(['', 'A', 'Ax', '1s', '11s', 'Zs', 'As2', '10', 's', '100s'])('refuses %p with a clear message', (text) => {
    const r = parseCard(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('BAD_CARD');
      expect(r.error.message).toContain(`"${text}" is not a card`);
    }
  });
});

describe('parseCards', () => {
  it('reads cards separated by spaces or commas, or a list', () => {
    expect(parseCards('As 2d 3c')).toEqual({ ok: true, value: [0, 6, 11] });
    expect(parseCards('As,2d, 3c')).toEqual({ ok: true, value: [0, 6, 11] });
    expect(parseCards(['As', '2d', '3c'])).toEqual({ ok: true, value: [0, 6, 11] });
    expect(parseCards('')).toEqual({ ok: true, value: [] });
  });

  it('refuses duplicates, also when ten is written two ways', () => {
    expect(parseCards('As 2d As')).toMatchObject({ ok: false, error: { code: 'DUPLICATE_CARD' } });
    expect(parseCards('Ts 10s')).toMatchObject({ ok: false, error: { code: 'DUPLICATE_CARD', message: 'card 10s appears twice' } });
  });

  it('reports the first bad card', () => {
    expect(parseCards('As Xx 2d')).toMatchObject({ ok: false, error: { code: 'BAD_CARD', message: expect.stringContaining('"Xx"') } });
  });
});

describe('cards (throwing helper for literals)', () => {
  it('returns the cards or throws the parse message', () => {
    expect(cards('Kc')).toEqual([51]);
    expect(() => cards('As As')).toThrow('card As appears twice');
  });
});
