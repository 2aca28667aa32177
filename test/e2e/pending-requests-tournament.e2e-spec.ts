/**
 * A tournament director's move of a player who is in a hand (docs/api.md, pending requests): `202` with the
 * pending request, applied when the hand at the player's table ends (seat and stack follow, the
 * chips add up), and a move that can no longer be made ends failed with the refusal's code.
 */
import request from 'supertest';
import type { TableLayout } from '@app/persistence';
import { legalActions, seatToAct } from '@app/razz-engine';
import { TableFactsReader } from '@app/room/hands/table-facts.reader';
import { HandLifecycleService } from '@app/room/hands/hand-lifecycle.service';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { chipsInPlay, room, runningTournament } from '../support/balancing';
import { eventually } from '../support/eventually';
import { LEDGER_OK, ledgerInvariants } from '../support/ledger-invariants';
import { dealOnly } from '../support/tournament-bots';
import type { Principal } from '@app/room/auth/principal';

const botOf = (playerId: string): Principal => ({ keyId: `bot-${playerId}`, keyName: 'bot', role: 'player', playerId });

describe('a director’s move during the player’s hand (tournaments)', () => {
  let api: ApiTestApp;
  let director: string;

  beforeAll(async () => {
    api = await startApiTestApp();
    director = (await createKey(api, 'director')).key;
  });
  afterAll(async () => {
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
    await api.close();
  });

  /** Ends the running hand at a table: the bring-in is posted, everyone else folds. */
  async function foldAround(tableId: string): Promise<void> {
    for (;;) {
      const hand = (await api.app.get(TableFactsReader).load(tableId)).hand;
      if (!hand || hand.status !== 'running') return;
      const seat = seatToAct(hand.state);
      const playerId = hand.seats.find((s) => s.seat === seat)?.playerId as string;
      const kind = legalActions(hand.state).some((a) => a.kind === 'bring-in') ? 'bring-in' : 'fold';
      await api.app.get(HandLifecycleService).act(botOf(playerId), tableId, { kind, version: hand.version });
    }
  }

  /** The 8-player table and the 7-player one of a 15-player tournament. */
  async function bigAndSmall(id: string): Promise<[TableLayout, TableLayout]> {
    const [big, small] = [...(await room(api.app, id))].sort((a, b) => b.seats.length - a.seats.length);
    if (!big || !small) throw new Error('test setup: two tables expected');
    return [big, small];
  }

  const readRequest = async (id: string) =>
    (await request(api.http).get(`/pending-requests/${id}`).set('x-api-key', director).expect(200)).body as {
      status: string;
      failure: { code: string } | null;
    };
  const settled = (id: string) =>
    eventually(
      async () => {
        const r = await readRequest(id);
        return r.status === 'pending' ? undefined : r;
      },
      20_000,
      `request ${id} to leave pending`,
    );

  it('queues the move (202), applies it when the hand ends; a second move of the same player to the table it is now at fails MOVE_TO_SAME_TABLE', async () => {
    const id = await runningTournament(api.app, 15);
    const [big, small] = await bigAndSmall(id);
    expect(await dealOnly(api.app, big.tableId)).toBe(true);
    const mover = big.seats[0]?.playerId as string;
    const move = () => request(api.http).post(`/tournaments/${id}/players/${mover}/move`).set('x-api-key', director).send({ tableId: small.tableId });

    const queued = await move().expect(202);
    expect(queued.body.pending).toMatchObject({
      kind: 'tournament-move',
      status: 'pending',
      tournamentId: id,
      playerId: mover,
      tableId: big.tableId,
      params: { tableId: small.tableId },
    });
    expect(queued.headers.location).toBe(`/pending-requests/${queued.body.pending.id}`);
    const again = await move().expect(202);
    const listed = await request(api.http).get(`/tournaments/${id}/players/${mover}/pending-requests?status=pending`).set('x-api-key', director).expect(200);
    expect(listed.body.items.map((r: { id: string }) => r.id)).toEqual([again.body.pending.id, queued.body.pending.id]);
    // Still at the big table while the hand runs.
    expect((await room(api.app, id)).find((t) => t.tableId === big.tableId)?.seats.map((s) => s.playerId)).toContain(mover);

    await foldAround(big.tableId);
    expect(await settled(queued.body.pending.id)).toMatchObject({ status: 'applied', failure: null });
    expect(await settled(again.body.pending.id)).toMatchObject({ status: 'failed', failure: { code: 'MOVE_TO_SAME_TABLE' } });
    const after = await room(api.app, id);
    expect(after.find((t) => t.tableId === small.tableId)?.seats.map((s) => s.playerId)).toContain(mover);
    expect(after.find((t) => t.tableId === big.tableId)?.seats.map((s) => s.playerId)).not.toContain(mover);
    // The stack went along: the chips on seats still mirror the chip bank.
    const chips = await chipsInPlay(api.app, id);
    expect(chips.seated).toBe(15_000n);
    expect(chips.bank).toBe(-15_000n);
  }, 120_000);

  it('a queued move can be cancelled; once the hand ended the player stays', async () => {
    const id = await runningTournament(api.app, 15);
    const [big, small] = await bigAndSmall(id);
    expect(await dealOnly(api.app, big.tableId)).toBe(true);
    const mover = big.seats[1]?.playerId as string;
    const queued = await request(api.http)
      .post(`/tournaments/${id}/players/${mover}/move`)
      .set('x-api-key', director)
      .send({ tableId: small.tableId })
      .expect(202);
    await request(api.http).post(`/pending-requests/${queued.body.pending.id}/cancel`).set('x-api-key', director).expect(200);
    await foldAround(big.tableId);
    // The next deal applies whatever still waits at the table first: once dealt, the cancelled move did not happen.
    expect(await dealOnly(api.app, big.tableId)).toBe(true);
    expect((await room(api.app, id)).find((t) => t.tableId === big.tableId)?.seats.map((s) => s.playerId)).toContain(mover);
    expect(await readRequest(queued.body.pending.id)).toMatchObject({ status: 'cancelled' });
  }, 120_000);
});
