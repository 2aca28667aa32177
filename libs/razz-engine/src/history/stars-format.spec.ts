import { USD_CENTS } from './hand-history';
import { fromRoman, toRoman } from './roman';
import { formatBuyIn, formatStarsAmount, parseStarsAmount } from './stars-money';
import { readStarsGameText, starsGameText } from './stars-names';
import { formatStarsTime, parseStarsTime } from './stars-time';

describe('PokerStars amounts', () => {
  it.each([
    [4, '$0.04'],
    [133, '$1.33'],
    [0, '$0'],
    [100, '$1'],
    [40000, '$400'],
    [105, '$1.05'],
  ])('%i cents is %s (whole amounts without cents, as in "Rake $0")', (chips, text) => {
    expect(formatStarsAmount(chips, USD_CENTS)).toBe(text);
  });

  it('writes chips of several cents and tournament chips', () => {
    expect(formatStarsAmount(3, { kind: 'cash', currency: 'EUR', symbol: '€', minorUnitsPerChip: 5 })).toBe('€0.15');
    expect(formatStarsAmount(1145, { kind: 'chips' })).toBe('1145');
  });

  it('writes buy-ins whole, or all with cents when one part has cents', () => {
    expect(formatBuyIn([20000, 1500], '$')).toBe('$200+$15');
    expect(formatBuyIn([200, 20], '$')).toBe('$2.00+$0.20');
    expect(formatBuyIn([2500, 2500, 500], '$')).toBe('$25+$25+$5');
  });

  it.each([
    ['$0.04', { symbol: '$', value: 4 }],
    ['$1', { symbol: '$', value: 100 }],
    ['$0.5', { symbol: '$', value: 50 }],
    ['1145', { symbol: '', value: 1145 }],
    ['£2.10', { symbol: '£', value: 210 }],
  ])('reads %s', (text, amount) => {
    expect(parseStarsAmount(text)).toEqual(amount);
  });

  it.each(['', '$', '1.5', '$1.234', 'abc', '-$1', '$1,000'])('refuses %p', (text) => {
    expect(parseStarsAmount(text)).toBeNull();
  });
});

describe('Roman levels', () => {
  it.each([
    [1, 'I'],
    [4, 'IV'],
    [9, 'IX'],
    [31, 'XXXI'],
    [49, 'XLIX'],
    [1994, 'MCMXCIV'],
  ])('%i is %s and back', (n, text) => {
    expect(toRoman(n)).toBe(text);
    expect(fromRoman(text)).toBe(n);
  });

  it('refuses what is not a canonical numeral, and writes numbers it cannot convert in digits', () => {
    expect(['IIII', 'VX', 'IC', '', 'iv', 'XIV2'].map(fromRoman)).toEqual([null, null, null, null, null, null]);
    expect(toRoman(0)).toBe('0');
  });
});

describe('PokerStars timestamps (ET with daylight saving, hour not padded)', () => {
  it.each([
    ['2009-11-26T15:24:42Z', '2009/11/26 10:24:42 ET'], // EST
    ['2010-09-09T22:27:23Z', '2010/09/09 18:27:23 ET'], // EDT
    ['2024-03-10T06:59:59Z', '2024/03/10 1:59:59 ET'], // the second before the 2024 switch
    ['2024-03-10T07:00:00Z', '2024/03/10 3:00:00 ET'],
  ])('%s is %s, and back', (iso, text) => {
    expect(formatStarsTime(iso)).toBe(text);
    expect(parseStarsTime(`PokerStars Hand #1:  Razz Limit ($0.04/$0.08 USD) - ${text}`)).toBe(new Date(iso).toISOString());
  });

  it('writes a local time first, and reads the ET one that follows it', () => {
    const text = formatStarsTime('2011-04-18T00:21:35Z', { timeZone: 'Europe/Berlin', label: 'CET' });
    expect(text).toBe('2011/04/18 2:21:35 CET [2011/04/17 20:21:35 ET]');
    expect(parseStarsTime(text)).toBe('2011-04-18T00:21:35.000Z');
  });

  it('reads the old form and UTC, and refuses a header without ET', () => {
    expect(parseStarsTime('Razz Limit ($0.50/$1.00) - 2008/07/09 - 21:41:43 (ET)')).toBe('2008-07-10T01:41:43.000Z');
    expect(parseStarsTime('2024/01/02 3:04:05 UTC')).toBe('2024-01-02T03:04:05.000Z');
    expect(parseStarsTime('2011/04/18 2:21:35 CET')).toBeNull();
    expect(parseStarsTime('no time')).toBeNull();
  });
});

describe('game names', () => {
  it('names the Razz family, the stud games, the flop games and the betting structure', () => {
    expect(starsGameText('razz', 'Razz', 'ace-to-five', 'fixed-limit')).toBe('Razz Limit');
    expect(starsGameText('razz', 'Razz', 'ace-to-six', 'no-limit')).toBe('London Lowball No Limit');
    expect(starsGameText('stud8', 'Stud Eight-or-Better', 'ace-to-five', 'fixed-limit')).toBe('7 Card Stud Hi/Lo Limit');
    expect(starsGameText('holdem', "Texas Hold'em", 'ace-to-five', 'no-limit')).toBe("Hold'em No Limit");
    expect(starsGameText('omaha8', 'Omaha Hi-Lo', 'ace-to-five', 'pot-limit')).toBe('Omaha Hi/Lo Pot Limit');
    expect(starsGameText('omaha', 'Omaha', 'ace-to-five', 'pot-limit')).toBe('Omaha Pot Limit');
  });

  it('reads them back, and nothing the engine does not deal', () => {
    expect(readStarsGameText('Razz Pot Limit')).toEqual({ base: 'Razz', structure: 'pot-limit', gameId: 'razz', lowEvaluation: 'ace-to-five' });
    expect(readStarsGameText('Deuce-to-Seven Razz Limit')).toMatchObject({ gameId: 'razz', lowEvaluation: 'deuce-to-seven' });
    expect(readStarsGameText('7 Card Stud Limit')).toEqual({ base: '7 Card Stud', structure: 'fixed-limit', gameId: 'stud', lowEvaluation: null });
    expect(readStarsGameText("Hold'em No Limit")).toEqual({ base: "Hold'em", structure: 'no-limit', gameId: 'holdem', lowEvaluation: null });
    expect(readStarsGameText('Omaha Hi/Lo Limit')).toEqual({ base: 'Omaha Hi/Lo', structure: 'fixed-limit', gameId: 'omaha8', lowEvaluation: null });
    expect(readStarsGameText('Omaha Pot Limit')).toEqual({ base: 'Omaha', structure: 'pot-limit', gameId: 'omaha', lowEvaluation: null });
    expect(readStarsGameText('Triple Draw 2-7 Lowball Limit')).toBeNull();
    expect(readStarsGameText('5 Card Omaha Pot Limit')).toBeNull();
    expect(readStarsGameText('Razz')).toBeNull();
  });
});
