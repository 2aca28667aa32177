import { blindsAfter } from './blinds-after';

describe('blindsAfter (the floor reports a live table’s button)', () => {
  it('puts the blinds on the next two occupied seats clockwise', () => {
    expect(blindsAfter(3, [1, 3, 4, 6, 9], 9)).toEqual({ button: 3, smallBlind: 4, bigBlind: 6 });
  });

  it('goes round past the last seat', () => {
    expect(blindsAfter(8, [2, 5, 8, 9], 9)).toEqual({ button: 8, smallBlind: 9, bigBlind: 2 });
  });

  it('takes a dead button on an empty seat', () => {
    expect(blindsAfter(5, [1, 4, 7], 9)).toEqual({ button: 5, smallBlind: 7, bigBlind: 1 });
  });

  it('heads-up, the button posts the small blind', () => {
    expect(blindsAfter(6, [2, 6], 9)).toEqual({ button: 6, smallBlind: 6, bigBlind: 2 });
  });

  it('heads-up with the button on an empty seat, the blinds are the two players in turn', () => {
    expect(blindsAfter(4, [2, 6], 9)).toEqual({ button: 4, smallBlind: 6, bigBlind: 2 });
  });
});
