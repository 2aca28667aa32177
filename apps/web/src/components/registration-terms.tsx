import type { Tournament } from '../api/types';
import { formatChips, formatMoney } from '../format/amounts';
import type { Windows } from './registration-rules';

/** What an entry, a re-entry, a rebuy and the add-on cost and give, as money and chips, and whether each is open now. */
export function RegistrationTerms(props: { tournament: Tournament; windows: Windows }) {
  const { tournament: t, windows } = props;
  const money = (price: number, fee: number) => `${formatMoney(price, t.currency)} + ${formatMoney(fee, t.currency)}`;
  const now = (open: boolean) => (open ? 'open now' : 'closed now');
  const late = t.lateRegistrationLevels > 0 ? `, late registration through level ${t.lateRegistrationLevels}` : '';
  return (
    <ul class="registration-terms-list" data-testid="registration-terms">
      <li>
        Entry {money(t.buyIn, t.fee)} for {formatChips(t.startingStack)} chips{late} ({now(windows.registrationOpen)})
      </li>
      {t.maxReentries > 0 && <li>Re-entries after a bust: up to {t.maxReentries} per player, at the entry's price, while registration is open</li>}
      {t.rebuy && (
        <li>
          Rebuy {money(t.rebuy.price, t.rebuy.fee)} for {formatChips(t.rebuy.chips)} chips, {t.rebuy.levels === 1 ? 'level 1' : `levels 1–${t.rebuy.levels}`},
          at or below {formatChips(t.startingStack)} chips ({now(windows.rebuyOpen)})
        </li>
      )}
      {t.addOn && (
        <li>
          Add-on {money(t.addOn.price, t.addOn.fee)} for {formatChips(t.addOn.chips)} chips, once per entry at the add-on break ({now(windows.addOnOpen)})
        </li>
      )}
    </ul>
  );
}
