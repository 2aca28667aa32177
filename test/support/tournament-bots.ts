/**
 * Random-action bots for tournament tests, through the real services: the tables' hand service
 * deals each hand (at the stakes the tournament's clock gives), the bots act for the seat to act
 * as its own player, the settlement and the tournament's eliminations follow as in production.
 */
import { TableRepository } from '@app/persistence';
import { HandState, legalActions, Rng, seatToAct } from '@app/razz-engine';
import type { Principal } from '@app/room/auth/principal';
import type { ModuleLike } from './tournaments';
import { HandLifecycleService } from '@app/room/hands/hand-lifecycle.service';
import { TableFactsReader } from '@app/room/hands/table-facts.reader';

export interface PlayedHand {
  tableId: string;
  /** The stakes the hand was dealt at. */
  bigBet: number;
  actions: number;
}

const botOf = (playerId: string): Principal => ({ keyId: `bot-${playerId}`, keyName: 'bot', role: 'player', playerId });

/** One random legal action, amounts anywhere in the allowed range (or one of the allowed totals: Stud's open-pair option). */
export function randomAction(state: HandState, rng: Rng): { kind: ReturnType<typeof legalActions>[number]['kind']; amount?: number } {
  const options = legalActions(state);
  const pick = options[rng.int(options.length)];
  if (!pick) throw new Error('engine: no legal action for the seat to act');
  if (pick.amounts) return { kind: pick.kind, amount: pick.amounts[rng.int(pick.amounts.length)] as number };
  return pick.min === undefined ? { kind: pick.kind } : { kind: pick.kind, amount: pick.min + rng.int((pick.max ?? pick.min) - pick.min + 1) };
}

/**
 * Deals the table's next hand if it is due (the hand service decides: two players with chips, not
 * on a break) and lets the bots play it to the end; null when no hand was dealt.
 */
export async function playOneHand(moduleRef: ModuleLike, tableId: string, rng: Rng): Promise<PlayedHand | null> {
  const lifecycle = moduleRef.get(HandLifecycleService);
  const table = await moduleRef.get(TableRepository).findById(tableId);
  if (!table || table.status !== 'open') return null;
  const running = (await moduleRef.get(TableFactsReader).load(tableId)).hand?.status === 'running';
  if (!running && !(await lifecycle.startHand(tableId, table.handsStarted + 1))) return null;
  let actions = 0;
  let bigBet = 0;
  for (;;) {
    const facts = await moduleRef.get(TableFactsReader).load(tableId);
    const hand = facts.hand;
    // Read from the hand whatever its status: a hand with no decision in it (heads-up against a
    // player all-in from the ante) is dealt out by startHand itself and is finished at once.
    if (hand) bigBet = hand.state.stakes.bigBet;
    if (!hand || hand.status !== 'running') return { tableId, bigBet, actions };
    const seat = seatToAct(hand.state);
    const player = hand.seats.find((s) => s.seat === seat)?.playerId;
    if (seat === null || !player) throw new Error(`table ${tableId}: a running hand with nobody to act`);
    await lifecycle.act(botOf(player), tableId, { ...randomAction(hand.state, rng), version: hand.version });
    actions++;
  }
}

/** Deals the table's next hand (if it is due) and leaves it running: nobody acts yet. */
export async function dealOnly(moduleRef: ModuleLike, tableId: string): Promise<boolean> {
  const table = await moduleRef.get(TableRepository).findById(tableId);
  return table !== null && (await moduleRef.get(HandLifecycleService).startHand(tableId, table.handsStarted + 1));
}
