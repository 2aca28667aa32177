/**
 * The check of one provably fair hand (docs/fairness.md, verifying): given its epoch's revealed
 * server seed, the seed must hash to the hand's commitment, its nonce must be the hand's number and
 * its client seed string must name exactly the seats dealt in (`fairnessBindingProblems`), and the hand replayed through the
 * engine from the deck the fair shuffle recomputes — with the history's (or text's) own actions —
 * must deal every card the history shows where it shows it: up cards, shown hands, the community
 * cards, the viewer's own down cards, and in an uncensored history the burns and the deck itself.
 */
import { formatCards } from '../cards';
import { fairDeck, fairRng, seedCommitment } from '../fair/fair-shuffle';
import { GAMES } from '../game';
import { applyAction } from '../hand/apply-action';
import { actionsOf } from '../hand/replay';
import { startHand } from '../hand/start-hand';
import type { StartHandInput } from '../hand/start-input';
import type { HandHistory, HistoryFairness } from './hand-history';
import { fairnessBindingProblems } from './history-fairness';
import { cardMismatches, CardClaim, dealtCards, historyClaims, starsClaims } from './fair-deal-claims';
import { describeMismatches, SeatNames } from './fair-deal-words';
import type { EngineRun } from './stars-compare';
import { starsToEngine } from './stars-deck';
import type { StarsHand } from './stars-hand';
import type { StarsDisagreement, StarsReplayOptions } from './stars-report';
import { playStarsActions } from './stars-replay';

export interface FairDealReport {
  /** What does not hold, each named (the commitment, a card and its deck position, the actions); empty when the hand is dealt as its fairness says. */
  problems: string[];
  /** How many cards the history shows were compared with the recomputed deal. */
  compared: number;
}

/** How far an engine run from the recomputed deck followed the history, and why it stopped short. */
interface FairRun {
  run: EngineRun | null;
  stopped: string | null;
}

const short = (hash: string): string => `${hash.slice(0, 16)}…`;

function commitmentProblem(fairness: HistoryFairness, serverSeed: Uint8Array): string | null {
  const hash = seedCommitment(serverSeed);
  return hash === fairness.commitment ? null : `commitment: the seed hashes to ${short(hash)}, the hand commits to ${short(fairness.commitment)}`;
}

function fairInput(input: StartHandInput, fairness: HistoryFairness, serverSeed: Uint8Array): StartHandInput {
  const { deck: _deck, reshuffleOrder: _order, ...rest } = input;
  return { ...rest, rng: fairRng(serverSeed, fairness.clientSeed, fairness.nonce) };
}

/** The claims compared with what the run dealt, in words; and the replay's stop, when it stopped short. */
function compare(claims: readonly CardClaim[], played: FairRun, deck: readonly string[], names: SeatNames): FairDealReport {
  if (!played.run) return { problems: [played.stopped ?? 'the hand cannot be dealt'], compared: 0 };
  const dealt = dealtCards(played.run.events);
  const mismatches = cardMismatches(claims, dealt);
  const problems = describeMismatches(mismatches, dealt, deck, names, played.stopped === null);
  return { problems: played.stopped ? [...problems, played.stopped] : problems, compared: claims.length };
}

/** The start input a history records in its hand-started event, or why there is none. */
function historyInput(history: HandHistory): StartHandInput | string {
  const started = history.events[0];
  if (started?.type !== 'hand-started') return 'the history has no hand-started event';
  const game = GAMES[started.game];
  if (!game) return `the engine does not deal ${started.game}`;
  const blinds = started.blinds ? { blinds: { small: started.blinds.small, big: started.blinds.big }, posts: started.blinds.posts } : {};
  return { game: game.variant, rules: started.rules, stakes: started.stakes, seats: started.seats, dealerSeat: started.dealerSeat, ...blinds };
}

/** The history's own actions applied to the hand dealt from `input`, as far as the engine accepts them. */
function playHistory(history: HandHistory, input: StartHandInput): FairRun {
  const started = startHand(input);
  if (!started.ok) return { run: null, stopped: `the recomputed hand cannot start: ${started.error.message}` };
  let run: EngineRun = { state: started.state, events: [...started.events] };
  for (const action of actionsOf(history.events)) {
    const r = applyAction(run.state, action);
    if (!r.ok) return { run, stopped: `the history's actions do not play out on the recomputed deck: seat ${action.seat} ${action.kind}: ${r.error.message}` };
    run = { state: r.state, events: [...run.events, ...r.events] };
  }
  return { run, stopped: run.state.phase === 'over' ? null : "the history's actions end before the recomputed hand does" };
}

