/**
 * The console's pure parts for bounties, satellites and multi-day events (apps/web/src/formats):
 * the bounty and satellite part of a new tournament's body, the price as buy-in + bounty + fee,
 * knockouts with their fractions, a satellite's seats in words, a flight's body and stop rule, a
 * bust's eliminators and a multi-day event's format part.
 */
import { formatBody, SCHEDULED } from '../../apps/web/src/components/sit-and-go-terms';
import { eliminatorsBody } from '../../apps/web/src/formats/eliminators';
import { entryPriceWords, extrasBody, knockoutWords, NO_EXTRAS, satelliteSeatsWords } from '../../apps/web/src/formats/format-extras-draft';
import { flightBody, stopRuleWords } from '../../apps/web/src/formats/flight-words';

describe('a new tournament’s bounty, satellite and format', () => {
  it('sends the bounty in minor units only when chosen, and refuses an amount that is not money', () => {
    expect(extrasBody(NO_EXTRAS, 'USD')).toEqual({});
    expect(extrasBody({ ...NO_EXTRAS, bountyKind: 'progressive', bountyAmount: '25.00' }, 'USD')).toEqual({ bounty: { kind: 'progressive', amount: 2_500 } });
    expect(() => extrasBody({ ...NO_EXTRAS, bountyKind: 'fixed', bountyAmount: 'ten' }, 'USD')).toThrow('The bounty is an amount of money');
    expect(extrasBody({ ...NO_EXTRAS, satelliteTargetId: 't-1' }, 'USD')).toEqual({ satelliteTargetId: 't-1' });
  });

  it('writes the price as buy-in + bounty + fee', () => {
    expect(entryPriceWords(2_500, 2_500, 500, 'USD')).toBe('$25.00 + $25.00 + $5.00');
    expect(entryPriceWords(10_000, 0, 900, 'USD')).toBe('$100.00 + $9.00');
  });

  it('sends a multi-day event’s re-entry rule and nothing of a sit & go', () => {
    expect(formatBody({ ...SCHEDULED, format: 'multi-day', flightReentry: 'keep-best', reRegister: true })).toEqual({
      format: 'multi-day',
      flightReentry: 'keep-best',
    });
    expect(formatBody({ ...SCHEDULED, flightReentry: 'keep-best' })).toEqual({});
  });
});

describe('bounties and satellites in words', () => {
  it('writes knockouts with their fractions', () => {
    expect([0, 0.5, 1, 1.5, 2.333, 0.667, 3.25, 1.2].map(knockoutWords)).toEqual(['0', '½', '1', '1½', '2⅓', '⅔', '3¼', '1.2']);
  });

  it('writes seats with the remainder to the next place', () => {
    expect(satelliteSeatsWords(5, [10_900, 10_900, 10_900, 10_900, 10_900, 3_500], 'USD')).toBe('5 seats of $109.00 + $35.00 to 6th');
    expect(satelliteSeatsWords(1, [10_900], 'USD')).toBe('1 seat of $109.00');
  });

  it('names eliminators: one alone, several with their shares (1 each when blank)', () => {
    expect(eliminatorsBody(undefined)).toEqual([]);
    expect(eliminatorsBody({ a: '3' })).toEqual([{ playerId: 'a' }]);
    expect(eliminatorsBody({ a: '3', b: '' })).toEqual([{ playerId: 'a', share: 3 }, { playerId: 'b' }]);
    expect(() => eliminatorsBody({ a: '1.5', b: '1' })).toThrow('A share is a whole number');
  });
});

describe('a flight', () => {
  it('needs a stop, and sends only what was typed', () => {
    expect(flightBody({ flightName: ' 1a ', stopPercent: '25', stopLevel: '', startAt: '' })).toEqual({ flightName: '1a', flightStopPercent: 25 });
    expect(flightBody({ flightName: '1B', stopPercent: '', stopLevel: '8', startAt: '' })).toEqual({ flightName: '1B', flightStopLevel: 8 });
    expect(() => flightBody({ flightName: '1C', stopPercent: '', stopLevel: '', startAt: '' })).toThrow('Give a stop');
    expect(() => flightBody({ flightName: '1C', stopPercent: '2.5', stopLevel: '', startAt: '' })).toThrow('The stop share is a whole number');
  });

  it('says its stop rule', () => {
    expect(stopRuleWords({ eventId: 'e', name: '1A', stopPercent: 25, stopLevel: 6 })).toBe(
      'stops when 25% of its entries are left (registration closed) or at the end of level 6, whichever comes first',
    );
    expect(stopRuleWords({ eventId: 'e', name: '1A', stopPercent: null, stopLevel: 9 })).toBe('stops at the end of level 9, whichever comes first');
  });
});
