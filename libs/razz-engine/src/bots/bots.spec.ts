import { applyAction } from '../hand/apply-action';
import type { HandEvent } from '../hand/events';
import { startHand } from '../hand/start-hand';
import { seededRng } from '../rng/seeded-rng';
import { randomAction } from '../sim/random-action';
import { botTurn } from './bot-turn';
import type { Bot } from './bot';
import { CALLING_STATION_BOT } from './calling-station-bot';
import { makeBot, parseBotList } from './bot-names';
import { RANDOM_BOT } from './random-bot';
import { decideIn, stacks } from './testing/bot-spot';

const STAKES = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };

/** Plays `hands` hands with the bots at seats 1..n, returning every event. */
function playHands(bots: Bot[], hands: number, seed: number): HandEvent[] {
  const rng = seededRng(seed);
  const all: HandEvent[] = [];
  for (let h = 0; h < hands; h++) {
    const started = startHand({ stakes: STAKES, seats: bots.map((_, k) => ({ seat: k + 1, stack: 500 })), rng });
    if (!started.ok) throw new Error(started.error.message);
    let state = started.state;
    const events = [...started.events];
    for (let a = botTurn(state, events, (seat) => bots[seat - 1], rng); a; a = botTurn(state, events, (seat) => bots[seat - 1], rng)) {
      const r = applyAction(state, a);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      events.push(...r.events);
    }
    all.push(...events);
  }
  return all;
}

const actionsOf = (events: HandEvent[], seat: number) => events.flatMap((e) => (e.type === 'action' && e.seat === seat && !e.automatic ? [e.action] : []));

describe('the calling station', () => {
  it('never folds, never completes, bets or raises: it checks, calls and posts the bring-in', () => {
    const events = playHands([CALLING_STATION_BOT, RANDOM_BOT, RANDOM_BOT], 150, 4);
    const kinds = new Set(actionsOf(events, 1));
    expect([...kinds].sort()).toEqual(['bring-in', 'call', 'check']);
  });

  it('calls a completion with K-Q-J', () => {
    const spot = { stacks: stacks(1, 2, 3), cards: { 1: 'Kc Qs Jh', 2: '?? ?? Kh', 3: '?? ?? 2s' }, streets: ['2 bring-in, 3 complete'] };
    expect(decideIn(CALLING_STATION_BOT, spot)).toEqual({ kind: 'call' });
  });
});

describe('the random bot', () => {
  it("plays exactly what randomAction plays from the same Rng: today's random player", () => {
    const rngA = seededRng('same');
    const rngB = seededRng('same');
    const started = startHand({ stakes: STAKES, seats: [1, 2, 3].map((seat) => ({ seat, stack: 300 })), rng: seededRng(9) });
    if (!started.ok) throw new Error(started.error.message);
    let state = started.state;
    const events = [...started.events];
    for (let n = 0; state.phase !== 'over'; n++) {
      const viaBot = botTurn(state, events, () => RANDOM_BOT, rngA);
      expect(viaBot).toEqual(randomAction(state, rngB));
      const r = applyAction(state, viaBot!);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      events.push(...r.events);
    }
  });
});

describe('determinism', () => {
  const table = parseBotList('tips-tight,tips-loose,tips-aggressive,random');
  if (!table.ok) throw new Error(table.unknown);

  it('the same seed plays the same hands, action for action', () => {
    expect(playHands(table.bots, 60, 11)).toEqual(playHands(table.bots, 60, 11));
  });

  it('another seed plays other hands', () => {
    expect(playHands(table.bots, 60, 12)).not.toEqual(playHands(table.bots, 60, 11));
  });

  it('a bot keeps nothing between decisions: one instance may sit in several seats', () => {
    const bot = makeBot('tips');
    expect(playHands([bot, bot, bot], 40, 3)).toEqual(playHands([makeBot('tips'), makeBot('tips'), makeBot('tips')], 40, 3));
  });
});

describe('bot names', () => {
  it('parses a comma-separated list, tips being the tight style', () => {
    const parsed = parseBotList('tips, random,calling-station,tips-aggressive');
    expect(parsed.ok && parsed.bots.map((b) => b.name)).toEqual(['tips-tight', 'random', 'calling-station', 'tips-aggressive']);
    expect(parseBotList('tips,shark')).toEqual({ ok: false, unknown: 'shark' });
  });
});
