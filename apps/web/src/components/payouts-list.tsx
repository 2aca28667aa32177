import type { Payouts } from '../api/types';
import { formatMoney } from '../format/amounts';

/** The places paid, as money; before the prize pool is final, says so. */
export function PayoutsList(props: { payouts: Payouts | null; currency: string; limit?: number }) {
  const { payouts, currency } = props;
  if (!payouts) return <p class="muted">Payouts are set when registration closes.</p>;
  const shown = payouts.amounts.slice(0, props.limit ?? payouts.amounts.length);
  return (
    <ol class="payouts" aria-label="Payouts">
      {shown.map((amount, i) => (
        <li key={i}>
          <span class="place">{ordinal(i + 1)}</span> <span class="amount">{formatMoney(amount, currency)}</span>
        </li>
      ))}
      {shown.length < payouts.amounts.length && <li class="muted">… {payouts.amounts.length} places paid</li>}
    </ol>
  );
}

export function ordinal(n: number): string {
  const rules = new Intl.PluralRules('en', { type: 'ordinal' });
  const suffix = { one: 'st', two: 'nd', few: 'rd', other: 'th', zero: 'th', many: 'th' }[rules.select(n)];
  return `${n}${suffix}`;
}
