import { readFileSync } from 'fs';
import { join } from 'path';
import { parseStarsHand } from './stars-parse';
import { replayStars } from './stars-replay';
import type { StarsReplayOptions, StarsReplayReport } from './stars-report';

/**
 * Every kind of disagreement is found: the real tournament hand #49382949075 replays cleanly, and
 * each edit below makes the text disagree with the engine in one way, at the line edited.
 */
const file = join(__dirname, '../../../../../shared/reference/hand-histories/stars_razz_mtt_200+15_201009.txt');
const HAND = readFileSync(file, 'utf8').trim();
const lines = HAND.split(/\r?\n/);

function lineOf(text: string): number {
  const n = lines.indexOf(text);
  if (n < 0) throw new Error(`no line ${text}`);
  return n + 1;
}

function replayText(text: string, options: StarsReplayOptions = {}): StarsReplayReport {
  const parsed = parseStarsHand(text);
  if (!parsed.ok) throw new Error(`line ${parsed.error.line}: ${parsed.error.message}`);
  return replayStars(parsed.value, options);
}

function edit(from: string, to: string | null): string {
  const n = lineOf(from);
  return lines.flatMap((l, i) => (i + 1 === n ? (to === null ? [] : [to]) : [l])).join('\n');
}

describe('replayStars', () => {
  it('agrees with the real hand, and builds its history (hero Hero, unseen cards hidden)', () => {
    const report = replayText(HAND);
    expect(report).toMatchObject({ handId: '49382949075', line: 1, ok: true, disagreements: [], notes: [] });
    const h = report.history;
    expect(h).toMatchObject({
      viewer: 3,
      deck: null,
      tournament: { id: '2010090015', level: 4 },
      stakes: { ante: 10, bringIn: 15, smallBet: 50, bigBet: 100 },
    });
    expect(h?.rules.capWhenHeadsUp).toBe('kept'); // a tournament: TDA R48 defaults
    const deals = h?.events.flatMap((e) => (e.type === 'deal' && e.street === 'third' ? [[e.seat, e.down]] : [])) ?? [];
    expect(Object.fromEntries(deals)).toMatchObject({ 1: [null, null], 3: ['3c', 'Ac'], 4: ['3s', '8c'], 8: ['4c', '2s'] });
    expect(h?.events.filter((e) => e.type === 'burn').every((e) => e.type === 'burn' && e.card === null)).toBe(true);
  });

  it.each([
    ['an action the engine refuses', 'Player0: folds', 'Player0: checks', 'ACTION_REFUSED'],
    ['a player acting out of turn', 'Player0: folds', 'Player1: folds', 'ACTION_REFUSED'],
    ['a call of other chips', 'PC [Mittel]: calls 100', 'PC [Mittel]: calls 90', 'ACTION_MISMATCH'],
    ['an all-in that is not one', 'Player2: calls 100', 'Player2: calls 100 and is all-in', 'ACTION_MISMATCH'],
    ['another winner', 'PC [Mittel] collected 1145 from pot', 'Hero collected 1145 from pot', 'WINNERS_MISMATCH'],
    ['another amount', 'PC [Mittel] collected 1145 from pot', 'PC [Mittel] collected 1100 from pot', 'AMOUNT_MISMATCH'],
    ['a total pot the actions do not add up to', 'Total pot 1145 | Rake 0', 'Total pot 1200 | Rake 0', 'TOTAL_POT_MISMATCH'],
    ['another low', 'PC [Mittel]: shows [4c 2s 5c 9s 4s 9d As] (Lo: 9,5,4,2,A)', 'PC [Mittel]: shows [4c 2s 5c 9s 4s 9d As] (Lo: 9,5,4,3,A)', 'HAND_MISMATCH'],
    ['a bet returned that was called', 'PC [Mittel] collected 1145 from pot', 'Uncalled bet (100) returned to Hero', 'UNCALLED_MISMATCH'],
  ])('finds %s', (_what, from, to, code) => {
    const report = replayText(edit(from, to));
    expect(report.ok).toBe(false);
    expect(report.disagreements).toContainEqual(expect.objectContaining({ code, line: lineOf(from) }));
  });

  it('finds an action on a street the engine has not reached', () => {
    const report = replayText(edit('PC [Mittel]: calls 50', null));
    // The first such line is 3rd street's last call: the engine still waits for it at 4th street's
    // first action (one line earlier in the edited text).
    expect(report.disagreements).toEqual([expect.objectContaining({ code: 'STREET_MISMATCH', line: lineOf('Hero: bets 50') - 1 })]);
    expect(report.history).toBeNull();
  });

  it('finds a hand the text ends before the engine does', () => {
    const river = lineOf('*** RIVER ***');
    const cut = lines.filter((l, i) => i + 1 < river || !/: checks$/.test(l)).join('\n');
    expect(replayText(cut).disagreements).toEqual([expect.objectContaining({ code: 'HAND_NOT_FINISHED' })]);
  });

  it("plays under the caller's rules: with two raises a street, the cap comes sooner", () => {
    const report = replayText(HAND, { rules: { maxRaises: 2 } });
    expect(report.disagreements).toEqual([
      expect.objectContaining({ code: 'ACTION_REFUSED', line: lineOf('Hero: raises 50 to 200'), message: expect.stringMatching(/^BETTING_CAPPED/) }),
    ]);
  });

  it('notes what it assumes: a bring-in the text never states', () => {
    const completed = edit('Player5: brings in for 15', null).replace('PC [Mittel]: raises 35 to 50', 'PC [Mittel]: bets 50').replace('Player5: folds\n', '');
    // Now nobody brings in (as if the bring-in player were all-in from the ante): the text is
    // inconsistent on purpose; what matters here is the assumption in the notes.
    const report = replayText(completed);
    expect(report.notes).toContainEqual(expect.stringMatching(/bring-in is not stated in full; assumed 1 chip/));
  });
});
