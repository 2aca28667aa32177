import { MultiDayFields } from '../formats/multi-day-fields';
import type { FormatDraft } from './sit-and-go-terms';

/**
 * Scheduled or sit & go, in words; for a sit & go the re-register and shoot-out switches, each
 * saying what it does. A sit & go takes no late registration and no re-entries (the form leaves
 * them out), since it starts the moment its last seat fills.
 */
export function SitAndGoFields(props: { draft: FormatDraft; onChange: (draft: FormatDraft) => void }) {
  const { draft } = props;
  const sitAndGo = draft.format === 'sit-and-go';
  return (
    <fieldset class="registration-terms">
      <legend>Format</legend>
      <div class="row">
        <label>
          Starts
          <select name="format" value={draft.format} onChange={(e) => props.onChange({ ...draft, format: e.currentTarget.value as FormatDraft['format'] })}>
            <option value="scheduled">Scheduled: when the director starts it</option>
            <option value="sit-and-go">Sit & go: by itself when full</option>
            <option value="multi-day">Multi-day event (Day 1 flights)</option>
          </select>
        </label>
        <label>
          Seats per table{sitAndGo ? ' (blank: max players, up to 8)' : ' (blank: 8)'}
          <input
            name="seatsPerTable"
            type="number"
            min={2}
            max={10}
            step={1}
            value={draft.seatsPerTable}
            onInput={(e) => props.onChange({ ...draft, seatsPerTable: e.currentTarget.value })}
          />
        </label>
      </div>
      {draft.format === 'multi-day' && <MultiDayFields draft={draft} onChange={props.onChange} />}
      {sitAndGo && (
        <>
          <p class="muted">Starts by itself the moment the last seat fills (max players registered): no late registration, no re-entries.</p>
          <label class="check">
            <input
              name="reRegister"
              type="checkbox"
              checked={draft.reRegister}
              onChange={(e) => props.onChange({ ...draft, reRegister: e.currentTarget.checked })}
            />{' '}
            Re-register: when it starts, a fresh copy with the same terms ("… #2", "#3"…) opens for registration at once
          </label>
          <label class="check">
            <input name="shootOut" type="checkbox" checked={draft.shootOut} onChange={(e) => props.onChange({ ...draft, shootOut: e.currentTarget.checked })} />{' '}
            Shoot-out: no balancing; each table plays down to one winner, then the winners play a final table (needs two tables or more)
          </label>
        </>
      )}
    </fieldset>
  );
}
