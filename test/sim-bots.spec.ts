/**
 * The tournament simulation's bots (scripts/sim): `--bots` parsing, the uniform random player, and
 * the live feed a bot reads the betting from — heard whole, waited for when behind, refused when
 * it began mid-hand, lost a bet or came out of order (the bot then reads the stored log).
 */
import { bettingOf, BotView, HandEvent, PRESETS, seededRng } from '@app/razz-engine';
import type { TableUpdate } from '@app/room/hands/table-event-bus';
import { parseSimBots, rosterName, UNIFORM_RANDOM_BOT } from '../scripts/sim/sim-bots';
import { TableFeed } from '../scripts/sim/table-feed';

describe('--bots', () => {
  it.each([
    ['random', 'random', [false]],
    ['tips', 'tips-tight', [true]],
    ['tight,loose,aggressive', 'tips-tight, tips-loose, tips-aggressive', [true, true, true]],
    ['mix', 'tips-tight, tips-loose, tips-aggressive', [true, true, true]],
    ['tips, random', 'tips-tight, random', [true, false]],
    ['calling-station', 'calling-station', [true]],
  ])('%s seats %s in turn', (text, names, reads) => {
    const parsed = parseSimBots(text);
    expect(parsed.ok && { names: rosterName(parsed.roster), reads: parsed.roster.map((s) => s.readsBetting) }).toEqual({ names, reads });
  });

  it('names the first unknown bot', () => {
    expect(parseSimBots('tips,tips-tight,nobody')).toEqual({ ok: false, unknown: 'tips-tight' });
  });

  it('the random player draws a legal action uniformly, then an amount uniformly in its range', () => {
    const view = { legal: [{ kind: 'fold' }, { kind: 'call' }, { kind: 'raise', min: 10, max: 14 }] } as unknown as BotView;
    const [a, b] = [seededRng('r'), seededRng('r')];
    const drawn = Array.from({ length: 300 }, () => UNIFORM_RANDOM_BOT.decide(view, a));
    const expected = Array.from({ length: 300 }, () => {
      const pick = view.legal[b.int(3)];
      return pick?.kind === 'raise' ? { kind: 'raise', amount: 10 + b.int(5) } : { kind: pick?.kind, amount: undefined };
    });
    expect(drawn).toEqual(expected);
    expect(new Set(drawn.map((d) => d.amount ?? d.kind))).toEqual(new Set(['fold', 'call', 10, 11, 12, 13, 14]));
  });
});

const START: HandEvent[] = [
  { type: 'hand-started', game: 'razz', rules: PRESETS.razz, stakes: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 }, dealerSeat: 1, seats: [] },
  { type: 'ante', seat: 1, amount: 1, allIn: false },
  { type: 'ante', seat: 2, amount: 1, allIn: false },
  { type: 'street', street: 'third' },
  { type: 'deal', street: 'third', seat: 1, down: ['As', '2s'], up: ['3s'] },
  { type: 'deal', street: 'third', seat: 2, down: ['Ks', 'Qs'], up: ['Js'] },
  { type: 'action', seat: 2, action: 'bring-in', to: 2, chips: 2, allIn: false },
];
const COMPLETE: HandEvent = { type: 'action', seat: 1, action: 'complete', to: 5, chips: 5, allIn: false };

function update(hand: { id: string; number: number; version: number }, events: HandEvent[]): TableUpdate {
  const facts = { table: { status: 'open' }, seats: [], hand: { ...hand, status: 'running' } };
  return { tableId: 't', handId: hand.id, events, facts } as unknown as TableUpdate;
}

const h1 = (version: number) => ({ id: 'h1', number: 1, version });

describe('the live feed a bot reads the betting from', () => {
  it('holds a hand heard from its deal, censored as a spectator hears it, up to the view it is asked for', async () => {
    const feed = new TableFeed();
    feed.hear(update(h1(1), START));
    feed.hear(update(h1(2), [COMPLETE]));
    const heard = await feed.upTo(h1(2), 9, 0);
    expect(heard.kind === 'heard' && bettingOf(heard.events).map((b) => `${b.seat} ${b.kind} ${b.to}`)).toEqual(['2 bring-in 2', '1 complete 5']);
    expect(heard.kind === 'heard' && heard.events.filter((e) => e.type === 'deal').map((e) => e.down)).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it('waits for the update of a view that came back from an action, and is stale once past it', async () => {
    const feed = new TableFeed();
    feed.hear(update(h1(1), START));
    const waiting = feed.upTo(h1(2), 9, 60_000);
    feed.hear(update(h1(2), [COMPLETE]));
    expect((await waiting).kind).toBe('heard');
    expect(await feed.upTo(h1(1), 4, 0)).toEqual({ kind: 'stale' });
    expect(await feed.upTo(h1(3), 14, 0)).toEqual({ kind: 'missing' });
  });

  it('is missing what it cannot know: a hand joined after its deal, a lost bet, changes out of order, a table never heard', async () => {
    const joined = new TableFeed();
    joined.hear(update(h1(2), [COMPLETE]));
    const lost = new TableFeed();
    lost.hear(update(h1(1), START));
    lost.hear(update(h1(3), [{ type: 'action', seat: 2, action: 'call', to: 5, chips: 3, allIn: false }]));
    const reordered = new TableFeed();
    reordered.hear(update(h1(2), START));
    reordered.hear(update(h1(1), [COMPLETE]));
    expect(await joined.upTo(h1(2), 9, 60_000)).toEqual({ kind: 'missing' });
    expect(await lost.upTo(h1(3), 12, 60_000)).toEqual({ kind: 'missing' });
    expect(await reordered.upTo(h1(2), 9, 60_000)).toEqual({ kind: 'missing' });
    expect(await new TableFeed().upTo(h1(1), 4, 60_000)).toEqual({ kind: 'missing' });
  });

  it('starts over at the next hand and ignores a late update of the last one', async () => {
    const feed = new TableFeed();
    feed.hear(update(h1(2), START));
    feed.hear(update({ id: 'h2', number: 2, version: 1 }, START));
    feed.hear(update(h1(3), [COMPLETE]));
    const heard = await feed.upTo({ id: 'h2', number: 2, version: 1 }, 4, 0);
    expect(heard.kind === 'heard' && heard.events.length).toBe(START.length);
    expect(await feed.upTo(h1(3), 9, 0)).toEqual({ kind: 'stale' });
  });
});
