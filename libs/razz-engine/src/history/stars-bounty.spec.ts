import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HandHistory, HistoryKnockout } from './hand-history';
import { exportStars } from './stars-export';
import { parseStarsHand } from './stars-parse';
import { replayStars } from './stars-replay';

/** A real PokerStars Razz tournament hand (the workspace's reference hand histories), made a bounty event's: `$200+$50+$15`. */
const file = join(__dirname, '../../../../../shared/reference/hand-histories/stars_razz_mtt_200+15_201009.txt');

function historyOf(text: string): HandHistory {
  const parsed = parseStarsHand(text);
  if (!parsed.ok) throw new Error(`line ${parsed.error.line}: ${parsed.error.message}`);
  const history = replayStars(parsed.value).history;
  if (!history) throw new Error('no history');
  return history;
}

function withKnockouts(knockouts: HistoryKnockout[]): HandHistory {
  const h = historyOf(readFileSync(file, 'utf8').trim());
  const seats = h.seats.map((seat, i) => ({ ...seat, bounty: i === 0 ? 5_625 : 5_000 }));
  return { ...h, seats, tournament: { ...(h.tournament as NonNullable<HandHistory['tournament']>), bounty: 5_000 }, knockouts };
}

/** The lines between the last collected line and the summary. */
function bountyLines(text: string): string[] {
  const lines = text.split('\n');
  const summary = lines.indexOf('*** SUMMARY ***');
  const collected = lines.findLastIndex((l, i) => i < summary && / collected /.test(l));
  return lines.slice(collected + 1, summary);
}

describe('PokerStars bounty lines', () => {
  const h = withKnockouts([]);
  const [a, b, c] = h.seats.map((s) => s.seat) as [number, number, number];
  const name = (seat: number) => h.seats.find((s) => s.seat === seat)?.name;

  it("writes the bounty into the header (buy-in, bounty, fee) and each head's bounty into its seat line, and reads them back", () => {
    const text = exportStars(h);
    expect(text.split('\n')[0]).toContain('Tournament #2010090015, $200+$50+$15 USD Razz Limit');
    expect(text).toContain(`Seat ${a}: ${name(a)} (${h.seats[0]?.stack} in chips, $56.25 bounty)`);
    expect(text).toContain(`Seat ${b}: ${name(b)} (${h.seats[1]?.stack} in chips, $50 bounty)`);
    expect(historyOf(text).seats.map((s) => s.bounty)).toEqual(h.seats.map((s) => s.bounty));
  });

  it.each<[string, HistoryKnockout[], string[]]>([
    ['a fixed bounty', [{ seat: a, eliminated: b, amount: 5_000, split: false }], [`${name(a)} wins the $50 bounty for eliminating ${name(b)}`]],
    [
      'a fixed bounty shared by two (one line, the whole bounty)',
      [
        { seat: a, eliminated: c, amount: 2_500, split: true },
        { seat: b, eliminated: c, amount: 2_500, split: true },
      ],
      [`${name(a)}, ${name(b)} split the $50 bounty for eliminating ${name(c)}`],
    ],
    [
      'a progressive knockout (the odd cent in cash)',
      [{ seat: a, eliminated: b, amount: 1_875, split: false, increase: 1_875, bounty: 5_625 }],
      [`${name(a)} wins $18.75 for eliminating ${name(b)} and their own bounty increases by $18.75 to $56.25`],
    ],
    [
      'a progressive knockout shared by two',
      [
        { seat: a, eliminated: c, amount: 625, split: true, increase: 625, bounty: 3_125 },
        { seat: b, eliminated: c, amount: 626, split: true, increase: 625, bounty: 3_125 },
      ],
      [
        `${name(a)} wins $6.25 for splitting the elimination of ${name(c)} and their own bounty increases by $6.25 to $31.25`,
        `${name(b)} wins $6.26 for splitting the elimination of ${name(c)} and their own bounty increases by $6.25 to $31.25`,
      ],
    ],
  ])('writes %s before the summary and reads it back', (_what, knockouts, expected) => {
    const text = exportStars(withKnockouts(knockouts));
    expect(bountyLines(text)).toEqual(expected);
    const again = historyOf(text);
    expect(again.knockouts).toEqual(knockouts);
    expect(again.tournament?.bounty).toBe(5_000);
    expect(exportStars(again)).toBe(text);
  });

  it('reads a shared fixed bounty as equal parts, the odd cent to the first named', () => {
    const text = exportStars(
      withKnockouts([
        { seat: a, eliminated: c, amount: 2_000, split: true },
        { seat: b, eliminated: c, amount: 3_001, split: true },
      ]),
    );
    expect(bountyLines(text)).toEqual([`${name(a)}, ${name(b)} split the $50.01 bounty for eliminating ${name(c)}`]);
    expect(historyOf(text).knockouts).toEqual([
      { seat: a, eliminated: c, amount: 2_501, split: true },
      { seat: b, eliminated: c, amount: 2_500, split: true },
    ]);
  });

  it('refuses a bounty line naming nobody seated', () => {
    const text = exportStars(withKnockouts([])).replace('*** SUMMARY ***', `${name(a)} wins the $50 bounty for eliminating Nobody\n*** SUMMARY ***`);
    const parsed = parseStarsHand(text);
    expect(parsed.ok ? null : parsed.error.code).toBe('BAD_LINE');
  });
});
