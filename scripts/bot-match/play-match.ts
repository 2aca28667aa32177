/**
 * Plays one match: deals a deck, plays it once per seating (the lineup rotated one seat at a time,
 * so every bot holds every seat's cards of that deck once), each hand from fresh stacks, and keeps
 * per bot name its result per deal (for the interval) and its style counts.
 */
import { applyAction, Bot, botTurn, HandEvent, HandState, makeBot, PRESETS, Rng, seededRng, shuffledDeck, startHand, StudStakes } from '@app/razz-engine';
import { RunningMean } from './interval';
import type { MatchPlan } from './matches';
import { countHand, emptyCounts, StyleCounts } from './style-stats';

export const STAKES: StudStakes = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };
/** Every hand starts every seat with 100 big bets: deep enough that stacks rarely decide a hand. */
export const STACK = 100 * STAKES.bigBet;

export interface BotResult {
  name: string;
  /** Hands played by all the seats this bot holds. */
  hands: number;
  /** Big bets won per hand, one value per deal (the deal's total over its seatings and seats, per hand). */
  perDeal: RunningMean;
  /** Big bets won, one value per hand played: the same mean, with an interval that takes the hands as independent. */
  perHand: RunningMean;
  counts: StyleCounts;
}

export interface MatchResult {
  plan: MatchPlan;
  deals: number;
  hands: number;
  results: BotResult[];
  /** Hands whose stacks did not add up to what they started with (must stay 0). */
  chipErrors: number;
}

function playHand(deck: readonly number[], bots: readonly Bot[], rng: Rng): { state: HandState; events: HandEvent[] } {
  const seats = bots.map((_, k) => ({ seat: k + 1, stack: STACK }));
  const started = startHand({ rules: PRESETS.razz, stakes: STAKES, seats, dealerSeat: bots.length, deck });
  if (!started.ok) throw new Error(`start refused: ${started.error.message}`);
  let state = started.state;
  const events = [...started.events];
  const botAt = (seat: number) => bots[seat - 1];
  for (let action = botTurn(state, events, botAt, rng); action; action = botTurn(state, events, botAt, rng)) {
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`a bot's action was refused: ${JSON.stringify(action)}: ${r.error.message}`);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** Plays `hands` hands (rounded up to whole deals) of the plan; the decks and the bots draw from separate seeded streams. */
export function playMatch(plan: MatchPlan, hands: number, seed: string): MatchResult {
  const seats = plan.lineup.length;
  const bots = plan.lineup.map(makeBot);
  const names = [...new Set(bots.map((b) => b.name))];
  const results = names.map((name) => ({ name, hands: 0, perDeal: new RunningMean(), perHand: new RunningMean(), counts: emptyCounts() }));
  /** Hands a bot plays per deal: one per seating for each seat it holds. */
  const handsPerDeal = new Map(names.map((n) => [n, seats * bots.filter((b) => b.name === n).length]));
  const byName = new Map(results.map((r) => [r.name, r]));
  const deckRng = seededRng(`${seed}/decks/${plan.name}`);
  const botRng = seededRng(`${seed}/bots/${plan.name}`);
  const deals = Math.ceil(hands / seats);
  let chipErrors = 0;
  for (let deal = 0; deal < deals; deal++) {
    const deck = shuffledDeck(deckRng);
    const won = new Map(names.map((n) => [n, 0]));
    for (let turn = 0; turn < seats; turn++) {
      const seating = bots.map((_, k) => bots[(k + turn) % seats] as Bot);
      const { state, events } = playHand(deck, seating, botRng);
      let net = 0;
      seating.forEach((bot, k) => {
        const change = (state.players.find((p) => p.seat === k + 1)?.stack ?? STACK) - STACK;
        net += change;
        won.set(bot.name, (won.get(bot.name) ?? 0) + change);
        const result = byName.get(bot.name) as BotResult;
        result.hands++;
        result.perHand.add(change / STAKES.bigBet);
        countHand(result.counts, events, k + 1);
      });
      if (net !== 0) chipErrors++;
    }
    for (const result of results) result.perDeal.add((won.get(result.name) ?? 0) / STAKES.bigBet / (handsPerDeal.get(result.name) as number));
  }
  return { plan, deals, hands: deals * seats, results, chipErrors };
}
