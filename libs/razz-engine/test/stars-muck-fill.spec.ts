import {
  buildHandHistory,
  censorFor,
  exportStars,
  HandHistory,
  parseStarsHand,
  PRESETS,
  RAZZ,
  replayStars,
  RuleSet,
  seededRng,
  STUD,
  STUD8,
  StudVariant,
  USD_CENTS,
} from '../src';
import { randomHistory } from './helpers/random-history';
import { HandScript, runScript } from './helpers/scripted-hand';

/**
 * The importer fills the cards of a hand mucked unseen at showdown (history/stars-deck.ts). That
 * hand lost, so the filler must lose too — in a hi/lo game both halves, against the hands shown in
 * the pots it was in — or the replay pays the wrong seat. Each case is a hand played through the
 * engine, exported as the public copy (the mucked cards hidden), parsed and replayed.
 */
const folds = (seats: number[]): string => seats.map((s) => `${s} fold`).join(', ');

interface Case {
  game: StudVariant;
  rules: RuleSet;
  script: HandScript;
  mucked: number;
}

const cases: [string, Case][] = [
  [
    // Seat 2's real hand: low 8-7-6-3-2 and high Q-9-8-7-6, both losing to seat 1's A-K-J-7-5 / 7-5-4-2-A.
    // Every jack and king is in sight, so no filler without a low avoids a pair or a straight
    // (6-7-8-9-T), and either beats seat 1's ace high: killing the low alone wins the high half.
    'Stud Eight-or-Better: killing the low must not make the high win',
    {
      game: STUD8,
      rules: PRESETS.stud8,
      mucked: 2,
      script: {
        game: STUD8,
        stacks: { 1: 100, 2: 100, 3: 100, 4: 100, 5: 100, 6: 100, 7: 100, 8: 100 },
        cards: {
          1: 'Ad 4d 2s Kd Js 5s 7d',
          2: '2c 9c 8s 7s 6c Qh 3s',
          3: '?? ?? Jh',
          4: '?? ?? Jd',
          5: '?? ?? Jc',
          6: '?? ?? Ks',
          7: '?? ?? Kh',
          8: '?? ?? Kc',
        },
        streets: [`1 bring-in, 2 call, ${folds([3, 4, 5, 6, 7, 8])}`, '1 check, 2 check', '1 check, 2 check', '1 check, 2 check', '1 bet, 2 call'],
      },
    },
  ],
  [
    // Seat 2's board 2-3-4-5 could make almost any low; its real hand (K-5-4-3-2) lost to 9-8-7-6-5.
    'Razz: a board of 2-3-4-5 is filled to lose to a 9-low',
    {
      game: RAZZ,
      rules: PRESETS.razz,
      mucked: 2,
      script: {
        stacks: { 1: 100, 2: 100 },
        cards: { 1: 'Kh Qd 9s 8s 7c 6d 5h', 2: '2c 3c 2d 3h 4s 5s Kc' },
        streets: ['1 bring-in, 2 call', '2 check, 1 check', '2 check, 1 check', '2 check, 1 check', '2 check, 1 bet, 2 call'],
      },
    },
  ],
  [
    // Seat 2's board Q-J-T-9 (straight and pair draws); its real hand (Q-J-T-9-4) lost to a pair of threes.
    'Seven-Card Stud: a board of Q-J-T-9 is filled to lose to a small pair',
    {
      game: STUD,
      rules: PRESETS.stud,
      mucked: 2,
      script: {
        game: STUD,
        stacks: { 1: 100, 2: 100 },
        cards: { 1: '3s 3h 2d 5c 7h 8c Ad', 2: '4c 2c Qh Jd Ts 9c 6h' },
        streets: ['1 bring-in, 2 call', '2 check, 1 check', '2 check, 1 check', '2 check, 1 check', '2 check, 1 bet, 2 call'],
      },
    },
  ],
];

function historyOf(script: HandScript): HandHistory {
  const run = runScript(script);
  const players = Object.fromEntries(run.state.players.map((p) => [p.seat, `player${p.seat}`]));
  const built = buildHandHistory(run.state, run.events, { handId: '1', tableName: 'T', money: USD_CENTS, startedAt: '2026-01-01T00:00:00.000Z', players });
  if (!built.ok) throw new Error(built.error.message);
  return built.value;
}

describe.each(cases)('a hand mucked unseen at showdown, filled by the importer — %s', (_name, c) => {
  const played = historyOf(c.script);
  const text = exportStars(censorFor(played, null));
  const parsed = parseStarsHand(text);
  if (!parsed.ok) throw new Error(parsed.error.message);

  it('the played hand is what the case says: the seat mucked and won nothing', () => {
    expect(played.events).toContainEqual({ type: 'muck', seat: c.mucked });
    expect(played.outcome.collected.some((w) => w.seat === c.mucked)).toBe(false);
    expect(parsed.value.cards[c.mucked]?.filter((x) => x === null)).toHaveLength(3);
  });

  it('the public copy replays with the same winners, and the filled hand loses every half of every pot', () => {
    const report = replayStars(parsed.value, { rules: c.rules });
    expect(report.disagreements).toEqual([]);
    const awards = (report.history?.events ?? []).flatMap((e) => (e.type === 'pot-awarded' ? [e] : []));
    expect(awards.length).toBeGreaterThan(0);
    for (const pot of awards) {
      expect(pot.winners.map((w) => w.seat)).not.toContain(c.mucked);
      for (const half of pot.halves ?? []) expect(half.winners.map((w) => w.seat)).not.toContain(c.mucked);
    }
    expect(report.history?.outcome).toEqual(played.outcome);
  });
});

describe('random eight-handed Stud Eight-or-Better hands, public copies', () => {
  it('replay with no disagreement (before the filler was chosen to lose, one of these paid the wrong seat)', () => {
    const rng = seededRng('find/stud8');
    const failures: string[] = [];
    for (let k = 0; k < 2_200; k++) {
      const h = randomHistory(rng, 5_000_000 + k, { game: STUD8, rules: PRESETS.stud8, players: 8 });
      const parsed = parseStarsHand(exportStars(censorFor(h, null)));
      if (!parsed.ok) failures.push(`${h.handId}: ${parsed.error.message}`);
      else {
        const report = replayStars(parsed.value, { rules: PRESETS.stud8 });
        if (!report.ok) failures.push(`${h.handId}: ${JSON.stringify(report.disagreements)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
