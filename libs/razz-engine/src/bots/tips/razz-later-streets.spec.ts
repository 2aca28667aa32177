import { decideIn, spotView, stacks } from '../testing/bot-spot';
import { isFourthStreetBrickFold } from './razz-later-streets';
import { tipsBot } from './tips-bot';
import { LOOSE, TIGHT } from './tips-style';

const tight = tipsBot(TIGHT);

/**
 * Three seats: seat 3's queen brings in and folds to seat 1's completion; seat 2 calls. On 4th
 * street seat 2 (its board first) bets and seat 1 must answer with its 4th-street card.
 */
const fourthStreet = (mine: string, theirs = '2c 5h 3s 4d') => ({
  stacks: stacks(1, 2, 3),
  cards: { 1: mine, 2: theirs, 3: '9d Td Qh' },
  streets: ['3 bring-in, 1 complete, 2 call, 3 fold', '2 bet'],
});

describe('tips bot, Razz 4th street: "fold a marginal hand that catches a 9 or higher against low boards"', () => {
  it('A-7-6 catching a king folds to a bet from a 3-4 board', () => {
    const view = spotView(fourthStreet('As 7d 6c Kh'));
    expect(view.street).toBe('fourth');
    expect(isFourthStreetBrickFold(view, TIGHT)).toBe(true);
    expect(decideIn(tight, fourthStreet('As 7d 6c Kh'))).toEqual({ kind: 'fold' });
  });

  it('the same start catching a deuce plays on', () => {
    expect(isFourthStreetBrickFold(spotView(fourthStreet('As 7d 6c 2d')), TIGHT)).toBe(false);
    expect(decideIn(tight, fourthStreet('As 7d 6c 2d')).kind).not.toBe('fold');
  });

  it('a strong start (three to a five) keeps playing through the brick', () => {
    expect(isFourthStreetBrickFold(spotView(fourthStreet('As 2d 5c Kh', '6c 7h 3s 4d')), TIGHT)).toBe(false);
  });

  it("against a high board the brick is not the tip's fold", () => {
    expect(isFourthStreetBrickFold(spotView(fourthStreet('As 7d 6c Kh', '2c 5h 3s Jd')), TIGHT)).toBe(false);
  });

  it('the loose style keeps a three-to-a-seven through the brick', () => {
    expect(isFourthStreetBrickFold(spotView(fourthStreet('As 7d 6c Kh')), LOOSE)).toBe(false);
  });
});

describe('tips bot, Razz 4th street: "a pair ruins a low"', () => {
  it('A-4-7 pairing its seven is a brick: it folds to the low board', () => {
    expect(isFourthStreetBrickFold(spotView(fourthStreet('As 4c 7c 7h')), TIGHT)).toBe(true);
    expect(decideIn(tight, fourthStreet('As 4c 7c 7h'))).toEqual({ kind: 'fold' });
  });
});

describe('tips bot, 5th to 7th street: the pot odds', () => {
  it('raises a made seven-low on 7th street against a 9-8-Q-J board', () => {
    // Seat 1's board is the lower one on every street: it checks, seat 2 bets, seat 1 calls.
    const spot = {
      stacks: stacks(1, 2),
      cards: { 1: 'As 2d 3c 4h 7s Td 9s', 2: '5c 6h 9h 8c Qd Jd 2s' },
      streets: ['2 bring-in, 1 complete, 2 call', '1 check, 2 bet, 1 call', '1 check, 2 bet, 1 call', '1 check, 2 bet, 1 call', '1 check, 2 bet'],
    };
    expect(decideIn(tight, spot).kind).toBe('raise');
  });

  it('folds K-Q-J-T-9 on 7th street to a bet from a 2-8-4-7 board', () => {
    const spot = {
      stacks: stacks(1, 2),
      cards: { 1: 'Ks Kd 9c Qh Js Tc Qs', 2: '5c 6h 2h 8c 4d 7d 3s' },
      streets: ['1 bring-in, 2 complete, 1 call', '2 bet, 1 call', '2 bet, 1 call', '2 bet, 1 call', '2 bet'],
    };
    expect(decideIn(tight, spot)).toEqual({ kind: 'fold' });
  });
});
