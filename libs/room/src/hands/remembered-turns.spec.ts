import type { HandRecord, PokerTable } from '@app/persistence';
import { RememberedTurn, RememberedTurns } from './remembered-turns';

/** A turn of table `tableId` at `version` of hand `handId` (only the fields the memory reads are real). */
function turn(tableId: string, handId: string, version: number, stamp = 's1'): RememberedTurn {
  // A state's shape as far as memory goes: nested plain data, as the engine's is.
  const state = { version, phase: 'third-street', players: [{ seat: 1, stack: 990, up: ['7c'] }], pot: { main: 20 } };
  const hand = { id: handId, version, state } as unknown as HandRecord;
  return { table: { id: tableId } as PokerTable, seats: [], hand, tableStamp: stamp };
}

describe('RememberedTurns', () => {
  it('recalls the last turn written for a table, and forgets it', () => {
    const turns = new RememberedTurns();
    expect(turns.recall('t1')).toBeUndefined();
    turns.remember(turn('t1', 'h1', 3));
    expect(turns.recall('t1')).toMatchObject({ hand: { id: 'h1', version: 3 }, tableStamp: 's1' });
    turns.remember(turn('t1', 'h1', 4, 's2'));
    expect(turns.recall('t1')).toMatchObject({ hand: { version: 4 }, tableStamp: 's2' });
    turns.forget('t1');
    expect(turns.recall('t1')).toBeUndefined();
  });

  it('keeps the state as the database holds it (its JSON read back), not the object it was given', () => {
    const turns = new RememberedTurns();
    const given = turn('t1', 'h1', 3);
    turns.remember(given);
    const kept = turns.recall('t1') as RememberedTurn;
    expect(kept.hand.state).toEqual(given.hand.state);
    expect(kept.hand.state).not.toBe(given.hand.state);
    // What the caller does to its own object afterwards does not reach the remembered turn.
    (given.hand.state as unknown as { version: number }).version = 999;
    expect(kept.hand.state.version).not.toBe(999);
  });

  it('never lets a slower request put back an older turn of the same hand; a new hand replaces any', () => {
    const turns = new RememberedTurns();
    turns.remember(turn('t1', 'h1', 5));
    turns.remember(turn('t1', 'h1', 4));
    turns.remember(turn('t1', 'h1', 5, 'other'));
    expect(turns.recall('t1')).toMatchObject({ hand: { version: 5 }, tableStamp: 's1' });
    turns.remember(turn('t1', 'h2', 1));
    expect(turns.recall('t1')).toMatchObject({ hand: { id: 'h2', version: 1 } });
  });

  it('forgets a turn found stale only if it is still the one remembered', () => {
    const turns = new RememberedTurns();
    turns.remember(turn('t1', 'h1', 5));
    const stale = turns.recall('t1') as RememberedTurn;
    turns.remember(turn('t1', 'h1', 6));
    turns.forget('t1', stale);
    expect(turns.recall('t1')).toMatchObject({ hand: { version: 6 } });
    turns.forget('t1', turns.recall('t1'));
    expect(turns.recall('t1')).toBeUndefined();
  });

  it('holds 2,000 tables at most, forgetting the one acted at least recently first', () => {
    const turns = new RememberedTurns();
    for (let i = 0; i < 2_000; i++) turns.remember(turn(`t${i}`, `h${i}`, 1));
    turns.remember(turn('t0', 'h0', 2)); // t0 acted again: now the most recent
    turns.remember(turn('t2000', 'h2000', 1));
    expect(turns.size).toBe(2_000);
    expect(turns.recall('t1')).toBeUndefined();
    expect(turns.recall('t0')).toMatchObject({ hand: { version: 2 } });
    expect(turns.recall('t2000')).toBeDefined();
  });
});
