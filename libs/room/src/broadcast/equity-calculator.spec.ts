import { EquityInput, handEquity } from '@app/razz-engine';
import { EquityCalculator } from './equity-calculator';

const FIFTH_STREET: EquityInput = {
  game: 'razz',
  hands: [
    ['As', '2d', '3c', '7h', 'Kd'],
    ['Kh', 'Qd', '7s', '5c', '4d'],
  ],
  dead: ['4c'],
};
const STUD8_SPOT: EquityInput = { game: 'stud8', hands: ['Ah 2h 4d 9c Kd', '8s 7s 6s 5d Qc'] };
const THIRD_STREET: EquityInput = {
  game: 'razz',
  hands: [
    ['As', '2d', '3c'],
    ['Kh', 'Qd', '7s'],
    ['8h', '6h', '5d'],
  ],
};

describe('EquityCalculator: handEquity on a thread of its own', () => {
  let calculator: EquityCalculator;
  beforeEach(() => (calculator = new EquityCalculator()));
  afterEach(() => calculator.onModuleDestroy());

  it('answers exactly what handEquity answers in this thread: exact, Monte Carlo, a refusal', async () => {
    const spots = [FIFTH_STREET, STUD8_SPOT, THIRD_STREET, { game: 'razz', hands: [['As', '2d', '3c']] }];
    const answers = await Promise.all(spots.map((spot) => calculator.compute(spot)));
    expect(answers).toEqual(spots.map((spot) => handEquity(spot)));
    expect(answers.map((a) => (a?.ok ? a.value.method.kind : a?.error.code))).toEqual(['exact', 'exact', 'monte-carlo', 'TOO_FEW_HANDS']);
  });

  it('asks the thread once for a spot asked again', async () => {
    const first = calculator.compute(FIFTH_STREET);
    expect(calculator.compute({ ...FIFTH_STREET })).toBe(first);
    await first;
  });

  it('answers null (a frame without figures) once the process stops', async () => {
    await calculator.compute(FIFTH_STREET);
    await calculator.onModuleDestroy();
    expect(await calculator.compute(STUD8_SPOT)).toBeNull();
  });
});
