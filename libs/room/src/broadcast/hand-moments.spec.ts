import {
  ActionKind,
  applyAction,
  cards,
  formatCards,
  HandEvent,
  HandState,
  HOLDEM,
  legalActions,
  RuleSet,
  seatToAct,
  seededRng,
  shuffledDeck,
  startHand,
  STUD8,
  Rng,
} from '@app/razz-engine';
import { HandMoment, currentMoment, handMoments } from './hand-moments';

const STAKES = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };

/** One committed change: what the engine appended and the state after it (as the table event bus carries them). */
interface Change {
  state: HandState;
  events: HandEvent[];
}

type Choose = (state: HandState, rng: Rng) => { kind: ActionKind; amount?: number };

/** A hand played by `choose`, change by change (the deal, then each action). */
function play(options: { seats: number; stack: number; rng: Rng; rules?: Partial<RuleSet>; choose: Choose }): Change[] {
  const seats = Array.from({ length: options.seats }, (_, i) => ({ seat: i + 1, stack: options.stack }));
  const started = startHand({ stakes: STAKES, seats, rules: { maxSeats: Math.max(8, options.seats), ...options.rules }, deck: shuffledDeck(options.rng) });
  if (!started.ok) throw new Error(started.error.message);
  const changes: Change[] = [{ state: started.state, events: started.events }];
  let state = started.state;
  while (state.phase !== 'over') {
    const action = options.choose(state, options.rng);
    const r = applyAction(state, { seat: seatToAct(state) as number, kind: action.kind, ...(action.amount !== undefined ? { amount: action.amount } : {}) });
    if (!r.ok) throw new Error(r.error.message);
    changes.push({ state: r.state, events: r.events });
    state = r.state;
  }
  return changes;
}

const callDown: Choose = (state) => {
  const kinds = legalActions(state).map((a) => a.kind);
  return { kind: (['check', 'bring-in', 'call'] as const).find((k) => kinds.includes(k)) ?? 'fold' };
};

/** Folds now and then, raises now and then, else checks or calls. */
const wild: Choose = (state, rng) => {
  const legal = legalActions(state);
  const roll = rng.int(100);
  const pick = roll < 15 ? legal.find((a) => a.kind === 'fold') : roll < 35 ? legal.find((a) => ['complete', 'bet', 'raise'].includes(a.kind)) : undefined;
  const chosen = pick ?? legal.find((a) => ['check', 'bring-in', 'call'].includes(a.kind)) ?? legal[0];
  return { kind: chosen?.kind ?? 'fold', ...(chosen?.min !== undefined ? { amount: chosen.min } : {}) };
};

/**
 * The oracle: the hand's whole log walked forward (cards added as dealt, folds as they come),
 * a snapshot at the last card of each street and at the end, in the same shape as the moments.
 */
function forwardMoments(
  events: HandEvent[],
): { street: string; final: boolean; seats: { seat: number; down: string[]; up: string[]; folded: boolean }[]; community: string[] }[] {
  const seats = new Map<number, { seat: number; down: string[]; up: string[]; folded: boolean }>();
  let community: string[] = [];
  let street = '';
  const out: ReturnType<typeof forwardMoments> = [];
  const snap = (final: boolean) =>
    out.push({ street, final, seats: [...seats.values()].map((s) => ({ ...s, down: [...s.down], up: [...s.up] })), community: [...community] });
  events.forEach((e, i) => {
    if (e.type === 'hand-started') for (const s of e.seats) seats.set(s.seat, { seat: s.seat, down: [], up: [], folded: false });
    if (e.type === 'deal') {
      const s = seats.get(e.seat)!;
      s.down.push(...(e.down as string[]));
      s.up.push(...e.up);
    }
    if (e.type === 'community') community = [...community, e.card];
    if (e.type === 'board') community = [...community, ...e.cards];
    if (e.type === 'action' && e.action === 'fold') seats.get(e.seat)!.folded = true;
    if (e.type === 'deal' || e.type === 'community' || e.type === 'board') street = e.street;
    const next = events[i + 1]?.type;
    if ((e.type === 'deal' || e.type === 'community' || e.type === 'board') && next !== 'deal' && next !== 'community' && next !== 'board') snap(false);
    if (e.type === 'hand-ended') snap(true);
  });
  return out;
}

const asText = (m: HandMoment) => ({
  street: m.street,
  final: m.final,
  seats: [...m.seats].sort((a, b) => a.seat - b.seat).map((s) => ({ seat: s.seat, down: formatCards(s.down), up: formatCards(s.up), folded: s.folded })),
  community: formatCards(m.community),
});

/** Community cards the rest of the hand dealt after a moment, when nobody folded after it. */
function communityDealtAfter(changes: Change[], changeIndex: number, momentIndex: number): number | null {
  const later = [
    ...handMoments(changes[changeIndex]!.state, changes[changeIndex]!.events).slice(momentIndex + 1),
    ...changes.slice(changeIndex + 1).flatMap((c) => handMoments(c.state, c.events)),
  ];
  const now = handMoments(changes[changeIndex]!.state, changes[changeIndex]!.events)[momentIndex]!;
  const last = later.at(-1);
  if (!last || !last.final) return null;
  const liveNow = now.seats.filter((s) => !s.folded).length;
  if (last.seats.filter((s) => !s.folded).length !== liveNow) return null;
  return last.community.length - now.community.length;
}

