import { actionsOf, eventsFor, GAMES, HandEvent, razzGame, replay, viewFor } from '../src';
import { runScript, scriptDeck, STAKES_1_2_5_10 } from './helpers/scripted-hand';

const script = {
  stacks: { 1: 100, 2: 100, 3: 100 },
  cards: { 1: 'Ah 2h Kd 3c 4c 5c 6c', 2: '7s 8s 2d Qh Jh Th 9h', 3: 'As 3s 3d Ks Kc Kh 8d' },
  streets: ['1 bring-in, 2 call, 3 call', '2 check, 3 check, 1 check'],
};

describe('per-seat views', () => {
  const { state } = runScript(script);

  it("a seat sees its own down cards and everyone's up cards, never the others' down cards", () => {
    const view = viewFor(state, 2);
    expect(view.seats.map((s) => [s.seat, s.down, s.up])).toEqual([
      [1, [null, null], ['Kd', '3c', '4c']],
      [2, ['7s', '8s'], ['2d', 'Qh', 'Jh']],
      [3, [null, null], ['3d', 'Ks', 'Kc']],
    ]);
    expect(JSON.stringify(view)).not.toMatch(/"Ah"|"2h"|"As"|"3s"/);
    expect(view).not.toHaveProperty('deck');
  });

  it('shows the pots, whose turn it is and, only to that seat, its legal actions with amounts', () => {
    // 5th street is dealt: Q-J-2 (seat 2) is lower than K-4-3 and a pair of kings, so seat 2 opens.
    const toAct = viewFor(state, 1).toAct;
    expect(toAct).toBe(2);
    expect(viewFor(state, 2).legalActions.map((a) => a.kind)).toEqual(['fold', 'check', 'bet']);
    expect(viewFor(state, 1).legalActions).toEqual([]);
    expect(viewFor(state, null).legalActions).toEqual([]);
    expect(viewFor(state, null).pots).toEqual([{ amount: 9, eligible: [1, 2, 3] }]);
  });

  it('a spectator sees no down cards at all until the showdown, then the shown hands', () => {
    expect(viewFor(state, null).seats.every((s) => s.down.every((c) => c === null))).toBe(true);
    const end = runScript({ ...script, streets: [...script.streets, '2 check, 3 check, 1 check', '2 check, 3 check, 1 check', '2 check, 3 check, 1 check'] });
    const seats = viewFor(end.state, null).seats;
    const shown = seats.filter((s) => s.cards !== undefined).map((s) => s.seat);
    expect(shown.length).toBeGreaterThan(0);
    for (const s of seats) expect(s.down.every((c) => c === null)).toBe(!shown.includes(s.seat));
  });
});

describe('eventsFor', () => {
  const { events } = runScript(script);
  const secret = (e: HandEvent): boolean => (e.type === 'deal' && e.down.some((c) => c !== null)) || (e.type === 'burn' && e.card !== null);

  it("blanks other seats' down cards and every burn card", () => {
    const mine = eventsFor(events, 3);
    expect(mine.filter(secret).every((e) => e.type === 'deal' && e.seat === 3)).toBe(true);
    expect(mine.filter(secret).length).toBeGreaterThan(0);
    expect(eventsFor(events, null).filter(secret)).toEqual([]);
    expect(eventsFor(events, null)).toHaveLength(events.length);
  });
});

describe('replay', () => {
  const input = {
    stakes: STAKES_1_2_5_10,
    seats: [
      { seat: 1, stack: 100 },
      { seat: 2, stack: 100 },
      { seat: 3, stack: 100 },
    ],
    deck: scriptDeck(script),
  };
  const { state, events } = runScript(script);

  it('the event log plus the initial deck replays to the same state', () => {
    const again = replay(input, events);
    expect(again.ok && JSON.stringify(again.state)).toBe(JSON.stringify(state));
    expect(actionsOf(events).map((a) => a.kind)).toEqual(['bring-in', 'call', 'call', 'check', 'check', 'check']);
  });

  it('refuses a log that does not match the deck', () => {
    const again = replay({ ...input, deck: [...input.deck].reverse() }, events);
    expect(!again.ok && again.error.code).toBe('REPLAY_MISMATCH');
  });
});

describe('the game interface', () => {
  it('lets a rotation start, act, view and settle a hand without knowing it is Razz', () => {
    const game = GAMES['razz'];
    if (!game) throw new Error('razz is not registered');
    expect(game).toBe(razzGame);
    const started = game.start({
      stakes: STAKES_1_2_5_10,
      seats: [
        { seat: 2, stack: 50 },
        { seat: 5, stack: 80 },
      ],
      deck: ['Kd', '2c'],
    });
    if (!started.ok) throw new Error(started.error.message);
    let state = started.state;
    expect(game.settle(state)).toBeNull();
    while (!game.isOver(state)) {
      const seat = game.toAct(state) as number;
      const options = game.legalActions(state);
      const pick = options.find((o) => o.kind === 'call' || o.kind === 'check' || o.kind === 'bring-in') ?? options[0];
      const r = game.act(state, { seat, kind: pick?.kind ?? 'fold', version: game.version(state) });
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    const settled = game.settle(state);
    expect(settled?.net.reduce((sum, n) => sum + n.delta, 0)).toBe(0);
    expect(settled?.stacks.reduce((sum, s) => sum + s.stack, 0)).toBe(130);
    expect(game.view(state, 2).over).toBe(true);
    expect(game.seatLimits({ maxSeats: 9 })).toEqual({ min: 2, max: 9 });
  });
});
