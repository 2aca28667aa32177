import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import { parseMoney } from '../format/amounts';
import type { CashSession, MoneySource } from './cash-types';
import { newIdempotencyKey } from './idempotency-key';

/**
 * A top-up (`POST /cash-sessions/{id}/top-ups`) typed as money, from the bankroll or in cash. Each
 * intended top-up has its own Idempotency-Key: kept while the same amount is retried, new once it
 * went through or the amount or source changed. A 202 waits for the hand: said so.
 */
export function TopUpForm(props: {
  session: CashSession;
  busy: boolean;
  run: (action: () => Promise<unknown>) => Promise<boolean>;
  onDone: (note: string) => void;
}) {
  const { session } = props;
  const [amount, setAmount] = useState('');
  const [source, setSource] = useState<MoneySource>('bankroll');
  const [key, setKey] = useState(newIdempotencyKey);
  const submit = (e: Event) => {
    e.preventDefault();
    let note = '';
    void props
      .run(async () => {
        const minor = parseMoney(amount, session.unit);
        if (minor === null) throw new Error('The top-up is an amount of money, such as 50.00');
        const answer = await unwrap(
          api.POST('/cash-sessions/{sessionId}/top-ups', {
            params: { path: { sessionId: session.id }, header: { 'Idempotency-Key': key } },
            body: { amount: minor, source },
          }),
        );
        note = 'pending' in answer ? `Top-up for ${session.screenName} pending until the hand ends.` : `Topped up ${session.screenName}.`;
      })
      .then((ok) => {
        if (!ok) return;
        setAmount('');
        setKey(newIdempotencyKey());
        props.onDone(note);
      });
  };
  return (
    <form class="inline-form cash-action-form" onSubmit={submit} aria-label={`Top up ${session.screenName}`}>
      <label>
        Top-up ({session.unit})
        <input
          name="topUp"
          inputMode="decimal"
          required
          value={amount}
          onInput={(e) => {
            setAmount(e.currentTarget.value);
            setKey(newIdempotencyKey());
          }}
        />
      </label>
      <label>
        Paid
        <select
          name="topUpSource"
          value={source}
          onChange={(e) => {
            setSource(e.currentTarget.value as MoneySource);
            setKey(newIdempotencyKey());
          }}
        >
          <option value="bankroll">from the bankroll</option>
          <option value="cash">in cash at the table</option>
        </select>
      </label>
      <button type="submit" disabled={props.busy}>
        Top up {session.screenName}
      </button>
    </form>
  );
}
