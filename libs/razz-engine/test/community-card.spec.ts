import { applyAction, eventsFor, formatCard, HandEvent, HandState, legalActions, seatToAct, startHand, StartHandInput, viewFor } from '../src';
import { STAKES_1_2_5_10 } from './helpers/scripted-hand';

/** Everyone brings in / calls / checks; seats in `foldOnStreet[street]` fold at their first turn there. */
function playPassively(
  players: number,
  foldOnStreet: Record<number, number[]> = {},
  more: Partial<StartHandInput> = {},
): { state: HandState; events: HandEvent[] } {
  const seats = Array.from({ length: players }, (_, k) => ({ seat: k + 1, stack: 100 }));
  const rules = { maxSeats: players > 8 ? 9 : 8, ...more.rules } as const;
  const r = startHand({ stakes: STAKES_1_2_5_10, seats, deck: [], ...more, rules });
  if (!r.ok) throw new Error(r.error.message);
  let state = r.state;
  const events = [...r.events];
  for (let seat = seatToAct(state); seat !== null; seat = seatToAct(state)) {
    const kinds = legalActions(state).map((a) => a.kind);
    const fold = foldOnStreet[state.street]?.includes(seat) && kinds.includes('fold');
    const kind = fold ? 'fold' : (['bring-in', 'check', 'call'] as const).find((k) => kinds.includes(k));
    const next = applyAction(state, { seat, kind: kind ?? 'fold' });
    if (!next.ok) throw new Error(next.error.message);
    state = next.state;
    events.push(...next.events);
  }
  return { state, events };
}

describe('the community card when the deck runs short', () => {
  it('8 players reaching 7th street share one community card: the last card, without a burn', () => {
    const { state, events } = playPassively(8);
    const seventh = events.slice(events.findIndex((e) => e.type === 'street' && e.street === 'seventh'));
    // The deck was given empty, so it is in index order: the 52nd card is Kc.
    expect(seventh.slice(0, 2)).toEqual([
      { type: 'street', street: 'seventh' },
      { type: 'community', street: 'seventh', card: 'Kc' },
    ]);
    expect(seventh.some((e) => e.type === 'burn')).toBe(false);
    expect(state.burns).toHaveLength(3);
    expect(state.players.every((p) => p.down.length === 2 && p.up.length === 4)).toBe(true);
    expect(viewFor(state, null).community).toEqual(['Kc']);
    expect(state.result?.endedBy).toBe('showdown');
  });

  it('7 players reaching 7th street also share one (7 × 7 cards + 4 burns = 53): burn + card', () => {
    const { events } = playPassively(7);
    const seventh = events.slice(events.findIndex((e) => e.type === 'street' && e.street === 'seventh'));
    expect(seventh.slice(1, 3)).toEqual([
      { type: 'burn', card: 'Qh' },
      { type: 'community', street: 'seventh', card: 'Qd' },
    ]);
  });

  it('6 players reaching 7th street each get their own card', () => {
    const { events } = playPassively(6);
    expect(events.some((e) => e.type === 'community')).toBe(false);
  });

  it('9 players: 6th street already deals a community card (burn + card), and 7th another', () => {
    const { state, events } = playPassively(9);
    const community = events.filter((e) => e.type === 'community');
    expect(community.map((e) => e.type === 'community' && e.street)).toEqual(['sixth', 'seventh']);
    expect(state.burns).toHaveLength(4);
    expect(state.stub.length - state.stubPos).toBe(1);
    expect(state.players.every((p) => p.down.length + p.up.length === 5)).toBe(true);
  });

  it('9 players, 4 left at 6th street: the deck runs out, and the burn cards in burn order become the stub', () => {
    const { state, events } = playPassively(9, { 2: [5, 6, 7, 8, 9] });
    const recycled = events.find((e) => e.type === 'stub-from-burns');
    expect(recycled).toBeDefined();
    const burned = events.filter((e): e is Extract<HandEvent, { type: 'burn' }> => e.type === 'burn').map((e) => e.card);
    // Burns before 4th, 5th, 6th; then from the new stub: burn its first, deal its second as the community card.
    expect(recycled).toEqual({ type: 'stub-from-burns', cards: burned.slice(0, 3) });
    expect(state.community.map(formatCard)).toEqual([burned[1]]);
    expect(state.players.filter((p) => !p.folded).every((p) => p.down.length === 2 && p.up.length === 4)).toBe(true);
  });
});

describe("rule shortDeck: 'tda' (TDA RP-10H) before 7th street", () => {
  const reshuffleOrder = Array.from({ length: 52 }, (_, k) => 51 - k);
  /** Plays passively under the TDA rule, reshuffling into reversed index order. */
  const playTda = (players: number, foldOnStreet: Record<number, number[]> = {}): ReturnType<typeof playPassively> =>
    playPassively(players, foldOnStreet, { rules: { shortDeck: 'tda' }, reshuffleOrder });
  const seventh = (events: HandEvent[]): HandEvent[] => events.slice(events.findIndex((e) => e.type === 'street' && e.street === 'seventh'));

  it('(A) 7 players: stub 7 + 3 burns ≥ 7 + 2, so they are reshuffled, one burned, and every player gets a card', () => {
    const { state, events } = playTda(7);
    const s7 = seventh(events);
    // Stub Qh Qd Qc Ks Kh Kd Kc + the burns 6h 8h Th (cards 21, 29, 37), in the reshuffle order (reversed index order).
    const reshuffled = s7.find((e) => e.type === 'stub-reshuffled');
    expect(reshuffled).toEqual({ type: 'stub-reshuffled', cards: ['Kc', 'Kd', 'Kh', 'Ks', 'Qc', 'Qd', 'Qh', 'Th', '8h', '6h'] });
    expect(s7.filter((e) => e.type === 'community')).toEqual([]);
    expect(s7[2]).toEqual({ type: 'burn', card: 'Kc' });
    expect(state.players.every((p) => p.down.length === 3)).toBe(true);
    expect(state.stub.length - state.stubPos).toBe(2);
  });

  it('(B) 7 live of 8 at 7th: stub 4 + 3 burns < 9, stub ≥ 3: burn one and deal the next as the community card', () => {
    const { events } = playTda(8, { 0: [8] });
    const s7 = seventh(events);
    expect(s7.some((e) => e.type === 'stub-reshuffled')).toBe(false);
    // 24 + 3 × 8 dealt: the stub is Ks Kh Kd Kc.
    expect(s7.slice(1, 3)).toEqual([
      { type: 'burn', card: 'Ks' },
      { type: 'community', street: 'seventh', card: 'Kh' },
    ]);
  });

  it('(C) 8 players: stub 1 < 3, so stub + burns are reshuffled, one burned, the next is the community card', () => {
    const { state, events } = playTda(8);
    const s7 = seventh(events);
    // Stub Kc + the burns 7s 9h Jd (cards 24, 33, 42), in reversed index order.
    expect(s7.slice(1, 4)).toEqual([
      { type: 'stub-reshuffled', cards: ['Kc', 'Jd', '9h', '7s'] },
      { type: 'burn', card: 'Kc' },
      { type: 'community', street: 'seventh', card: 'Jd' },
    ]);
    expect(state.community.map(formatCard)).toEqual(['Jd']);
    expect(eventsFor(events, 1).find((e) => e.type === 'stub-reshuffled')).toEqual({ type: 'stub-reshuffled', cards: [null, null, null, null] });
  });
});
