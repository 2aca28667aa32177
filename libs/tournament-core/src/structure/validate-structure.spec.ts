import type { Stakes } from '@app/razz-engine';
import { levelsOf, type Structure, type StructureItem } from './structure';
import { validateStructure } from './validate-structure';

const stakes = (ante: number, bringIn: number, smallBet: number, bigBet = smallBet * 2): Stakes => ({ ante, bringIn, smallBet, bigBet });
const level = (s: Stakes, minutes = 20): StructureItem => ({ kind: 'level', stakes: s, minutes });
const brk = (minutes = 10, smallestChip?: number): StructureItem =>
  smallestChip === undefined ? { kind: 'break', minutes } : { kind: 'break', minutes, chipRace: { smallestChip } };
const make = (...items: StructureItem[]): Structure => ({ name: 'test', items });
/** Flop-game stakes; in fixed limit the big blind is the small bet. */
const blindStakes = (smallBlind: number, bigBlind: number, smallBet: number, bigBet = smallBet * 2): Stakes => ({ smallBlind, bigBlind, smallBet, bigBet });
/** A Hold'em level. */
const blinds = (smallBlind: number, bigBlind: number, smallBet: number): StructureItem =>
  ({ ...level(blindStakes(smallBlind, bigBlind, smallBet)), game: 'holdem' }) as StructureItem;

const L1 = level(stakes(10, 25, 100));
const L2 = level(stakes(20, 50, 150));
const L3 = level(stakes(25, 50, 200));

describe('validateStructure', () => {
  it('accepts levels with breaks between them and returns the structure', () => {
    const s = make(L1, L2, brk(15, 25), L3);
    expect(validateStructure(s)).toEqual({ ok: true, value: s });
  });

  it.each<[string, Structure, string, RegExp]>([
    ['an empty name', { name: ' ', items: [L1] }, 'STRUCTURE_NAME', /non-empty name/],
    ['no levels', make(), 'STRUCTURE_EMPTY', /at least one level/],
    ['a zero-length level', make(L1, level(stakes(20, 50, 150), 0)), 'LEVEL_DURATION', /item 2 \(Level II\): minutes must be a whole number ≥ 1, got 0/],
    ['a fractional duration', make(L1, level(stakes(20, 50, 150), 7.5)), 'LEVEL_DURATION', /got 7\.5/],
    ['a zero-length break', make(L1, brk(0), L2), 'LEVEL_DURATION', /item 2 \(break\)/],
    [
      'a bring-in equal to the small bet',
      make(L1, level(stakes(20, 150, 150))),
      'LEVEL_STAKES',
      /Level II, razz\): stakes must satisfy bringIn < smallBet < bigBet/,
    ],
    ['a big bet below the small bet', make(level(stakes(10, 25, 100, 90))), 'LEVEL_STAKES', /bringIn < smallBet < bigBet/],
    ['a negative ante', make(level(stakes(-1, 25, 100))), 'LEVEL_STAKES', /ante must be ≥ 0/],
    ['chips that are not integers', make(level(stakes(10, 25.5, 100))), 'LEVEL_STAKES', /bringIn must be an integer/],
    [
      'limits that stay the same',
      make(L1, level(stakes(10, 25, 100))),
      'LEVEL_BETS_NOT_INCREASING',
      /Level II\): limits 100\/200 must be higher than the previous level's 100\/200/,
    ],
    ['limits that fall', make(L2, L1), 'LEVEL_BETS_NOT_INCREASING', /limits 100\/200/],
    ['an ante that falls', make(L2, level(stakes(10, 50, 200))), 'LEVEL_BETS_NOT_INCREASING', /ante 10 must not fall below the previous level's 20/],
    [
      'an ante and a bring-in that fall',
      make(L2, level(stakes(10, 25, 200))),
      'LEVEL_BETS_NOT_INCREASING',
      /ante 10 and bring-in 25 must not fall below the previous level's 20 and 50/,
    ],
    ['a break first', make(brk(), L1), 'BREAK_PLACEMENT', /start with a level/],
    ['a break last', make(L1, brk()), 'BREAK_PLACEMENT', /end with a level/],
    ['two breaks in a row', make(L1, brk(), brk(), L2), 'BREAK_PLACEMENT', /item 3 \(break\): two breaks in a row/],
    ['a chip race that keeps amounts it removes', make(L1, brk(10, 25), L2), 'CHIP_RACE', /Level II\): 20 cannot be paid once the smallest chip is 25/],
    [
      'a chip race to a smaller chip',
      make(L1, brk(10, 25), L3, brk(10, 5), level(stakes(50, 100, 300))),
      'CHIP_RACE',
      /above the previous smallest chip 25, got 5/,
    ],
    ['an unknown item', make(L1, { kind: 'pause', minutes: 5 } as unknown as StructureItem), 'INVALID_INPUT', /kind must be 'level' or 'break'/],
    [
      'a level of a game the engine does not deal',
      make(L1, { ...L2, game: 'badugi' } as StructureItem),
      'LEVEL_GAME',
      /item 2 \(Level II\): game must be one of razz, .*stud8, holdem, .*omaha-pl, got "badugi"/,
    ],
    [
      "a Hold'em level with stud stakes",
      make(L1, { ...L2, game: 'holdem' } as StructureItem),
      'LEVEL_STAKES',
      /item 2 \(Level II, holdem\): a flop game takes stakes smallBlind, bigBlind, smallBet, bigBet/,
    ],
    [
      "a Razz level with Hold'em's blinds",
      make(blinds(50, 100, 100), { ...level(blindStakes(75, 150, 150)), game: 'razz' } as StructureItem),
      'LEVEL_STAKES',
      /item 2 \(Level II, razz\): a stud game takes stakes ante, bringIn, smallBet, bigBet/,
    ],
    [
      'a big blind that falls from one flop level to the next',
      make(blinds(50, 100, 100), { ...L3, game: 'razz' } as StructureItem, { ...level(blindStakes(50, 75, 300)), game: 'holdem-nl' } as StructureItem),
      'LEVEL_BETS_NOT_INCREASING',
      /item 3 \(Level III\): big blind 75 must not fall below the previous level's 100/,
    ],
  ])('refuses %s with a coded error', (_, structure, code, message) => {
    const r = validateStructure(structure);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.message).toMatch(message);
  });

  it('accepts a H.O.R.S.E. structure: each level its game, blinds for the flop games, ante and bring-in for the stud games', () => {
    const horse = make(
      blinds(50, 100, 100),
      { ...level(blindStakes(75, 150, 150)), game: 'omaha8' } as StructureItem,
      { ...level(stakes(25, 50, 200)), game: 'razz' } as StructureItem,
      brk(10, 25),
      { ...level(stakes(50, 75, 300)), game: 'stud' } as StructureItem,
      { ...level(stakes(50, 100, 400)), game: 'stud8' } as StructureItem,
      blinds(250, 500, 500),
    );
    expect(validateStructure(horse)).toEqual({ ok: true, value: horse });
  });

  it("accepts a game per level (mixed tournaments); a level without one plays the previous level's game, the first Razz", () => {
    const s = make({ ...L1 } as StructureItem, { ...L2, game: 'stud' } as StructureItem, brk(), L3, {
      ...level(stakes(30, 75, 300)),
      game: 'stud8',
    } as StructureItem);
    expect(validateStructure(s)).toEqual({ ok: true, value: s });
    expect(levelsOf(s).map((l) => `${l.level}:${l.game}`)).toEqual(['1:razz', '2:stud', '3:stud', '4:stud8']);
  });
});
