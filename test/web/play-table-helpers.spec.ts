/**
 * The player's table's pure helpers (apps/web/src/play): the buttons made from the view's legal
 * actions, bet sizing within the legal range, the seats' places, and the order of views.
 */
import { actionChoices, amountAllowed } from '../../apps/web/src/play/action-choices';
import { clampAmount, potSizedTotal, sizingPresets } from '../../apps/web/src/play/bet-sizing';
import { seatPlaces } from '../../apps/web/src/play/seat-layout';
import { isNotOlder, noteEvents, parseTableMessage } from '../../apps/web/src/play/table-feed';
import type { LegalAction, TableView } from '../../apps/web/src/play/types';

const chips = (n: number) => `${n}`;

describe('actionChoices', () => {
  it('offers exactly the legal actions, fold first, with fixed-limit amounts as street totals', () => {
    const legal: LegalAction[] = [{ kind: 'raise', min: 80, max: 80 }, { kind: 'call', min: 40, max: 40 }, { kind: 'fold' }];
    expect(actionChoices(legal, 10, chips)).toEqual([
      { kind: 'fold', label: 'Fold', amount: null, range: null },
      { kind: 'call', label: 'Call 30', amount: 40, range: null },
      { kind: 'raise', label: 'Raise to 80', amount: 80, range: null },
    ]);
  });

  it('makes the stud bring-in and completion buttons, and one button per total of the open-pair option', () => {
    expect(
      actionChoices(
        [
          { kind: 'complete', min: 20, max: 20 },
          { kind: 'bring-in', min: 10, max: 10 },
        ],
        0,
        chips,
      ).map((c) => [c.label, c.amount]),
    ).toEqual([
      ['Bring in 10', 10],
      ['Complete to 20', 20],
    ]);
    expect(actionChoices([{ kind: 'check' }, { kind: 'bet', min: 20, max: 40, amounts: [20, 40] }], 0, chips).map((c) => [c.label, c.amount, c.range])).toEqual(
      [
        ['Check', null, null],
        ['Bet 20', 20, null],
        ['Bet 40', 40, null],
      ],
    );
  });

  it('gives a pot- or no-limit bet a range to size within instead of an amount', () => {
    const [, , raise] = actionChoices([{ kind: 'fold' }, { kind: 'call', min: 50, max: 50 }, { kind: 'raise', min: 100, max: 975 }], 0, chips);
    expect(raise).toEqual({ kind: 'raise', label: 'Raise to', amount: null, range: { min: 100, max: 975 } });
    if (!raise) throw new Error('a raise');
    expect(amountAllowed(raise, 100)).toBe(true);
    expect(amountAllowed(raise, 975)).toBe(true);
    expect(amountAllowed(raise, 99)).toBe(false);
    expect(amountAllowed(raise, 976)).toBe(false);
    expect(amountAllowed(raise, 150.5)).toBe(false);
    expect(amountAllowed(raise, null)).toBe(false);
  });

  it("offers nothing when the view offers nothing (not the player's turn)", () => {
    expect(actionChoices([], 0, chips)).toEqual([]);
  });

  it('only ever sends the fixed amount of a fixed action', () => {
    const [call] = actionChoices([{ kind: 'call', min: 40, max: 40 }], 0, chips);
    if (!call) throw new Error('a call');
    expect(amountAllowed(call, 40)).toBe(true);
    expect(amountAllowed(call, 41)).toBe(false);
  });
});

