import { readFileSync } from 'fs';
import { join } from 'path';
import { parseStarsFile, parseStarsHand } from './stars-parse';
import { replayStars } from './stars-replay';
import type { StarsReplayReport } from './stars-report';

/**
 * The flop games replayed: the real Limit Hold'em tournament hand #46598669406 and the Pot Limit
 * Omaha Hi/Lo split pot #35875034981 agree with the engine, and each edit below makes the text
 * disagree with it in one way.
 */
const dir = join(__dirname, '../../../../../shared/reference/hand-histories');

function handOf(file: string, id: string): string[] {
  const text = readFileSync(join(dir, file), 'utf8').replace(/^\uFEFF/, '');
  return (text.split(/\r?\n\r?\n\r?\n\r?\n/).find((h) => h.includes(`#${id}:`)) as string).trim().split(/\r?\n/);
}

const LHE = handOf('stars_lhe_mtt_201007.txt', '46598669406');
const PLO8 = handOf('stars_plo8_cash_200911.txt', '35875034981');

function replayLines(lines: readonly string[]): StarsReplayReport {
  const parsed = parseStarsHand(lines.join('\n'));
  if (!parsed.ok) throw new Error(`line ${parsed.error.line}: ${parsed.error.message}`);
  return replayStars(parsed.value);
}

function edited(lines: readonly string[], from: string, to: string | null): string[] {
  const n = lines.indexOf(from);
  if (n < 0) throw new Error(`no line ${from}`);
  return lines.flatMap((l, i) => (i === n ? (to === null ? [] : to.split('\n')) : [l]));
}

describe("replayStars: Limit Hold'em", () => {
  it('agrees with the real hand, and builds its history (hero Player9, the blinds, unseen hole cards hidden)', () => {
    const report = replayLines(LHE);
    expect(report).toMatchObject({ handId: '46598669406', ok: true, disagreements: [], notes: [] });
    const h = report.history;
    expect(h).toMatchObject({ viewer: 7, dealerSeat: 1, stakes: { smallBlind: 10, bigBlind: 20, smallBet: 20, bigBet: 40 }, game: { id: 'holdem' } });
    expect(h?.rules).toMatchObject({ bettingStructure: 'fixed-limit', capWhenHeadsUp: 'kept', maxSeats: 9 });
    expect(h?.events[0]).toMatchObject({ type: 'hand-started', blinds: { small: 2, big: 3, posts: [] } });
    const holes = Object.fromEntries(h?.events.flatMap((e) => (e.type === 'deal' ? [[e.seat, e.down]] : [])) ?? []);
    expect(holes).toMatchObject({ 3: ['Jc', 'Js'], 4: [null, null], 7: ['7d', '5c'] });
    expect(h?.outcome).toMatchObject({ totalPot: 1200, rake: 0, collected: [{ seat: 9, amount: 1200 }] });
  });

  it.each([
    ['a call of other chips', 'Player13: calls 30', 'Player13: calls 20', 'ACTION_MISMATCH'],
    ['a raise past the cap', 'Player13: calls 40', 'Player13: raises 20 to 100', 'ACTION_REFUSED'],
    ['a player acting out of turn', 'Player5: folds', 'Player12: folds', 'ACTION_REFUSED'],
    ['another winner', 'Player6 collected 1200 from pot', 'Player13 collected 1200 from pot', 'WINNERS_MISMATCH'],
    [
      'other words for a hand shown',
      'Player6: shows [Qd Qc] (a full house, Queens full of Tens)',
      'Player6: shows [Qd Qc] (three of a kind, Queens)',
      'HAND_MISMATCH',
    ],
    ['a total pot the blinds and bets do not add up to', 'Total pot 1200 | Rake 0', 'Total pot 1190 | Rake 0', 'TOTAL_POT_MISMATCH'],
  ])('finds %s', (_what, from, to, code) => {
    const report = replayLines(edited(LHE, from, to));
    expect(report.ok).toBe(false);
    expect(report.disagreements).toContainEqual(expect.objectContaining({ code, line: LHE.indexOf(from) + 1 }));
  });

  it('finds a hand without a big blind (no line, no tag) and one without a button', () => {
    const noBig = edited(edited(LHE, 'Player1: posts big blind 20', null), 'Seat 3: Player1 (big blind) mucked [Jc Js]', 'Seat 3: Player1 mucked [Jc Js]');
    expect(replayLines(noBig).disagreements).toEqual([expect.objectContaining({ code: 'BAD_HAND', message: expect.stringMatching(/^no big blind/) })]);
    const table = "Table '288463329 7' 9-max Seat #1 is the button";
    const noButton = edited(
      edited(LHE, table, "Table '288463329 7' 9-max"),
      "Seat 1: Player3 (button) folded before Flop (didn't bet)",
      "Seat 1: Player3 folded before Flop (didn't bet)",
    );
    expect(replayLines(noButton).disagreements).toEqual([expect.objectContaining({ code: 'BAD_HAND', message: expect.stringMatching(/^no button/) })]);
  });

  it('finds a kicker the text leaves out, and an Uncalled bet line missing from a 2010 hand', () => {
    const file = readFileSync(join(dir, 'stars_lhe_mtt_201007.txt'), 'utf8');
    const kicker = 'Player2: shows [Kc Jc] (a pair of Eights - King+Jack kicker)';
    const [plain] = parseStarsFile(file.replace(kicker, 'Player2: shows [Kc Jc] (a pair of Eights)')).filter((r) => r.ok && r.value.handId === '46599622496');
    expect(plain?.ok && replayStars(plain.value).disagreements).toEqual([expect.objectContaining({ code: 'HAND_MISMATCH' })]);
    const [uncalled] = parseStarsFile(file.replace('Uncalled bet (20) returned to Player8\n', ''));
    expect(uncalled?.ok && replayStars(uncalled.value).disagreements).toEqual([expect.objectContaining({ code: 'UNCALLED_MISMATCH' })]);
  });
});

describe('replayStars: Pot Limit Omaha Hi/Lo', () => {
  it('agrees with the split pot and keeps its halves as the text pays them', () => {
    const report = replayLines(PLO8);
    expect(report.disagreements).toEqual([]);
    const award = report.history?.events.find((e) => e.type === 'pot-awarded');
    expect(award?.type === 'pot-awarded' && award.halves).toEqual([
      { half: 'high', amount: 20, winners: [{ seat: 3, amount: 20 }] },
      {
        half: 'low',
        amount: 19,
        winners: [
          { seat: 2, amount: 10 },
          { seat: 3, amount: 9 },
        ],
      },
    ]);
    expect(report.history?.stakes).toEqual({ smallBlind: 1, bigBlind: 2, smallBet: 2, bigBet: 4 });
  });

  it('finds another share of the low half', () => {
    const report = replayLines(edited(PLO8, 'supermeXXX collected $0.09 from pot', 'supermeXXX collected $0.08 from pot'));
    expect(report.disagreements).toContainEqual(expect.objectContaining({ code: 'AMOUNT_MISMATCH' }));
  });
});
