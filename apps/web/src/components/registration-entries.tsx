import type { Entry, Tournament } from '../api/types';
import { formatChips, formatMoney } from '../format/amounts';
import { ordinal } from './payouts-list';
import { entryActions, type EntryAction, type Windows } from './registration-rules';

/** On the button, next to the player's name in the row; its accessible name names the player too. */
const ACTION_WORDS: Record<EntryAction, string> = { unregister: 'Unregister', 're-enter': 'Re-enter', rebuy: 'Rebuy', 'add-on': 'Add-on' };
const ACTION_LABELS: Record<EntryAction, string> = { unregister: 'Unregister', 're-enter': 'Re-enter', rebuy: 'Rebuy', 'add-on': 'Add-on for' };

/**
 * The entries (`GET …/entries`): each with its status, place and prize once out, chips when seated,
 * rebuys and add-on; and the buttons for what it may do now (registration-rules.ts). A button names
 * the player to a screen reader (`Rebuy Stu Ungar`); what it costs is in the terms above the list.
 */
export function RegistrationEntries(props: {
  tournament: Tournament;
  windows: Windows;
  entries: Entry[];
  stacks: Map<string, number>;
  busy: boolean;
  onAction: (action: EntryAction, entry: Entry) => void;
}) {
  const { tournament: t, entries } = props;
  return (
    <ul class="entries" aria-label="Entries" data-testid="entries-list">
      {entries.map((e) => {
        const stack = e.status === 'playing' ? props.stacks.get(e.playerId) : undefined;
        return (
          <li key={e.id} class="entry" data-testid="entry" data-status={e.status} data-entry-no={e.entryNo}>
            <span class="entry-what">
              <strong>{e.screenName}</strong>
              {e.entryNo > 1 ? ` (entry ${e.entryNo})` : ''} — <span class="entry-status">{e.status}</span>
              {details(t, e, stack).map((d) => (
                <span key={d}> · {d}</span>
              ))}
            </span>
            <span class="entry-actions">
              {entryActions(t, props.windows, entries, e, stack).map((action) => (
                <button
                  key={action}
                  type="button"
                  disabled={props.busy}
                  aria-label={`${ACTION_LABELS[action]} ${e.screenName}`}
                  onClick={() => props.onAction(action, e)}
                >
                  {ACTION_WORDS[action]}
                </button>
              ))}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function details(t: Tournament, e: Entry, stack: number | undefined): string[] {
  const parts: string[] = [];
  if (e.place) parts.push(e.placeTo && e.placeTo !== e.place ? `${ordinal(e.place)}–${ordinal(e.placeTo)}` : ordinal(e.place));
  if (e.prize) parts.push(formatMoney(e.prize, t.currency));
  if (stack !== undefined) parts.push(`${formatChips(stack)} chips`);
  if (e.rebuys > 0) parts.push(e.rebuys === 1 ? '1 rebuy' : `${e.rebuys} rebuys`);
  if (e.addOn) parts.push('add-on taken');
  return parts;
}
