import { readFileSync } from 'fs';
import { join } from 'path';
import { buildHandHistory, exportStars, parseStarsFile, replayStars, RuleSet, seededRng, USD_CENTS } from '../src';
import { splitRake } from '../src/hand/rake';
import { runScript, winnings } from './helpers/scripted-hand';

/**
 * Percentage rake is taken from every pot in proportion to its size (docs/rules/decisions.md,
 * "Pots and showdown"), so a small main pot is not eaten by side pots its winner had no part in.
 */
const rake = (percent: number, cap = 100, fromStreet = 0): RuleSet['rake'] => ({ kind: 'percentage', percent, cap, fromStreet });

describe('rake split across pots', () => {
  // Seat 1 is all-in from the ante and wins the 3-chip main pot; seats 2 and 3 bet 80 more.
  const allInFromAnte = () =>
    runScript({
      rules: { rake: rake(10) },
      stacks: { 1: 1, 2: 200, 3: 200 },
      cards: { 1: 'As 2s 3s 4s 5s 6s', 2: 'Kh Kd Kc Jh Jd Jc', 3: '9h 9d 8c 7h 6d Th' },
      streets: ['2 bring-in, 3 complete, 2 call', '2 bet, 3 call', '2 bet, 3 call', '2 bet, 3 call', '2 bet, 3 call'],
    });

  it('a player all-in from the ante who wins only the main pot keeps it (was raked to 0 by the side pot)', () => {
    const run = allInFromAnte();
    // Pots 3 and 80, rake 10% of 83 = 8: shares 0.29 and 7.71 → 0 and 7, the odd chip to the larger remainder.
    expect(run.state.result?.rake).toBe(8);
    expect(run.state.result?.pots.map((p) => p.amount)).toEqual([3, 72]);
    expect(winnings(run.events)).toEqual({ 1: 3, 3: 72 });
  });

  it('so its history never says "collected $0"', () => {
    const run = allInFromAnte();
    const built = buildHandHistory(run.state, run.events, {
      handId: '1',
      tableName: 'T',
      money: USD_CENTS,
      startedAt: '2026-01-01T00:00:00.000Z',
      players: { 1: 'a', 2: 'b', 3: 'c' },
    });
    if (!built.ok) throw new Error(built.error.message);
    const text = exportStars(built.value);
    expect(text).not.toMatch(/collected \$0 /);
    expect(text).toContain('a collected $0.03 from main pot');
    expect(text).toContain('| Rake $0.08');
  });

  it('matches PokerStars #60974484959: 5 cents of 108 come out of both pots, 2 from the main pot (44) and 3 from the side pot (64)', () => {
    const file = join(__dirname, '../../../../shared/reference/hand-histories/stars_7stud_cash_sidepot_201104.txt');
    const hand = parseStarsFile(readFileSync(file, 'utf8')).flatMap((r) => (r.ok && r.value.handId === '60974484959' ? [r.value] : []))[0];
    if (!hand) throw new Error('hand #60974484959 not found');
    // 5% of 108 = 5.4 → 5, the rake PokerStars took; with equal rake every share must equal the text's.
    const report = replayStars(hand, { rules: { rake: rake(5) } });
    expect(report.disagreements).toEqual([]);
    expect(report.history?.outcome.rake).toBe(5);
    expect(report.history?.outcome.pots.map((p) => p.amount)).toEqual([42, 61]);
  });
});

describe('splitRake (largest remainder, ties to the main pot)', () => {
  it.each([
    [[44, 64], 5, [2, 3]],
    [[6, 290], 14, [0, 14]],
    [[3, 80], 8, [0, 8]],
    [[10, 10], 1, [1, 0]],
    [[10, 10, 10], 2, [1, 1, 0]],
    [[100], 7, [7]],
    [[0, 50], 5, [0, 5]],
    [[1, 1], 1, [1, 0]],
    [[20, 30], 0, [0, 0]],
  ])('pots %j, rake %i → %j', (pots, amount, expected) => {
    expect(splitRake(pots, amount)).toEqual(expected);
  });

  it('over random pots: each share is its exact share rounded down or up, they add up to the rake, no pot goes negative', () => {
    const rng = seededRng('rake split');
    const problems: string[] = [];
    for (let n = 0; n < 20_000; n++) {
      const pots = Array.from({ length: 1 + rng.int(8) }, () => (rng.int(6) === 0 ? rng.int(3) : 1 + rng.int(500)));
      const total = pots.reduce((a, b) => a + b, 0);
      const percent = [2.5, 5, 10, 50, 100][rng.int(5)] as number;
      const amount = Math.min(rng.int(60), Math.floor((total * percent) / 100));
      const shares = splitRake(pots, amount);
      const exact = (k: number): number => (total === 0 ? 0 : (amount * (pots[k] as number)) / total);
      const bad =
        shares.length !== pots.length ||
        shares.reduce((a, b) => a + b, 0) !== amount ||
        shares.some((r, k) => r < 0 || r > (pots[k] as number) || r < Math.floor(exact(k)) || r > Math.ceil(exact(k))) ||
        // At a rake of at most half the chips, a pot of 2 or more chips always keeps some.
        (percent <= 50 && shares.some((r, k) => (pots[k] as number) >= 2 && r === pots[k]));
      if (bad) problems.push(`pots ${JSON.stringify(pots)} rake ${amount} → ${JSON.stringify(shares)}`);
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });
});
