import { HandEvent, HandState, replay } from '@app/razz-engine';
import { sql } from './ledger-invariants';

/**
 * Every hand of the table (at least `minHands`) has a whole log: positions 0..n-1 without gaps,
 * versions never going back, one player action per version, and its replay is the stored snapshot.
 */
export async function expectWholeHandLogs(databaseUrl: string, tableId: string, minHands: number): Promise<void> {
  const hands = await sql<{ id: string; state: HandState; event_count: number; status: string }>(
    databaseUrl,
    `SELECT id, state, event_count, status FROM hands WHERE table_id = $1 ORDER BY number`,
    [tableId],
  );
  expect(hands.length).toBeGreaterThanOrEqual(minHands);
  for (const hand of hands) {
    const rows = await sql<{ seq: number; version: number; payload: HandEvent }>(
      databaseUrl,
      `SELECT seq, version, payload FROM hand_events WHERE hand_id = $1 ORDER BY seq`,
      [hand.id],
    );
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i));
    expect(rows.length).toBe(hand.event_count);
    const versions = rows.map((r) => r.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    const actionVersions = rows.filter((r) => r.payload.type === 'action' && !(r.payload as { automatic?: boolean }).automatic).map((r) => r.version);
    expect(new Set(actionVersions).size).toBe(actionVersions.length);
    const started = rows[0]?.payload as Extract<HandEvent, { type: 'hand-started' }>;
    const replayed = replay(
      { rules: started.rules, stakes: started.stakes, dealerSeat: started.dealerSeat, seats: started.seats, deck: hand.state.deck },
      rows.map((r) => r.payload),
    );
    expect(replayed.ok).toBe(true);
    if (replayed.ok) expect(replayed.state).toEqual(hand.state);
  }
}
