/**
 * Replays a parsed PokerStars hand through the engine: deal the cards the text shows, apply the
 * text's actions one by one (the engine must accept each, with the same chips), then compare the
 * result (`stars-compare.ts`) and build the hand's history.
 */
import type { CardText } from '../cards';
import type { HandEvent } from '../hand/events';
import { applyAction } from '../hand/apply-action';
import { legalActions, seatToAct } from '../hand/legal-actions';
import { startHand } from '../hand/start-hand';
import type { StartHandInput } from '../hand/start-input';
import type { ActionKind, HandState } from '../hand/types';
import { buildHandHistory, HandHistory } from './hand-history';
import { compareOutcome, EngineRun } from './stars-compare';
import { StarsEngineHand, starsToEngine } from './stars-deck';
import type { StarsAction, StarsHand } from './stars-hand';
import type { StarsDisagreement, StarsReplayOptions, StarsReplayReport } from './stars-report';
import { withStatedRake } from './stars-stated-rake';

type ActionEvent = Extract<HandEvent, { type: 'action' }>;

const chips = (n: number): string => `${n} chip${n === 1 ? '' : 's'}`;
type Step = { ok: true; run: EngineRun } | { ok: false; disagreement: StarsDisagreement };

/** The engine's kind for a text verb: bets and raises become whichever of complete/bet/raise is legal now. */
function kindFor(state: HandState, a: StarsAction): ActionKind {
  switch (a.verb) {
    case 'brings-in':
      return 'bring-in';
    case 'calls':
      return 'call';
    case 'checks':
      return 'check';
    case 'folds':
      return 'fold';
    default: {
      const legal = legalActions(state).find((o) => o.kind === 'complete' || o.kind === 'bet' || o.kind === 'raise');
      // Nothing aggressive is legal: ask for a raise anyway, so the engine says why not (e.g. BETTING_CAPPED).
      return legal?.kind ?? (a.verb === 'bets' && state.street > 0 ? 'bet' : 'raise');
    }
  }
}

/** The same chips (call, bring-in), the same street total (bet, raise) and the same all-in state? */
function sameAction(a: StarsAction, e: ActionEvent): boolean {
  const chips = a.verb === 'calls' || a.verb === 'brings-in' ? e.chips === a.amount : true;
  const to = a.to === null || e.to === a.to;
  return chips && to && e.allIn === a.allIn;
}

function describeEvent(e: ActionEvent): string {
  return `${e.action}${e.chips ? ` ${e.chips} chips to ${e.to}` : ''}${e.allIn ? ', all-in' : ''}`;
}

function step(run: EngineRun, a: StarsAction, street: number, disagree: (d: StarsDisagreement) => void): Step {
  const { state } = run;
  if (state.phase === 'over') return { ok: false, disagreement: { code: 'ACTION_REFUSED', message: 'the engine has already ended the hand', line: a.line } };
  if (state.street !== street) {
    const message = `the engine is still on the ${state.variant.streets[state.street]?.name ?? state.street} street, seat ${seatToAct(state)} to act`;
    return { ok: false, disagreement: { code: 'STREET_MISMATCH', message, line: a.line } };
  }
  const posted = run.events.find((e): e is ActionEvent => e.type === 'action' && e.automatic === true && e.seat === a.seat);
  if (a.verb === 'brings-in' && posted) {
    // The engine posts a short bring-in by itself (TDA RP-10E); the text writes it as a line.
    if (!sameAction(a, posted)) disagree({ code: 'ACTION_MISMATCH', message: `the engine posted ${describeEvent(posted)}`, line: a.line });
    return { ok: true, run };
  }
  const amount = a.to ?? undefined;
  const r = applyAction(state, { seat: a.seat, kind: kindFor(state, a), ...(amount === undefined ? {} : { amount }) });
  if (!r.ok) return { ok: false, disagreement: { code: 'ACTION_REFUSED', message: `${r.error.code}: ${r.error.message}`, line: a.line } };
  const e = r.events.find((x): x is ActionEvent => x.type === 'action');
  if (e && !sameAction(a, e)) disagree({ code: 'ACTION_MISMATCH', message: `seat ${a.seat}: the engine made it ${describeEvent(e)}`, line: a.line });
  return { ok: true, run: { state: r.state, events: [...run.events, ...r.events] } };
}

/**
 * The text's actions played on a hand started from `input`: the run as far as the engine followed
 * the text, and whether it followed it to the end; null when the engine refuses to start. The
 * replay starts from the text's own deck, the fair-deal check (fair-deal-check.ts) from the deck
 * the fair shuffle recomputes.
 */
