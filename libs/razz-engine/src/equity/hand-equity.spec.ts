import type { EquityErrorCode, EquityInput } from './equity-types';
import { handEquity } from './hand-equity';

const refused = (input: EquityInput, code: EquityErrorCode, message: string | RegExp) => {
  const r = handEquity(input);
  expect(r).toEqual({ ok: false, error: { code, message: typeof message === 'string' ? message : expect.stringMatching(message) } });
};

describe('handEquity: refused input comes back as a coded error', () => {
  it('an unknown game', () => {
    refused(
      { game: 'badugi', hands: ['As 2d 3c', 'Kh Qd 7s'] },
      'UNKNOWN_GAME',
      'unknown game "badugi": use one of razz, stud, stud8, london-lowball, deuce-to-seven-razz',
    );
  });

  it('bad card notation, in a hand, the dead cards or the community cards', () => {
    refused({ game: 'razz', hands: ['As 2d Zz', 'Kh Qd 7s'] }, 'BAD_CARD', /^hand 1: "Zz" is not a card.*, or "\?\?" for an unknown card$/);
    refused({ game: 'razz', hands: ['As 2d 3c', 'Kh Qd 7s'], dead: ['??'] }, 'BAD_CARD', /^dead cards: "\?\?" is not a card/);
    refused({ game: 'razz', hands: ['As 2d 3c', 7 as unknown as string] }, 'BAD_CARD', 'hand 2 must be a list of cards in notation, e.g. ["As","2d","3c"]');
  });

  it('a card in two places', () => {
    refused({ game: 'razz', hands: ['As 2d 3c', 'Kh Qd As'] }, 'DUPLICATE_CARD', 'card As appears in hand 1 and in hand 2');
    refused({ game: 'razz', hands: ['As 2d 2d', 'Kh Qd 7s'] }, 'DUPLICATE_CARD', 'card 2d appears twice in hand 1');
    refused({ game: 'stud', hands: ['As 2d 3c', 'Kh Qd 7s'], dead: ['4c', 'Qd'] }, 'DUPLICATE_CARD', 'card Qd appears in hand 2 and in dead cards');
  });

  it('fewer than 2 live hands, or more than 9', () => {
    refused({ game: 'razz', hands: ['As 2d 3c'] }, 'TOO_FEW_HANDS', 'equity needs at least 2 live hands, got 1');
    refused({ game: 'razz', hands: 'As 2d 3c' as unknown as string[] }, 'TOO_FEW_HANDS', 'hands must be a list of hands, each a list of cards');
    refused({ game: 'razz', hands: Array.from({ length: 10 }, () => '?? ?? ??') }, 'TOO_MANY_HANDS', 'a stud table has at most 9 live hands, got 10');
  });

  it('hands on different streets, or before 3rd street', () => {
    refused(
      { game: 'razz', hands: ['As 2d 3c 4h', 'Kh Qd 7s'] },
      'WRONG_CARD_COUNT',
      'every live hand is on the same street: hand 1 has 4 cards, hand 2 has 3',
    );
    refused({ game: 'razz', hands: ['As 2d', 'Kh Qd'] }, 'WRONG_CARD_COUNT', 'a hand has at least 3 cards (3rd street), got 2');
  });

  it('too many cards: past 7th street, or too many community cards', () => {
    refused(
      { game: 'razz', hands: ['As 2d 3c 4h 5s 6d 7c 8h', '?? ?? ?? ?? ?? ?? ?? ??'] },
      'TOO_MANY_CARDS',
      /^a hand ends with 7 cards.*got 8 own and 0 community$/,
    );
    refused(
      { game: 'razz', hands: ['As 2d 3c 4h 5s', 'Kh Qd 7s 5c 4d'], community: ['9h', '9d'], communityToCome: 1 },
      'TOO_MANY_CARDS',
      /^at most 2 community cards/,
    );
    refused({ game: 'razz', hands: ['As 2d 3c 4h 5s 6d', 'Kh Qd 7s 5c 4d 6c'], communityToCome: 2 }, 'TOO_MANY_CARDS', /got 6 own and 2 community$/);
  });

  it('a deck too short to complete every hand', () => {
    const dead = 'Ks Kh Kd Kc Qs Qh Qd Qc Js Jh Jd Jc Ts Th Td Tc 9s 9h 9d 9c 8s 8h 8d 8c 7s 7h 7d 7c 6s 6h 6d 6c 5s 5h 5d 5c 4s 4h 4d 4c';
    refused({ game: 'razz', hands: ['As 2s 3s', 'Ah 2h 3h'], dead }, 'DECK_TOO_SHORT', /^the 6 unseen cards cannot complete every hand \(8 needed\)/);
  });

  it('options out of range', () => {
    const hands = ['As 2d 3c', 'Kh Qd 7s'];
    refused({ game: 'razz', hands, samples: 0 }, 'INVALID_OPTION', 'samples must be a positive integer, got 0');
    refused({ game: 'razz', hands, samples: 1.5 }, 'INVALID_OPTION', 'samples must be a positive integer, got 1.5');
    refused({ game: 'razz', hands, maxExactDeals: -1 }, 'INVALID_OPTION', 'maxExactDeals must be a number ≥ 0, got -1');
    refused({ game: 'razz', hands, seed: 0.5 }, 'INVALID_OPTION', 'seed must be a safe integer or a string, got 0.5');
    refused({ game: 'razz', hands, communityToCome: -1 }, 'INVALID_OPTION', 'communityToCome must be 0, 1 or 2, got -1');
  });
});

