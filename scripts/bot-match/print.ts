/** The match report as text: one table per match, a row per bot. */
import type { MatchResult } from './play-match';
import type { StyleCounts } from './style-stats';

const pct = (part: number, whole: number): string => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)}%`);
const signed = (x: number): string => `${x >= 0 ? '+' : ''}${x.toFixed(2)}`;

const COLUMNS: { title: string; width: number; cell: (c: StyleCounts) => string }[] = [
  { title: 'VPIP', width: 6, cell: (c) => pct(c.vpip, c.hands) },
  { title: '3rd c/r', width: 7, cell: (c) => pct(c.completeOrRaise, c.hands) },
  { title: 'open 1st-in', width: 11, cell: (c) => pct(c.firstInCompleted, c.firstIn) },
  { title: 'fold 4th', width: 8, cell: (c) => pct(c.foldedFourth, c.sawFourth) },
  { title: 'bet/raise 4-7', width: 13, cell: (c) => pct(c.laterAggressive, c.laterAggressive + c.laterCalls) },
  { title: 'showdown', width: 8, cell: (c) => pct(c.showdowns, c.hands) },
  { title: 'won at sd', width: 9, cell: (c) => pct(c.wonAtShowdown, c.showdowns) },
];

/** The lines of one match's table. */
export function matchLines(result: MatchResult, seconds: number, load: string): string[] {
  const seats = result.plan.lineup.length;
  const head = `${result.plan.name} — ${result.plan.title}: ${result.hands} hands (${result.deals} decks × ${seats} seatings), ${seconds.toFixed(1)} s, load ${load}`;
  const header = [
    'bot'.padEnd(16),
    'hands'.padStart(8),
    'bb/100'.padStart(8),
    '95% interval'.padStart(18),
    'per hand ±'.padStart(10),
    ...COLUMNS.map((c) => c.title.padStart(c.width)),
  ];
  const rows = result.results.map((r) => {
    const { mean, halfWidth } = r.perDeal.interval();
    const interval = `[${signed(100 * (mean - halfWidth))}, ${signed(100 * (mean + halfWidth))}]`;
    const perHand = `±${(100 * r.perHand.interval().halfWidth).toFixed(2)}`;
    return [
      r.name.padEnd(16),
      String(r.hands).padStart(8),
      signed(100 * mean).padStart(8),
      interval.padStart(18),
      perHand.padStart(10),
      ...COLUMNS.map((c) => c.cell(r.counts).padStart(c.width)),
    ];
  });
  const errors = result.chipErrors === 0 ? [] : [`!! ${result.chipErrors} hands did not conserve chips`];
  return [head, header.join('  '), ...rows.map((row) => row.join('  ')), ...errors];
}
