import type { CreateTournament } from '../api/types';
import { parseMoney } from '../format/amounts';

/** A new tournament's entry terms as typed: late registration, re-entries, rebuys and the add-on (money as money). */
export interface RegistrationTermsDraft {
  lateRegistrationLevels: string;
  maxReentries: string;
  rebuy: boolean;
  rebuyLevels: string;
  rebuyPrice: string;
  rebuyFee: string;
  rebuyChips: string;
  addOn: boolean;
  addOnPrice: string;
  addOnFee: string;
  addOnChips: string;
}

export const NO_EXTRA_TERMS: RegistrationTermsDraft = {
  lateRegistrationLevels: '0',
  maxReentries: '0',
  rebuy: false,
  rebuyLevels: '4',
  rebuyPrice: '100.00',
  rebuyFee: '0.00',
  rebuyChips: '10000',
  addOn: false,
  addOnPrice: '100.00',
  addOnFee: '0.00',
  addOnChips: '10000',
};

type Terms = Pick<CreateTournament, 'lateRegistrationLevels' | 'maxReentries' | 'rebuy' | 'addOn'>;

/** The terms for `POST /tournaments`, or an Error naming the amount that is not money. */
export function registrationTermsBody(draft: RegistrationTermsDraft, currency: string): Terms {
  const money = (text: string, what: string) => {
    const minor = parseMoney(text, currency);
    if (minor === null) throw new Error(`${what} is an amount of money, such as 100.00`);
    return minor;
  };
  const terms: Terms = { lateRegistrationLevels: Number(draft.lateRegistrationLevels), maxReentries: Number(draft.maxReentries) };
  if (draft.rebuy)
    terms.rebuy = {
      levels: Number(draft.rebuyLevels),
      price: money(draft.rebuyPrice, 'The rebuy price'),
      fee: money(draft.rebuyFee, 'The rebuy fee'),
      chips: Number(draft.rebuyChips),
    };
  if (draft.addOn)
    terms.addOn = { price: money(draft.addOnPrice, 'The add-on price'), fee: money(draft.addOnFee, 'The add-on fee'), chips: Number(draft.addOnChips) };
  return terms;
}

/** Late registration, re-entries, rebuys and the add-on: a fieldset of the new-tournament form. */
export function RegistrationTermsFields(props: {
  draft: RegistrationTermsDraft;
  currency: string;
  onChange: (draft: RegistrationTermsDraft) => void;
  /** false for a sit & go: no late registration and no re-entries (the server refuses them). */
  entriesAfterStart?: boolean;
  /** false at a bounty event: no rebuys or add-on (the server refuses them with a bounty). */
  rebuys?: boolean;
}) {
  const { draft, currency } = props;
  const set = (field: keyof RegistrationTermsDraft) => (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    props.onChange({ ...draft, [field]: input.type === 'checkbox' ? input.checked : input.value });
  };
  const count = (field: keyof RegistrationTermsDraft, label: string, min: number) => (
    <label>
      {label}
      <input name={field} type="number" min={min} step={1} required value={draft[field] as string} onInput={set(field)} />
    </label>
  );
  const money = (field: keyof RegistrationTermsDraft, label: string) => (
    <label>
      {label} ({currency})
      <input name={field} inputMode="decimal" required value={draft[field] as string} onInput={set(field)} />
    </label>
  );
  const toggle = (field: 'rebuy' | 'addOn', label: string) => (
    <label class="check">
      <input name={field} type="checkbox" checked={draft[field]} onChange={set(field)} /> {label}
    </label>
  );

  return (
    <fieldset class="registration-terms">
      <legend>Entries</legend>
      {props.entriesAfterStart !== false && (
        <div class="row">
          {count('lateRegistrationLevels', 'Late registration through level (0: none)', 0)}
          {count('maxReentries', 'Re-entries per player', 0)}
        </div>
      )}
      {props.rebuys === false && <p class="muted">No rebuys or add-on at a bounty event: a re-entry is a new entry with its own bounty.</p>}
      {props.rebuys !== false && toggle('rebuy', 'Rebuys')}
      {props.rebuys !== false && draft.rebuy && (
        <div class="row">
          {count('rebuyLevels', 'Rebuys through level', 1)}
          {money('rebuyPrice', 'Rebuy price')}
          {money('rebuyFee', 'Rebuy fee')}
          {count('rebuyChips', 'Rebuy chips', 1)}
        </div>
      )}
      {props.rebuys !== false && toggle('addOn', 'Add-on')}
      {props.rebuys !== false && draft.addOn && (
        <div class="row">
          {money('addOnPrice', 'Add-on price')}
          {money('addOnFee', 'Add-on fee')}
          {count('addOnChips', 'Add-on chips', 1)}
        </div>
      )}
    </fieldset>
  );
}