describe('handEquity: the answer', () => {
  it('names the game and street, keeps the hands in order with their cards as given (normalised), and splits ties', () => {
    const r = handEquity({ game: 'razz', hands: [['as', '2d', '3c', '4h', '5s', 'Kd', 'Kc'], 'Ah 2h 3h 4d 5d ?? ??'], dead: 'Qs,Qh' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.game).toBe('razz');
    expect(r.value.street).toBe(7);
    expect(r.value.hands[0]?.cards).toEqual(['As', '2d', '3c', '4h', '5s', 'Kd', 'Kc']);
    expect(r.value.hands[1]?.cards).toEqual(['Ah', '2h', '3h', '4d', '5d', '??', '??']);
    // Both hold a wheel whatever the two unknown cards are: every deal is a tie, half the pot each.
    expect(r.value.method).toEqual({ kind: 'exact', deals: (38 * 37) / 2 });
    for (const hand of r.value.hands) expect([hand.share, hand.win, hand.tie]).toEqual([0.5, 0, 1]);
    expect(r.value.hands[0]?.scoop).toBeUndefined();
  });

  it('splits a stud8 pot: the high half to the best high, the low half to the best qualifying low, or scoops', () => {
    // 7th street, every card known: one deal. Hand 1: a wheel (a five-high straight, and the best low); hand 2: trip kings, no low.
    const r = handEquity({ game: 'stud8', hands: ['As 2d 3c 4h 5s Jd Qc', 'Kh Kd Ks 9c 8d Th 2h'] });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.hands.map((h) => [h.share, h.win, h.tie, h.scoop, h.highShare, h.lowShare])).toEqual([
      [1, 1, 0, 1, 0.5, 0.5],
      [0, 0, 0, 0, 0, 0],
    ]);
    const noLow = handEquity({ game: 'stud8', hands: ['As 2d 3c 4h 9s Jd Qc', 'Kh Kd Ks 9c 8d Th 2h'] });
    if (!noLow.ok) throw new Error(noLow.error.message);
    // No qualifying low (A-2-3-4 and nothing else of 8 or lower): the trip kings take the whole pot through the high.
    expect(noLow.value.hands[1]).toMatchObject({ share: 1, win: 1, scoop: 1, highShare: 1, lowShare: 0 });
  });
});