describe('bet sizing', () => {
  it('keeps an amount whole and within the legal range', () => {
    expect(clampAmount(50, 100, 900)).toBe(100);
    expect(clampAmount(1000, 100, 900)).toBe(900);
    expect(clampAmount(250.6, 100, 900)).toBe(251);
    expect(clampAmount(Number.NaN, 100, 900)).toBe(100);
  });

  it('sizes a pot bet and a pot raise (call, then raise by the pot that makes)', () => {
    // 300 in the pot, nothing bet: a pot bet is 300.
    expect(potSizedTotal({ min: 20, max: 1000, currentBet: 0, streetBet: 0, stack: 1000, total: 300 })).toBe(300);
    // 100 in the pot, a bet of 50 to call (total 150): call 50 → 200, raise by 200 → to 250.
    expect(potSizedTotal({ min: 100, max: 1000, currentBet: 50, streetBet: 0, stack: 1000, total: 150 })).toBe(250);
  });

  it('offers Min, Pot and All-in within the range; Max when a pot-limit cap stops short of the stack', () => {
    expect(sizingPresets({ min: 100, max: 1000, currentBet: 50, streetBet: 0, stack: 1000, total: 150 })).toEqual([
      { label: 'Min', amount: 100 },
      { label: 'Pot', amount: 250 },
      { label: 'All-in', amount: 1000 },
    ]);
    expect(sizingPresets({ min: 100, max: 250, currentBet: 50, streetBet: 0, stack: 1000, total: 150 })).toEqual([
      { label: 'Min', amount: 100 },
      { label: 'Pot', amount: 250 },
      { label: 'Max', amount: 250 },
    ]);
    // A pot larger than the stack: the pot preset is the all-in.
    expect(sizingPresets({ min: 20, max: 60, currentBet: 0, streetBet: 0, stack: 60, total: 500 })[1]).toEqual({ label: 'Pot', amount: 60 });
  });
});

describe('seatPlaces', () => {
  it('puts the viewer at the bottom centre and every seat on the oval once', () => {
    const places = seatPlaces(8, 3);
    expect(places).toHaveLength(8);
    expect(places.find((p) => p.seat === 3)).toEqual({ seat: 3, dx: 0, dy: 1 });
    expect(places.find((p) => p.seat === 7)).toEqual({ seat: 7, dx: 0, dy: -1 });
    // Clockwise: the seat after the viewer's to their left on screen.
    expect(places.find((p) => p.seat === 4)?.dx).toBeLessThan(0);
    expect(new Set(places.map((p) => `${p.dx},${p.dy}`)).size).toBe(8);
    expect(seatPlaces(6, null).find((p) => p.seat === 1)).toEqual({ seat: 1, dx: 0, dy: 1 });
  });
});

describe('the table feed', () => {
  const view = (handsStarted: number, number: number, version: number) =>
    ({ id: 't', handsStarted, hand: { id: `h${number}`, number, version } }) as unknown as TableView;

  it('never replaces a view with an older one', () => {
    expect(isNotOlder(view(1, 1, 5), null)).toBe(true);
    expect(isNotOlder(view(1, 1, 5), view(1, 1, 4))).toBe(true);
    expect(isNotOlder(view(1, 1, 4), view(1, 1, 5))).toBe(false);
    expect(isNotOlder(view(2, 2, 0), view(1, 1, 9))).toBe(true);
    expect(isNotOlder(view(1, 1, 5), view(1, 1, 5))).toBe(true);
  });

  it("notes each seat's last action, the bring-in and the hands shown, afresh for each hand", () => {
    let notes = noteEvents(null, 'h1', [
      { type: 'deal', seat: 1 },
      { type: 'action', seat: 2, action: 'bring-in', to: 10 },
      { type: 'action', seat: 1, action: 'call', to: 10 },
    ]);
    expect(notes).toEqual({ handId: 'h1', bringIn: 2, lastAction: { 1: { action: 'call', to: 10 }, 2: { action: 'bring-in', to: 10 } }, shown: {} });
    notes = noteEvents(notes, 'h1', [{ type: 'show', seat: 1, description: '7-5 low' }]);
    expect(notes.shown).toEqual({ 1: '7-5 low' });
    expect(noteEvents(notes, 'h2', [])).toEqual({ handId: 'h2', bringIn: null, lastAction: {}, shown: {} });
  });

  it("reads only this table's subscribed and update messages", () => {
    expect(parseTableMessage(JSON.stringify({ type: 'update', tableId: 't', events: [{ type: 'x' }], table: { id: 't' } }), 't')).toEqual({
      table: { id: 't' },
      events: [{ type: 'x' }],
    });
    expect(parseTableMessage(JSON.stringify({ type: 'update', tableId: 'other', events: [], table: { id: 'other' } }), 't')).toBeNull();
    expect(parseTableMessage(JSON.stringify({ type: 'ready' }), 't')).toBeNull();
    expect(parseTableMessage('not json', 't')).toBeNull();
  });
});