/** An uncensored history's deck (and TDA reshuffle order) against the recomputed ones: the first position that differs. */
function secretsProblems(history: HandHistory, deck: readonly string[], run: EngineRun | null): string[] {
  const order = run?.state.reshuffleOrder ? formatCards(run.state.reshuffleOrder) : null;
  const pairs: [string, readonly string[] | null, readonly string[] | null][] = [
    ['deck', history.deck, deck],
    ['TDA reshuffle order', history.reshuffleOrder, order],
  ];
  return pairs.flatMap(([what, claimed, recomputed]) => {
    if (claimed === null || recomputed === null) return [];
    const differ = claimed.flatMap((card, k) => (card === recomputed[k] ? [] : [k]));
    const k = differ[0];
    if (k === undefined) return [];
    return [`${what} position ${k}: the history has ${claimed[k]}, the recomputed ${what} ${recomputed[k]} (${differ.length} positions differ)`];
  });
}

function namesOf(seats: readonly { seat: number; name: string }[]): SeatNames {
  return new Map(seats.map((s) => [s.seat, s.name]));
}

/**
 * Checks a history (the API's JSON form, any copy) against its epoch's revealed server seed.
 *
 * @example
 * const report = checkFairHistory(history, seedFromHex(revealedSeed) as Uint8Array);
 * if (report.problems.length === 0) console.log(`hand #${history.handId}: OK (${report.compared} cards)`);
 */
export function checkFairHistory(history: HandHistory, serverSeed: Uint8Array): FairDealReport {
  const fairness = history.fairness;
  if (!fairness) return { problems: ['no fairness data: the hand was not dealt by the fair shuffle'], compared: 0 };
  const commitment = commitmentProblem(fairness, serverSeed);
  const deck = formatCards(fairDeck(serverSeed, fairness.clientSeed, fairness.nonce));
  const input = historyInput(history);
  const played = typeof input === 'string' ? { run: null, stopped: input } : playHistory(history, fairInput(input, fairness, serverSeed));
  const checked = compare(historyClaims(history.events), played, deck, namesOf(history.seats));
  const dealtIn = (typeof input === 'string' ? history.seats : input.seats).map((s) => s.seat);
  const bound = fairnessBindingProblems(fairness, history.handId, dealtIn);
  const problems = [...(commitment ? [commitment] : []), ...bound, ...checked.problems, ...secretsProblems(history, deck, played.run)];
  return { problems, compared: checked.compared + (history.deck?.length ?? 0) };
}

/**
 * Checks a hand read from PokerStars text (`parseStarsHand`) against its epoch's revealed server
 * seed: the text's `Fair shuffle:` line gives the commitment, client seeds and nonce. `options`
 * as for `replayStars` (rules the text does not state).
 *
 * @example
 * const parsed = parseStarsHand(text);
 * if (parsed.ok) console.log(checkFairStarsHand(parsed.value, seed).problems);
 */
export function checkFairStarsHand(hand: StarsHand, serverSeed: Uint8Array, options: StarsReplayOptions = {}): FairDealReport {
  const fairness = hand.fairness;
  if (!fairness) return { problems: ['no fairness data: the text has no Fair shuffle line'], compared: 0 };
  const commitment = commitmentProblem(fairness, serverSeed);
  const deck = formatCards(fairDeck(serverSeed, fairness.clientSeed, fairness.nonce));
  const engine = starsToEngine(hand, options);
  let played: FairRun = { run: null, stopped: engine.ok ? null : `the text cannot be dealt: ${engine.disagreement.message}` };
  if (engine.ok) {
    const stops: StarsDisagreement[] = [];
    const r = playStarsActions(hand, fairInput(engine.value.input, fairness, serverSeed), (d) => stops.push(d));
    const last = stops[stops.length - 1];
    const stopped = r?.complete
      ? null
      : `the text's actions do not play out on the recomputed deck: ${last ? `line ${last.line}: ${last.message}` : 'the hand cannot start'}`;
    played = { run: r?.run ?? null, stopped };
  }
  const checked = compare(starsClaims(hand), played, deck, namesOf(hand.seats));
  const dealtIn = (engine.ok ? engine.value.input.seats : hand.seats).map((s) => s.seat);
  const bound = fairnessBindingProblems(fairness, hand.handId, dealtIn);
  return { problems: [...(commitment ? [commitment] : []), ...bound, ...checked.problems], compared: checked.compared };
}
