import { buildHandHistory, censorFor, exportStars, HandHistory, HistoryMeta, parseStarsHand, replayStars, RuleSet, STUD8, USD_CENTS } from '../src';
import { HandScript, runScript } from './helpers/scripted-hand';
import { starsLineProblems } from './helpers/stars-line-grammar';
import { starsTextProblems, zeroAmountLines } from './helpers/stars-text-checks';

/**
 * Hands in which the engine awards a seat 0 chips (the text never says `collected $0`).
 * PokerStars writes no collected line for nothing: the export leaves out the `collected` line and
 * the `won`/`collected` part of the summary, and the importer does not ask the text to name a seat
 * the replay pays nothing. Each hand must export without a zero amount, keep the grammar and the
 * text invariants, and round-trip (parse + replay) to the same outcome for every copy.
 */
const NO_ANTE = { ante: 0, bringIn: 2, smallBet: 5, bigBet: 10 };
const META: HistoryMeta = {
  handId: '4001',
  tableName: 'Gotha II',
  money: USD_CENTS,
  startedAt: '2024-01-15T03:04:05Z',
  players: { 1: 'a', 2: 'b', 3: 'c' },
};

/** (a) No ante, everyone folds to the bring-in: the bring-in comes back uncalled and the pot is empty. */
const FOLD_TO_BRING_IN: HandScript = {
  stakes: NO_ANTE,
  stacks: { 1: 100, 2: 100, 3: 100 },
  cards: { 1: '?? ?? Kc', 2: '?? ?? 2d', 3: '?? ?? 3h' },
  streets: ['1 bring-in, 2 fold, 3 fold'],
};

/**
 * (b) Stud Hi/Lo with no ante: 3 chips in the pot, 2 to the high hand, and the 1-chip low half
 * split between two equal lows: one of them gets the chip, the other nothing.
 */
const TIED_ONE_CHIP_LOW: HandScript = {
  game: STUD8,
  stakes: { ante: 0, bringIn: 1, smallBet: 2, bigBet: 4 },
  stacks: { 1: 100, 2: 100, 3: 100 },
  cards: { 1: 'Kh Kd Kc Qd Qh Js Ts', 2: 'Ah 2h 4s 7c 6d 9c Jd', 3: 'Ad 2s 6c 7h 4d Qc Ks' },
  streets: ['2 bring-in, 3 call, 1 call', '1 check, 2 check, 3 check', '1 check, 2 check, 3 check', '1 check, 2 check, 3 check', '1 check, 2 check, 3 check'],
};

/** (c) A rake above half the pot takes it all: the fold winner, and a showdown winner, collect nothing. */
const ALL_RAKE: RuleSet['rake'] = { kind: 'percentage', percent: 100, cap: 1000, fromStreet: 0 };
const RAKED_FOLD: HandScript = {
  rules: { rake: ALL_RAKE },
  stacks: { 1: 100, 2: 100, 3: 100 },
  cards: { 1: '?? ?? Kc', 2: '?? ?? 2d', 3: '?? ?? 3h' },
  streets: ['1 bring-in, 2 fold, 3 fold'],
};
const RAKED_SHOWDOWN: HandScript = {
  rules: { rake: ALL_RAKE },
  stacks: { 1: 100, 2: 100, 3: 100 },
  cards: { 1: 'Qs Js Kc 9c 8c 7c Tc', 2: 'Ah 3h 2d 4h 5h 6h 7h', 3: '?? ?? 3c' },
  streets: ['1 bring-in, 2 call, 3 fold', '2 check, 1 check', '2 check, 1 check', '2 check, 1 check', '2 check, 1 check'],
};

function historyOf(script: HandScript): HandHistory {
  const run = runScript(script);
  const built = buildHandHistory(run.state, run.events, META);
  if (!built.ok) throw new Error(built.error.message);
  return built.value;
}

function copies(h: HandHistory): { name: string; text: string }[] {
  return [
    { name: 'staff', text: exportStars(h) },
    { name: 'public', text: exportStars(censorFor(h, null)) },
    ...h.seats.map((s) => ({ name: `seat ${s.seat}`, text: exportStars(censorFor(h, s.seat)) })),
  ];
}

describe.each([
  ['(a) no ante, everyone folds to the bring-in', FOLD_TO_BRING_IN, 1],
  ['(b) a 1-chip low half split between two equal lows', TIED_ONE_CHIP_LOW, 2],
  ['(c) a 100% rake, won by folds', RAKED_FOLD, 1],
  ['(c) a 100% rake, won at showdown', RAKED_SHOWDOWN, 2],
])('a seat awarded 0 chips: %s', (_name, script, zeroSeat) => {
  const h = historyOf(script);

  it('is what the hand is about: a seat that won (or tied) without folding collects 0 chips', () => {
    const folded = h.events.some((e) => e.type === 'action' && e.action === 'fold' && e.seat === zeroSeat);
    const awards = h.events.flatMap((e) => (e.type === 'pot-awarded' ? e.winners.filter((w) => w.seat === zeroSeat) : []));
    expect(folded).toBe(false);
    expect(awards.every((w) => w.amount === 0)).toBe(true);
    expect(h.outcome.collected.filter((c) => c.seat === zeroSeat && c.amount > 0)).toEqual([]);
  });

  it('exports no zero amount, only lines of the grammar, and keeps the text invariants', () => {
    for (const copy of copies(h)) {
      expect([copy.name, zeroAmountLines(copy.text)]).toEqual([copy.name, []]);
      expect([copy.name, starsLineProblems(copy.text)]).toEqual([copy.name, []]);
      expect([copy.name, starsTextProblems(copy.text)]).toEqual([copy.name, []]);
    }
  });

  it('parses and replays with no disagreement, to the same outcome and the same text', () => {
    for (const copy of copies(h)) {
      const parsed = parseStarsHand(copy.text);
      if (!parsed.ok) throw new Error(`${copy.name}: ${parsed.error.message}`);
      const report = replayStars(parsed.value, { rules: h.rules, stakes: h.stakes });
      expect([copy.name, report.disagreements]).toEqual([copy.name, []]);
      expect(report.history?.outcome).toEqual(h.outcome);
      expect(exportStars(report.history as HandHistory)).toBe(copy.text);
    }
  });

  it('also replays without the rake rule (the text states the rake): PokerStars pays what the text says', () => {
    const parsed = parseStarsHand(exportStars(h));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const report = replayStars(parsed.value, { stakes: h.stakes });
    expect(report.disagreements).toEqual([]);
    expect(report.history?.outcome.collected).toEqual(h.outcome.collected);
  });
});