describe('handMoments: the streets one committed change dealt, rewound from the state after it', () => {
  const cases: { name: string; seats: number; stack: number; rules?: Partial<RuleSet>; choose: Choose; hands: number }[] = [
    { name: 'Razz, eight players to the showdown (the community card)', seats: 8, stack: 500, choose: callDown, hands: 20 },
    { name: 'Razz, nine players to the showdown (6th and 7th street community)', seats: 9, stack: 500, choose: callDown, hands: 20 },
    { name: "Razz, eight players, TDA's short-deck rule", seats: 8, stack: 500, rules: { shortDeck: 'tda' }, choose: callDown, hands: 20 },
    { name: 'Razz, short stacks all in (several streets in one change), folds and raises', seats: 6, stack: 18, choose: wild, hands: 60 },
    { name: 'Razz, eight players with folds and raises', seats: 8, stack: 200, choose: wild, hands: 60 },
  ];

  it.each(cases)('$name: every moment as the forward walk of the whole log sees it', ({ seats, stack, rules, choose, hands }) => {
    const rng = seededRng(`moments ${seats} ${stack}`);
    let multiStreet = 0;
    for (let h = 0; h < hands; h++) {
      const changes = play({ seats, stack, rng, ...(rules ? { rules } : {}), choose });
      const moments = changes.flatMap((c) => handMoments(c.state, c.events));
      multiStreet += changes.filter((c) => handMoments(c.state, c.events).filter((m) => !m.final).length > 1).length;
      expect(moments.map(asText)).toEqual(forwardMoments(changes.flatMap((c) => c.events)));
    }
    if (stack < 20) expect(multiStreet).toBeGreaterThan(0);
  });

  it.each(cases)('$name: the community cards a moment expects are the ones dealt when nobody folds after it', ({ seats, stack, rules, choose, hands }) => {
    const rng = seededRng(`community ${seats} ${stack}`);
    const seen = new Map<number, number>();
    for (let h = 0; h < hands; h++) {
      const changes = play({ seats, stack, rng, ...(rules ? { rules } : {}), choose });
      changes.forEach((change, c) => {
        handMoments(change.state, change.events).forEach((moment, m) => {
          if (moment.final) return expect(moment.communityToCome).toBe(0);
          const dealt = communityDealtAfter(changes, c, m);
          if (dealt === null) return;
          expect({ street: moment.street, toCome: moment.communityToCome }).toEqual({ street: moment.street, toCome: dealt });
          seen.set(dealt, (seen.get(dealt) ?? 0) + 1);
        });
      });
    }
    if (choose === callDown) expect((seen.get(1) ?? 0) + (seen.get(2) ?? 0)).toBeGreaterThan(0);
  });

  it('a moment of a Stud Eight-or-Better hand and of a Hold’em hand (the board, nothing to come)', () => {
    const stud8 = startHand({ game: STUD8, stakes: STAKES, seats: [1, 2, 3].map((seat) => ({ seat, stack: 100 })), deck: 'As 2s 3s 4s 5s 6s 7s 8s 9s' });
    if (!stud8.ok) throw new Error(stud8.error.message);
    expect(handMoments(stud8.state, stud8.events).map(asText)).toEqual([
      {
        street: 'third',
        final: false,
        seats: [
          { seat: 1, down: ['As', '4s'], up: ['7s'], folded: false },
          { seat: 2, down: ['2s', '5s'], up: ['8s'], folded: false },
          { seat: 3, down: ['3s', '6s'], up: ['9s'], folded: false },
        ],
        community: [],
      },
    ]);
    const holdem = startHand({
      game: HOLDEM,
      stakes: { smallBlind: 1, bigBlind: 2, smallBet: 2, bigBet: 4 },
      seats: [1, 2].map((seat) => ({ seat, stack: 100 })),
      deck: 'As Kd 2c 3c',
    });
    if (!holdem.ok) throw new Error(holdem.error.message);
    let state = holdem.state;
    const moments = handMoments(state, holdem.events);
    while (state.phase !== 'over') {
      const r = applyAction(state, { seat: seatToAct(state) as number, kind: callDown(state, seededRng(1)).kind });
      if (!r.ok) throw new Error(r.error.message);
      moments.push(...handMoments(r.state, r.events));
      state = r.state;
    }
    expect(moments.map((m) => [m.street, m.community.length, m.communityToCome])).toEqual([
      ['preflop', 0, 0],
      ['flop', 3, 0],
      ['turn', 4, 0],
      ['river', 5, 0],
      ['river', 5, 0],
    ]);
    expect(moments.at(-1)?.final).toBe(true);
  });

  it('currentMoment: the hand as it stands, its street and its cards', () => {
    const r = startHand({ stakes: STAKES, seats: [1, 2].map((seat) => ({ seat, stack: 100 })), deck: cards('As 2s 3s 4s 5s 6s') });
    if (!r.ok) throw new Error(r.error.message);
    expect(asText(currentMoment(r.state))).toEqual({
      street: 'third',
      final: false,
      seats: [
        { seat: 1, down: ['As', '3s'], up: ['5s'], folded: false },
        { seat: 2, down: ['2s', '4s'], up: ['6s'], folded: false },
      ],
      community: [],
    });
  });
});
