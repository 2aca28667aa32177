/**
 * Random-action bots for tournament tests, through the real services: the tables' hand service
 * deals each hand (at the stakes the tournament's clock gives), the bots act for the seat to act
 * as its own player, the settlement and the tournament's eliminations follow as in production.
 * `gatherLonePlayers` moves a player left alone at a table to the shortest other table (the
 * balancing of issue 9 is not built yet).
 */
import type { TestingModule } from '@nestjs/testing';
import { TableRepository, TableSeatRepository, TournamentTableQueries, UnitOfWork } from '@app/persistence';
import { HandState, legalActions, Rng, seatToAct } from '@app/razz-engine';
import type { Principal } from '../../apps/api/src/auth/principal';
import { HandLifecycleService } from '../../apps/api/src/hands/hand-lifecycle.service';
import { TableFactsReader } from '../../apps/api/src/hands/table-facts.reader';
import { LedgerService } from '../../apps/api/src/ledger/ledger.service';
import { chipsUnit } from '../../apps/api/src/ledger/units';
import { TournamentsService } from '../../apps/api/src/tournaments/tournaments.service';
import { TournamentLedgerService } from '../../apps/api/src/tournaments/tournament-ledger.service';
import { TournamentTablesService } from '../../apps/api/src/tournaments/tournament-tables.service';
import { DIRECTOR } from './tournaments';

export interface PlayedHand {
  tableId: string;
  /** The stakes the hand was dealt at. */
  bigBet: number;
  actions: number;
}

const botOf = (playerId: string): Principal => ({ keyId: `bot-${playerId}`, keyName: 'bot', role: 'player', playerId });

/** One random legal action, amounts anywhere in the allowed range (or one of the allowed totals: Stud's open-pair option). */
function randomAction(state: HandState, rng: Rng): { kind: ReturnType<typeof legalActions>[number]['kind']; amount?: number } {
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
export async function playOneHand(moduleRef: TestingModule, tableId: string, rng: Rng): Promise<PlayedHand | null> {
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
    if (!hand || hand.status !== 'running') return { tableId, bigBet, actions };
    bigBet = hand.state.stakes.bigBet;
    const seat = seatToAct(hand.state);
    const player = hand.seats.find((s) => s.seat === seat)?.playerId;
    if (seat === null || !player) throw new Error(`table ${tableId}: a running hand with nobody to act`);
    await lifecycle.act(botOf(player), tableId, { ...randomAction(hand.state, rng), version: hand.version });
    actions++;
  }
}

/** A player alone at a table moves to the shortest other open table; the empty table closes. */
export async function gatherLonePlayers(moduleRef: TestingModule, tournamentId: string): Promise<void> {
  const queries = moduleRef.get(TournamentTableQueries);
  await moduleRef.get(UnitOfWork).run(async () => {
    const t = await moduleRef.get(TournamentsService).get(tournamentId);
    if (t.status === 'finished') return;
    const open = (await queries.listTables(tournamentId)).filter((x) => x.status === 'open');
    const seats = await queries.listSeats(tournamentId);
    for (const table of open) {
      const here = seats.filter((s) => s.tableId === table.id);
      if (here.length > 1 || open.length < 2) continue;
      for (const lone of here) {
        const chips = await moduleRef.get(TournamentLedgerService).playerChips(t, lone.playerId);
        await moduleRef.get(LedgerService).post(
          { kind: 'cash-out', unit: chipsUnit(tournamentId), entries: [{ accountId: lone.stackAccountId, amount: -lone.stack }, { accountId: chips.id, amount: lone.stack }] },
          { idempotencyKey: `table:${table.id}:seating:${lone.seatingId}:cash-out` },
        );
        await moduleRef.get(TableSeatRepository).remove(table.id, lone.seat);
      }
      await moduleRef.get(TableRepository).update(table.id, { status: 'closed', closedAt: new Date() });
      for (const lone of here) await moduleRef.get(TournamentTablesService).seatLate(t, lone.playerId, DIRECTOR);
      return;
    }
  });
}