export function playStarsActions(
  hand: StarsHand,
  input: StartHandInput,
  disagree: (d: StarsDisagreement) => void,
): { run: EngineRun; complete: boolean } | null {
  const started = startHand(input);
  if (!started.ok) {
    disagree({ code: 'START_REFUSED', message: `${started.error.code}: ${started.error.message}`, line: hand.line });
    return null;
  }
  let run: EngineRun = { state: started.state, events: started.events };
  for (const street of hand.streets) {
    for (const a of street.actions) {
      const next = step(run, a, street.index, disagree);
      if (!next.ok) {
        disagree(next.disagreement);
        return { run, complete: false };
      }
      run = next.run;
    }
  }
  if (run.state.phase !== 'over') {
    disagree({ code: 'HAND_NOT_FINISHED', message: `the text ends but the engine waits for seat ${seatToAct(run.state)}`, line: hand.summary.line });
    return { run, complete: false };
  }
  return { run, complete: true };
}

/** Cards only filled in for the deal are not facts: blank them (and every burn) in the history's events. */
function withoutFilledCards(events: readonly HandEvent[], filled: ReadonlySet<CardText>): HandEvent[] | null {
  const hide = (c: CardText | null): CardText | null => (c !== null && filled.has(c) ? null : c);
  if (events.some((e) => e.type === 'show' && e.cards.some((c) => filled.has(c)))) return null;
  return events.map((e) => {
    if (e.type === 'deal') return { ...e, down: e.down.map(hide) };
    if (e.type === 'burn') return { ...e, card: null };
    if (e.type === 'stub-from-burns' || e.type === 'stub-reshuffled') return { ...e, cards: e.cards.map(() => null) };
    return e;
  });
}

function historyOf(hand: StarsHand, engine: StarsEngineHand, run: EngineRun, statedRake: boolean, notes: string[]): HandHistory | null {
  const events = withoutFilledCards(statedRake ? withStatedRake(run.events, hand) : run.events, new Set(engine.filled));
  if (events === null) {
    notes.push('no history: the engine shows a hand whose cards the text does not give');
    return null;
  }
  const players = Object.fromEntries(hand.seats.map((s) => [s.seat, s.name]));
  const built = buildHandHistory(null, events, {
    handId: hand.handId,
    tableName: hand.table.name,
    maxSeats: hand.table.maxSeats,
    money: hand.money,
    ...(hand.tournament ? { tournament: hand.tournament } : {}),
    ...(hand.game.mix ? { mix: hand.game.mix } : {}),
    startedAt: hand.startedAt,
    players,
    ...(hand.fairness ? { fairness: hand.fairness } : {}),
  });
  if (!built.ok) {
    notes.push(`no history: ${built.error.message}`);
    return null;
  }
  // The text's hash chain link describes the stored history; the replay keeps it as written.
  const knockouts = hand.knockouts && hand.knockouts.length > 0 ? { knockouts: hand.knockouts.map((k) => ({ ...k })) } : {};
  // A bounty tournament's seat lines name each head's bounty.
  const bountyOf = new Map(hand.seats.flatMap((s) => (s.bounty === undefined ? [] : [[s.seat, s.bounty] as const])));
  const seats = built.value.seats.map((s) => (bountyOf.has(s.seat) ? { ...s, bounty: bountyOf.get(s.seat) as number } : s));
  return { ...built.value, seats, viewer: hand.hero === 'several' ? 'all' : hand.hero, ...(hand.chain ? { chain: { ...hand.chain } } : {}), ...knockouts };
}

/**
 * Replays one parsed PokerStars hand through the engine and reports every disagreement (actions
 * the engine refuses or sizes differently, pots, winners, amounts, shown lows), the assumptions it
 * made, and the hand's history.
 *
 * @example
 * for (const r of parseStarsFile(text)) if (r.ok) console.log(replayStars(r.value).disagreements);
 */
export function replayStars(hand: StarsHand, options: StarsReplayOptions = {}): StarsReplayReport {
  const disagreements: StarsDisagreement[] = [];
  const notes: string[] = [];
  const report = (history: HandHistory | null): StarsReplayReport => ({
    handId: hand.handId,
    line: hand.line,
    ok: disagreements.length === 0,
    disagreements,
    notes,
    history,
  });
  const engine = starsToEngine(hand, options);
  if (!engine.ok) {
    disagreements.push(engine.disagreement);
    return report(null);
  }
  notes.push(...engine.value.notes);
  const played = playStarsActions(hand, engine.value.input, (d) => disagreements.push(d));
  if (!played?.complete) return report(null);
  const run = played.run;
  const potsAgree = compareOutcome(hand, run, (d) => disagreements.push(d), notes);
  const engineRake = run.events.reduce((sum, e) => sum + (e.type === 'rake' ? e.amount : 0), 0);
  const statedRake = potsAgree && hand.summary.rake !== engineRake;
  if (statedRake) notes.push(`PokerStars took ${chips(hand.summary.rake)} of rake, the replay ${chips(engineRake)}; the history keeps PokerStars' amounts`);
  return report(historyOf(hand, engine.value, run, statedRake, notes));
}
