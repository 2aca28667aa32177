import { placeProblemsOf } from './places';

const e = (place: number | null, to: number | null = place) => ({ place, placeTo: to });

describe('placeProblemsOf: the simulation’s check that places 1…N are each taken once', () => {
  it('accepts single places and shared ranges held by as many players as they have places', () => {
    expect(placeProblemsOf([e(1), e(2), e(3, 5), e(3, 5), e(3, 5), e(6)], 6)).toEqual([]);
  });

  it('names a place taken twice, a range overlapping another, a gap, a range with too few players, an unplaced entry', () => {
    expect(placeProblemsOf([e(1), e(2), e(2)], 3)).toEqual(['places 2-2 held by 2', 'places 3-3 taken by nobody']);
    expect(placeProblemsOf([e(1), e(2, 3), e(2, 3), e(3, 4), e(3, 4)], 5)).toEqual(['places 3-4 overlap the range before', 'places 5-5 taken by nobody']);
    expect(placeProblemsOf([e(1), e(3)], 3)).toEqual(['places 2-2 taken by nobody']);
    expect(placeProblemsOf([e(1), e(2, 3)], 3)).toEqual(['places 2-3 held by 1']);
    expect(placeProblemsOf([e(1), e(null)], 2)).toEqual(['an entry without a place', 'places 2-2 taken by nobody']);
  });
});
