import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import type { PlayerChips, SeatingRow } from '../api/types';
import { formatChips } from '../format/amounts';
import { useAction } from '../hooks/use-load';
import { ErrorNote } from './error-note';
import { parseChips } from './floor-chips';

const EVERYONE = 'everyone';

/**
 * Chip counts typed as chips (`POST …/floor/chip-counts`): a table's players, or everyone at a
 * break; a field left empty is not counted. At a break the same stacks can be sent as a chip race
 * (`POST …/floor/colour-up`), which needs every player left and says which chip left play.
 */
export function FloorChipCounts(props: { tournamentId: string; rows: SeatingRow[]; onBreak: boolean; onDone: () => void }) {
  const { tournamentId, rows, onBreak } = props;
  const [scope, setScope] = useState('');
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [removedChip, setRemovedChip] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const action = useAction();

  const tables = [...new Map(rows.map((r) => [r.tableId, r.table])).entries()].sort((a, b) => a[1] - b[1]);
  // A choice no longer offered (a broken table, everyone after the break) falls back to the default.
  const offered = scope === EVERYONE ? onBreak : tables.some(([id]) => id === scope);
  const chosen = offered ? scope : onBreak ? EVERYONE : (tables[0]?.[0] ?? '');
  const shown = chosen === EVERYONE ? rows : rows.filter((r) => r.tableId === chosen);
  const path = { params: { path: { tournamentId } } };

  /** The typed stacks of `players`, or null (with the reason shown) when one is not a count of chips. */
  const stacksOf = (players: SeatingRow[], everyone: boolean): PlayerChips[] | null => {
    const out: PlayerChips[] = [];
    for (const r of players) {
      const text = typed[r.playerId]?.trim() ?? '';
      if (text === '' && !everyone) continue;
      const chips = parseChips(text);
      if (chips === null || chips < 1) {
        setInvalid(
          `${r.screenName}: type a whole number of chips, 1 or more (a player with none is a bust)${text === '' ? ' — a chip race counts everyone' : ''}.`,
        );
        return null;
      }
      out.push({ playerId: r.playerId, chips });
    }
    if (out.length === 0) setInvalid('Type at least one count.');
    return out.length === 0 ? null : out;
  };
  const send = (call: () => Promise<unknown>) =>
    void action.run(async () => {
      await call();
      setTyped({});
      setRemovedChip('');
      props.onDone();
    });
  const count = (e: Event) => {
    e.preventDefault();
    setInvalid(null);
    const counts = stacksOf(shown, false);
    if (counts) send(() => unwrap(api.POST('/tournaments/{tournamentId}/floor/chip-counts', { ...path, body: { counts } })));
  };
  const race = () => {
    setInvalid(null);
    const stacks = stacksOf(rows, true);
    const removed = removedChip.trim() === '' ? undefined : parseChips(removedChip);
    if (removed === null) return setInvalid('The chip taken out of play: a whole number, such as 25.');
    if (stacks)
      send(() => unwrap(api.POST('/tournaments/{tournamentId}/floor/colour-up', { ...path, body: { stacks, ...(removed ? { removedChip: removed } : {}) } })));
  };

  return (
    <form onSubmit={count} aria-labelledby="counts-title" class="chip-counts">
      <h4 id="counts-title">Chip counts</h4>
      <label>
        Count
        <select name="countScope" value={chosen} onChange={(e) => setScope(e.currentTarget.value)}>
          {tables.map(([id, number]) => (
            <option key={id} value={id}>
              Table {number}
            </option>
          ))}
          {onBreak && <option value={EVERYONE}>Everyone (break)</option>}
        </select>
      </label>
      <fieldset>
        <legend>Chips in front of each player (empty: not counted)</legend>
        {shown.map((r) => (
          <label key={r.playerId} class="count-row">
            Table {r.table} seat {r.seat}: {r.screenName} <span class="muted">(last known {formatChips(r.stack)})</span>
            <input
              name={`chips-${r.playerId}`}
              inputMode="numeric"
              autoComplete="off"
              value={typed[r.playerId] ?? ''}
              onInput={(e) => setTyped({ ...typed, [r.playerId]: e.currentTarget.value })}
            />
          </label>
        ))}
      </fieldset>
      <div class="controls">
        <button type="submit" disabled={action.busy}>
          Record chip counts
        </button>
        {onBreak && chosen === EVERYONE && (
          <>
            <label>
              Chip taken out of play (chip race)
              <input name="removedChip" inputMode="numeric" value={removedChip} onInput={(e) => setRemovedChip(e.currentTarget.value)} />
            </label>
            <button type="button" disabled={action.busy} onClick={race}>
              Record chip race (colour-up)
            </button>
          </>
        )}
      </div>
      <ErrorNote error={invalid ?? action.error} />
    </form>
  );
}
