import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import { formatTimeOfDay } from '../format/times';
import { openSeats } from './cash-format';
import type { CashGame, CashTable, WaitlistEntry } from './cash-types';
import { SeatForm } from './seat-form';

interface Props {
  entry: WaitlistEntry;
  game: CashGame;
  tables: CashTable[];
  canWork: boolean;
  busy: boolean;
  run: (action: () => Promise<unknown>) => Promise<boolean>;
  onChanged: () => void;
}

/** What the entry is now, in words: called to a table with the hold's end, or its place and rough wait. */
function EntryState(props: { entry: WaitlistEntry; tables: CashTable[] }) {
  const { entry } = props;
  if (entry.status === 'called') {
    const table = props.tables.find((t) => t.id === entry.calledTableId)?.name ?? 'a table';
    return (
      <span class="waitlist-state">
        <strong>CALLED</strong> to {table}
        {entry.holdUntil && <> · seat held until {formatTimeOfDay(entry.holdUntil)}</>}
      </span>
    );
  }
  return (
    <span class="waitlist-state">
      <strong>#{entry.position}</strong> waiting
      {entry.estimatedWaitMinutes !== null && <> · about {entry.estimatedWaitMinutes} min (rough)</>}
    </span>
  );
}

/** One player on the list and what the floor may do now: call to a table, seat, no-show, remove. */
export function WaitlistEntryRow(props: Props) {
  const { entry, game } = props;
  const [form, setForm] = useState<'call' | 'seat' | null>(null);
  const withSeats = props.tables.filter((t) => openSeats(t).length > 0);
  const [callTable, setCallTable] = useState('');
  const path = { gameId: game.id, playerId: entry.playerId };
  const act = (action: () => Promise<unknown>) => void props.run(action).then((ok) => ok && (setForm(null), props.onChanged()));
  const call = (e: Event) => {
    e.preventDefault();
    const tableId = withSeats.some((t) => t.id === callTable) ? callTable : (withSeats[0]?.id ?? '');
    act(() => unwrap(api.POST('/cash-games/{gameId}/waitlist/call', { params: { path: { gameId: game.id } }, body: { tableId, playerId: entry.playerId } })));
  };

  return (
    <li class="waitlist-entry" data-testid="waitlist-entry" data-status={entry.status}>
      <span class="name">{entry.screenName}</span>
      <EntryState entry={entry} tables={props.tables} />
      {entry.via === 'remote' && <span class="muted">joined remotely</span>}
      {props.canWork && (
        <span class="entry-actions">
          {entry.status === 'waiting' && (
            <button
              type="button"
              aria-expanded={form === 'call'}
              disabled={props.busy || withSeats.length === 0}
              onClick={() => setForm(form === 'call' ? null : 'call')}
            >
              Call {entry.screenName}
            </button>
          )}
          <button type="button" aria-expanded={form === 'seat'} disabled={props.busy} onClick={() => setForm(form === 'seat' ? null : 'seat')}>
            Seat {entry.screenName}…
          </button>
          {entry.status === 'called' && (
            <button
              type="button"
              disabled={props.busy}
              onClick={() => act(() => unwrap(api.POST('/cash-games/{gameId}/waitlist/{playerId}/no-show', { params: { path } })))}
            >
              No-show: {entry.screenName}
            </button>
          )}
          <button
            type="button"
            disabled={props.busy}
            onClick={() => act(() => unwrap(api.POST('/cash-games/{gameId}/waitlist/{playerId}/remove', { params: { path } })))}
          >
            Remove {entry.screenName}
          </button>
        </span>
      )}
      {form === 'call' && (
        <form class="inline-form cash-action-form" onSubmit={call} aria-label={`Call ${entry.screenName}`}>
          <label>
            To table
            <select name="callTable" value={callTable || withSeats[0]?.id} onChange={(e) => setCallTable(e.currentTarget.value)}>
              {withSeats.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name} ({openSeats(t).length} open)
                </option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={props.busy}>
            Call {entry.screenName} now
          </button>
        </form>
      )}
      {form === 'seat' && (
        <SeatForm entry={entry} game={game} tables={props.tables} busy={props.busy} run={props.run} onSeated={() => (setForm(null), props.onChanged())} />
      )}
    </li>
  );
}
