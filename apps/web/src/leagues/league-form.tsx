import { useState } from 'preact/hooks';
import { ErrorNote } from '../components/error-note';
import { useAction } from '../hooks/use-load';
import { LEAGUE_CURRENCIES, type LeagueDraft } from './league-draft';

/**
 * A league's fields: name, currency (only when creating: the API keeps a league's currency), the
 * season's first and last day, and the points formula with the parameters of its kind. `submit`
 * sends the draft; its refusal (the page's or the server's, with its code) shows under the button.
 */
export function LeagueForm(props: {
  title: string;
  initial: LeagueDraft;
  withCurrency: boolean;
  submitLabel: string;
  submit: (draft: LeagueDraft) => Promise<unknown>;
  onCancel?: () => void;
  /** Empty the fields again once sent (a new league's form stays on the page). */
  resetOnSuccess?: boolean;
}) {
  const [draft, setDraft] = useState(props.initial);
  const action = useAction();
  const set = (field: keyof LeagueDraft) => (e: Event) => setDraft({ ...draft, [field]: (e.currentTarget as HTMLInputElement | HTMLSelectElement).value });
  const titleId = `league-form-${props.withCurrency ? 'new' : 'edit'}`;
  const number = (field: 'participation' | 'k' | 'base', label: string) => (
    <label>
      {label}
      <input name={field} type="number" min={0} step={1} required value={draft[field]} onInput={set(field)} />
    </label>
  );

  return (
    <form
      class="panel form"
      aria-labelledby={titleId}
      onSubmit={(e) => {
        e.preventDefault();
        void action.run(() => props.submit(draft)).then((ok) => ok && props.resetOnSuccess && setDraft(props.initial));
      }}
    >
      <h3 id={titleId}>{props.title}</h3>
      <label>
        Name
        <input name="name" required maxLength={64} value={draft.name} onInput={set('name')} />
      </label>
      <div class="row">
        {props.withCurrency && (
          <label>
            Currency
            <select name="currency" value={draft.currency} onChange={set('currency')}>
              {LEAGUE_CURRENCIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </label>
        )}
        <label>
          Season from
          <input name="from" type="date" required value={draft.from} onInput={set('from')} />
        </label>
        <label>
          Season through
          <input name="to" type="date" required min={draft.from} value={draft.to} onInput={set('to')} />
        </label>
      </div>
      <label>
        Points formula
        <select name="kind" value={draft.kind} onChange={set('kind')}>
          <option value="by-place">By place (a points table)</option>
          <option value="field-size">Field size and buy-in</option>
        </select>
      </label>
      {draft.kind === 'by-place' ? (
        <>
          <label>
            Points of 1st, 2nd, 3rd… (never rising; later places earn 0)
            <input name="places" required value={draft.places} onInput={set('places')} />
          </label>
          {number('participation', 'Points for entering')}
        </>
      ) : (
        <>
          <p class="muted">k × √entries ÷ √place × (1 + log10(buy-in ÷ unit + 0.25)), rounded: a bigger field and a dearer event earn more.</p>
          <div class="row">
            {number('k', 'Scale (k)')}
            {number('base', 'Buy-in unit (minor units: 100 = one dollar)')}
            {number('participation', 'Points for entering')}
          </div>
        </>
      )}
      <div class="controls">
        <button type="submit" disabled={action.busy}>
          {props.submitLabel}
        </button>
        {props.onCancel && (
          <button type="button" onClick={props.onCancel}>
            Cancel
          </button>
        )}
      </div>
      <ErrorNote error={action.error} />
    </form>
  );
}
