/**
 * A director's overrides of balancing over HTTP (move a player, lock and unlock a table, break a
 * table), each audited; refusals answer a clear code and change nothing; the moved player's
 * WebSocket client is told the new table. Jobs run in-process (the embedded default), so the
 * balancing each override asks for runs too — the layouts are chosen so it has nothing to move.
 */
import request from 'supertest';
import { TournamentTableQueries } from '@app/persistence';
import { HandLifecycleService } from '@app/room/hands/hand-lifecycle.service';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { bustAt, room, runningTournament, tableNo } from '../support/balancing';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';
import { openLive } from '../support/live-socket';

describe('a tournament’s tables over HTTP: the director’s overrides', () => {
  let api: ApiTestApp;
  let director: string;
  let url: string;
  const as = (test: request.Test) => test.set('x-api-key', director);
  const audits = async (id: string) =>
    (
      await sql<{ action: string }>(
        api.db.databaseUrl,
        `SELECT action FROM audit_log WHERE entity_id = $1 AND action NOT IN ('tournament.create', 'tournament.open-registration', 'tournament.start', 'tournament.register') ORDER BY id`,
        [id],
      )
    ).map((r) => r.action);

  beforeAll(async () => {
    api = await startApiTestApp();
    director = (await createKey(api, 'director')).key;
    await api.app.listen(0, '127.0.0.1');
    url = (await api.app.getUrl()).replace('[::1]', '127.0.0.1');
  });
  afterAll(async () => {
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
    await api.close();
  });

  it('moves, locks, unlocks and breaks, audited; refuses what cannot be done with a clear code', async () => {
    const id = await runningTournament(api.app, 24);
    const tables = (await as(request(api.http).get(`/tournaments/${id}/tables`)).expect(200)).body.items as {
      tableId: string;
      number: number;
      seats: { playerId: string }[];
    }[];
    expect(tables.map((t) => [t.number, t.seats.length])).toEqual([
      [1, 8],
      [2, 8],
      [3, 8],
    ]);
    const [t1, t2, t3] = tables.map((t) => t.tableId) as [string, string, string];
    const mover = (tables[0]?.seats[0] as { playerId: string }).playerId;
    const move = (playerId: string, body: object) => as(request(api.http).post(`/tournaments/${id}/players/${playerId}/move`)).send(body);

    // Every table is full.
    expect((await move(mover, { tableId: t2 }).expect(409)).body.error.code).toBe('TABLE_FULL');
    expect((await move(mover, { tableId: t2, seat: 3 }).expect(409)).body.error.code).toBe('SEAT_TAKEN');

    // Table 3 plays a hand; busts at tables 1 and 2 make table 3 due to break, but it is mid-hand: balancing waits.
    expect(await api.app.get(HandLifecycleService).startHand(t3, 1)).toBe(true);
    const [busted] = await bustAt(api.app, id, 1, 4);
    await bustAt(api.app, id, 2, 4);
    const stillIn = (await tableNo(api.app, id, 1)).seats.map((s) => s.playerId);
    const moving = stillIn[0] as string;

    // The moved player's own WebSocket, following table 1, hears where to go.
    const socket = await openLive(url, (await createKey(api, 'player', moving)).key);
    socket.send({ type: 'subscribe', tableId: t1 });
    await socket.waitFor((m) => m.type === 'subscribed');
    const moved = await move(moving, { tableId: t2, seat: freeSeat((await tableNo(api.app, id, 2)).seats) }).expect(200);
    expect(moved.body.items.find((t: { tableId: string }) => t.tableId === t2).seats.map((s: { playerId: string }) => s.playerId)).toContain(moving);
    const notice = (await socket.waitFor((m) => m.type === 'moved')) as unknown as { fromTable: string; toTable: string; seat: number };
    expect(notice).toEqual({ type: 'moved', fromTable: t1, toTable: t2, seat: expect.any(Number) });
    await socket.close();

    // A player in a hand: the move waits for it (202, pending-requests-tournament.e2e-spec.ts); cancelled here.
    const inHand = (await tableNo(api.app, id, 3)).seats[0]?.playerId as string;
    const queued = await move(inHand, { tableId: t1 }).expect(202);
    await as(request(api.http).post(`/pending-requests/${queued.body.pending.id}/cancel`)).expect(200);
    // Refusals: the same table, nobody seated, a table not of this tournament.
    expect((await move(moving, { tableId: t2 }).expect(422)).body.error.code).toBe('MOVE_TO_SAME_TABLE');
    expect((await move(busted as string, { tableId: t1 }).expect(409)).body.error.code).toBe('PLAYER_NOT_SEATED');
    expect((await move(stillIn[1] as string, { tableId: '00000000-0000-4000-8000-000000000000' }).expect(404)).body.error.code).toBe('TABLE_NOT_IN_TOURNAMENT');
    expect((await move(stillIn[1] as string, { tableId: t2, seat: 0 }).expect(400)).body.error.code).toBe('VALIDATION_FAILED');

    // Lock, refuse to break a locked table, unlock.
    const locked = await as(request(api.http).post(`/tournaments/${id}/tables/${t2}/lock`)).expect(200);
    expect(locked.body.items.find((t: { tableId: string }) => t.tableId === t2).locked).toBe(true);
    expect((await as(request(api.http).post(`/tournaments/${id}/tables/${t2}/break`)).expect(409)).body.error.code).toBe('TABLE_LOCKED');
    await as(request(api.http).post(`/tournaments/${id}/tables/${t2}/unlock`)).expect(200);
    expect((await as(request(api.http).post(`/tournaments/${id}/tables/${t3}/break`)).expect(409)).body.error.code).toBe('HAND_IN_PROGRESS');

    // Break table 1 now (the break order would wait for table 3's hand): its players go to table 2.
    const broken = await as(request(api.http).post(`/tournaments/${id}/tables/${t1}/break`)).expect(200);
    expect(broken.body.items.map((t: { number: number; seats: unknown[] }) => [t.number, t.seats.length])).toEqual([
      [2, 8],
      [3, 8],
    ]);
    expect(await sql<{ status: string }>(api.db.databaseUrl, 'SELECT status::text FROM tables WHERE id = $1', [t1])).toEqual([{ status: 'closed' }]);
    expect((await as(request(api.http).post(`/tournaments/${id}/tables/${t2}/break`)).expect(409)).body.error.code).toBe('TABLE_CANNOT_BREAK');

    expect(await audits(id)).toEqual([
      'tournament.move-player',
      'tournament.move-player',
      'tournament.lock-table',
      'tournament.unlock-table',
      'tournament.break-table',
    ]);
    const seated = await api.app.get(TournamentTableQueries).listSeats(id);
    expect(seated.reduce((sum, s) => sum + s.stack, 0n)).toBe(24_000n);
    expect((await room(api.app, id)).length).toBe(2);
    // 31 s seen on a loaded machine.
  }, 180_000);
});

function freeSeat(seats: { seat: number }[]): number {
  const taken = new Set(seats.map((s) => s.seat));
  return [1, 2, 3, 4, 5, 6, 7, 8].find((s) => !taken.has(s)) as number;
}
