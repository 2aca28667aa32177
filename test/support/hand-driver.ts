/**
 * Plays a hand through HTTP the way clients do: read the table (as staff, to see whose turn it
 * is), send the next action with that seat's own player key and the hand version, until the hand
 * is over. Records the actions, so the engine can replay the same hand as an oracle.
 */
import { ActionKind, applyAction, HandEvent, HandState, PRESETS, Rng, Stakes, startHand } from '@app/razz-engine';
import { act, Target, TableView, TestPlayer, viewTable } from './tables';

export interface PlayedAction {
  seat: number;
  kind: ActionKind;
  amount?: number;
}

/** Chooses the action of the seat to act from the staff view of the table. */
export type Policy = (view: TableView, seat: number) => { kind: ActionKind; amount?: number };

/** Check when free, else call (or post the bring-in): everyone to showdown. */
export const checkOrCall: Policy = (view) => {
  const legal = new Set(view.hand?.view.legalActions.map((a) => a.kind));
  for (const kind of ['check', 'bring-in', 'call'] as const) if (legal.has(kind)) return { kind };
  return { kind: 'fold' };
};

/**
 * Mostly passive random play: raises `raisePercent` of the time when it may, folds to a bet
 * `foldPercent` of the time, else checks, brings in or calls — hands of every length, few busts.
 */
export function gentle(rng: Rng, raisePercent = 12, foldPercent = 20): Policy {
  return (view) => {
    const legal = view.hand?.view.legalActions ?? [];
    const has = (kind: string) => legal.find((a) => a.kind === kind);
    const roll = rng.int(100);
    const aggressive = has('raise') ?? has('bet') ?? has('complete');
    if (aggressive && roll < raisePercent) return { kind: aggressive.kind as ActionKind, ...(aggressive.min !== undefined ? { amount: aggressive.min } : {}) };
    if (has('fold') && !has('check') && roll >= 100 - foldPercent) return { kind: 'fold' };
    for (const kind of ['check', 'bring-in', 'call'] as const) if (has(kind)) return { kind };
    return { kind: 'fold' };
  };
}

/** Actions in order (`'3 bring-in'`, `'4 raise 40'`); the seat named must be the one to act. */
export function scripted(lines: string[]): Policy {
  const queue = lines
    .flatMap((l) => l.split(','))
    .map((a) => a.trim())
    .filter(Boolean);
  return (_view, seat) => {
    const next = queue.shift();
    if (!next) throw new Error(`the script ran out at seat ${seat}'s turn`);
    const [who, kind, amount] = next.split(/\s+/);
    if (Number(who) !== seat) throw new Error(`script says seat ${who} (${next}) but seat ${seat} is to act`);
    return { kind: kind as ActionKind, ...(amount ? { amount: Number(amount) } : {}) };
  };
}

/** Plays the running hand `handNumber` to its end; returns the actions sent and the view of the finished hand. */
export async function playHand(
  target: Target,
  staffKey: string,
  tableId: string,
  bySeat: Map<number, TestPlayer>,
  handNumber: number,
  policy: Policy,
): Promise<{ actions: PlayedAction[]; view: TableView }> {
  const actions: PlayedAction[] = [];
  for (;;) {
    const view = await viewTable(target, staffKey, tableId);
    const hand = view.hand;
    if (!hand || hand.number !== handNumber) throw new Error(`expected hand ${handNumber}, the table shows ${hand?.number ?? 'none'}`);
    if (hand.status === 'finished') return { actions, view };
    const seat = hand.view.toAct;
    const player = seat === null ? undefined : bySeat.get(seat);
    if (seat === null || !player) throw new Error(`hand ${handNumber}: nobody to act (toAct ${seat})`);
    const action = policy(view, seat);
    const res = await act(target, player.key, tableId, { ...action, version: hand.version });
    if (res.status !== 200) throw new Error(`seat ${seat} ${action.kind}: ${res.status} ${JSON.stringify(res.body)}`);
    actions.push({ seat, ...action });
    // The answer to the action that ended the hand says so: with no pause between hands, a fresh
    // read may already show the next hand. (The acting player's view: the result is public.)
    const after = res.body as TableView;
    if (after.hand?.number === handNumber && after.hand.status === 'finished') return { actions, view: after };
  }
}

/** The same hand through the engine alone: the oracle the server's results must equal. */
export function engineHand(
  input: { deck: string[]; stakes: Stakes; stacks: Record<number, number>; dealerSeat: number },
  actions: PlayedAction[],
): { state: HandState; events: HandEvent[] } {
  const started = startHand({
    rules: PRESETS.razz,
    stakes: input.stakes,
    seats: Object.entries(input.stacks).map(([seat, stack]) => ({ seat: Number(seat), stack })),
    dealerSeat: input.dealerSeat,
    deck: input.deck,
  });
  if (!started.ok) throw new Error(started.error.message);
  let state = started.state;
  const events = [...started.events];
  for (const a of actions) {
    const r = applyAction(state, a);
    if (!r.ok) throw new Error(`engine refused seat ${a.seat} ${a.kind}: ${r.error.message}`);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}
