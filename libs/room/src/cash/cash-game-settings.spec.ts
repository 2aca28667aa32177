import { CashError } from './cash.error';
import { cashGameSettings } from './cash-game-settings';
import type { CreateCashGameDto } from './dto/create-cash-game.dto';

const base: CreateCashGameDto = {
  name: 'Razz',
  dealing: 'engine',
  preset: 'razz',
  stakes: { ante: 5, bringIn: 10, smallBet: 20, bigBet: 40 },
  unit: 'USD',
  minBuyIn: 500,
  maxBuyIn: 5000,
};
const refusal = (dto: CreateCashGameDto) => {
  try {
    cashGameSettings(dto, null);
  } catch (error) {
    return error instanceof CashError ? `${error.code}: ${error.message}` : String(error);
  }
  return 'accepted';
};

describe('cash game settings', () => {
  it('turns time collection into the rules’ time rake, so the engine takes none', () => {
    const game = cashGameSettings({ ...base, dealing: 'live', timeCollection: { amount: 100, periodMinutes: 30 } }, 'k1');
    expect(game).toMatchObject({ dealing: 'live', timeCharge: 100n, timePeriodMinutes: 30, holdSeconds: 120, noAnswer: 'end', createdByKeyId: 'k1' });
    expect(game.rules.rake).toEqual({ kind: 'time' });
  });

  it('keeps a percentage rake at an engine game', () => {
    const rake = { kind: 'percentage', percent: 5, cap: 50, fromStreet: 1 };
    expect(cashGameSettings({ ...base, rules: { rake } }, null)).toMatchObject({ rules: { rake }, timeCharge: null, timePeriodMinutes: null });
  });

  it.each([
    [
      'a percentage rake at a live game',
      { ...base, dealing: 'live' as const, rules: { rake: { kind: 'percentage', percent: 5, cap: 50, fromStreet: 1 } } },
      /pots are not seen/,
    ],
    [
      'both a rake and time collection',
      { ...base, rules: { rake: { kind: 'percentage', percent: 5, cap: 50, fromStreet: 1 } }, timeCollection: { amount: 1, periodMinutes: 30 } },
      /not both/,
    ],
    ['a time rake without its charge', { ...base, rules: { rake: { kind: 'time' } } }, /needs timeCollection/],
    ['a minimum buy-in above the maximum', { ...base, minBuyIn: 6000 }, /above maxBuyIn/],
    ['stakes the engine refuses', { ...base, stakes: { ante: 5, bringIn: 30, smallBet: 20, bigBet: 40 } }, /INVALID_CASH_GAME/],
  ])('refuses %s (INVALID_CASH_GAME)', (_label, dto, message) => {
    expect(refusal(dto)).toMatch(/^INVALID_CASH_GAME: /);
    expect(refusal(dto)).toMatch(message);
  });
});
