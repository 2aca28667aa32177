import { censorFor } from './censor';
import { buildHandHistory, HandHistory, HistoryMeta, USD_CENTS } from './hand-history';
import { playThreeSeatHand, THREE_SEAT_INPUT as INPUT } from '../../test/helpers/three-seat-razz-hand';

/** The hand: seat 1 (door Kh) brings in, seat 2 completes, seat 3 calls, seat 1 folds; 2 and 3 check it down. */

const META: HistoryMeta = { handId: '42', tableName: 'Gotha II', money: USD_CENTS, startedAt: '2024-05-01T12:00:00Z', players: { 1: 'ann', 2: 'bo', 3: 'cy' } };

const { state, events } = playThreeSeatHand();

function built(meta: HistoryMeta = META): HandHistory {
  const r = buildHandHistory(state, events, meta);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('buildHandHistory', () => {
  it('records the table, game, rule set, stakes, seats, the whole log, the deck and the outcome', () => {
    const h = built();
    expect(h).toMatchObject({
      format: 'razz-room/hand-history@1',
      handId: '42',
      table: { name: 'Gotha II', maxSeats: 8 },
      game: { id: 'razz', name: 'Razz' },
      stakes: INPUT.stakes,
      money: USD_CENTS,
      tournament: null,
      startedAt: '2024-05-01T12:00:00.000Z',
      endedAt: null,
      dealerSeat: 8,
      viewer: 'all',
      seats: [
        { seat: 1, name: 'ann', stack: 100 },
        { seat: 2, name: 'bo', stack: 100 },
        { seat: 3, name: 'cy', stack: 100 },
      ],
    });
    expect(h.events).toEqual(events);
    expect(h.deck).toHaveLength(52);
    expect(h.deck?.slice(0, 3)).toEqual(['Kd', '2s', '9c']);
    expect(h.outcome.endedBy).toBe('showdown');
    expect(h.outcome.totalPot).toBe(3 + 2 + 5 + 5);
    expect(h.outcome.collected).toEqual(h.outcome.pots.flatMap((p) => p.winners));
    expect(h.outcome.net.reduce((sum, n) => sum + n.delta, 0) + h.outcome.rake).toBe(0);
  });

  it('is plain JSON: it survives a trip through JSON unchanged', () => {
    const h = built();
    expect(JSON.parse(JSON.stringify(h))).toEqual(h);
  });

  it('takes the deck from a start input, or has none without a source', () => {
    expect(buildHandHistory(INPUT, events, META)).toMatchObject({ ok: true, value: { deck: expect.arrayContaining(['Kd']) } });
    expect(buildHandHistory(null, events, META)).toMatchObject({ ok: true, value: { deck: null, game: { id: 'razz', name: 'Razz' } } });
  });

  it('records when the hand ended, when the table says', () => {
    expect(built({ ...META, endedAt: '2024-05-01T12:01:30+00:00' }).endedAt).toBe('2024-05-01T12:01:30.000Z');
    expect(built({ ...META, endedAt: META.startedAt }).endedAt).toBe('2024-05-01T12:00:00.000Z');
  });

  it('marks the seats bots played, and only those; a history without bots has no such key', () => {
    expect(built({ ...META, bots: [2, 3] }).seats).toEqual([
      { seat: 1, name: 'ann', stack: 100 },
      { seat: 2, name: 'bo', stack: 100, bot: true },
      { seat: 3, name: 'cy', stack: 100, bot: true },
    ]);
    expect(built().seats.some((s) => 'bot' in s)).toBe(false);
    // Censored copies keep the marks.
    expect(censorFor(built({ ...META, bots: [2] }), 1).seats.map((s) => s.bot)).toEqual([undefined, true, undefined]);
  });

  it('refuses a log that is not a whole hand', () => {
    expect(buildHandHistory(state, events.slice(1), META)).toMatchObject({ ok: false, error: { code: 'HAND_NOT_STARTED' } });
    expect(buildHandHistory(state, events.slice(0, -1), META)).toMatchObject({ ok: false, error: { code: 'HAND_NOT_FINISHED' } });
  });

  it.each([
    ['a seat without a name', { players: { 1: 'ann', 2: 'bo' } }],
    ['two seats with one name', { players: { 1: 'ann', 2: 'ann', 3: 'cy' } }],
    ['a name with outer spaces', { players: { 1: ' ann', 2: 'bo', 3: 'cy' } }],
    ['a name with a line break', { players: { 1: 'a\nnn', 2: 'bo', 3: 'cy' } }],
    ['a hand id with a colon', { handId: '4:2' }],
    ['a time that is not one', { startedAt: 'yesterday' }],
    ['an end that is not a time', { endedAt: 'later' }],
    ['an end before the start', { endedAt: '2024-05-01T11:59:59Z' }],
    ['a table too small for its seats', { maxSeats: 2 }],
    ['a bot in a seat not dealt in', { bots: [4] }],
    ['a tournament counted in money', { tournament: { id: '1', buyIn: 100, fee: 10, currency: 'USD', symbol: '$', level: 1 } }],
    ['a tournament level 0', { money: { kind: 'chips' }, tournament: { id: '1', buyIn: 100, fee: 10, currency: 'USD', symbol: '$', level: 0 } }],
    ['money of a fraction of a unit per chip', { money: { kind: 'cash', currency: 'USD', symbol: '$', minorUnitsPerChip: 0.5 } }],
  ] as [string, Partial<HistoryMeta>][])('refuses meta with %s', (_what, change) => {
    expect(buildHandHistory(state, events, { ...META, ...change })).toMatchObject({ ok: false, error: { code: 'INVALID_META' } });
  });
});

describe('censorFor', () => {
  const h = built();
  const downs = (copy: HandHistory, seat: number): (string | null)[] => copy.events.flatMap((e) => (e.type === 'deal' && e.seat === seat ? e.down : []));

  it("keeps the viewer's own down cards and shown hands; hides the rest, burns and the deck", () => {
    const mine = censorFor(h, 1);
    expect(mine).toMatchObject({ viewer: 1, deck: null, reshuffleOrder: null });
    expect(downs(mine, 1)).toEqual(['Kd', 'Qh']);
    expect(downs(mine, 2)).toEqual([null, null, null]);
    expect(mine.events.filter((e) => e.type === 'burn').map((e) => e.type === 'burn' && e.card)).toEqual([null, null, null, null]);
    const shown = mine.events.filter((e) => e.type === 'show');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual(h.events.filter((e) => e.type === 'show'));
    expect(mine.outcome).toEqual(h.outcome);
  });

  it('a seat not in the hand, and null, get the public copy', () => {
    expect(censorFor(h, 7)).toEqual(censorFor(h, null));
    expect([1, 2, 3].flatMap((s) => downs(censorFor(h, null), s)).every((c) => c === null)).toBe(true);
  });

  it('never reveals more when censoring a censored copy, and leaves the original alone', () => {
    const once = censorFor(h, 1);
    expect(downs(censorFor(once, 2), 2)).toEqual([null, null, null]);
    expect(downs(h, 2)).toEqual(['2s', '3s', expect.any(String)]);
    expect(h.deck).not.toBeNull();
  });
});
